/**
 * A sell-out raced on TWO replicas over the local PostgreSQL: parties of 1 to 3 sent to both at once
 * for a departure of 10 seats. Refusals come from the read without the lock, from the gate of each
 * replica (a transaction that left too few seats) and from the lock; whichever decides, the seats sold
 * never exceed the seats, every refusal is 409 'Not enough seats left', and each refused party was
 * larger than the seats that stayed free. Always PostgreSQL (real concurrency), whatever TEST_DATABASE says.
 */
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../../../server/src/domain/index.ts';
import { validTrip } from '../../../support/api.ts';
import { daysFromNow } from '../../../support/bookings.ts';
import { call, twoReplicasOnPostgres } from '../../../support/two-replicas.ts';

const ROUNDS = 3;
const SEATS = 10;
const replicas = twoReplicasOnPostgres('sell_out_race', '98720');

describe('a sell-out raced on two replicas over PostgreSQL', () => {
  it(`40 parties of 1 to 3 through A and B for ${SEATS} seats (${ROUNDS} rounds): never oversold, every loser told so`, async () => {
    const trip = await call(replicas.a, 'POST', '/api/admin/trips', replicas.adminAuth, validTrip({ price: 10000 }));
    expect(trip.statusCode, trip.body).toBe(201);
    for (let round = 0; round < ROUNDS; round++) {
      const created = await call(replicas.a, 'POST', '/api/admin/departures', replicas.adminAuth, {
        tripId: trip.json().trip.id,
        startDate: daysFromNow(40 + round),
        seatsTotal: SEATS,
      });
      expect(created.statusCode, created.body).toBe(201);
      const departureId = created.json().departure.id;
      const headers = await Promise.all(Array.from({ length: 40 }, async () => (await replicas.newTraveller()).headers));
      const sizes = headers.map((_, i) => 1 + ((i * 7) % 3));
      const answers = await Promise.all(
        headers.map((h, i) => call(i % 2 ? replicas.b : replicas.a, 'POST', '/api/bookings', h, { departureId, adults: sizes[i] })),
      );
      const sold = answers.reduce((sum, answer, i) => sum + (answer.statusCode === 201 ? sizes[i] : 0), 0);
      const stored = await replicas.db.selectFrom('bookings').select('seats').where('departureId', '=', departureId).execute();
      expect(sold).toBeLessThanOrEqual(SEATS);
      expect(stored.reduce((sum, row) => sum + row.seats, 0)).toBe(sold);
      const free = SEATS - sold;
      for (const [i, answer] of answers.entries()) {
        if (answer.statusCode === 201) continue;
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json()).toMatchObject({ error: bookingMessages.notEnoughSeats });
        expect(sizes[i]).toBeGreaterThan(free);
      }
      const read = await call(replicas.b, 'GET', `/api/admin/departures/${departureId}`, replicas.adminAuth);
      expect(read.json().departure.seatsLeft).toBe(free);
    }
  });
});
