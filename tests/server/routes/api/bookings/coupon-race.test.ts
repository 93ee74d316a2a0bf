/**
 * A limited coupon raced on TWO replicas over the local PostgreSQL: two apps, each with its own pool of
 * connections to one fresh database, as two processes of the deployment would be. A coupon's uses are
 * counted under its row lock in the reservation's transaction, so bookings sent to both replicas at
 * once on two departures never use it more than `maxUses`; the rest are told 'This code cannot be
 * used'. Always PostgreSQL (real concurrency), whatever TEST_DATABASE says.
 */
import { describe, expect, it } from 'vitest';
import { pricingMessages } from '../../../../../server/src/domain/index.ts';
import { validTrip } from '../../../support/api.ts';
import { daysFromNow } from '../../../support/bookings.ts';
import { call, twoReplicasOnPostgres } from '../../../support/two-replicas.ts';

const ROUNDS = 3;
const replicas = twoReplicasOnPostgres('coupon_race', '98710');

async function departureOf(tripId: string, day: number): Promise<string> {
  const departure = await call(replicas.a, 'POST', '/api/admin/departures', replicas.adminAuth, {
    tripId,
    startDate: daysFromNow(40 + day),
    seatsTotal: 40,
  });
  expect(departure.statusCode, departure.body).toBe(201);
  return departure.json().departure.id;
}

describe('a limited coupon raced on two replicas over PostgreSQL', () => {
  it(`maxUses 3, 12 bookings at once through A and B on two departures (${ROUNDS} rounds): exactly 3 use it`, async () => {
    const trip = await call(replicas.a, 'POST', '/api/admin/trips', replicas.adminAuth, validTrip({ price: 10000 }));
    expect(trip.statusCode, trip.body).toBe(201);
    const tripId = trip.json().trip.id;
    for (let round = 0; round < ROUNDS; round++) {
      const departures = [await departureOf(tripId, round * 2), await departureOf(tripId, round * 2 + 1)];
      const code = `RACE-${round}-${Date.now().toString(36).toUpperCase()}`;
      const coupon = await call(replicas.b, 'POST', '/api/admin/coupons', replicas.adminAuth, {
        code,
        kind: 'flat',
        value: 1000,
        maxUses: 3,
      });
      expect(coupon.statusCode, coupon.body).toBe(201);
      const headers = await Promise.all(Array.from({ length: 12 }, async () => (await replicas.newTraveller()).headers));
      const answers = await Promise.all(
        headers.map((h, i) =>
          call(i % 2 ? replicas.b : replicas.a, 'POST', '/api/bookings', h, {
            departureId: departures[i % 4 < 2 ? 0 : 1],
            adults: 1,
            couponCode: code.toLowerCase(),
          }),
        ),
      );
      const made = answers.filter((answer) => answer.statusCode === 201);
      expect(made, answers.map((answer) => answer.body).join('\n')).toHaveLength(3);
      for (const answer of answers.filter((answer) => answer.statusCode !== 201)) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ error: pricingMessages.codeCannotBeUsed });
      }
      for (const answer of made) expect(answer.json().booking.totalAmount).toBe(9000);
      const stored = await replicas.db.selectFrom('bookings').select('id').where('couponId', '=', coupon.json().coupon.id).execute();
      expect(stored).toHaveLength(3);
      expect((await call(replicas.a, 'GET', `/api/admin/coupons/${coupon.json().coupon.id}`, replicas.adminAuth)).json().coupon.uses).toBe(
        3,
      );
    }
  });
});
