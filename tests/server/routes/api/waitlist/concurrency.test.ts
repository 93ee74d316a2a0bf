/**
 * Waitlist offers under concurrency: cancellations, newcomers' reservations, sweeps and leaves on
 * one departure at the same moment. Every freed seat goes to the queue, no entry is offered twice,
 * nothing is oversold. Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL with a pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../../../server/src/domain/index.ts';
import { passOnFreedSeats } from '../../../../../server/src/services/bookings/waitlist-queue.ts';
import { adminHeaders, caller, createDeparture, createTrip, travellerHeaders } from '../../../support/bookings.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
});
afterAll(() => t.close());

async function seatsHeld(departureId: string): Promise<number> {
  const rows = await t.db
    .selectFrom('bookings')
    .select(['seats', 'status', 'holdExpiresAt'])
    .where('departureId', '=', departureId)
    .execute();
  const now = t.app.now().getTime();
  return rows
    .filter((row) => ['confirmed', 'paid'].includes(row.status) || (row.status === 'pending_payment' && row.holdExpiresAt!.getTime() > now))
    .reduce((sum, row) => sum + row.seats, 0);
}

async function entries(departureId: string) {
  return t.db.selectFrom('waitlistEntries').selectAll().where('departureId', '=', departureId).execute();
}

describe('waitlist offers under concurrency', () => {
  it('10 cancellations, 10 newcomers and 5 sweeps at once: the 10 freed seats go to 10 entries, each once', async () => {
    const trip = await createTrip(t, admin);
    const departure = await createDeparture(t, admin, trip.id, { seatsTotal: 10 });
    const holders = await Promise.all(Array.from({ length: 10 }, () => travellerHeaders(t)));
    const held: string[] = [];
    for (const { headers } of holders) {
      const response = await caller(t)('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 });
      expect(response.statusCode).toBe(201);
      held.push(response.json().booking.id);
    }
    const waiters = await Promise.all(Array.from({ length: 15 }, () => travellerHeaders(t)));
    for (const { headers } of waiters) {
      expect((await caller(t)('POST', `/api/departures/${departure.id}/waitlist`, headers, { seats: 1 })).statusCode).toBe(201);
    }
    const newcomers = await Promise.all(Array.from({ length: 10 }, () => travellerHeaders(t)));
    const results = await Promise.all([
      ...holders.map(({ headers }, i) => caller(t)('POST', `/api/bookings/${held[i]}/cancel`, headers)),
      ...newcomers.map(({ headers }) => caller(t)('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })),
      ...Array.from({ length: 5 }, () => passOnFreedSeats(t.app.ledger)),
    ]);
    const answers = results.filter((r) => typeof r !== 'number');
    expect(answers.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (const refused of answers.slice(10)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: bookingMessages.notEnoughSeats });
    }
    const rows = await entries(departure.id);
    const offered = rows.filter((row) => row.status === 'offered');
    expect(offered).toHaveLength(10);
    expect(rows.filter((row) => row.status === 'waiting')).toHaveLength(5);
    // The first ten in the queue, each with a booking of its own.
    expect(offered.map((row) => row.queueOrder).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(offered.map((row) => row.bookingId)).size).toBe(10);
    const bookingsOfWaiters = await t.db
      .selectFrom('bookings')
      .select(['userId'])
      .where('departureId', '=', departure.id)
      .where(
        'userId',
        'in',
        waiters.map((w) => w.userId),
      )
      .execute();
    expect(bookingsOfWaiters).toHaveLength(10);
    expect(await seatsHeld(departure.id)).toBe(10);
  });

  it('offers passing at once under parallel sweeps and reservations: the next entries are offered once each', async () => {
    const trip = await createTrip(t, admin);
    const departure = await createDeparture(t, admin, trip.id, { seatsTotal: 4 });
    const holder = await travellerHeaders(t);
    const booked = await caller(t)('POST', '/api/bookings', holder.headers, { departureId: departure.id, adults: 4 });
    const waiters = await Promise.all(Array.from({ length: 12 }, () => travellerHeaders(t)));
    for (const { headers } of waiters) await caller(t)('POST', `/api/departures/${departure.id}/waitlist`, headers, { seats: 1 });
    await caller(t)('POST', `/api/bookings/${booked.json().booking.id}/cancel`, holder.headers);
    expect((await entries(departure.id)).filter((row) => row.status === 'offered')).toHaveLength(4);
    // Every offer passes at once; sweeps and newcomers race to pass them on.
    t.clock.advance(12 * HOUR + 1000);
    const newcomers = await Promise.all(Array.from({ length: 6 }, () => travellerHeaders(t)));
    await Promise.all([
      ...Array.from({ length: 6 }, () => passOnFreedSeats(t.app.ledger)),
      ...newcomers.map(({ headers }) => caller(t)('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })),
    ]);
    const rows = await entries(departure.id);
    expect(
      rows
        .filter((row) => row.status === 'expired')
        .map((row) => row.queueOrder)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4]);
    expect(
      rows
        .filter((row) => row.status === 'offered')
        .map((row) => row.queueOrder)
        .sort((a, b) => a - b),
    ).toEqual([5, 6, 7, 8]);
    expect(new Set(rows.filter((row) => row.bookingId).map((row) => row.bookingId)).size).toBe(8);
    expect(await seatsHeld(departure.id)).toBe(4);
  });
});
