/**
 * Voucher payments raced on TWO replicas over the local PostgreSQL: two apps, each with its own pool
 * of connections to one fresh database, as two processes of the deployment would be. What a voucher
 * pays is worked out under the booking's lock, so two `POST /bookings/{id}/pay {voucherCode}` at the
 * same instant pay what is due once (the other is 409 'nothing due'); the voucher's row lock decides
 * between two bookings paid with one voucher at once. Always PostgreSQL (real concurrency), whatever
 * TEST_DATABASE says.
 */
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../../../server/src/domain/index.ts';
import { validTrip } from '../../../support/api.ts';
import { daysFromNow } from '../../../support/bookings.ts';
import { call, twoReplicasOnPostgres } from '../../../support/two-replicas.ts';

const ROUNDS = 5;
const replicas = twoReplicasOnPostgres('voucher_race', '98700');

/**
 * A ₹10,000 booking on its own departure (deposit ₹2,500), the deposit recorded by an admin:
 * confirmed, ₹7,500 due now — the issue's figures.
 */
async function confirmedBooking(headers: Record<string, string>, day: number): Promise<string> {
  const trip = await call(replicas.a, 'POST', '/api/admin/trips', replicas.adminAuth, validTrip({ price: 10000 }));
  expect(trip.statusCode, trip.body).toBe(201);
  const departure = await call(replicas.a, 'POST', '/api/admin/departures', replicas.adminAuth, {
    tripId: trip.json().trip.id,
    startDate: daysFromNow(60 + day),
    seatsTotal: 10,
    depositPerPerson: 2500,
  });
  expect(departure.statusCode, departure.body).toBe(201);
  const booking = await call(replicas.a, 'POST', '/api/bookings', headers, { departureId: departure.json().departure.id, adults: 1 });
  expect(booking.statusCode, booking.body).toBe(201);
  const { id } = booking.json().booking;
  const deposit = await call(replicas.b, 'POST', `/api/admin/bookings/${id}/payments`, replicas.adminAuth, { amount: 2500, method: 'upi' });
  expect(deposit.statusCode, deposit.body).toBe(201);
  return id;
}

async function issueVoucher(userId: string, amount: number): Promise<{ id: string; code: string }> {
  const issued = await call(replicas.a, 'POST', '/api/admin/vouchers', replicas.adminAuth, { userId, amount });
  expect(issued.statusCode, issued.body).toBe(201);
  return issued.json().voucher;
}

/** The voucher as stored, and the paise its payments took (from the payments, not from the voucher). */
async function voucherState(id: string) {
  const db = replicas.db;
  const voucher = await db
    .selectFrom('vouchers')
    .select(['amountPaise', 'balancePaise', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const payments = await db.selectFrom('bookingPayments').select('amountPaise').where('voucherId', '=', id).execute();
  const spentPaise = payments.reduce((sum, row) => sum + Number(row.amountPaise), 0);
  return { ...voucher, amountPaise: Number(voucher.amountPaise), balancePaise: Number(voucher.balancePaise), spentPaise };
}

async function bookingMoney(id: string) {
  const row = await replicas.db
    .selectFrom('bookings')
    .select(['totalPaise', 'amountPaidPaise', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { totalPaise: Number(row.totalPaise), amountPaidPaise: Number(row.amountPaidPaise), status: row.status };
}

describe('voucher payments raced on two replicas over PostgreSQL', () => {
  it(`one booking, ₹7,500 due, a ₹15,000 voucher paid from A and B at once (${ROUNDS} rounds): one 200, one 409, paid once`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { headers, userId } = await replicas.newTraveller();
      const bookingId = await confirmedBooking(headers, round);
      const voucher = await issueVoucher(userId, 15000);
      const answers = await Promise.all(
        [replicas.a, replicas.b].map((app) => call(app, 'POST', `/api/bookings/${bookingId}/pay`, headers, { voucherCode: voucher.code })),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      const paid = answers.find((answer) => answer.statusCode === 200)!;
      // What the voucher paid and kept: ₹7,500 once, ₹7,500 left.
      expect(paid.json()).toEqual({
        payment: { provider: 'voucher', amount: 0 },
        voucher: { code: voucher.code, amount: 7500, balance: 7500 },
      });
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ error: bookingMessages.nothingDue });

      const booking = await bookingMoney(bookingId);
      expect(booking.amountPaidPaise).toBeLessThanOrEqual(booking.totalPaise);
      expect(booking).toEqual({ totalPaise: 1_000_000, amountPaidPaise: 1_000_000, status: 'paid' });
      const state = await voucherState(voucher.id);
      expect(state.spentPaise).toBe(750_000);
      expect(state.balancePaise).toBe(state.amountPaise - state.spentPaise);
      expect(state.balancePaise).toBeGreaterThanOrEqual(0);
      // Seen from the other replica too: the traveller's booking shows ₹10,000 paid of ₹10,000.
      const shown = (await call(replicas.b, 'GET', `/api/bookings/${bookingId}`, headers)).json().booking;
      expect(shown).toMatchObject({ amountPaid: 10000, totalAmount: 10000, status: 'paid' });
    }
  });

  it(`two bookings, ₹7,500 due on each, one ₹10,000 voucher paid on both from A and B at once (${ROUNDS} rounds): spent once`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { headers, userId } = await replicas.newTraveller();
      // Each on its own departure: only the voucher's row lock orders the two payments.
      const bookingIds = [await confirmedBooking(headers, 20 + 2 * round), await confirmedBooking(headers, 21 + 2 * round)];
      const voucher = await issueVoucher(userId, 10000);
      const answers = await Promise.all(
        [replicas.a, replicas.b].map((app, i) =>
          call(app, 'POST', `/api/bookings/${bookingIds[i]}/pay`, headers, { voucherCode: voucher.code }),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      // One is covered by the voucher; the other gets its last ₹2,500 and is asked for the ₹5,000 left (offline: in rupees).
      const payments = answers.map((answer) => answer.json().payment);
      expect(payments.map((payment) => payment.amount).sort((x, y) => x - y)).toEqual([0, 5000]);
      expect(payments.map((payment) => payment.provider).sort()).toEqual(['offline', 'voucher']);

      const state = await voucherState(voucher.id);
      expect(state.spentPaise).toBeLessThanOrEqual(state.amountPaise);
      expect(state).toMatchObject({ spentPaise: 1_000_000, balancePaise: 0, status: 'used' });
      const paid = await Promise.all(bookingIds.map(bookingMoney));
      for (const booking of paid) expect(booking.amountPaidPaise).toBeLessThanOrEqual(booking.totalPaise);
      expect(paid.map((booking) => booking.amountPaidPaise).sort((x, y) => x - y)).toEqual([500_000, 1_000_000]);
    }
  });
});
