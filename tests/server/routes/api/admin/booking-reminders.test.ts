/**
 * "Send payment reminder": an SMS through the configured provider (a local Twilio-shaped fake that
 * checks what we send) with the amount due now and the booking page's link; once an hour per
 * booking; 409 when nothing is due; 502 when the provider refuses, and then it may be sent again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, paymentReminderMessages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
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
  });
  admin = await adminHeaders(t);
  call = caller(t);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** The reminders the provider received (a confirmed booking's own SMS goes through it too). */
const sentBodies = () =>
  provider.received.map((r) => new URLSearchParams(r.body)).filter((body) => (body.get('Body') ?? '').includes(' is due on booking '));

describe('POST /api/admin/bookings/:id/reminders', () => {
  it('texts the traveller the amount due and the booking page, once an hour', async () => {
    const { booking } = await reserveGstBooking(t, admin, { price: 10500 });
    await recordPayment(t, admin, booking.id, 2625.5);
    const before = sentBodies().length;
    const response = await call('POST', `/api/admin/bookings/${booking.id}/reminders`, admin);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: paymentReminderMessages.sent });
    const sent = sentBodies().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].get('To')).toBe(`+${booking.user.countryCode}${booking.user.mobileNumber}`);
    const text = sent[0].get('Body') ?? '';
    expect(text).toContain('Wander Co: ₹7,874.50 is due on booking ' + booking.reference);
    expect(text).toContain(`Pay at https://trips.example.in/bookings/${booking.id}`);

    expectError(await call('POST', `/api/admin/bookings/${booking.id}/reminders`, admin), 429, paymentReminderMessages.tooSoon);
    expect(sentBodies().length).toBe(before + 1);
    t.clock.advance(61 * 60_000);
    expect((await call('POST', `/api/admin/bookings/${booking.id}/reminders`, admin)).statusCode).toBe(202);
  });

  it('asks for the deposit of a booking awaiting payment', async () => {
    const { booking } = await reserveGstBooking(t, admin, { price: 10000 });
    expect((await call('POST', `/api/admin/bookings/${booking.id}/reminders`, admin)).statusCode).toBe(202);
    expect(sentBodies().at(-1)?.get('Body')).toContain('₹2,500 is due');
  });

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
  });

  it('answers 502 when the provider refuses, and the reminder may be sent again at once', async () => {
    const { booking } = await reserveGstBooking(t, admin, { price: 10500 });
    refuse = true;
    expectError(await call('POST', `/api/admin/bookings/${booking.id}/reminders`, admin), 502, paymentReminderMessages.notSent);
    refuse = false;
    expect((await call('POST', `/api/admin/bookings/${booking.id}/reminders`, admin)).statusCode).toBe(202);
  });
});
