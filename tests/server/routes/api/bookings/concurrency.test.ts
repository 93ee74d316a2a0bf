/**
 * The seat invariant under load: 50 travellers ask for one seat each of a 10-seat departure at
 * the same moment. Exactly 10 get it; 40 are told 'Not enough seats left'; nothing is oversold.
 * Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL with a pool of connections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../../../server/src/domain/index.ts';
import { adminHeaders, caller, createDeparture, createTrip, travellerHeaders } from '../../../support/bookings.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
});
afterAll(() => t.close());

async function seatsHeld(departureId: string): Promise<number> {
  const rows = await t.db.selectFrom('bookings').select(['seats', 'status']).where('departureId', '=', departureId).execute();
  return rows.filter((row) => ['pending_payment', 'confirmed', 'paid'].includes(row.status)).reduce((sum, row) => sum + row.seats, 0);
}

describe('seat ledger under concurrency', () => {
  it('50 concurrent one-seat bookings on a 10-seat departure: exactly 10 succeed, 40 get 409', async () => {
    const trip = await createTrip(t, admin);
    const departure = await createDeparture(t, admin, trip.id, { seatsTotal: 10 });
    const travellers = await Promise.all(Array.from({ length: 50 }, () => travellerHeaders(t)));
    const responses = await Promise.all(
      travellers.map(({ headers }) => caller(t)('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1, kids: 0 })),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const response of refused) expect(response.json()).toMatchObject({ error: bookingMessages.notEnoughSeats });
    expect(new Set(created.map((r) => r.json().booking.reference)).size).toBe(10);
    expect(await seatsHeld(departure.id)).toBe(10);
    const read = await caller(t)('GET', `/api/public/trips/${trip.id}/departures`, {});
    expect(read.json().departures[0].seatsLeft).toBe(0);
  });

  it('mixed sizes at once never exceed the seats: 30 requests of 1 to 3 seats on 12 seats', async () => {
    const trip = await createTrip(t, admin);
    const departure = await createDeparture(t, admin, trip.id, { seatsTotal: 12 });
    const travellers = await Promise.all(Array.from({ length: 30 }, () => travellerHeaders(t)));
    const responses = await Promise.all(
      travellers.map(({ headers }, i) => caller(t)('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 + (i % 3) })),
    );
    const seatsSold = responses.filter((r) => r.statusCode === 201).reduce((sum, r) => sum + r.json().booking.seats, 0);
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(seatsSold).toBeLessThanOrEqual(12);
    // Whatever is left is smaller than every refused request.
    expect(await seatsHeld(departure.id)).toBe(seatsSold);
    expect(seatsSold).toBeGreaterThanOrEqual(10);
  });
});
