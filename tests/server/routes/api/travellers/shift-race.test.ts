/**
 * A batch shift racing new bookings for the last seats, on TWO replicas over the local PostgreSQL (two apps, each
 * with its own pool, one database, as two processes of the deployment). The move locks both departures in id
 * order and counts the seats under the lock, as a reservation does: however the requests interleave, the seats
 * held on the target never exceed its total, and the moved booking holds seats on exactly one departure.
 */
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../../../server/src/domain/index.ts';
import { validTrip } from '../../../support/api.ts';
import { daysFromNow } from '../../../support/bookings.ts';
import { call, twoReplicasOnPostgres } from '../../../support/two-replicas.ts';

const ROUNDS = 4;
const replicas = twoReplicasOnPostgres('shift_race', '98720');

async function departure(tripId: string, day: number, seatsTotal: number): Promise<string> {
  const made = await call(replicas.a, 'POST', '/api/admin/departures', replicas.adminAuth, {
    tripId,
    startDate: daysFromNow(40 + day),
    seatsTotal,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().departure.id;
}

const seatsHeld = async (departureId: string) =>
  Number(
    (
      await replicas.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seats'), eb.lit(0)).as('held'))
        .where('departureId', '=', departureId)
        .where((eb) =>
          eb.or([
            eb('status', 'in', ['confirmed', 'paid']),
            eb.and([eb('status', '=', 'pending_payment'), eb('holdExpiresAt', '>', new Date())]),
          ]),
        )
        .executeTakeFirstOrThrow()
    ).held,
  );

describe('a shift racing bookings for the last seats, on two replicas over PostgreSQL', () => {
  it(`3 seats left, a 2-seat move and two 2-seat bookings at once (${ROUNDS} rounds): never oversold`, async () => {
    const trip = await call(replicas.a, 'POST', '/api/admin/trips', replicas.adminAuth, validTrip({ price: 10000 }));
    expect(trip.statusCode, trip.body).toBe(201);
    const tripId = trip.json().trip.id;
    for (let round = 0; round < ROUNDS; round++) {
      const from = await departure(tripId, round * 2, 10);
      const to = await departure(tripId, round * 2 + 1, 3);
      const lead = await replicas.newTraveller();
      const booked = await call(replicas.a, 'POST', '/api/bookings', lead.headers, { departureId: from, adults: 2 });
      expect(booked.statusCode, booked.body).toBe(201);
      const bookingId = booked.json().booking.id;
      const others = [await replicas.newTraveller(), await replicas.newTraveller()];
      const answers = await Promise.all([
        call(round % 2 ? replicas.b : replicas.a, 'POST', `/api/bookings/${bookingId}/shift`, lead.headers, { departureId: to }),
        call(replicas.b, 'POST', '/api/bookings', others[0].headers, { departureId: to, adults: 2 }),
        call(replicas.a, 'POST', '/api/bookings', others[1].headers, { departureId: to, adults: 2 }),
      ]);
      const [shift, ...bookings] = answers;
      const won = [shift.statusCode === 200, ...bookings.map((answer) => answer.statusCode === 201)].filter(Boolean);
      expect(won, answers.map((answer) => answer.body).join('\n')).toHaveLength(1);
      for (const answer of answers.filter((answer) => answer.statusCode !== 200 && answer.statusCode !== 201)) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({ error: bookingMessages.notEnoughSeats });
      }
      expect(await seatsHeld(to)).toBe(2);
      // The booking is on one departure only: moved (and gone from the first) or left where it was.
      const stored = await replicas.db.selectFrom('bookings').select('departureId').where('id', '=', bookingId).executeTakeFirstOrThrow();
      expect(stored.departureId).toBe(shift.statusCode === 200 ? to : from);
      expect(await seatsHeld(from)).toBe(shift.statusCode === 200 ? 0 : 2);
    }
  });
});
