/**
 * A booking that becomes confirmed: the traveller gets one SMS with the reference (the console
 * provider's line), and the business a signed webhook call, retried when the receiver fails,
 * through the same outbox as customization requests. Pending bookings send nothing.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, caller, createDeparture, createTrip, travellerHeaders } from '../../support/bookings.ts';
import { captureSms, type SmsOutbox } from '../../support/sms-outbox.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** A webhook receiver that fails its first `failures` calls. */
async function receiver(failures: number) {
  const calls: { headers: IncomingMessage['headers']; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(calls.length <= failures ? 502 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

let t: TestApp;
let hook: Awaited<ReturnType<typeof receiver>>;
let sms: SmsOutbox;

beforeAll(async () => {
  hook = await receiver(1);
  t = await createTestApp({
    NOTIFY_WEBHOOK_URL: hook.url,
    NOTIFY_WEBHOOK_SECRET: 'hook-secret',
    NOTIFY_RETRY_BASE_MS: '50',
    BUSINESS_NAME: 'Wander India Trips',
    // The traveller's booking_confirmed by SMS (no WhatsApp), at 10:30 in India (outside quiet hours).
    WHATSAPP_PROVIDER: 'off',
    JOB_POLL_SECONDS: '0.5',
  });
  t.clock.runFrom(new Date('2030-01-10T05:00:00Z'));
  sms = captureSms();
});
afterAll(async () => {
  sms.restore();
  await t.close();
  await hook.close();
});

describe('booking confirmation messages', () => {
  it('sends the traveller an SMS with the reference and the business a signed webhook, retried until it gets through', async () => {
    const admin = await adminHeaders(t);
    const trip = await createTrip(t, admin, { price: 10000, place: 'Ladakh' });
    const departure = await createDeparture(t, admin, trip.id, { startDate: '2031-03-05' });
    const { headers } = await travellerHeaders(t, { mobileNumber: '9811122233', countryCode: '91' });
    const booking = (await caller(t)('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })).json().booking;
    await new Promise((r) => setTimeout(r, 200));
    expect(sms.lines.filter((line) => line.includes(booking.reference))).toEqual([]);
    expect(hook.calls).toHaveLength(0);

    await caller(t)('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 2500, method: 'upi' });
    await until(
      () => hook.calls.length,
      (n) => n >= 2,
    );
    const lines = await until(
      () => sms.lines.filter((line) => line.includes(booking.reference)),
      (found) => found.length >= 1,
    );
    expect(lines).toEqual([
      `SMS to +919811122233: Wander India Trips: booking ${booking.reference} for Ladakh on Mar 05, 2031 is confirmed. ` +
        'Paid ₹2,500, balance ₹7,500.\n',
    ]);
    const [failed, delivered] = hook.calls;
    expect(failed.body).toBe(delivered.body);
    const body = JSON.parse(delivered.body);
    expect(body).toMatchObject({
      event: 'booking.confirmed',
      booking: { id: booking.id, reference: booking.reference, status: 'confirmed' },
      departure: { place: 'Ladakh' },
    });
    expect(delivered.headers['x-signature']).toBe(`sha256=${createHmac('sha256', 'hook-secret').update(delivered.body).digest('hex')}`);
    expect(delivered.headers['idempotency-key']).toBe(booking.id);
    const row = await until(
      () => t.db.selectFrom('bookings').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow(),
      (r) => r.notificationStatus === 'sent',
    );
    expect(row).toMatchObject({ notificationStatus: 'sent', notificationLastError: null });

    // More money later (paid in full) sends nothing more.
    await caller(t)('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 7500, method: 'cash' });
    await new Promise((r) => setTimeout(r, 300));
    expect(hook.calls).toHaveLength(2);
  });
});
