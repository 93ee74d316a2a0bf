/**
 * Failed work in the back office (GET /api/admin/jobs, POST /api/admin/jobs/{id}/retry, GET
 * /api/admin/jobs/summary) against a real app and its job engine: a job that genuinely failed is
 * listed with its error and tries, tried again, and fails again with one more try; a traveller
 * message's failed job is sent again through its message; a notification to the business whose
 * tries ran out gets one more. Only admins see any of it, and no input makes a 5xx.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedJob } from '../../../../../server/src/entities/index.ts';
import { adminHeaders, caller, createDeparture, createTrip, travellerHeaders } from '../../../support/bookings.ts';
import { fakeProvider, type FakeProvider } from '../../../support/fake-sms-provider.ts';
import { until } from '../../../support/message-lines.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

const JOB_NOT_FOUND = { error: 'Job not found' };
const ONLY_FAILED = { error: 'Only a failed job can be tried again' };

async function failedJobs(t: TestApp, admin: Record<string, string>, query = ''): Promise<FailedJob[]> {
  const response = await caller(t)('GET', `/api/admin/jobs${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().jobs;
}

const jobOf = (jobs: FailedJob[], id: string | null) => jobs.find((job) => job.id === id);

describe('a job that fails', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let traveller: Record<string, string>;
  let jobId: string;
  let runs = 0;

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_SECONDS: '0.5' });
    admin = await adminHeaders(t);
    traveller = (await travellerHeaders(t)).headers;
    await t.app.jobs.queue('test-fail', { retryLimit: 0 });
    await t.app.jobs.work('test-fail', async () => {
      runs += 1;
      throw new Error('boom');
    });
    await t.app.jobs.queue('test-ok', { retryLimit: 0 });
    await t.app.jobs.work('test-ok', async () => {});
    jobId = (await t.app.jobs.send('test-fail', { order: 7 }))!;
    await until(
      () => failedJobs(t, admin),
      (jobs) => jobOf(jobs, jobId) !== undefined,
    );
  });
  afterAll(() => t.close());

  it('is listed with its error, one try and when it failed, newest failure first', async () => {
    const response = await caller(t)('GET', '/api/admin/jobs', admin);
    expect(response.statusCode).toBe(200);
    const { jobs, total, success } = response.json();
    expect(success).toBe(true);
    expect(total).toBe(1);
    expect(response.headers['content-range']).toBe('jobs 0-0/1');
    expect(jobs).toEqual([
      {
        id: jobId,
        queue: 'test-fail',
        what: 'test-fail',
        error: 'boom',
        tries: 1,
        state: 'failed',
        failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        data: { order: 7 },
      },
    ]);
    expect(JSON.stringify(jobs)).not.toMatch(/stack|at .*\.ts:\d+/);
    expect(Date.parse(jobs[0].failedAt)).toBeGreaterThanOrEqual(Date.parse(jobs[0].createdAt));
  });

  it('filters by queue, pages with the simple-rest parameters and refuses malformed ones', async () => {
    const filter = (value: object) => `?filter=${encodeURIComponent(JSON.stringify(value))}`;
    expect((await failedJobs(t, admin, filter({ queue: 'test-fail' }))).map((job) => job.id)).toEqual([jobId]);
    expect(await failedJobs(t, admin, filter({ queue: 'traveller-message' }))).toEqual([]);
    expect(await failedJobs(t, admin, '?queue=test-fail')).toHaveLength(1);
    const none = await caller(t)('GET', `/api/admin/jobs?queue=${encodeURIComponent("x' OR 1=1 --")}`, admin);
    expect(none.json()).toMatchObject({ jobs: [], total: 0 });
    expect(none.headers['content-range']).toBe('jobs */0');
    const sorted = await caller(t)('GET', `/api/admin/jobs?sort=${encodeURIComponent('["tries","ASC"]')}&range=[0,9]`, admin);
    expect(sorted.statusCode).toBe(200);
    for (const [query, error] of [
      [`?sort=${encodeURIComponent('["data","ASC"]')}`, 'Cannot sort by data'],
      ['?range=[5,1]', 'Invalid range parameter'],
      ['?filter=[', 'Invalid filter parameter'],
      [filter({ queue: { $ne: 1 } }), 'Invalid filter parameter'],
    ]) {
      const response = await caller(t)('GET', `/api/admin/jobs${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error });
    }
  });

  it("counts the last day's failures for the dashboard", async () => {
    const response = await caller(t)('GET', '/api/admin/jobs/summary', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ failedLastDay: 1 });
  });

  it('is tried again: state retry, then it fails again with two tries', async () => {
    const before = runs;
    const response = await caller(t)('POST', `/api/admin/jobs/${jobId}/retry`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().job).toMatchObject({ id: jobId, queue: 'test-fail', state: 'retry', tries: 1 });
    const jobs = await until(
      () => failedJobs(t, admin),
      (list) => jobOf(list, jobId)?.tries === 2,
    );
    expect(jobOf(jobs, jobId)).toMatchObject({ state: 'failed', error: 'boom', tries: 2 });
    expect(runs).toBe(before + 1);
  });

  it('refuses a job that is not failed (409) and an unknown or malformed id (404), never a 5xx', async () => {
    const done = (await t.app.jobs.send('test-ok', {}))!;
    await until(
      async () => (await caller(t)('POST', `/api/admin/jobs/${done}/retry`, admin)).statusCode,
      (status) => status === 409,
    );
    const completed = await caller(t)('POST', `/api/admin/jobs/${done}/retry`, admin);
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toMatchObject(ONLY_FAILED);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'; DROP TABLE pgboss.job; --", '%00', 'a'.repeat(200)]) {
      const response = await caller(t)('POST', `/api/admin/jobs/${encodeURIComponent(id)}/retry`, admin);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject(JOB_NOT_FOUND);
    }
    // Longer than any id: the router's 414 (URI too long), before the schema's 400.
    const tooLong = await caller(t)('POST', `/api/admin/jobs/${'a'.repeat(201)}/retry`, admin);
    expect(tooLong.statusCode).toBe(414);
  });

  it('takes no harm from hostile bodies', async () => {
    const hostile = [
      { payload: '{"__proto__": {"admin": true}}', type: 'application/json' },
      { payload: '{not json', type: 'application/json' },
      { payload: 'x'.repeat(10_000), type: 'text/plain' },
      { payload: '[1,2,3]', type: 'application/json' },
    ];
    for (const { payload, type } of hostile) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/jobs/${jobId}/retry`,
        headers: { ...admin, 'content-type': type },
        payload,
      });
      expect(response.statusCode, `${type} ${payload.slice(0, 20)}`).toBeLessThan(500);
    }
    await until(
      () => failedJobs(t, admin),
      (list) => jobOf(list, jobId)?.state === 'failed',
    );
  });

  it('answers 401 without a token and 403 for a traveller', async () => {
    const calls: ['GET' | 'POST', string][] = [
      ['GET', '/api/admin/jobs'],
      ['GET', '/api/admin/jobs/summary'],
      ['POST', `/api/admin/jobs/${jobId}/retry`],
    ];
    for (const [method, url] of calls) {
      expect((await caller(t)(method, url, {})).statusCode, url).toBe(401);
      expect((await caller(t)(method, url, { authorization: 'Bearer not-a-token' })).statusCode, url).toBe(401);
      const refused = await caller(t)(method, url, traveller);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ error: expect.any(String) });
    }
  });
});

/**
 * A webhook receiver answering `status()` at each call, counting calls per record (the Idempotency-Key
 * is the record's id): the booking confirmed by an earlier test is passed on to the same receiver.
 */
async function fakeWebhook(status: () => number) {
  const calls = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const key = String(req.headers['idempotency-key']);
      calls.set(key, (calls.get(key) ?? 0) + 1);
      res.writeHead(status(), { 'content-type': 'text/plain' });
      res.end(status() < 300 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    calls: (recordId: string) => calls.get(recordId) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('failed work with a record behind it', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let twilio: FakeProvider;
  let webhook: Awaited<ReturnType<typeof fakeWebhook>>;
  let healthy = false;

  beforeAll(async () => {
    twilio = await fakeProvider(() =>
      healthy ? { status: 201, body: { sid: 'SM1', status: 'queued' } } : { status: 500, body: { code: 20500, message: 'Internal error' } },
    );
    webhook = await fakeWebhook(() => (healthy ? 200 : 503));
    t = await createTestApp({
      JOB_POLL_SECONDS: '0.5',
      WHATSAPP_PROVIDER: 'off',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'tw-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: twilio.url,
      MESSAGE_RETRY_LIMIT: '0',
      NOTIFY_WEBHOOK_URL: webhook.url,
      NOTIFY_MAX_ATTEMPTS: '1',
    });
    admin = await adminHeaders(t);
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
    await webhook.close();
  });

  it('sends a traveller message again through its message: the failed job leaves the list, the message goes', async () => {
    healthy = false;
    const trip = await createTrip(t, admin, { price: 10000, startDate: '2030-06-01', endDate: '2030-06-05' });
    const departure = await createDeparture(t, admin, trip.id, { startDate: '2030-03-01' });
    const { headers } = await travellerHeaders(t, { mobileNumber: '9844400001', countryCode: '91' });
    const booking = (await caller(t)('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })).json().booking;
    const paid = await caller(t)('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 2500, method: 'upi' });
    expect(paid.statusCode, paid.body).toBe(201);

    const jobs = await until(
      () => failedJobs(t, admin, '?queue=traveller-message'),
      (list) => list.length > 0,
      30_000,
    );
    expect(jobs[0]).toMatchObject({
      queue: 'traveller-message',
      what: `Message booking_confirmed to +919844400001 (booking ${booking.reference})`,
      error: expect.stringMatching(/^Twilio refused the message \(HTTP 500\)/),
      tries: 1,
      data: { messageId: expect.any(String) },
    });
    const messageId = (jobs[0].data as { messageId: string }).messageId;
    const plan = async () => (await caller(t)('GET', `/api/admin/bookings/${booking.id}/messages`, admin)).json().messages;
    expect((await plan()).find((m: { id: string }) => m.id === messageId)).toMatchObject({ status: 'failed' });

    healthy = true;
    const retried = await caller(t)('POST', `/api/admin/jobs/${jobs[0].id}/retry`, admin);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().job).toMatchObject({ id: jobs[0].id, state: 'retry' });
    const sent = await until(plan, (messages) => messages.find((m: { id: string }) => m.id === messageId)?.status === 'sent');
    expect(sent.find((m: { id: string }) => m.id === messageId)).toMatchObject({ status: 'sent', error: null });
    expect(await failedJobs(t, admin, '?queue=traveller-message')).toEqual([]);
    // Tried again once: the old job is not failed work any more.
    const again = await caller(t)('POST', `/api/admin/jobs/${jobs[0].id}/retry`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(ONLY_FAILED);
  }, 60_000);

  it('gives a notification to the business whose tries ran out one more try', async () => {
    healthy = false;
    const { headers } = await travellerHeaders(t, { username: 'kavya_r' });
    const stored = await caller(t)('POST', '/api/customize-trip', headers, {
      type: 'general_customization',
      user: { username: 'kavya_r' },
      customizationData: { preferredPlace: 'Spiti', numberOfMembers: 2, startDate: '2031-06-01', endDate: '2031-06-08' },
      message: 'A quiet week in Spiti',
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const jobs = await until(
      () => failedJobs(t, admin, '?queue=notify-customization-request'),
      (list) => list.length > 0,
      30_000,
    );
    expect(jobs[0]).toMatchObject({
      what: 'Customization request from kavya_r passed on to the business',
      error: 'webhook answered HTTP 503: receiver is down',
      tries: 1,
    });
    const requestId = stored.json().requestId as string;
    const callsBefore = webhook.calls(requestId);

    healthy = true;
    const retried = await caller(t)('POST', `/api/admin/jobs/${jobs[0].id}/retry`, admin);
    expect(retried.statusCode, retried.body).toBe(200);
    const row = () =>
      t.db.selectFrom('customizationRequests').selectAll().where('id', '=', stored.json().requestId).executeTakeFirstOrThrow();
    expect(await until(row, (r) => r.notificationStatus === 'sent')).toMatchObject({ notificationStatus: 'sent' });
    expect(webhook.calls(requestId)).toBe(callsBefore + 1);
    expect(await failedJobs(t, admin, '?queue=notify-customization-request')).toEqual([]);
  }, 60_000);
});
