/**
 * "Send payment reminder": a balance_reminder message due now, sent by the job engine through the
 * configured provider (a local Twilio-shaped fake that checks what we send) with the amount due now
 * and the booking page's link, and shown in the booking's messages; once an hour per booking,
 * counted in the database; 409 when nothing is due; a reminder the provider refused ends failed
 * and does not count, so another may be sent at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, calendarDay, formatDate, paymentReminderMessages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import { until } from '../../../support/message-lines.ts';
import { adminHeaders, caller } from '../../../support/bookings.ts';
import { fakeProvider } from '../../../support/fake-sms-provider.ts';
import { recordPayment, reserveGstBooking } from '../../../support/documents.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let call: ReturnType<typeof caller>;
let refuse = false;
let provider: Awaited<ReturnType<typeof fakeProvider>>;

beforeAll(async () => {
  provider = await fakeProvider(() => (refuse ? { status: 500, body: { message: 'down' } } : { status: 201, body: { sid: 'SM1' } }));
  t = await createTestApp({
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC1',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+15005550006',
    TWILIO_API_URL: provider.url,
    PUBLIC_URL: 'https://trips.example.in',
    BUSINESS_NAME: 'Wander Co',
    JOB_POLL_SECONDS: '0.5',
    MESSAGE_RETRY_LIMIT: '0',
    // The SMS provider is the channel (the console WhatsApp would take opted-in travellers).
    WHATSAPP_PROVIDER: 'off',
  });
  // Daytime in India: nothing waits for the morning.
  t.clock.runFrom(new Date('2030-01-10T05:00:00Z'));
  admin = await adminHeaders(t);
  call = caller(t);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** The reminders the provider received (a confirmed booking's own SMS goes through it too). */
const sentBodies = () =>
  provider.received.map((r) => new URLSearchParams(r.body)).filter((body) => /: balance .* for booking /.test(body.get('Body') ?? ''));
const reminders = async (bookingId: string) =>
  (
    (await call('GET', `/api/admin/bookings/${bookingId}/messages`, admin)).json().messages as { template: string; status: string }[]
  ).filter((message) => message.template === 'balance_reminder');

describe('POST /api/admin/bookings/:id/reminders', () => {
  it('texts the traveller the amount due and the booking page, once an hour', async () => {
    const { booking } = await reserveGstBooking(t, admin, { price: 10500 });
    await recordPayment(t, admin, booking.id, 2625.5);
    const before = sentBodies().length;
    const response = await call('POST', `/api/admin/bookings/${booking.id}/reminders`, admin);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: paymentReminderMessages.sent });
    const sent = (await until(sentBodies, (bodies) => bodies.length > before, 60_000)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].get('To')).toBe(`+${booking.user.countryCode}${booking.user.mobileNumber}`);
    const text = sent[0].get('Body') ?? '';
    expect(text).toContain(`Wander Co: balance ₹7,874.50 for booking ${booking.reference}`);
    expect(text).toContain(`Pay: https://trips.example.in/bookings/${booking.id}#pay`);
    // In the booking's plan, sent, like every message.
    expect(
      await until(
        () => reminders(booking.id),
        (rows) => rows.some((row) => row.status === 'sent'),
      ),
    ).toContainEqual(expect.objectContaining({ template: 'balance_reminder', channel: 'sms', status: 'sent' }));

    expectError(await call('POST', `/api/admin/bookings/${booking.id}/reminders`, admin), 429, paymentReminderMessages.tooSoon);
    expect(sentBodies().length).toBe(before + 1);
    t.clock.advance(61 * 60_000);
    expect((await call('POST', `/api/admin/bookings/${booking.id}/reminders`, admin)).statusCode).toBe(202);
  }, 150_000);

  it('asks for the deposit of a booking awaiting payment', async () => {
    const { booking } = await reserveGstBooking(t, admin, { price: 10000 });
    expect((await call('POST', `/api/admin/bookings/${booking.id}/reminders`, admin)).statusCode).toBe(202);
    // This booking's reminder (another test's may still be on its way).
    const ours = () => sentBodies().filter((body) => (body.get('Body') ?? '').includes(booking.reference));
    const text = (await until(ours, (bodies) => bodies.length > 0, 60_000))[0]?.get('Body');
    expect(text).toContain(`balance ₹2,500 for booking ${booking.reference}`);
    // The deposit is owed now, not on the balance date weeks away.
    expect(text).toContain(`is due on ${formatDate(calendarDay(t.app.now(), t.app.config.TIME_ZONE))}`);
  }, 150_000);

  it('answers 409 when nothing is due, 404 for an unknown booking, 401 without a token', async () => {
    const { booking } = await reserveGstBooking(t, admin, { price: 10500 });
    await recordPayment(t, admin, booking.id, 10500);
    expectError(await call('POST', `/api/admin/bookings/${booking.id}/reminders`, admin), 409, bookingMessages.nothingDue);
    expectError(
      await call('POST', '/api/admin/bookings/00000000-0000-4000-8000-000000000000/reminders', admin),
      404,
      bookingMessages.bookingNotFound,
    );
    expectError(await call('POST', `/api/admin/bookings/${booking.id}/reminders`, {}), 401);
  }, 150_000);

  it('marks a reminder the provider refused failed, with its error; it does not count, another may go at once', async () => {
    const { booking } = await reserveGstBooking(t, admin, { price: 10500 });
    refuse = true;
    expect((await call('POST', `/api/admin/bookings/${booking.id}/reminders`, admin)).statusCode).toBe(202);
    const failed = await until(
      () => reminders(booking.id),
      (rows) => rows[0]?.status === 'failed',
    );
    expect(failed[0]).toMatchObject({ status: 'failed', error: expect.stringMatching(/^Twilio refused the message \(HTTP 500\)/) });
    refuse = false;
    expect((await call('POST', `/api/admin/bookings/${booking.id}/reminders`, admin)).statusCode).toBe(202);
    expect(
      await until(
        () => reminders(booking.id),
        (rows) => rows.some((row) => row.status === 'sent'),
      ),
    ).toHaveLength(2);
  }, 150_000);
});
