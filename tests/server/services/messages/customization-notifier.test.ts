/**
 * Customization requests reach the business (docs/product.md#beyond-the-specification): stored with
 * their job, then sent by webhook and/or e-mail; failures are recorded on the row and retried by the
 * job engine with growing delays, the last one leaving the job failed with its error; the stored
 * request is never lost, and a request left pending without a job goes out when the app starts.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/src/app.ts';
import { bearer, createTestApp, type TestApp } from '../../support/test-app.ts';

const requestBody = {
  type: 'trip_customization',
  user: { username: 'ignored' },
  trip: { id: 'not-a-uuid', name: 'Spiti Valley', price: 24999, days: '6N/7D' },
  customizationData: {
    preferredPlace: 'Spiti',
    numberOfMembers: 4,
    startDate: '2031-06-01',
    endDate: '2031-06-08',
    numberOfAdults: 3,
    numberOfKids: 1,
    tripType: 'family-trip',
    additionalNotes: 'Vegetarian food',
  },
  message: 'Customize Spiti for 3 adults and 1 kid',
};

async function storeRequest(t: TestApp) {
  const { token } = await t.travellerToken({ username: 'kavya_r' });
  const response = await t.app.inject({ method: 'POST', url: '/api/customize-trip', headers: bearer(token), payload: requestBody });
  expect(response.statusCode).toBe(201);
  return response.json().requestId as string;
}

async function rowOf(t: TestApp, id: string) {
  return t.db.selectFrom('customizationRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A webhook receiver whose answers are scripted per call (the last one repeats). */
async function fakeWebhook(statuses: number[]) {
  const calls: { headers: IncomingMessage['headers']; body: string; at: number }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = statuses[Math.min(calls.length - 1, statuses.length - 1)];
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/requests`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A minimal SMTP server (RFC 5321 happy path); `rejectRecipient` answers RCPT with a permanent error. */
async function fakeSmtp(options: { rejectRecipient?: boolean } = {}) {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 smtp.test ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-smtp.test\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          if (options.rejectRecipient) socket.write('550 5.1.1 mailbox unavailable\r\n');
          else {
            current.to.push(line);
            socket.write('250 2.1.5 ok\r\n');
          }
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else socket.write('502 command unknown to this fake\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    close: () =>
      new Promise<void>((r) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => r());
      }),
  };
}

describe('without a notification channel', () => {
  it('stores the request and marks it not_configured', async () => {
    const t = await createTestApp({ JOB_POLL_SECONDS: '0.5' });
    try {
      const id = await storeRequest(t);
      const row = await until(
        () => rowOf(t, id),
        (r) => r.notificationStatus !== 'pending',
      );
      expect(row).toMatchObject({
        notificationStatus: 'not_configured',
        preferredPlace: 'Spiti',
        username: 'kavya_r',
        tripName: 'Spiti Valley',
      });
    } finally {
      await t.close();
    }
  }, 90_000);
});

describe('webhook', () => {
  it('posts the request as signed JSON once, and records it as sent', async () => {
    const hook = await fakeWebhook([204]);
    const t = await createTestApp({ JOB_POLL_SECONDS: '0.5', NOTIFY_WEBHOOK_URL: hook.url, NOTIFY_WEBHOOK_SECRET: 'hook-secret' });
    try {
      const id = await storeRequest(t);
      const row = await until(
        () => rowOf(t, id),
        (r) => r.notificationStatus === 'sent',
      );
      expect(row).toMatchObject({ notificationStatus: 'sent', notificationLastError: null });
      expect(row.notifiedAt).toBeInstanceOf(Date);
      expect(hook.calls.length).toBe(1);
      const [call] = hook.calls;
      expect(call.headers['content-type']).toBe('application/json');
      expect(call.headers['idempotency-key']).toBe(id);
      expect(call.headers['x-signature']).toBe(`sha256=${createHmac('sha256', 'hook-secret').update(call.body).digest('hex')}`);
      const payload = JSON.parse(call.body);
      expect(payload.event).toBe('customization_request.created');
      expect(payload.request).toMatchObject({
        id,
        username: 'kavya_r',
        preferredPlace: 'Spiti',
        numberOfMembers: 4,
        tripName: 'Spiti Valley',
        tripPrice: 24999,
        tripDays: '6N/7D',
        startDate: '2031-06-01',
      });
    } finally {
      await t.close();
      await hook.close();
    }
  }, 90_000);

  it('retries a failing receiver with growing delays until it answers', async () => {
    const hook = await fakeWebhook([500, 503, 200]);
    const t = await createTestApp({ JOB_POLL_SECONDS: '0.5', NOTIFY_WEBHOOK_URL: hook.url, NOTIFY_RETRY_BASE_MS: '100' });
    try {
      const id = await storeRequest(t);
      // Between tries it stays pending, with the last error for the back office.
      const failed = await until(
        () => rowOf(t, id),
        (r) => r.notificationLastError !== null,
      );
      expect(failed).toMatchObject({ notificationStatus: 'pending', notificationLastError: 'webhook answered HTTP 500: receiver is down' });
      const row = await until(
        () => rowOf(t, id),
        (r) => r.notificationStatus === 'sent',
      );
      expect(row).toMatchObject({ notificationStatus: 'sent', notificationLastError: null });
      expect(hook.calls.length).toBe(3);
      // Base 100 ms: the first retry waits at least 100 ms, the second at least 200 ms.
      const [first, second, third] = hook.calls.map((c) => c.at);
      expect(second - first).toBeGreaterThanOrEqual(95);
      expect(third - second).toBeGreaterThanOrEqual(195);
    } finally {
      await t.close();
      await hook.close();
    }
  });

  it('gives up after NOTIFY_MAX_ATTEMPTS but keeps the request, with the last error', async () => {
    const hook = await fakeWebhook([500]);
    const t = await createTestApp({
      JOB_POLL_SECONDS: '0.5',
      NOTIFY_WEBHOOK_URL: hook.url,
      NOTIFY_RETRY_BASE_MS: '20',
      NOTIFY_MAX_ATTEMPTS: '3',
    });
    try {
      const id = await storeRequest(t);
      const row = await until(
        () => rowOf(t, id),
        (r) => r.notificationStatus === 'failed',
      );
      expect(row).toMatchObject({ notificationStatus: 'failed', notificationLastError: 'webhook answered HTTP 500: receiver is down' });
      await new Promise((r) => setTimeout(r, 300));
      expect(hook.calls.length).toBe(3);
      // The job engine keeps the job failed with the last error.
      const job = await until(
        async () =>
          (
            await sql<{
              state: string;
              output: { message?: string };
            }>`SELECT state, output FROM pgboss.job WHERE name = 'notify-customization-request' AND singleton_key = ${id}`.execute(t.db)
          ).rows[0],
        (found) => found?.state === 'failed',
      );
      expect(job).toMatchObject({ state: 'failed', output: { message: 'webhook answered HTTP 500: receiver is down' } });
      const admin = await t.adminToken();
      const listed = await t.app.inject({ method: 'GET', url: '/api/admin/customization-requests', headers: bearer(admin) });
      expect(JSON.stringify(listed.json())).toContain(id);
    } finally {
      await t.close();
      await hook.close();
    }
  });

  it('an unreachable receiver is a recorded failure, not a lost request', async () => {
    const t = await createTestApp({ JOB_POLL_SECONDS: '0.5', NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/hook', NOTIFY_MAX_ATTEMPTS: '1' });
    try {
      const id = await storeRequest(t);
      const row = await until(
        () => rowOf(t, id),
        (r) => r.notificationStatus === 'failed',
      );
      expect(row.notificationStatus).toBe('failed');
      expect(row.notificationLastError).toMatch(/fetch failed|ECONNREFUSED/);
      expect(row.preferredPlace).toBe('Spiti');
    } finally {
      await t.close();
    }
  });
});

describe('e-mail', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  beforeAll(async () => {
    smtp = await fakeSmtp();
  });
  afterAll(() => smtp.close());

  it('mails the business the traveller, trip and wishes', async () => {
    const t = await createTestApp({
      JOB_POLL_SECONDS: '0.5',
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: 'trips@agency.example.in',
      NOTIFY_EMAIL_FROM: 'noreply@agency.example.in',
      PUBLIC_URL: 'https://trips.example.in',
    });
    try {
      const id = await storeRequest(t);
      const row = await until(
        () => rowOf(t, id),
        (r) => r.notificationStatus === 'sent',
      );
      expect(row.notificationStatus).toBe('sent');
      const mail = smtp.messages.at(-1)!;
      expect(mail.from).toContain('noreply@agency.example.in');
      expect(mail.to.join()).toContain('trips@agency.example.in');
      const text = mail.data.replace(/=\r\n/g, '');
      expect(text).toContain('Subject: Trip customization request from kavya_r: Spiti');
      for (const part of [
        '+91 ',
        'Spiti Valley',
        '6N/7D',
        'Preferred place: Spiti',
        '2031-06-01 to 2031-06-08',
        'Members: 4, adults 3, kids 1',
        'Family Trip',
        'Vegetarian food',
        id,
      ]) {
        expect(text).toContain(part);
      }
    } finally {
      await t.close();
    }
  });

  it('a refused mail is retried and recorded', async () => {
    const refusing = await fakeSmtp({ rejectRecipient: true });
    const t = await createTestApp({
      JOB_POLL_SECONDS: '0.5',
      SMTP_URL: refusing.url,
      NOTIFY_RETRY_BASE_MS: '20',
      NOTIFY_MAX_ATTEMPTS: '2',
    });
    try {
      const id = await storeRequest(t);
      const row = await until(
        () => rowOf(t, id),
        (r) => r.notificationStatus === 'failed',
      );
      expect(row.notificationStatus).toBe('failed');
      expect(row.notificationLastError).toMatch(/550/);
    } finally {
      await t.close();
      await refusing.close();
    }
  });
});

describe('requests stored while nothing was sending', () => {
  it('have their job from the transaction that stores them: a process stopped right after the answer loses none', async () => {
    const hook = await fakeWebhook([200]);
    const t = await createTestApp({ JOB_POLL_SECONDS: '0.5', NOTIFY_WEBHOOK_URL: hook.url });
    try {
      // Stopped workers: nothing runs the job, which must already be there when the request is answered.
      await t.app.jobs.stop();
      const id = await storeRequest(t);
      const { rows } = await sql<{ state: string }>`
        SELECT state FROM pgboss.job WHERE name = 'notify-customization-request' AND singleton_key = ${id}
      `.execute(t.db);
      expect(rows.map((row) => row.state)).toEqual(['created']);
      expect((await rowOf(t, id)).notificationStatus).toBe('pending');
    } finally {
      await t.close();
      await hook.close();
    }
  }, 90_000);
});

describe('two apps on one database', () => {
  it('pass each request on once', async () => {
    const hook = await fakeWebhook([200]);
    const t = await createTestApp({ JOB_POLL_SECONDS: '0.5', NOTIFY_WEBHOOK_URL: hook.url });
    const other = await buildApp({ config: t.config, db: t.db, jobDatabase: t.jobDatabase });
    try {
      await other.ready();
      const ids = [
        await storeRequest(t),
        await storeRequest({ ...t, app: other }),
        await storeRequest(t),
        await storeRequest({ ...t, app: other }),
      ];
      for (const id of ids) {
        expect(
          await until(
            () => rowOf(t, id),
            (r) => r.notificationStatus === 'sent',
          ),
        ).toMatchObject({ notificationStatus: 'sent' });
      }
      await new Promise((r) => setTimeout(r, 1500));
      expect(hook.calls.map((call) => call.headers['idempotency-key']).sort()).toEqual([...ids].sort());
    } finally {
      await other.close();
      await t.close();
      await hook.close();
    }
  }, 60_000);
});
