/**
 * /api/admin/bookings: the ledger's list and filters, recording offline payments (confirming,
 * re-taking expired seats, refusing when they are gone), cancelling, the dashboard summary, an
 * admin payment racing a hold's expiry, and the messages a confirmation sends.
 */
import { describe, expect, it } from 'vitest';
import { bookingMessages, messages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import {
  adminHeaders,
  bookingTables,
  caller,
  createDeparture,
  createTrip,
  daysFromNow,
  reserveBooking,
  travellerHeaders,
  useBookingApp,
} from '../../../support/bookings.ts';
import { createTestApp } from '../../../support/test-app.ts';

const { t, admin, call } = useBookingApp();

/** A ₹10,000 trip's booking by a new traveller, two adults unless told. */
const reserve = (options: { adults?: number; seatsTotal?: number; username?: string; mobileNumber?: string; place?: string } = {}) =>
  reserveBooking(t, admin, {
    trip: { price: 10000, ...(options.place ? { place: options.place } : {}) },
    departure: { seatsTotal: options.seatsTotal ?? 10 },
    traveller: {
      ...(options.username ? { username: options.username } : {}),
      ...(options.mobileNumber ? { mobileNumber: options.mobileNumber } : {}),
    },
    adults: options.adults ?? 2,
  });

const listUrl = (filter: Record<string, unknown>) => `/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('admin bookings list', () => {
  it('filters by departure, trip, status (as of now), reference, name and mobile, with Content-Range', async () => {
    const a = await reserve({ username: 'kavya_r', mobileNumber: '9000011111' });
    const b = await reserve({ username: 'rohan_m', mobileNumber: '9000022222' });
    const ids = (r: { json(): { bookings: { id: string }[] } }) => r.json().bookings.map((x) => x.id);
    expect(ids(await call('GET', listUrl({ departureId: a.departure.id }), admin))).toEqual([a.booking.id]);
    const [listed] = (await call('GET', listUrl({ tripId: b.trip.id }), admin)).json().bookings;
    // The departure has no end date: it ends as long after its start as the trip lasts (4N/3D: three days).
    const end = new Date(Date.parse(`${b.departure.startDate}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(listed).toMatchObject({ id: b.booking.id, place: b.trip.place, startDate: b.departure.startDate, endDate: end });
    expect(ids(await call('GET', listUrl({ tripId: b.trip.id }), admin))).toEqual([b.booking.id]);
    expect(ids(await call('GET', listUrl({ q: a.booking.reference.toLowerCase() }), admin))).toEqual([a.booking.id]);
    expect(ids(await call('GET', listUrl({ q: 'rohan' }), admin))).toEqual([b.booking.id]);
    expect(ids(await call('GET', listUrl({ q: '9000011111' }), admin))).toEqual([a.booking.id]);
    const pending = await call('GET', `${listUrl({ status: 'pending_payment', q: '90000' })}&range=[0,0]`, admin);
    expect(pending.headers['content-range']).toBe('bookings 0-0/2');
    // The status tabs' counts come with the page, under every filter but status.
    const zero = { pending_payment: 0, confirmed: 0, paid: 0, cancelled: 0, expired: 0 };
    expect(pending.json().counts).toEqual({ ...zero, pending_payment: 2 });
    const cancelled = await call('GET', listUrl({ status: 'cancelled', q: 'rohan' }), admin);
    expect(cancelled.json()).toMatchObject({ bookings: [], total: 0, counts: { ...zero, pending_payment: 1 } });
    expect((await call('GET', `/api/admin/bookings/${a.booking.id}`, admin)).json().booking).toMatchObject({
      id: a.booking.id,
      user: { username: 'kavya_r' },
    });
    expectError(await call('GET', '/api/admin/bookings/00000000-0000-4000-8000-000000000000', admin), 404);
    expectError(await call('GET', '/api/admin/bookings', a.headers), 403);
  });
});

describe('recording offline payments', () => {
  it('confirms a pending booking once the deposit is in and makes it paid at the total', async () => {
    const { booking } = await reserve({ adults: 2 });
    const deposit = await call('POST', `/api/admin/bookings/${booking.id}/payments`, admin, {
      amount: 5000,
      method: 'upi',
      reference: 'UTR123456',
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(deposit.json().booking).toMatchObject({ status: 'confirmed', amountPaid: 5000, balanceDue: 15000, holdExpiresAt: null });
    expect(deposit.json().booking.payments[0]).toMatchObject({
      amount: 5000,
      method: 'upi',
      providerPaymentId: 'UTR123456',
      status: 'captured',
    });
    const rest = await call('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 15000, method: 'cash' });
    expect(rest.json().booking).toMatchObject({ status: 'paid', balanceDue: 0 });
  });

  it('refuses bad payments with nothing changed', async () => {
    const { booking } = await reserve({ adults: 1 });
    const before = await bookingTables(t);
    const cases: [unknown, number, string][] = [
      [{ amount: 0, method: 'upi' }, 400, bookingMessages.paymentAmountInvalid],
      [{ amount: -5, method: 'upi' }, 400, bookingMessages.paymentAmountInvalid],
      [{ amount: 10.005, method: 'upi' }, 400, bookingMessages.paymentAmountInvalid],
      [{ amount: '500', method: 'upi' }, 400, bookingMessages.paymentAmountInvalid],
      [{ amount: 500, method: 'cheque' }, 400, bookingMessages.paymentMethodInvalid],
      [{ amount: 500, method: 'razorpay' }, 400, bookingMessages.paymentMethodInvalid],
      [{ amount: 500, method: 'upi', reference: 'x'.repeat(101) }, 400, bookingMessages.paymentReferenceTooLong],
      [{ amount: 500, method: 'upi', paidAt: 'yesterday' }, 400, bookingMessages.paymentDateInvalid],
      [{ amount: 10000.01, method: 'upi' }, 400, bookingMessages.paymentAboveBalance],
    ];
    for (const [payload, status, message] of cases) {
      expectError(await call('POST', `/api/admin/bookings/${booking.id}/payments`, admin, payload), status, message);
    }
    expect(await bookingTables(t)).toEqual(before);
  });

  it('re-takes the seats of an expired hold when free; refuses with 409 and stores nothing when they are gone', async () => {
    const free = await reserve({ adults: 2, seatsTotal: 2 });
    const gone = await reserve({ adults: 2, seatsTotal: 2 });
    t.clock.advance(49 * 3_600_000);
    const retaken = await call('POST', `/api/admin/bookings/${free.booking.id}/payments`, admin, { amount: 5000, method: 'bank_transfer' });
    expect(retaken.json().booking).toMatchObject({ status: 'confirmed', amountPaid: 5000 });
    const other = await travellerHeaders(t);
    expect((await call('POST', '/api/bookings', other.headers, { departureId: gone.departure.id, adults: 2 })).statusCode).toBe(201);
    const before = await bookingTables(t);
    expectError(
      await call('POST', `/api/admin/bookings/${gone.booking.id}/payments`, admin, { amount: 5000, method: 'upi' }),
      409,
      bookingMessages.notEnoughSeats,
    );
    expect(await bookingTables(t)).toEqual(before);
  });

  it('an admin payment racing the expiry of other holds never oversells', async () => {
    const { booking, departure } = await reserve({ adults: 3, seatsTotal: 3 });
    t.clock.advance(49 * 3_600_000);
    const racers = await Promise.all(Array.from({ length: 6 }, () => travellerHeaders(t)));
    const [payment, ...bookings] = await Promise.all([
      call('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 7500, method: 'cash' }),
      ...racers.map(({ headers }) => call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })),
    ]);
    const racersWon = bookings.filter((r) => r.statusCode === 201).length;
    expect([201, 409]).toContain(payment.statusCode);
    // Either the paid booking got its 3 seats back and every racer was refused, or racers took them.
    expect(racersWon + (payment.statusCode === 201 ? 3 : 0)).toBe(3);
    const seats = (await call('GET', `/api/admin/departures/${departure.id}`, admin)).json().departure;
    expect(seats.seatsLeft).toBe(0);
  });
});

describe('cancelling and the summary', () => {
  it('cancels with {status: "cancelled"} (seats freed); other changes are refused', async () => {
    const { booking, departure } = await reserve({ adults: 2, seatsTotal: 2 });
    expectError(
      await call('PUT', `/api/admin/bookings/${booking.id}`, admin, { status: 'paid' }),
      400,
      bookingMessages.bookingStatusChangeInvalid,
    );
    const same = await call('PUT', `/api/admin/bookings/${booking.id}`, admin, { ...booking });
    expect(same.json().booking.status).toBe('pending_payment');
    const cancelled = await call('PUT', `/api/admin/bookings/${booking.id}`, admin, { ...booking, status: 'cancelled' });
    expect(cancelled.json().booking.status).toBe('cancelled');
    expect((await call('GET', `/api/admin/departures/${departure.id}`, admin)).json().departure.seatsLeft).toBe(2);
    expectError(
      await call('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 100, method: 'upi' }),
      409,
      bookingMessages.bookingCancelled,
    );
  });

  it('sums what is still owed and overdue (as the Finance page), money collected this month and counts by status', async () => {
    const fresh = await createTestApp();
    try {
      const freshAdmin = await adminHeaders(fresh);
      const freshCall = caller(fresh);
      const trip = await createTrip(fresh, freshAdmin, { price: 10000, place: 'Spiti' });
      const departure = await createDeparture(fresh, freshAdmin, trip.id, { seatsTotal: 8, startDate: daysFromNow(20) });
      const book = async (adults: number) =>
        (await freshCall('POST', '/api/bookings', (await travellerHeaders(fresh)).headers, { departureId: departure.id, adults })).json()
          .booking;
      const confirmed = await book(2);
      await freshCall('POST', `/api/admin/bookings/${confirmed.id}/payments`, freshAdmin, { amount: 5000, method: 'upi' });
      await book(1);
      const cancelled = await book(1);
      await freshCall('PUT', `/api/admin/bookings/${cancelled.id}`, freshAdmin, { status: 'cancelled' });
      const summary = await freshCall('GET', '/api/admin/bookings/summary', freshAdmin);
      expect(summary.statusCode, summary.body).toBe(200);
      expect(summary.json()).toEqual({
        upcomingDepartures: [
          { id: departure.id, tripId: trip.id, place: 'Spiti', startDate: daysFromNow(20), seatsTotal: 8, seatsTaken: 3, seatsLeft: 5 },
        ],
        // The confirmed booking's balance (₹15,000), not yet due: a live hold owes nothing until it is confirmed.
        moneyDue: 15000,
        owed: { count: 1, amount: 15000 },
        overdue: { count: 0, amount: 0 },
        collectedThisMonth: 5000,
        counts: { pending_payment: 1, confirmed: 1, paid: 0, cancelled: 1, expired: 0 },
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('records that bookings refer to', () => {
  it('a traveller or a departure with bookings cannot be deleted (409), and both stay', async () => {
    const trip = await createTrip(t, admin);
    const departure = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(20, t.app.now()), seatsTotal: 4 });
    const traveller = await travellerHeaders(t);
    expect((await call('POST', '/api/bookings', traveller.headers, { departureId: departure.id, adults: 1 })).statusCode).toBe(201);
    expectError(await call('DELETE', `/api/admin/users/${traveller.userId}`, admin), 409, messages.userStillReferenced);
    expectError(await call('DELETE', `/api/admin/departures/${departure.id}`, admin), 409, bookingMessages.departureHasBookings);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', traveller.userId).executeTakeFirst()).toBeDefined();
    expect((await call('GET', `/api/admin/departures/${departure.id}`, admin)).statusCode).toBe(200);
  });
});
