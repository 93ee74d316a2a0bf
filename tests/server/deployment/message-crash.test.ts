/**
 * Messages across a crash, on two real server processes sharing one PostgreSQL database: a replica
 * killed (SIGKILL) the moment it answers a confirmation or a cancellation loses no message, since the
 * message and its job were written in the transaction that committed; the other replica sends it,
 * once. And a message found `sending` by a retry (its try was killed mid-way) is never sent twice.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDay } from '../../../server/src/domain/index.ts';
import { validTrip } from '../support/api.ts';
import { freePort, killRunningServers, launchServer, type RunningServer } from '../support/server-process.ts';
import { eventually, waitHealthy } from './cluster.ts';

const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `travel_crash_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(postgresUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

let admin: pg.Client;
let dataDir: string;
let env: Record<string, string>;
const dead: RunningServer[] = [];
let survivor: RunningServer;

async function call(server: RunningServer, method: string, pathname: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.base}${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * A replica to kill runs no background work (JOB_WORKERS=false): what is tested is that the message
 * and its job committed with the answer, so the survivor sends it. (A victim that had taken the job
 * itself would leave it to pg-boss's expiry, or, killed mid-send, `failed`: the second test.)
 */
async function startReplica(workers = true): Promise<RunningServer> {
  const replica = launchServer({ ...env, JOB_WORKERS: String(workers) }, await freePort());
  await waitHealthy(replica);
  return replica;
}

/** Every line either replica printed that names the text, over the dead ones too. */
const linesWith = (text: string) =>
  [...dead, survivor].flatMap((server) => server.output().split('\n')).filter((line) => line.includes(text));

beforeAll(async () => {
  admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'travel-crash-'));
  env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'ops@example.in',
    ADMIN_PASSWORD: 'crash-admin-password-1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SMS_PROVIDER: 'console',
    WHATSAPP_PROVIDER: 'console',
    // Off, so that the test's hour of the day does not matter to reminders; answers go at once anyway.
    QUIET_HOURS: 'off',
    JOB_POLL_SECONDS: '1',
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  survivor = await startReplica();
}, 120_000);

afterAll(async () => {
  killRunningServers();
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function adminToken(server: RunningServer) {
  const login = await call(server, 'POST', '/api/auth/login', undefined, { email: 'ops@example.in', password: 'crash-admin-password-1' });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

async function signUp(server: RunningServer, mobileNumber: string) {
  const username = `crash_${mobileNumber.slice(-5)}`;
  const sent = await call(server, 'POST', '/api/mobile/auth/send-otp', undefined, { username, mobileNumber, countryCode: '91' });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  let code = '';
  await eventually(async () => {
    const line = server
      .output()
      .split('\n')
      .find((l) => l.startsWith(`SMS to +91${mobileNumber}:`));
    code = /\b(\d{4})\b/.exec(line ?? '')?.[1] ?? '';
    return code !== '';
  }, 10_000);
  const verified = await call(server, 'POST', '/api/mobile/auth/verify-otp', undefined, {
    mobileNumber,
    countryCode: '91',
    verificationId: sent.body.verificationId,
    otp: code,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.token as string;
}

describe('a replica killed as it answers', () => {
  it('loses neither booking_confirmed nor booking_cancelled, and neither goes twice (3 rounds)', async () => {
    const token = await adminToken(survivor);
    const today = calendarDay(new Date());
    const trip = await call(survivor, 'POST', '/api/admin/trips', token, validTrip({ price: 10000, place: 'Kasol' }));
    expect(trip.status, JSON.stringify(trip.body)).toBe(201);
    const departure = await call(survivor, 'POST', '/api/admin/departures', token, {
      tripId: trip.body.trip.id,
      startDate: addDays(today, 60),
      seatsTotal: 20,
    });
    expect(departure.status).toBe(201);

    for (let round = 0; round < 3; round += 1) {
      const victim = await startReplica(false);
      const traveller = await signUp(victim, `98200${String(10000 + round).slice(-5)}`);
      const booked = await call(victim, 'POST', '/api/bookings', traveller, { departureId: departure.body.departure.id, adults: 1 });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const { id, reference } = booked.body.booking as { id: string; reference: string };

      // The admin's payment confirms the booking; the replica is killed as soon as it has answered.
      const paid = await call(victim, 'POST', `/api/admin/bookings/${id}/payments`, await adminToken(victim), {
        amount: 2500,
        method: 'upi',
      });
      victim.child.kill('SIGKILL');
      await victim.exited;
      dead.push(victim);
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      expect(await eventually(async () => linesWith(`booking_confirmed`).some((l) => l.includes(reference)), 15_000)).toBe(true);
      // Sent by the survivor: the victim ran no background work.
      expect(victim.output()).not.toContain(reference);

      // The traveller cancels on a new replica, killed as it answers.
      const second = await startReplica(false);
      const cancelled = await call(second, 'POST', `/api/bookings/${id}/cancel`, traveller, { refundTo: 'voucher' });
      second.child.kill('SIGKILL');
      await second.exited;
      dead.push(second);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(await eventually(async () => linesWith('booking_cancelled').some((l) => l.includes(reference)), 15_000)).toBe(true);

      // A moment for a second copy to show up, if one were coming.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(linesWith(reference).filter((l) => l.includes('booking_confirmed'))).toHaveLength(1);
      expect(linesWith(reference).filter((l) => l.includes('booking_cancelled'))).toHaveLength(1);
    }
  }, 240_000);

  it('a retry that finds its message mid-send marks it failed and does not send it again', async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string; booking_id: string }>(
        `SELECT id, booking_id FROM messages WHERE template = 'booking_confirmed' AND status = 'sent' LIMIT 1`,
      );
      const original = rows[0];
      // A try that was killed between marking it and the provider's answer left this behind.
      const { rows: made } = await db.query<{ id: string }>(
        `INSERT INTO messages (booking_id, template, channel, recipient, params, essential, urgent, status, send_at, sending_at)
         VALUES ($1, 'departure_update', 'whatsapp', '+919820000000', '{"text":"left mid-send"}', true, true, 'sending', now(), now())
         RETURNING id`,
        [original.booking_id],
      );
      const messageId = made[0].id;
      // Its job, as the hand-over would make it.
      const boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false, migrate: false });
      await boss.start();
      await boss.send('traveller-message', { messageId });
      await boss.stop({ graceful: false });
      const failed = await eventually(async () => {
        const { rows: now } = await db.query<{ status: string; error: string }>(`SELECT status, error FROM messages WHERE id = $1`, [
          messageId,
        ]);
        return now[0]?.status === 'failed';
      }, 15_000);
      expect(failed).toBe(true);
      const { rows: after } = await db.query<{ error: string }>(`SELECT error FROM messages WHERE id = $1`, [messageId]);
      expect(after[0].error).toMatch(/^Interrupted while sending/);
      expect(linesWith('left mid-send')).toEqual([]);
    } finally {
      await db.end();
    }
  }, 60_000);
});
