/**
 * The deployment's shape (docker-compose.yml) as processes: two replicas of the real server in
 * production mode on the local PostgreSQL (a fresh database per run), sharing Redis for request
 * limits and an S3-compatible store (s3rver), behind nginx running deploy/nginx.conf as written.
 * Without nginx the replicas are called directly with X-Forwarded-For, and the part that needs a
 * proxy (a replica killed under load) is skipped with a message.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../support/site-build.ts';
import { freePort, killRunningServers, launchServer, type RunningServer as Replica } from '../support/server-process.ts';
import {
  eventually,
  launchReplicaPair,
  nginxBinary,
  productionReplicaEnv,
  type Proxy,
  request,
  type RequestOptions,
  sleep,
  startNginx,
  waitHealthy,
} from './cluster.ts';

const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `travel_deploy_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(postgresUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
// Redis database 9 is this test's own; limit keys are per client address, and every run uses new addresses.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const API_LIMIT = 40;
/** A read the public cache cannot answer (no such trip): routed, so counted, on every request. */
const COUNTED_READ = '/api/public/trips/00000000-0000-4000-8000-000000000000';
const ADMIN = { email: 'ops@example.in', password: 'replica-admin-password-1' };
const BUCKET = 'deploy-media';

if (!nginxBinary) {
  console.warn(
    'nginx is not installed (apt-get install -y nginx): replicas are called directly with X-Forwarded-For, ' +
      'and the replica-killed-under-load part is skipped.',
  );
}

/** A client address of its own for each use: 127.x.y.z, never 127.0.0.1 (the machine's tools). */
const newClientAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(2, 255)}`;

let admin: pg.Client;
let s3: S3rver;
let s3Directory: string;
let dataDir: string;
let a: Replica;
let b: Replica;
let proxy: Proxy | null = null;
let proxyPort: number;
let adminToken: string;
/** What replica A was started with, to start it again. */
let replicaEnv: Record<string, string>;
let portOfA: number;

/**
 * A zone where it is daytime now: messages to travellers wait out 21:00-09:00 in TIME_ZONE, and
 * the message test must not depend on the hour it runs at.
 */
const daytimeZone = (() => {
  const shift = ((14 - new Date().getUTCHours() + 36) % 24) - 12;
  return shift >= 0 ? `Etc/GMT-${shift}` : `Etc/GMT+${-shift}`;
})();

/**
 * A request as a client at `from` makes it: through nginx, which adds the address to
 * X-Forwarded-For; without nginx, straight to a replica with that header, as nginx would send it.
 */
let turn = 0;
function fromClient(from: string, pathname: string, options: RequestOptions = {}) {
  if (proxy) return request(`${proxy.base}${pathname}`, { ...options, from });
  turn += 1;
  const replica = turn % 2 ? a : b;
  return request(`${replica.base}${pathname}`, { ...options, headers: { ...options.headers, 'x-forwarded-for': from } });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ensureBuilt();
  // Without Redis the limits would fail open (by design) and the limit test would say so less clearly.
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 5000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis is needed at ${REDIS_URL} (TEST_REDIS_URL to change): ${(error as Error).message}`, { cause: error });
  } finally {
    redis.disconnect();
  }
  admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  s3Directory = await mkdtemp(path.join(os.tmpdir(), 'deploy-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: s3Directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'deploy-data-'));

  const [portA, portB] = [await freePort(), await freePort()];
  proxyPort = await freePort();
  const env = productionReplicaEnv({
    databaseUrl,
    redisUrl: REDIS_URL,
    dataDir,
    publicUrl: `http://127.0.0.1:${proxyPort}`,
    admin: ADMIN,
    more: {
      API_RATE_LIMIT_PER_MINUTE: String(API_LIMIT),
      STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // Registered for GST: payments issue receipt vouchers and tax invoices, refunds vouchers and credit notes.
      GSTIN: '27AAPFU0939F1ZV',
      BUSINESS_LEGAL_NAME: 'Wander India Trips Private Limited',
      BUSINESS_STATE_CODE: '27',
      TIME_ZONE: daytimeZone,
      JOB_POLL_SECONDS: '1',
    },
  });
  replicaEnv = env;
  portOfA = portA;
  [a, b] = await launchReplicaPair(env, [portA, portB]);
  proxy = await startNginx(proxyPort, [portA, portB]);
  // Both replicas count in Redis once their clients have connected: a new address's first request on
  // A leaves API_LIMIT - 1, its second on B API_LIMIT - 2 (a replica that cannot count leaves API_LIMIT).
  const sharedCounting = await eventually(async () => {
    const headers = { 'x-forwarded-for': newClientAddress() };
    const first = await request(`${a.base}${COUNTED_READ}`, { headers });
    const second = await request(`${b.base}${COUNTED_READ}`, { headers });
    return (
      Number(first.headers['x-ratelimit-remaining']) === API_LIMIT - 1 && Number(second.headers['x-ratelimit-remaining']) === API_LIMIT - 2
    );
  }, 20_000);
  if (!sharedCounting) throw new Error(`the replicas do not count requests together in Redis:\n${a.output()}\n${b.output()}`);

  const login = await request(`${a.base}/api/auth/login`, { method: 'POST', body: ADMIN });
  expect(login.status, login.text).toBe(200);
  adminToken = login.json().token;
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  killRunningServers();
  await s3?.close();
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  for (const directory of [s3Directory, dataDir]) if (directory) await rm(directory, { recursive: true, force: true });
}, 60_000);

async function createTrip(replica: Replica, place: string, images: string[] = ['https://cdn.example.in/deploy.jpg']) {
  const response = await request(`${replica.base}/api/admin/trips`, {
    method: 'POST',
    headers: bearer(adminToken),
    body: {
      place,
      price: 18000,
      days: '4N/5D',
      description: 'Seen from every replica.',
      googleSheetUrl: 'https://docs.google.com/d',
      images,
    },
  });
  expect(response.status, response.text).toBe(201);
  return response.json().trip as { id: string };
}

/** Whether the replica's landing page (/trips, served from its in-memory cache) shows this text. */
const landingShows = async (replica: Replica, text: string) => (await request(`${replica.base}/trips`)).text.includes(text);

/** The 4-digit code the console SMS provider printed on this replica's output for this number. */
function codeSentTo(replica: Replica, mobileNumber: string): string | null {
  const sent = [...replica.output().matchAll(new RegExp(`SMS to \\+91${mobileNumber}: (\\d{4}) `, 'g'))];
  return sent.at(-1)?.[1] ?? null;
}

/** A new traveller's token: the code sent through A, verified through B. */
async function signInTraveller(username: string): Promise<string> {
  const mobileNumber = `8${randomInt(100_000_000, 999_999_999)}`;
  const sent = await request(`${a.base}/api/mobile/auth/send-otp`, {
    method: 'POST',
    body: { username, mobileNumber, countryCode: '91' },
  });
  const verified = await request(`${b.base}/api/mobile/auth/verify-otp`, {
    method: 'POST',
    body: { mobileNumber, countryCode: '91', verificationId: sent.json().verificationId, otp: codeSentTo(a, mobileNumber) },
  });
  expect(verified.status, verified.text).toBe(200);
  return verified.json().token as string;
}

describe('two replicas behind a proxy', () => {
  it("a trip added through replica A appears on replica B's landing page within 5 s", async () => {
    expect(await landingShows(b, 'Chadar Trek')).toBe(false);
    await createTrip(a, 'Chadar Trek');
    expect(await eventually(() => landingShows(b, 'Chadar Trek'), 5_000)).toBe(true);
  });

  it('a code sent through A is verified through B; the token works on both, and logging out on one ends it on both', async () => {
    const mobileNumber = `9${randomInt(100_000_000, 999_999_999)}`;
    const sent = await request(`${a.base}/api/mobile/auth/send-otp`, {
      method: 'POST',
      body: { username: 'replica_traveller', mobileNumber, countryCode: '91' },
    });
    expect(sent.status, sent.text).toBe(200);
    const code = codeSentTo(a, mobileNumber);
    expect(code).toMatch(/^\d{4}$/);
    const verified = await request(`${b.base}/api/mobile/auth/verify-otp`, {
      method: 'POST',
      body: { mobileNumber, countryCode: '91', verificationId: sent.json().verificationId, otp: code },
    });
    expect(verified.status, verified.text).toBe(200);
    const { token } = verified.json();
    for (const replica of [a, b])
      expect((await request(`${replica.base}/api/mobile/auth/verify`, { headers: bearer(token) })).status).toBe(200);
    expect((await request(`${a.base}/api/admin/trips`, { headers: bearer(adminToken) })).status).toBe(200);
    expect((await request(`${b.base}/api/admin/trips`, { headers: bearer(adminToken) })).status).toBe(200);

    expect((await request(`${b.base}/api/mobile/auth/logout`, { method: 'POST', headers: bearer(token) })).status).toBe(200);
    for (const replica of [a, b])
      expect((await request(`${replica.base}/api/mobile/auth/verify`, { headers: bearer(token) })).status).toBe(401);
  });

  it('the API limit counts each real client address across both replicas: one address is limited, another is not', async () => {
    const busy = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < API_LIMIT + 5; i += 1) statuses.push((await fromClient(busy, COUNTED_READ)).status);
    // Shared through Redis: exactly the limit passes, whichever replica each request reached.
    expect(statuses.filter((status) => status === 404)).toHaveLength(API_LIMIT);
    expect(statuses.slice(API_LIMIT)).toEqual([429, 429, 429, 429, 429]);
    const refused = await fromClient(busy, COUNTED_READ);
    expect(refused.json()).toMatchObject({ error: expect.any(String) });
    expect((await fromClient(newClientAddress(), COUNTED_READ)).status).toBe(404);
  });

  it('wrong admin passwords from one address lock out that address only, not the admin elsewhere', async () => {
    const attacker = newClientAddress();
    for (let i = 0; i < 10; i += 1) {
      const wrong = await fromClient(attacker, '/api/auth/login', { method: 'POST', body: { email: ADMIN.email, password: `guess-${i}` } });
      expect(wrong.status).toBe(401);
    }
    const locked = await fromClient(attacker, '/api/auth/login', { method: 'POST', body: ADMIN });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fromClient(newClientAddress(), '/api/auth/login', { method: 'POST', body: ADMIN })).status).toBe(200);
  });

  it('an image uploaded to S3 through A is offered resized on the landing page and served by B', async () => {
    const photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#e76f51' } })
      .jpeg()
      .toBuffer();
    const presigned = await request(`${a.base}/api/admin/upload/presigned-url`, {
      method: 'POST',
      headers: bearer(adminToken),
      body: { fileName: 'dunes.jpg', fileType: 'image/jpeg', fileSize: photo.length, tripId: 'new' },
    });
    expect(presigned.status, presigned.text).toBe(200);
    const { presignedUrl, fileUrl, s3Key } = presigned.json();
    const put = await fetch(presignedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg', 'x-amz-acl': 'public-read' },
      body: new Uint8Array(photo),
    });
    expect(put.status).toBe(200);
    await createTrip(a, 'Thar Dunes', [fileUrl]);
    expect(await eventually(() => landingShows(b, `/media/480/uploads/${s3Key} 480w`), 5_000)).toBe(true);
    const resized = await fetch(`${b.base}/media/480/uploads/${s3Key}`);
    expect([resized.status, resized.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(480);
  });

  // Before the tests that terminate PostgreSQL's connections and kill a replica: this one needs both replicas alive.
  it('payments, cancellations and refunds arriving on both replicas at once leave every document series gap-free', async () => {
    const traveller = bearer(await signInTraveller('gst_payer'));
    const trip = await createTrip(a, 'Hampi Ruins');
    const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const departure = await request(`${a.base}/api/admin/departures`, {
      method: 'POST',
      headers: bearer(adminToken),
      body: { tripId: trip.id, startDate: start, seatsTotal: 40 },
    });
    expect(departure.status, departure.text).toBe(201);
    const { id: departureId, pricePerPerson, depositPerPerson } = departure.json().departure;
    const COUNT = 12;
    const bookingIds = await Promise.all(
      Array.from({ length: COUNT }, async (_, i) => {
        const booked = await request(`${(i % 2 ? b : a).base}/api/bookings`, {
          method: 'POST',
          headers: traveller,
          body: { departureId, adults: 1 },
        });
        expect(booked.status, booked.text).toBe(201);
        return booked.json().booking.id as string;
      }),
    );
    const asAdmin = (replica: Replica, pathname: string, body: unknown) =>
      request(`${replica.base}/api/admin${pathname}`, { method: 'POST', headers: bearer(adminToken), body });
    /** Each booking's steps in order, every step on the other replica than the one before; all bookings at once. */
    const outcomes = await Promise.all(
      bookingIds.map(async (id, i) => {
        const [first, second] = i % 2 ? [b, a] : [a, b];
        const statuses: number[] = [];
        // Even bookings pay in full (deposit on one replica, the balance on the other at the same moment): a tax invoice,
        // and a credit note for the refund. Odd ones pay the deposit only: a refund voucher.
        const payments = [asAdmin(first, `/bookings/${id}/payments`, { amount: depositPerPerson, method: 'upi' })];
        if (i % 2 === 0)
          payments.push(asAdmin(second, `/bookings/${id}/payments`, { amount: pricePerPerson - depositPerPerson, method: 'cash' }));
        for (const paid of await Promise.all(payments)) statuses.push(paid.status);
        const cancelled = await asAdmin(second, `/bookings/${id}/cancel`, { refundTo: 'original' });
        statuses.push(cancelled.status);
        const pending = (cancelled.json().booking?.refunds ?? []).filter((refund: { status: string }) => refund.status === 'pending');
        const owed = pending.reduce((sum: number, refund: { amount: number }) => sum + refund.amount, 0);
        const settled = await asAdmin(first, `/bookings/${id}/refunds`, { amount: owed, method: 'bank_transfer', reference: `NEFT${i}` });
        statuses.push(settled.status);
        return { statuses, owed };
      }),
    );
    for (const { statuses, owed } of outcomes) {
      expect(
        statuses.filter((status) => status !== 200 && status !== 201),
        JSON.stringify(statuses),
      ).toEqual([]);
      expect(owed).toBeGreaterThan(0);
    }

    const listed = await request(`${b.base}/api/admin/documents?range=[0,99]`, { headers: bearer(adminToken) });
    expect(listed.status, listed.text).toBe(200);
    const documents = listed.json().documents as { type: string; number: string; bookingId: string }[];
    const seriesOf = (type: string) =>
      documents
        .filter((document) => document.type === type)
        .map((document) => document.number)
        .sort();
    const year = seriesOf('receipt_voucher')[0]?.split('/')[1] ?? '';
    expect(year).toMatch(/^\d{2}-\d{2}$/);
    const gapFree = (series: string, count: number) =>
      Array.from({ length: count }, (_, i) => `${series}/${year}/${String(i + 1).padStart(6, '0')}`);
    // A refund spread over two payments issues two documents: count what was issued, then require 1..n of each series.
    const expected = {
      receipt_voucher: ['RV', COUNT * 1.5],
      tax_invoice: ['INV', COUNT / 2],
      refund_voucher: ['RF', COUNT / 2],
      credit_note: ['CN', COUNT / 2],
    } as const;
    for (const [type, [series, atLeast]] of Object.entries(expected)) {
      const numbers = seriesOf(type);
      expect(numbers.length, type).toBeGreaterThanOrEqual(atLeast);
      expect(numbers, type).toEqual(gapFree(series, numbers.length));
    }
    expect(seriesOf('receipt')).toEqual([]);
    expect(seriesOf('receipt_voucher')).toHaveLength(COUNT * 1.5);
    expect(seriesOf('tax_invoice')).toHaveLength(COUNT / 2);
  }, 60_000);

  it("PostgreSQL's connections terminated under writes: every acknowledged write is kept, no 500, both replicas live on", async () => {
    const traveller = await signInTraveller('writer');
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let writing = true;
    const writer = async (replica: Replica) => {
      while (writing) {
        const response = await request(`${replica.base}/api/customize-trip`, {
          method: 'POST',
          headers: bearer(traveller),
          body: {
            type: 'general_customization',
            customizationData: { preferredPlace: 'Andaman', numberOfMembers: 2, startDate: '2030-01-01', endDate: '2030-01-05' },
          },
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 201) acknowledged.push(response.json().requestId);
        else expect(response.json()).toMatchObject({ error: expect.any(String) });
      }
    };
    const writers = [writer(a), writer(b), writer(a), writer(b)];
    for (let round = 0; round < 3; round += 1) {
      await sleep(700);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
        databaseName,
      ]);
    }
    await sleep(700);
    writing = false;
    await Promise.all(writers);

    expect(
      [...statuses.keys()].filter((status) => status !== 201 && status !== 503),
      JSON.stringify([...statuses]),
    ).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const { rows } = await check.query<{ count: string }>('SELECT count(*) FROM customization_requests WHERE id = ANY($1::uuid[])', [
      acknowledged,
    ]);
    await check.end();
    expect(Number(rows[0].count)).toBe(acknowledged.length);

    for (const replica of [a, b]) {
      expect(replica.exitCode(), replica.output()).toBeUndefined();
      expect(await eventually(async () => (await request(`${replica.base}/api/health`)).status === 200, 5_000)).toBe(true);
    }
    // The LISTEN connection was terminated too: changes still reach the other replica.
    await createTrip(b, 'Majuli Island');
    expect(await eventually(() => landingShows(a, 'Majuli Island'), 15_000)).toBe(true);
  }, 60_000);

  it.skipIf(!nginxBinary)(
    'one replica killed under load: the proxy keeps answering 200 from the other',
    async () => {
      const statuses = new Map<string, number>();
      let loading = true;
      const visitor = async () => {
        while (loading) {
          const outcome = await request(`${proxy!.base}/trips`).then(
            (reply) => String(reply.status),
            (error: Error) => error.message,
          );
          statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
        }
      };
      const visitors = Array.from({ length: 6 }, visitor);
      await sleep(1_000);
      a.child.kill('SIGKILL');
      await a.exited;
      await sleep(2_000);
      loading = false;
      await Promise.all(visitors);
      expect([...statuses.keys()], JSON.stringify([...statuses])).toEqual(['200']);
      expect(statuses.get('200')).toBeGreaterThan(20);
      expect(b.exitCode()).toBeUndefined();
    },
    30_000,
  );

  it('a message that comes due is sent exactly once by the two replicas (the console lines of both counted)', async () => {
    // The test before killed A: it starts again, as the operator's restart would.
    if (a.child.exitCode !== null || a.child.signalCode !== null) {
      a = launchServer(replicaEnv, portOfA);
      await waitHealthy(a);
    }
    const mobileNumber = `9${randomInt(100_000_000, 999_999_999)}`;
    const sent = await request(`${a.base}/api/mobile/auth/send-otp`, {
      method: 'POST',
      body: { username: 'message_traveller', mobileNumber, countryCode: '91' },
    });
    expect(sent.status, sent.text).toBe(200);
    const verified = await request(`${a.base}/api/mobile/auth/verify-otp`, {
      method: 'POST',
      body: { mobileNumber, countryCode: '91', verificationId: sent.json().verificationId, otp: codeSentTo(a, mobileNumber) },
    });
    expect(verified.status, verified.text).toBe(200);
    const trip = await createTrip(b, 'Message Valley');
    const startDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const departure = await request(`${b.base}/api/admin/departures`, {
      method: 'POST',
      headers: bearer(adminToken),
      body: { tripId: trip.id, startDate, seatsTotal: 10 },
    });
    expect(departure.status, departure.text).toBe(201);
    const booked = await request(`${a.base}/api/bookings`, {
      method: 'POST',
      headers: bearer(verified.json().token),
      body: { departureId: departure.json().departure.id, adults: 1 },
    });
    expect(booked.status, booked.text).toBe(201);
    const { id, reference, totalAmount } = booked.json().booking;
    // Paid in full through B: booking_confirmed is due now, and both replicas look for due messages every second.
    const paid = await request(`${b.base}/api/admin/bookings/${id}/payments`, {
      method: 'POST',
      headers: bearer(adminToken),
      body: { amount: totalAmount, method: 'upi' },
    });
    expect(paid.status, paid.text).toBe(201);
    const lines = () =>
      [a, b]
        .flatMap((replica) => replica.output().split('\n'))
        .filter((line) => line.startsWith(`SMS to +91${mobileNumber}: `) && line.includes(reference));
    expect(await eventually(async () => lines().length > 0, 20_000)).toBe(true);
    // Both keep polling: a second send would show within a few polls.
    await sleep(3_000);
    expect(lines(), `${a.output()}\n${b.output()}`).toHaveLength(1);
    expect(lines()[0]).toContain(`booking ${reference}`);
    expect(lines()[0]).toContain('is confirmed');
  }, 90_000);
});
