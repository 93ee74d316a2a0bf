/**
 * A waitlist offer's `waitlist_offer` message: stored with the offer, sent by the job engine on
 * WhatsApp (the console line `WHATSAPP to +91…: waitlist_offer {…}`) or, with WhatsApp off, by SMS,
 * in the language the traveller joined the waitlist in, with the booking page (in that language) to pay on and the hours
 * the hold lasts; shown in the booking's messages. PGlite, or PostgreSQL with TEST_DATABASE=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, caller, createDeparture, createTrip, travellerHeaders } from '../../support/bookings.ts';
import { captureMessageLines, type MessageLines, until } from '../../support/message-lines.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let out: MessageLines;
beforeAll(() => {
  out = captureMessageLines();
});
afterAll(() => out.restore());

/** A sold-out departure, a traveller waiting on it, then the seat freed: answers the offer's booking. */
async function offerTo(t: TestApp, mobileNumber: string, language?: 'en' | 'hi') {
  const call = caller(t);
  const admin = await adminHeaders(t);
  const trip = await createTrip(t, admin, { place: 'Spiti Valley', startDate: '2030-03-01', endDate: '2030-03-08' });
  const departure = await createDeparture(t, admin, trip.id, { startDate: '2030-03-01', seatsTotal: 1 });
  const holder = await travellerHeaders(t);
  const held = (await call('POST', '/api/bookings', holder.headers, { departureId: departure.id, adults: 1 })).json().booking;
  const waiting = await travellerHeaders(t, { mobileNumber, countryCode: '91' });
  const joined = await call('POST', `/api/departures/${departure.id}/waitlist`, waiting.headers, {
    seats: 1,
    ...(language ? { language } : {}),
  });
  expect(joined.statusCode, joined.body).toBe(201);
  expect((await call('POST', `/api/bookings/${held.id}/cancel`, holder.headers)).statusCode).toBe(200);
  const entries = (await call('GET', '/api/waitlist', waiting.headers)).json().entries as { status: string; bookingId: string }[];
  expect(entries[0]).toMatchObject({ status: 'offered' });
  const booking = (await call('GET', `/api/bookings/${entries[0].bookingId}`, waiting.headers)).json().booking;
  return { admin, booking: booking as { id: string; reference: string; language: string } };
}

const plan = async (t: TestApp, admin: Record<string, string>, bookingId: string) =>
  (await caller(t)('GET', `/api/admin/bookings/${bookingId}/messages`, admin)).json().messages as { template: string; status: string }[];

describe('the waitlist offer message', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://trips.example.in', JOB_POLL_SECONDS: '0.5' });
    // Daytime in India: nothing waits for the morning.
    t.clock.runFrom(new Date('2030-01-10T05:00:00Z'));
  });
  afterAll(() => t.close());

  it('goes out once on WhatsApp with the payment link and the hours held, and shows in the booking', async () => {
    const { admin, booking } = await offerTo(t, '9811100001');
    const lines = await until(
      () => out.with('WHATSAPP to +919811100001: waitlist_offer'),
      (found) => found.length > 0,
      60_000,
    );
    const params = {
      reference: booking.reference,
      place: 'Spiti Valley',
      startDate: '2030-03-01',
      seats: '1',
      hours: '12',
      link: `https://trips.example.in/bookings/${booking.id}#pay`,
    };
    expect(lines).toEqual([`WHATSAPP to +919811100001: waitlist_offer ${JSON.stringify(params)}`]);
    const messages = await until(
      () => plan(t, admin, booking.id),
      (rows) => rows.some((row) => row.status === 'sent'),
      60_000,
    );
    expect(messages).toEqual([
      expect.objectContaining({ template: 'waitlist_offer', channel: 'whatsapp', status: 'sent', to: '+919811100001' }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(out.with('+919811100001')).toHaveLength(1);
  }, 150_000);
});

describe('the waitlist offer message without WhatsApp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://trips.example.in', JOB_POLL_SECONDS: '0.5', WHATSAPP_PROVIDER: 'off' });
    t.clock.runFrom(new Date('2030-01-10T05:00:00Z'));
  });
  afterAll(() => t.close());

  it('goes by SMS in the language the traveller joined in', async () => {
    const { admin, booking } = await offerTo(t, '9811100002', 'hi');
    expect(booking.language).toBe('hi');
    const lines = await until(
      () => out.with('SMS to +919811100002: '),
      (found) => found.length > 0,
      60_000,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`बुकिंग ${booking.reference}`);
    expect(lines[0]).toContain('12 घंटे');
    // The link opens the Hindi booking page, as the message is in Hindi.
    expect(lines[0]).toContain(`https://trips.example.in/hi/bookings/${booking.id}#pay`);
    const messages = await until(
      () => plan(t, admin, booking.id),
      (rows) => rows.some((row) => row.status === 'sent'),
      60_000,
    );
    expect(messages).toEqual([expect.objectContaining({ template: 'waitlist_offer', channel: 'sms', status: 'sent' })]);
  }, 150_000);
});
