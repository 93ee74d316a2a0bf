/**
 * The waitlist through the API (docs/product.md#waitlist): joining only when the seats wanted cannot
 * be booked, one entry per traveller in the queue, places in the queue, leaving; offers of freed
 * seats after a cancellation, more seats, a hold that passed and an offer that passed, each a held
 * booking with its waitlist_offer message, paid offers claimed, and freed seats kept from newcomers while an entry fits.
 * PGlite by default; TEST_DATABASE=postgres runs the same on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, waitlistMessages } from '../../../../../server/src/domain/index.ts';
import { passOnFreedSeats } from '../../../../../server/src/services/bookings/waitlist-queue.ts';
import { adminHeaders, caller, createDeparture, createTrip, travellerHeaders } from '../../../support/bookings.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://trips.example.in' });
  admin = await adminHeaders(t);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

async function soldOutDeparture(seatsTotal = 2) {
  const trip = await createTrip(t, admin);
  const departure = await createDeparture(t, admin, trip.id, { seatsTotal });
  const holder = await travellerHeaders(t);
  const booked = await call('POST', '/api/bookings', holder.headers, { departureId: departure.id, adults: seatsTotal });
  expect(booked.statusCode, booked.body).toBe(201);
  return { trip, departure, holder, bookingId: booked.json().booking.id as string };
}

async function join(headers: Headers, departureId: string, seats: number, status = 201) {
  const response = await call('POST', `/api/departures/${departureId}/waitlist`, headers, { seats });
  expect(response.statusCode, response.body).toBe(status);
  return response.json().entry as {
    id: string;
    departureId: string;
    seats: number;
    position: number | null;
    status: string;
    bookingId: string | null;
  };
}

/** The waitlist_offer messages stored for a booking (params as stored: JSON). */
async function offerMessages(bookingId: string) {
  const rows = await t.db
    .selectFrom('messages')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .where('template', '=', 'waitlist_offer')
    .execute();
  return rows.map((row) => ({ ...row, params: typeof row.params === 'string' ? (JSON.parse(row.params) as object) : row.params }));
}

async function entryOf(headers: Headers, id: string) {
  const response = await call('GET', '/api/waitlist', headers);
  expect(response.statusCode).toBe(200);
  return (
    response.json().entries as { id: string; status: string; position: number | null; bookingId: string | null; place: string }[]
  ).find((entry) => entry.id === id)!;
}

describe('joining and leaving', () => {
  it('refuses a join while the seats wanted can be booked, with the contract message', async () => {
    const trip = await createTrip(t, admin);
    const departure = await createDeparture(t, admin, trip.id, { seatsTotal: 3 });
    const { headers } = await travellerHeaders(t);
    const refused = await call('POST', `/api/departures/${departure.id}/waitlist`, headers, { seats: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'Seats are still available: book them instead' });
    // More seats than are left: the traveller may wait for them.
    const entry = await join(headers, departure.id, 4);
    expect(entry).toMatchObject({ departureId: departure.id, seats: 4, position: 1, status: 'waiting', bookingId: null });
  });

  it('numbers the queue, answers a second join with the same entry, and lets a traveller leave twice', async () => {
    const { departure, trip } = await soldOutDeparture();
    const [asha, ravi, meera] = await Promise.all([travellerHeaders(t), travellerHeaders(t), travellerHeaders(t)]);
    const first = await join(asha.headers, departure.id, 1);
    const second = await join(ravi.headers, departure.id, 2);
    const third = await join(meera.headers, departure.id, 1);
    expect([first.position, second.position, third.position]).toEqual([1, 2, 3]);
    expect(first).toEqual({
      id: expect.any(String),
      departureId: departure.id,
      seats: 1,
      position: 1,
      status: 'waiting',
      bookingId: null,
      createdAt: expect.any(String),
    });
    // The same traveller again: the entry already in the queue, unchanged (200).
    const again = await join(asha.headers, departure.id, 2, 200);
    expect(again).toMatchObject({ id: first.id, seats: 1, position: 1 });
    const own = await entryOf(asha.headers, first.id);
    expect(own).toMatchObject({ place: trip.place, position: 1, status: 'waiting' });
    // Leaving: the places behind move up; leaving again is harmless.
    for (let i = 0; i < 2; i++) {
      const left = await call('DELETE', `/api/waitlist/${first.id}`, asha.headers);
      expect(left.statusCode).toBe(200);
      expect(left.json().entry).toMatchObject({ id: first.id, status: 'left', position: null });
    }
    expect((await entryOf(ravi.headers, second.id)).position).toBe(1);
    expect((await entryOf(meera.headers, third.id)).position).toBe(2);
    // Another traveller's entry is not found; after leaving, joining makes a new entry.
    expect((await call('DELETE', `/api/waitlist/${second.id}`, asha.headers)).statusCode).toBe(404);
    const back = await join(asha.headers, departure.id, 1);
    expect(back).toMatchObject({ position: 3, status: 'waiting' });
    expect(back.id).not.toBe(first.id);
  });

  it('refuses bad seats, unknown and closed departures', async () => {
    const { departure } = await soldOutDeparture();
    const { headers } = await travellerHeaders(t);
    for (const seats of [0, -1, 1.5, '2', 51]) {
      const response = await call('POST', `/api/departures/${departure.id}/waitlist`, headers, { seats });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: waitlistMessages.seatsRange });
    }
    const unknown = await call('POST', '/api/departures/00000000-0000-0000-0000-000000000000/waitlist', headers, { seats: 1 });
    expect(unknown.json()).toMatchObject({ error: bookingMessages.departureNotFound });
    await call('PUT', `/api/admin/departures/${departure.id}`, admin, { status: 'closed' });
    const closed = await call('POST', `/api/departures/${departure.id}/waitlist`, headers, { seats: 1 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ error: bookingMessages.departureNotOpen });
    expect((await call('POST', `/api/departures/${departure.id}/waitlist`, {}, { seats: 1 })).statusCode).toBe(401);
  });
});

describe('offers of freed seats', () => {
  it('after a cancellation: the first entries that fit get held bookings and offers; newcomers cannot take the seats', async () => {
    const { departure, holder, bookingId } = await soldOutDeparture(2);
    const [big, small, late] = await Promise.all([travellerHeaders(t), travellerHeaders(t), travellerHeaders(t)]);
    const three = await join(big.headers, departure.id, 3);
    const one = await join(small.headers, departure.id, 1);
    const alsoOne = await join(late.headers, departure.id, 1);
    const before = t.clock.now.getTime();
    expect((await call('POST', `/api/bookings/${bookingId}/cancel`, holder.headers)).statusCode).toBe(200);
    // Two seats free: the party of three does not fit and waits on; the two parties of one are offered.
    const offered = await entryOf(small.headers, one.id);
    expect(offered).toMatchObject({ status: 'offered', position: null, bookingId: expect.any(String) });
    expect(await entryOf(late.headers, alsoOne.id)).toMatchObject({ status: 'offered' });
    expect(await entryOf(big.headers, three.id)).toMatchObject({ status: 'waiting', position: 1 });
    const booking = (await call('GET', `/api/bookings/${offered.bookingId}`, small.headers)).json().booking;
    expect(booking).toMatchObject({
      status: 'pending_payment',
      seats: 1,
      adults: 1,
      departureId: departure.id,
      user: { id: small.userId },
    });
    // WAITLIST_OFFER_HOURS (12) from the cancellation.
    expect(Date.parse(booking.holdExpiresAt) - before).toBeGreaterThanOrEqual(12 * HOUR);
    expect(Date.parse(booking.holdExpiresAt) - before).toBeLessThan(12 * HOUR + 60_000);
    // Its waitlist_offer message was stored with it (sent by the job engine: tests/server/services/waitlist-offer-message.test.ts).
    expect(await offerMessages(offered.bookingId!)).toEqual([
      expect.objectContaining({
        template: 'waitlist_offer',
        essential: true,
        params: expect.objectContaining({
          reference: booking.reference,
          seats: '1',
          // Hours left when it goes out: 12 by day, fewer when quiet hours hold it until the morning.
          hours: expect.stringMatching(/^([1-9]|1[0-2])$/),
          link: `https://trips.example.in/bookings/${offered.bookingId}#pay`,
        }),
      }),
    ]);
    // The seats are held: nobody else books them.
    const newcomer = await travellerHeaders(t);
    const refused = await call('POST', '/api/bookings', newcomer.headers, { departureId: departure.id, adults: 1 });
    expect(refused.json()).toMatchObject({ error: bookingMessages.notEnoughSeats });
    // The admin's view: the queue first, then the offers.
    const queue = (await call('GET', `/api/admin/departures/${departure.id}/waitlist`, admin)).json().entries;
    expect(queue.map((e: { id: string; status: string }) => [e.id, e.status])).toEqual([
      [three.id, 'waiting'],
      expect.arrayContaining([expect.any(String), 'offered']),
      expect.arrayContaining([expect.any(String), 'offered']),
    ]);
    expect(queue[0].user).toMatchObject({ id: big.userId });
  });

  it('after more seats, and a paid offer is claimed', async () => {
    const { departure } = await soldOutDeparture(2);
    const waiting = await travellerHeaders(t);
    const entry = await join(waiting.headers, departure.id, 2);
    expect((await call('PUT', `/api/admin/departures/${departure.id}`, admin, { seatsTotal: 3 })).statusCode).toBe(200);
    expect((await entryOf(waiting.headers, entry.id)).status).toBe('waiting');
    expect((await call('PUT', `/api/admin/departures/${departure.id}`, admin, { seatsTotal: 4 })).statusCode).toBe(200);
    const offered = await entryOf(waiting.headers, entry.id);
    expect(offered.status).toBe('offered');
    const booking = (await call('GET', `/api/admin/bookings/${offered.bookingId}`, admin)).json().booking;
    const paid = await call('POST', `/api/admin/bookings/${offered.bookingId}/payments`, admin, {
      amount: booking.depositAmount,
      method: 'upi',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await entryOf(waiting.headers, entry.id)).toMatchObject({ status: 'claimed', bookingId: offered.bookingId });
    const stored = await t.db.selectFrom('waitlistEntries').select('status').where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('claimed');
  });

  it('after a hold passed, before any sweep: a newcomer is refused and the queue is offered the seats', async () => {
    const { departure } = await soldOutDeparture(1);
    const waiting = await travellerHeaders(t);
    const entry = await join(waiting.headers, departure.id, 1);
    // The holder's offline hold (48 hours) passes; nothing has stored it as expired.
    t.clock.advance(49 * HOUR);
    const newcomer = await travellerHeaders(t);
    const refused = await call('POST', '/api/bookings', newcomer.headers, { departureId: departure.id, adults: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: bookingMessages.notEnoughSeats });
    expect((await entryOf(waiting.headers, entry.id)).status).toBe('offered');
  });

  it('an offer not paid in time expires and passes to the next, by the sweep or by the next seat change', async () => {
    const { departure, holder, bookingId } = await soldOutDeparture(1);
    const [first, second, third] = await Promise.all([travellerHeaders(t), travellerHeaders(t), travellerHeaders(t)]);
    const a = await join(first.headers, departure.id, 1);
    const b = await join(second.headers, departure.id, 1);
    const c = await join(third.headers, departure.id, 1);
    await call('POST', `/api/bookings/${bookingId}/cancel`, holder.headers);
    expect((await entryOf(first.headers, a.id)).status).toBe('offered');
    t.clock.advance(12 * HOUR + 1000);
    // Read as expired at once; the seats pass on when the sweep runs.
    expect((await entryOf(first.headers, a.id)).status).toBe('expired');
    // (Other tests' departures share this app: at least this one's offer is made.)
    expect(await passOnFreedSeats(t.app.ledger)).toBeGreaterThanOrEqual(1);
    const next = await entryOf(second.headers, b.id);
    expect(next.status).toBe('offered');
    // The offer's message was stored with it, once.
    expect(await offerMessages(next.bookingId!)).toHaveLength(1);
    // The expired offer's booking cannot take its seats back from the next offer.
    const again = await call('POST', `/api/bookings/${(await entryOf(first.headers, a.id)).bookingId}/pay`, first.headers);
    expect(again.json()).toMatchObject({ error: bookingMessages.notEnoughSeats });
    // No sweep this time: a newcomer's attempt passes the seats on first.
    t.clock.advance(12 * HOUR + 1000);
    const newcomer = await travellerHeaders(t);
    expect((await call('POST', '/api/bookings', newcomer.headers, { departureId: departure.id, adults: 1 })).statusCode).toBe(409);
    expect((await entryOf(second.headers, b.id)).status).toBe('expired');
    expect((await entryOf(third.headers, c.id)).status).toBe('offered');
    // Leaving an offer cancels its booking: the seat is on sale again with nobody waiting.
    const left = await call('DELETE', `/api/waitlist/${c.id}`, third.headers);
    expect(left.json().entry.status).toBe('left');
    expect((await call('POST', '/api/bookings', newcomer.headers, { departureId: departure.id, adults: 1 })).statusCode).toBe(201);
  });

  it('admins reorder the queue, and the order decides who is offered', async () => {
    const { departure, holder, bookingId } = await soldOutDeparture(1);
    const people = await Promise.all([travellerHeaders(t), travellerHeaders(t), travellerHeaders(t)]);
    const entries = [];
    for (const person of people) entries.push(await join(person.headers, departure.id, 1));
    const moved = await call('PUT', `/api/admin/waitlist/${entries[2].id}`, admin, { position: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().entry).toMatchObject({ id: entries[2].id, position: 1 });
    const last = await call('PUT', `/api/admin/waitlist/${entries[2].id}`, admin, { position: 99 });
    expect(last.json().entry.position).toBe(3);
    await call('PUT', `/api/admin/waitlist/${entries[2].id}`, admin, { position: 1 });
    const queue = (await call('GET', `/api/admin/departures/${departure.id}/waitlist`, admin)).json().entries;
    expect(queue.map((e: { id: string; position: number }) => [e.id, e.position])).toEqual([
      [entries[2].id, 1],
      [entries[0].id, 2],
      [entries[1].id, 3],
    ]);
    const bad = await call('PUT', `/api/admin/waitlist/${entries[0].id}`, admin, { position: 0 });
    expect(bad.json()).toMatchObject({ error: waitlistMessages.positionInvalid });
    await call('POST', `/api/bookings/${bookingId}/cancel`, holder.headers);
    expect((await entryOf(people[2].headers, entries[2].id)).status).toBe('offered');
    expect((await entryOf(people[0].headers, entries[0].id)).status).toBe('waiting');
    const notWaiting = await call('PUT', `/api/admin/waitlist/${entries[2].id}`, admin, { position: 2 });
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json()).toMatchObject({ error: waitlistMessages.onlyWaitingMoves });
    expect((await call('GET', `/api/waitlist`, admin)).statusCode).toBe(403);
  });
});

describe('the periodic sweep', () => {
  it('passes an offer that was not paid in time on by itself, within BOOKING_SWEEP_SECONDS', async () => {
    const swept = await createTestApp({ BOOKING_SWEEP_SECONDS: '1' });
    try {
      const as = caller(swept);
      const boss = await adminHeaders(swept);
      const trip = await createTrip(swept, boss);
      const departure = await createDeparture(swept, boss, trip.id, { seatsTotal: 1 });
      const holder = await travellerHeaders(swept);
      const booked = (await as('POST', '/api/bookings', holder.headers, { departureId: departure.id, adults: 1 })).json().booking;
      const [first, second] = [await travellerHeaders(swept), await travellerHeaders(swept)];
      const url = `/api/departures/${departure.id}/waitlist`;
      const a = (await as('POST', url, first.headers, { seats: 1 })).json().entry;
      const b = (await as('POST', url, second.headers, { seats: 1 })).json().entry;
      await as('POST', `/api/bookings/${booked.id}/cancel`, holder.headers);
      swept.clock.advance(12 * HOUR + 1000);
      const statusOf = async (headers: Headers, id: string) =>
        ((await as('GET', '/api/waitlist', headers)).json().entries as { id: string; status: string }[]).find((e) => e.id === id)!.status;
      // A 1-second sweep is looked for every 0.5 s: three periods leave room for a busy machine.
      await expect.poll(() => statusOf(second.headers, b.id), { timeout: 3000, interval: 200 }).toBe('offered');
      expect(await statusOf(first.headers, a.id)).toBe('expired');
      const stored = await swept.db.selectFrom('waitlistEntries').select('status').where('id', '=', a.id).executeTakeFirstOrThrow();
      expect(stored.status).toBe('expired');
    } finally {
      await swept.close();
    }
  });
});
