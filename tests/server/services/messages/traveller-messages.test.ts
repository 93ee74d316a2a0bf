/**
 * A booking's messages on their durable schedule: booking_confirmed on confirmation and the plan
 * (balance reminders, the trip's start with the joining instructions, the review request), a
 * reminder fired by moving the app's clock, a paid balance cancelling its reminders, the
 * departure's broadcast, the cancellation, quiet hours, and the console lines they print.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessTime, businessTimeZone } from '../../support/business-time.ts';
import { adminHeaders, caller, createDeparture, createTrip, travellerHeaders } from '../../support/bookings.ts';
import { captureMessageLines, type MessageLines, until } from '../../support/message-lines.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const iso = (day: string, time: string) => businessTime(day, time).toISOString();

let t: TestApp;
let out: MessageLines;

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_SECONDS: '0.5', PUBLIC_URL: 'https://trips.example.in', BUSINESS_NAME: 'Wander India Trips' });
  // 10:30 in the business's zone (India's by default).
  t.clock.runFrom(businessTime('2030-01-10', '10:30'));
  out = captureMessageLines();
});
afterAll(async () => {
  out.restore();
  await t.close();
});

type Plan = {
  id: string;
  template: string;
  channel: string;
  to: string;
  status: string;
  sendAt: string;
  sentAt: string | null;
  error: string | null;
}[];

async function planOf(admin: Record<string, string>, bookingId: string): Promise<Plan> {
  const response = await caller(t)('GET', `/api/admin/bookings/${bookingId}/messages`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().messages;
}
const brief = (plan: Plan) => plan.map(({ template, status, sendAt }) => [template, status, sendAt]);

async function confirmedBooking(mobileNumber: string, language?: 'hi') {
  const admin = await adminHeaders(t);
  const trip = await createTrip(t, admin, { price: 10000, place: 'Spiti', startDate: '2030-06-01', endDate: '2030-06-05' });
  const departure = await createDeparture(t, admin, trip.id, {
    startDate: '2030-03-01',
    endDate: '2030-03-05',
    joiningInstructions: 'Meet at Kashmere Gate ISBT, 5 am',
  });
  const { headers } = await travellerHeaders(t, { mobileNumber, countryCode: '91' });
  const booking = (
    await caller(t)('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1, ...(language ? { language } : {}) })
  ).json().booking;
  const paid = await caller(t)('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 2500, method: 'upi' });
  expect(paid.statusCode, paid.body).toBe(201);
  return { admin, booking: booking as { id: string; reference: string }, departure, headers };
}

describe('a booking’s messages', () => {
  it('sends booking_confirmed on WhatsApp and plans the journey; moving the clock fires a reminder; paying cancels the rest', async () => {
    const { admin, booking, departure } = await confirmedBooking('9811100001');
    const confirmed = await until(
      () => out.with(`booking_confirmed`).filter((line) => line.includes(booking.reference)),
      (lines) => lines.length > 0,
    );
    expect(confirmed).toEqual([
      'WHATSAPP to +919811100001: booking_confirmed ' +
        JSON.stringify({ reference: booking.reference, place: 'Spiti', startDate: '2030-03-01', paid: '₹2,500', balance: '₹7,500' }),
    ]);
    const plan = await until(
      () => planOf(admin, booking.id),
      (p) => p[0]?.status === 'sent',
    );
    // Balance due 15 days before the start (2030-02-14): reminders 7, 3 and 1 days before, at 10:00 in the business's zone.
    expect(brief(plan)).toEqual(
      [
        ['booking_confirmed', 'sent', iso('2030-01-10', '10:30')],
        ['balance_reminder', 'scheduled', iso('2030-02-07', '10:00')],
        ['balance_reminder', 'scheduled', iso('2030-02-11', '10:00')],
        ['balance_reminder', 'scheduled', iso('2030-02-13', '10:00')],
        ['trip_starting', 'scheduled', iso('2030-02-27', '10:00')],
        ['review_request', 'scheduled', iso('2030-03-06', '10:00')],
      ].map(([template, status, sendAt]) => [template, status, expect.stringMatching(new RegExp(`^${sendAt.slice(0, 16)}`))]),
    );
    expect(plan[0]).toMatchObject({ channel: 'whatsapp', to: '+919811100001', error: null });
    expect(plan[0].sentAt).not.toBeNull();
    expect(Object.keys(plan[0]).sort()).toEqual(['channel', 'error', 'id', 'sendAt', 'sentAt', 'status', 'template', 'to']);

    // The first reminder's morning.
    t.clock.runFrom(businessTime('2030-02-07', '10:01'));
    const reminder = await until(
      () => out.with('balance_reminder').filter((line) => line.includes(booking.reference)),
      (lines) => lines.length > 0,
    );
    expect(reminder).toHaveLength(1);
    expect(reminder[0]).toContain(`https://trips.example.in/bookings/${booking.id}#pay`);
    expect(reminder[0]).toContain('"balance":"₹7,500"');

    // The balance paid: the reminders still ahead are cancelled, the trip's messages stay.
    await caller(t)('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 7500, method: 'cash' });
    const after = await until(
      () => planOf(admin, booking.id),
      (p) => p.filter((m) => m.template === 'balance_reminder' && m.status === 'cancelled').length === 2,
    );
    expect(after.filter((m) => m.template === 'balance_reminder').map((m) => m.status)).toEqual(['sent', 'cancelled', 'cancelled']);
    expect(after.filter((m) => m.status === 'scheduled').map((m) => m.template)).toEqual(['trip_starting', 'review_request']);

    // Message everyone on the departure.
    const broadcast = await caller(t)('POST', `/api/admin/departures/${departure.id}/messages`, admin, {
      text: 'The bus leaves at 6 sharp',
    });
    expect(broadcast.statusCode, broadcast.body).toBe(202);
    expect(broadcast.json()).toEqual({ queued: 1 });
    const update = await until(
      () => out.with('departure_update').filter((line) => line.includes(booking.reference)),
      (lines) => lines.length > 0,
    );
    expect(update).toHaveLength(1);
    expect(update[0]).toContain('"text":"The bus leaves at 6 sharp"');

    // The instructions changed after booking: the planned trip_starting carries the new ones.
    const changed = await caller(t)('PUT', `/api/admin/departures/${departure.id}`, admin, {
      joiningInstructions: ' Meet at Kashmere Gate ISBT, 6 am ',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().departure.joiningInstructions).toBe('Meet at Kashmere Gate ISBT, 6 am');
    expect(brief(await planOf(admin, booking.id)).filter(([, status]) => status === 'scheduled')).toEqual([
      ['trip_starting', 'scheduled', iso('2030-02-27', '10:00')],
      ['review_request', 'scheduled', iso('2030-03-06', '10:00')],
    ]);

    // The trip's morning: the joining instructions.
    t.clock.runFrom(businessTime('2030-02-27', '10:01'));
    const starting = await until(
      () => out.with('trip_starting').filter((line) => line.includes(booking.reference)),
      (lines) => lines.length > 0,
    );
    expect(starting[0]).toContain('"instructions":"Meet at Kashmere Gate ISBT, 6 am"');

    // Cancelled: booking_cancelled goes out, the review request is cancelled.
    const cancelled = await caller(t)('PUT', `/api/admin/bookings/${booking.id}`, admin, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await until(
      () => out.with('booking_cancelled').filter((line) => line.includes(booking.reference)),
      (lines) => lines.length > 0,
    );
    const final = await until(
      () => planOf(admin, booking.id),
      (p) => p.some((m) => m.template === 'booking_cancelled' && m.status === 'sent'),
    );
    expect(final.find((m) => m.template === 'review_request')?.status).toBe('cancelled');
    // Each message went out once.
    expect(out.lines.filter((line) => line.includes(booking.reference) || line.includes(booking.id))).toHaveLength(5);
  });

  it('at 23:30 in the business’s zone answers at once and holds reminders and non-urgent broadcasts until 09:00', async () => {
    t.clock.runFrom(businessTime('2030-01-12', '23:30')); // 23:30 in the business's zone
    const { admin, booking, departure } = await confirmedBooking('9811100002');
    // The confirmation answers a payment just made: it goes now, at night.
    const confirmed = await until(
      () => out.with(booking.reference),
      (lines) => lines.length > 0,
    );
    expect(confirmed[0]).toMatch(/^WHATSAPP to \+919811100002: booking_confirmed /);
    const plan = await until(
      () => planOf(admin, booking.id),
      (p) => p[0]?.status === 'sent',
    );
    expect(plan[0]).toMatchObject({ template: 'booking_confirmed', status: 'sent' });
    expect(Date.parse(plan[0].sendAt)).toBeLessThan(businessTime('2030-01-12', '23:31').getTime());

    // A non-urgent broadcast waits for 09:00; an urgent one goes now.
    const later = await caller(t)('POST', `/api/admin/departures/${departure.id}/messages`, admin, { text: 'Bring a warm jacket' });
    expect(later.statusCode, later.body).toBe(202);
    const now = await caller(t)('POST', `/api/admin/departures/${departure.id}/messages`, admin, {
      text: 'The bus leaves from Mall Road at 5 am instead',
      urgent: true,
    });
    expect(now.statusCode, now.body).toBe(202);
    const urgent = await until(
      () => out.with('Mall Road').filter((line) => line.includes(booking.reference)),
      (lines) => lines.length > 0,
    );
    expect(urgent).toHaveLength(1);
    // The operator's payment reminder is a reminder: it waits too.
    const reminder = await caller(t)('POST', `/api/admin/bookings/${booking.id}/reminders`, admin);
    expect(reminder.statusCode, reminder.body).toBeLessThan(300);
    const waiting = (await planOf(admin, booking.id)).filter(
      (m) => m.status === 'scheduled' && m.sendAt.startsWith(iso('2030-01-13', '09:00').slice(0, 16)),
    );
    expect(waiting.map((m) => m.template).sort()).toEqual(['balance_reminder', 'departure_update']);
    await new Promise((r) => setTimeout(r, 1500));
    expect(out.with('warm jacket')).toEqual([]);

    // 09:00 there: what waited goes, once.
    t.clock.runFrom(businessTime('2030-01-13', '09:00:30'));
    const morning = await until(
      () => out.with(booking.reference).filter((line) => line.includes('warm jacket') || line.includes('balance_reminder')),
      (lines) => lines.length === 2,
    );
    expect(morning).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 1000));
    expect(out.with('warm jacket')).toHaveLength(1);
  });

  it('cancels a cancelled booking’s plan in its transaction, and never sends a reminder to it', async () => {
    t.clock.runFrom(businessTime('2030-01-14', '10:30'));
    const { admin, booking } = await confirmedBooking('9811100003');
    await until(
      () => planOf(admin, booking.id),
      (p) => p[0]?.status === 'sent',
    );
    const cancelled = await caller(t)('PUT', `/api/admin/bookings/${booking.id}`, admin, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Right after the answer: the cancellation is there (planned in its transaction) and nothing else is ahead.
    const plan = await planOf(admin, booking.id);
    expect(plan.filter((m) => m.template === 'booking_cancelled')).toHaveLength(1);
    expect(plan.filter((m) => m.status === 'scheduled' && m.template !== 'booking_cancelled')).toEqual([]);
    expect(plan.filter((m) => m.template === 'balance_reminder').every((m) => m.status === 'cancelled')).toBe(true);
    await until(
      () => out.with('booking_cancelled').filter((line) => line.includes(booking.reference)),
      (lines) => lines.length === 1,
    );
    // A reminder's morning comes: nothing goes to the cancelled booking.
    t.clock.runFrom(businessTime('2030-02-07', '10:01'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(out.with('balance_reminder').filter((line) => line.includes(booking.reference))).toEqual([]);
  });

  it("follows a Hindi booking's language: its links open the Hindi pages, and its cancellation says what was kept", async () => {
    t.clock.runFrom(businessTime('2030-01-14', '10:30'));
    const { admin, booking, headers } = await confirmedBooking('9811100009', 'hi');
    const paramsOf = async (template: string) =>
      (
        await t.app.db
          .selectFrom('messages')
          .select('params')
          .where('bookingId', '=', booking.id)
          .where('template', '=', template)
          .execute()
      ).map((row) => row.params);
    const links = [...(await paramsOf('balance_reminder')), ...(await paramsOf('review_request'))].map((params) => params.link);
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link).toMatch(new RegExp(`^https://trips\\.example\\.in/hi/bookings/${booking.id}(#pay|/review)$`));
    // The back office's "Send payment reminder" too.
    const reminded = await caller(t)('POST', `/api/admin/bookings/${booking.id}/reminders`, admin);
    expect(reminded.statusCode, reminded.body).toBe(202);
    const reminderLinks = (await paramsOf('balance_reminder')).map((params) => params.link);
    expect(reminderLinks).toHaveLength(links.length);
    for (const link of reminderLinks) expect(link).toMatch(new RegExp(`/hi/bookings/${booking.id}#pay$`));

    // 46 days before the start: the policy keeps 10 % of ₹10,000; ₹1,500 of the ₹2,500 paid goes back.
    const cancelled = await caller(t)('POST', `/api/bookings/${booking.id}/cancel`, headers, { refundTo: 'original' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [line] = await until(
      () => out.with('booking_cancelled').filter((l) => l.includes(booking.reference)),
      (lines) => lines.length === 1,
    );
    const refund = JSON.parse(line.slice(line.indexOf('{'))).refund as string;
    expect(refund).toBe('₹1,500 आपके भुगतान के तरीक़े में लौटाए जाएँगे, ₹1,000 रद्दीकरण शुल्क के रूप में रखे गए।');
  });

  it('refuses an empty broadcast and answers 404 for unknown bookings and departures', async () => {
    const admin = await adminHeaders(t);
    const trip = await createTrip(t, admin, { price: 10000, startDate: '2030-06-01', endDate: '2030-06-05' });
    const departure = await createDeparture(t, admin, trip.id, { startDate: '2030-04-01' });
    const empty = await caller(t)('POST', `/api/admin/departures/${departure.id}/messages`, admin, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'Message text is required' });
    for (const urgent of ['yes', 1, null, {}, []]) {
      const bad = await caller(t)('POST', `/api/admin/departures/${departure.id}/messages`, admin, { text: 'Hello', urgent });
      expect(bad.statusCode, JSON.stringify(urgent)).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'Urgent must be true or false' });
    }
    for (const body of [[], 'text', 42, null]) {
      const hostile = await t.app.inject({
        method: 'POST',
        url: `/api/admin/departures/${departure.id}/messages`,
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(hostile.statusCode, JSON.stringify(body)).toBe(400);
    }
    const timing = await caller(t)('GET', '/api/admin/messages/timing', admin);
    expect(timing.statusCode).toBe(200);
    expect(timing.json()).toMatchObject({ timeZone: businessTimeZone, quietHours: { from: 21, until: 9 } });
    expect((await caller(t)('GET', '/api/admin/messages/timing', {})).statusCode).toBe(401);
    const none = await caller(t)('POST', `/api/admin/departures/${departure.id}/messages`, admin, { text: 'Hello' });
    expect(none.json()).toEqual({ queued: 0 });
    expect((await caller(t)('GET', '/api/admin/bookings/00000000-0000-4000-8000-000000000000/messages', admin)).statusCode).toBe(404);
    expect(
      (await caller(t)('POST', '/api/admin/departures/00000000-0000-4000-8000-000000000000/messages', admin, { text: 'x' })).statusCode,
    ).toBe(404);
    expect((await caller(t)('GET', `/api/admin/bookings/x/messages`, {})).statusCode).toBe(401);
  });
});
