/**
 * The job engine's guarantees, on the test's database (PGlite, or PostgreSQL with
 * TEST_DATABASE=postgres): a message due while no app runs goes out once when one starts again; two
 * apps on one database send each due message once; a try that fails is retried with doubling
 * delays and, after the last, the message is `failed` with its error (and can be sent again).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/src/app.ts';
import { adminHeaders, caller, createDeparture, createTrip, travellerHeaders } from '../../support/bookings.ts';
import { fakeProvider, type FakeProvider } from '../../support/fake-sms-provider.ts';
import { captureMessageLines, type MessageLines, until } from '../../support/message-lines.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let out: MessageLines;
beforeAll(() => {
  out = captureMessageLines();
});
afterAll(() => out.restore());

async function confirmBooking(testApp: TestApp, app: FastifyInstance, mobileNumber: string) {
  // Through the given app (a replica, once the first app is closed).
  const t = { ...testApp, app };
  const admin = await adminHeaders(t);
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const trip = await createTrip(t, admin, { price: 10000, startDate: '2030-06-01', endDate: '2030-06-05' });
  const departure = await createDeparture(t, admin, trip.id, { startDate: '2030-03-01' });
  const { headers } = await travellerHeaders(t, { mobileNumber, countryCode: '91' });
  const booking = (await call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })).json().booking;
  expect((await call('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 2500, method: 'upi' })).statusCode).toBe(201);
  return { admin, booking: booking as { id: string; reference: string }, departureId: departure.id };
}

describe('the job engine', () => {
  it('sends a message that came due while the app was down once, when it starts again; two apps send it once', async () => {
    const t = await createTestApp({ JOB_POLL_SECONDS: '0.5' });
    t.clock.runFrom(new Date('2030-01-10T17:00:00Z')); // 22:30 in India
    const { admin, booking, departureId } = await confirmBooking(t, t.app, '9822200001');
    // Its confirmation answers the payment: it goes at once. The departure's non-urgent note waits for the morning.
    await until(
      () => out.with(booking.reference),
      (lines) => lines.length > 0,
    );
    const note = await caller(t)('POST', `/api/admin/departures/${departureId}/messages`, admin, { text: 'Tea at the pass at dawn' });
    expect(note.statusCode, note.body).toBe(202);
    await until(
      () =>
        t.db.selectFrom('messages').selectAll().where('template', '=', 'departure_update').where('bookingId', '=', booking.id).execute(),
      (rows) => rows.length > 0,
    );
    await t.app.close();
    // Down through the night; two replicas start in the morning.
    t.clock.runFrom(new Date('2030-01-11T03:31:00Z'));
    const now = () => t.app.now();
    const replicas = [
      await buildApp({ config: t.config, db: t.db, jobDatabase: t.jobDatabase, now }),
      await buildApp({ config: t.config, db: t.db, jobDatabase: t.jobDatabase, now }),
    ];
    await Promise.all(replicas.map((app) => app.ready()));
    try {
      await until(
        () => out.with('Tea at the pass'),
        (lines) => lines.length > 0,
      );
      // More due messages while both run: each goes out once.
      const more = await Promise.all(['9822200002', '9822200003', '9822200004'].map((n, i) => confirmBooking(t, replicas[i % 2], n)));
      const lines = await until(
        () => more.flatMap(({ booking: b }) => out.with(b.reference)),
        (found) => found.length >= 3,
      );
      await new Promise((r) => setTimeout(r, 2000));
      expect(out.with(booking.reference)).toHaveLength(2);
      expect(out.with('Tea at the pass')).toHaveLength(1);
      expect(more.map(({ booking: b }) => out.with(b.reference).length)).toEqual([1, 1, 1]);
      expect(lines).toHaveLength(3);
    } finally {
      for (const app of replicas) await app.close();
      await t.close();
    }
  }, 120_000);

  describe('when the providers fail', () => {
    let t: TestApp;
    let whatsapp: FakeProvider;
    let twilio: FakeProvider;
    let healthy = false;
    beforeAll(async () => {
      whatsapp = await fakeProvider(() =>
        healthy
          ? { status: 200, body: { messages: [{ id: 'wamid.OK1' }] } }
          : { status: 503, body: { error: { message: 'Service unavailable', code: 2 } } },
      );
      twilio = await fakeProvider(() => ({ status: 500, body: { code: 20500, message: 'Internal error' } }));
      t = await createTestApp({
        JOB_POLL_SECONDS: '0.5',
        WHATSAPP_PROVIDER: 'cloud',
        WHATSAPP_TOKEN: 'wa-token',
        WHATSAPP_PHONE_NUMBER_ID: '1055',
        WHATSAPP_APP_SECRET: 'app-secret',
        WHATSAPP_API_URL: whatsapp.url,
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'tw-token',
        TWILIO_FROM: '+15005550006',
        TWILIO_API_URL: twilio.url,
        MESSAGE_RETRY_LIMIT: '2',
        MESSAGE_RETRY_DELAY_SECONDS: '1',
      });
      t.clock.runFrom(new Date('2030-01-10T05:00:00Z'));
    });
    afterAll(async () => {
      await t.close();
      await whatsapp.close();
      await twilio.close();
    });

    it('retries with growing delays, then marks the message failed with its error; a resend sends it', async () => {
      const { admin, booking } = await confirmBooking(t, t.app, '9833300001');
      const plan = async () => (await caller(t)('GET', `/api/admin/bookings/${booking.id}/messages`, admin)).json().messages;
      const failed = await until(plan, (messages) => messages[0]?.status === 'failed', 40_000);
      expect(failed[0]).toMatchObject({ template: 'booking_confirmed', status: 'failed', sentAt: null });
      expect(failed[0].error).toMatch(/^Twilio refused the message \(HTTP 500\)/);
      // Three tries (one and two retries), each WhatsApp first then SMS, the gaps growing.
      const tries = whatsapp.received.length;
      expect(tries).toBe(3);
      expect(twilio.received).toHaveLength(3);
      // The message is marked failed inside the last try; pg-boss marks its job failed a moment
      // later, once that try has thrown, so the job's state is awaited rather than read once.
      const readJob = () =>
        t.db
          .selectFrom('pgboss.job' as never)
          .select(['state' as never, 'retry_count' as never])
          .where('name' as never, '=', 'traveller-message' as never)
          .executeTakeFirstOrThrow() as Promise<{ state: string; retryCount: number }>;
      const job = await until(readJob, (row) => row.state !== 'active', 10_000);
      // Column names come back camel-cased (the app's Kysely plugin).
      expect(job).toMatchObject({ state: 'failed', retryCount: 2 });
      const summary = await caller(t)('GET', '/api/admin/messages/summary', admin);
      expect(summary.json()).toEqual({ failedLastDay: 1 });

      healthy = true;
      const resent = await caller(t)('POST', `/api/admin/messages/${failed[0].id}/resend`, admin);
      expect(resent.statusCode, resent.body).toBe(202);
      const sent = await until(plan, (messages) => messages[0]?.status === 'sent');
      expect(sent[0]).toMatchObject({ status: 'sent', channel: 'whatsapp', error: null });
      const again = await caller(t)('POST', `/api/admin/messages/${failed[0].id}/resend`, admin);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'Only a failed message can be sent again' });
    }, 90_000);
  });
});
