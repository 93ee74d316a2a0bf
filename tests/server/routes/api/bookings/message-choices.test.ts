/**
 * The traveller's choices about messages: WhatsApp or SMS when booking (whatsappOptIn, default on),
 * and stopping non-essential messages of their own booking (reminders and the review request).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingMessages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import { adminHeaders, caller, createDeparture, createTrip, travellerHeaders } from '../../../support/bookings.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let departureId: string;

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_SECONDS: '60' });
  t.clock.runFrom(new Date('2030-01-10T05:00:00Z'));
  admin = await adminHeaders(t);
  const trip = await createTrip(t, admin, { price: 10000, place: 'Spiti', startDate: '2030-06-01', endDate: '2030-06-05' });
  departureId = (await createDeparture(t, admin, trip.id, { startDate: '2030-03-01', endDate: '2030-03-05', seatsTotal: 20 })).id;
});
afterAll(() => t.close());

type Plan = { template: string; channel: string; status: string }[];
/** What is still ahead of the journey (booking_confirmed may be waiting for the next poll). */
const ahead = (plan: Plan) => plan.filter((m) => m.status === 'scheduled' && m.template !== 'booking_confirmed').map((m) => m.template);
async function planOf(bookingId: string): Promise<Plan> {
  const response = await caller(t)('GET', `/api/admin/bookings/${bookingId}/messages`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().messages;
}

async function book(mobileNumber: string, extra: Record<string, unknown> = {}) {
  const { headers } = await travellerHeaders(t, { mobileNumber, countryCode: '91' });
  const response = await caller(t)('POST', '/api/bookings', headers, { departureId, adults: 1, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json().booking;
  const paid = await caller(t)('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 2500, method: 'upi' });
  expect(paid.statusCode, paid.body).toBe(201);
  // The plan is made just after the payment's commit.
  await vi.waitFor(async () => expect((await planOf(booking.id)).length).toBeGreaterThan(1), { timeout: 5000 });
  return { headers, booking: booking as { id: string; whatsappOptIn: boolean; remindersStopped: boolean } };
}

describe('WhatsApp opt-in at booking', () => {
  it('is on by default and plans WhatsApp; off plans SMS; anything but a boolean is refused', async () => {
    const on = await book('9822200001');
    expect(on.booking).toMatchObject({ whatsappOptIn: true, remindersStopped: false });
    const onPlan = await planOf(on.booking.id);
    expect(onPlan.length).toBeGreaterThan(1);
    expect(new Set(onPlan.map((m) => m.channel))).toEqual(new Set(['whatsapp']));

    const off = await book('9822200002', { whatsappOptIn: false });
    expect(off.booking.whatsappOptIn).toBe(false);
    expect(new Set((await planOf(off.booking.id)).map((m) => m.channel))).toEqual(new Set(['sms']));

    const { headers } = await travellerHeaders(t, { mobileNumber: '9822200003', countryCode: '91' });
    const refused = await caller(t)('POST', '/api/bookings', headers, { departureId, adults: 1, whatsappOptIn: 'yes' });
    expectError(refused, 400, bookingMessages.whatsappOptInInvalid);
  });
});

describe('stopping non-essential messages', () => {
  it('cancels the reminders and review request still ahead, keeps the trip start, and stays stopped when re-planned', async () => {
    const { headers, booking } = await book('9822200004');
    const before = await planOf(booking.id);
    expect(ahead(before)).toEqual(['balance_reminder', 'balance_reminder', 'balance_reminder', 'trip_starting', 'review_request']);

    const stopped = await caller(t)('POST', `/api/bookings/${booking.id}/messages/stop`, headers);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().booking).toMatchObject({ id: booking.id, remindersStopped: true });
    const after = await planOf(booking.id);
    expect(ahead(after)).toEqual(['trip_starting']);
    expect(after.find((m) => m.template === 'booking_confirmed')?.status).not.toBe('cancelled');

    // Stopping again changes nothing; a payment re-plans without bringing reminders back.
    expect((await caller(t)('POST', `/api/bookings/${booking.id}/messages/stop`, headers)).statusCode).toBe(200);
    await caller(t)('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 1000, method: 'cash' });
    // Re-planned after the payment: the cancelled reminders are not brought back.
    await vi.waitFor(async () => expect((await planOf(booking.id)).filter((m) => m.template === 'trip_starting')).toHaveLength(2));
    expect(ahead(await planOf(booking.id))).toEqual(['trip_starting']);
  });

  it("is 404 for someone else's booking or an unknown one, and 401 without signing in", async () => {
    const { booking } = await book('9822200005');
    const { headers: other } = await travellerHeaders(t, { mobileNumber: '9822200006', countryCode: '91' });
    expectError(await caller(t)('POST', `/api/bookings/${booking.id}/messages/stop`, other), 404, bookingMessages.bookingNotFound);
    expectError(await caller(t)('POST', '/api/bookings/00000000-0000-4000-8000-000000000000/messages/stop', other), 404);
    expect((await caller(t)('POST', `/api/bookings/${booking.id}/messages/stop`, {})).statusCode).toBe(401);
    expect((await planOf(booking.id)).filter((m) => m.status === 'cancelled')).toEqual([]);
  });
});
