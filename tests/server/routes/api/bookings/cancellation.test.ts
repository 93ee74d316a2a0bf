/**
 * Cancelling with money (offline payments): the quote from the tiers the booking keeps, cancelling to
 * the original payments (pending refunds an admin settles by recording them, never more than paid)
 * or to a voucher (VOUCHER_VALUE_PERCENT), seats freed at once, the admin's cancel with an override,
 * the operator's departure cancellation refunding everyone in full, vouchers spent when paying, and
 * every refusal in the contract's words with nothing changed.
 */
import { describe, expect, it } from 'vitest';
import { bookingMessages, cancellationMessages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import {
  bookingTables,
  createDeparture,
  createTrip,
  daysFromNow,
  reserveBooking,
  travellerHeaders,
  useBookingApp,
} from '../../../support/bookings.ts';

const { t, admin, call } = useBookingApp({ VOUCHER_VALUE_PERCENT: '100', VOUCHER_VALID_DAYS: '30' });

/** A ₹20,000 trip departing in `days`; one adult booked and `paid` recorded by an admin (UPI, cash, in turn). */
const paidBooking = (days: number, paid: number[] = [5000], seatsTotal = 4) =>
  reserveBooking(t, admin, { departure: { startDate: daysFromNow(days, t.app.now()), seatsTotal }, paid });

const seatsLeft = async (departureId: string) =>
  (await call('GET', `/api/admin/departures/${departureId}`, admin)).json().departure.seatsLeft;

describe('the cancellation quote', () => {
  it('applies the tier for the days left to the total, capped at what was paid, and offers a voucher of everything paid', async () => {
    const { headers, booking } = await paidBooking(40);
    const quote = await call('GET', `/api/bookings/${booking.id}/cancellation`, headers);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().quote).toEqual({
      daysBeforeStart: 40,
      retainedAmount: 2000,
      refundAmount: 3000,
      voucherAmount: 5000,
      policy: [
        { daysBefore: 30, retainPercent: 10 },
        { daysBefore: 15, retainPercent: 50 },
        { daysBefore: 0, retainPercent: 100 },
      ],
    });
    // 20 days before: 50 % of the total is more than was paid: all of it is retained.
    const late = await paidBooking(20);
    expect((await call('GET', `/api/bookings/${late.booking.id}/cancellation`, late.headers)).json().quote).toMatchObject({
      daysBeforeStart: 20,
      retainedAmount: 5000,
      refundAmount: 0,
      voucherAmount: 5000,
    });
    // Someone else's booking is 404.
    const other = await travellerHeaders(t);
    expectError(await call('GET', `/api/bookings/${booking.id}/cancellation`, other.headers), 404, bookingMessages.bookingNotFound);
  });

  it("uses the trip's own tiers as the booking copied them", async () => {
    const { headers, booking } = await reserveBooking(t, admin, {
      trip: { price: 10000, cancellationPolicy: [{ daysBefore: 0, retainPercent: 0 }] },
      departure: { startDate: daysFromNow(3, t.app.now()) },
      paid: [10000],
    });
    const quote = (await call('GET', `/api/bookings/${booking.id}/cancellation`, headers)).json().quote;
    expect(quote).toMatchObject({
      daysBeforeStart: 3,
      retainedAmount: 0,
      refundAmount: 10000,
      policy: [{ daysBefore: 0, retainPercent: 0 }],
    });
  });
});

describe('a traveller cancelling', () => {
  it('to the original payments: cancelled, seats back at once, a pending refund an admin settles by recording it', async () => {
    const { headers, booking, departure } = await paidBooking(40);
    expect(await seatsLeft(departure.id)).toBe(3);
    const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, headers, { refundTo: 'original' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = cancelled.json().booking;
    expect(after).toMatchObject({
      status: 'cancelled',
      amountPaid: 5000,
      amountRefunded: 3000,
      balanceDue: 0,
      cancellation: { by: 'traveller', retainedAmount: 2000, refundAmount: 3000, voucherAmount: 0, refundTo: 'original', reason: null },
    });
    expect(after.refunds).toEqual([
      { id: expect.any(String), amount: 3000, method: 'upi', status: 'pending', providerRefundId: null, createdAt: expect.any(String) },
    ]);
    expect(await seatsLeft(departure.id)).toBe(4);

    // A second cancel, or a quote, is 409.
    expectError(await call('POST', `/api/bookings/${booking.id}/cancel`, headers, {}), 409, cancellationMessages.cannotBeCancelled);
    expectError(await call('GET', `/api/bookings/${booking.id}/cancellation`, headers), 409, cancellationMessages.cannotBeCancelled);

    // The admin pays it back by bank transfer: the pending refund is settled, not a second one made.
    const settled = await call('POST', `/api/admin/bookings/${booking.id}/refunds`, admin, {
      amount: 3000,
      method: 'bank_transfer',
      reference: 'UTR-BACK-1',
    });
    expect(settled.statusCode, settled.body).toBe(201);
    expect(settled.json().booking.refunds).toEqual([
      expect.objectContaining({ amount: 3000, method: 'bank_transfer', status: 'processed', providerRefundId: 'UTR-BACK-1' }),
    ]);
    expect(settled.json().booking.amountRefunded).toBe(3000);

    // Never more than was paid: 2000 is left.
    const before = await bookingTables(t);
    expectError(
      await call('POST', `/api/admin/bookings/${booking.id}/refunds`, admin, { amount: 2000.01, method: 'cash' }),
      400,
      cancellationMessages.refundAbovePaid,
    );
    expect(await bookingTables(t)).toEqual(before);
    const rest = await call('POST', `/api/admin/bookings/${booking.id}/refunds`, admin, { amount: 2000, method: 'cash' });
    expect(rest.json().booking).toMatchObject({ amountRefunded: 5000 });
    expect(rest.json().booking.payments[0]).toMatchObject({ status: 'refunded' });
  });

  it('to a voucher worth VOUCHER_VALUE_PERCENT of what was paid, listed under the traveller and nobody else', async () => {
    const { headers, booking, userId } = await paidBooking(40);
    const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, headers, { refundTo: 'voucher' });
    expect(cancelled.json().booking).toMatchObject({
      status: 'cancelled',
      amountRefunded: 0,
      refunds: [],
      cancellation: { by: 'traveller', retainedAmount: 0, refundAmount: 0, voucherAmount: 5000, refundTo: 'voucher' },
    });
    const { vouchers } = (await call('GET', '/api/vouchers', headers)).json();
    expect(vouchers).toEqual([
      {
        id: expect.any(String),
        code: expect.stringMatching(
          /^[ACDEFGHJKMNPQRTUVWXYZ2345679]{4}-[ACDEFGHJKMNPQRTUVWXYZ2345679]{4}-[ACDEFGHJKMNPQRTUVWXYZ2345679]{4}$/,
        ),
        amount: 5000,
        balance: 5000,
        expiresAt: expect.any(String),
        status: 'active',
        userId,
        sourceBookingId: booking.id,
        createdAt: expect.any(String),
      },
    ]);
    const days = (Date.parse(vouchers[0].expiresAt) - t.app.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await call('GET', '/api/vouchers', (await travellerHeaders(t)).headers)).json().vouchers).toEqual([]);
  });

  it('a pending booking as before: cancelled, nothing to refund; after the start a confirmed one cannot be', async () => {
    const trip = await createTrip(t, admin, { price: 20000 });
    const departure = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(10, t.app.now()) });
    const { headers } = await travellerHeaders(t);
    const pending = (await call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })).json().booking;
    const cancelled = await call('POST', `/api/bookings/${pending.id}/cancel`, headers, {});
    expect(cancelled.json().booking).toMatchObject({
      status: 'cancelled',
      refunds: [],
      cancellation: { by: 'traveller', refundAmount: 0 },
    });

    // A departure starting today has started: 409, nothing changes.
    const today = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(0, t.app.now()) });
    const booked = (await call('POST', '/api/bookings', headers, { departureId: today.id, adults: 1 })).json().booking;
    await call('POST', `/api/admin/bookings/${booked.id}/payments`, admin, { amount: 20000, method: 'upi' });
    const before = await bookingTables(t);
    expectError(await call('GET', `/api/bookings/${booked.id}/cancellation`, headers), 409, cancellationMessages.cannotBeCancelled);
    expectError(await call('POST', `/api/bookings/${booked.id}/cancel`, headers, {}), 409, cancellationMessages.cannotBeCancelled);
    expect(await bookingTables(t)).toEqual(before);
  });

  it('refuses a refundTo that is neither original nor voucher', async () => {
    const { headers, booking } = await paidBooking(40);
    for (const refundTo of ['none', 'cash', 5]) {
      expectError(
        await call('POST', `/api/bookings/${booking.id}/cancel`, headers, { refundTo }),
        400,
        cancellationMessages.refundToInvalid,
      );
    }
  });
});

describe('an admin cancelling', () => {
  it("with the policy's amounts, an override amount (at most paid less refunded), or none; refunds newest payment first", async () => {
    const { booking } = await paidBooking(40, [5000, 3000]);
    const before = await bookingTables(t);
    for (const [body, message] of [
      [{ refundTo: 'original', amount: 8000.01 }, cancellationMessages.cancelAmountAbovePaid],
      [{ refundTo: 'original', amount: 10.005 }, cancellationMessages.cancelAmountInvalid],
      [{ refundTo: 'original', amount: -1 }, cancellationMessages.cancelAmountInvalid],
      [{ refundTo: 'elsewhere' }, cancellationMessages.adminRefundToInvalid],
      [{}, cancellationMessages.adminRefundToInvalid],
    ] as const) {
      expectError(await call('POST', `/api/admin/bookings/${booking.id}/cancel`, admin, body), 400, message);
    }
    expect(await bookingTables(t)).toEqual(before);
    const cancelled = await call('POST', `/api/admin/bookings/${booking.id}/cancel`, admin, {
      refundTo: 'original',
      amount: 4000,
      reason: 'Family emergency',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = cancelled.json().booking;
    expect(after.cancellation).toMatchObject({ by: 'admin', refundAmount: 4000, retainedAmount: 4000, reason: 'Family emergency' });
    // Newest first: the ₹3,000 cash payment in full, then ₹1,000 of the UPI one.
    expect(after.refunds.map((r: { amount: number; method: string }) => [r.amount, r.method])).toEqual([
      [3000, 'cash'],
      [1000, 'upi'],
    ]);
    expectError(await call('POST', `/api/admin/bookings/${booking.id}/cancel`, admin, { refundTo: 'none' }), 409);

    const none = await paidBooking(40);
    const kept = await call('POST', `/api/admin/bookings/${none.booking.id}/cancel`, admin, { refundTo: 'none' });
    expect(kept.json().booking).toMatchObject({
      status: 'cancelled',
      refunds: [],
      cancellation: { refundTo: 'none', retainedAmount: 5000 },
    });
  });

  it('the operator cancels a departure: every active booking cancelled by "operator", everything paid refunded in full', async () => {
    const trip = await createTrip(t, admin, { price: 20000 });
    const departure = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(5, t.app.now()), seatsTotal: 6 });
    const a = await travellerHeaders(t);
    const b = await travellerHeaders(t);
    const paid = (await call('POST', '/api/bookings', a.headers, { departureId: departure.id, adults: 1 })).json().booking;
    await call('POST', `/api/admin/bookings/${paid.id}/payments`, admin, { amount: 20000, method: 'upi' });
    const pending = (await call('POST', '/api/bookings', b.headers, { departureId: departure.id, adults: 2 })).json().booking;
    const put = await call('PUT', `/api/admin/departures/${departure.id}`, admin, { status: 'cancelled' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().departure).toMatchObject({ status: 'cancelled', seatsLeft: 6 });
    const paidAfter = (await call('GET', `/api/admin/bookings/${paid.id}`, admin)).json().booking;
    // 5 days before the start the policy would keep everything; the operator refunds it all.
    expect(paidAfter).toMatchObject({
      status: 'cancelled',
      amountRefunded: 20000,
      cancellation: { by: 'operator', refundAmount: 20000, retainedAmount: 0, refundTo: 'original' },
    });
    expect((await call('GET', `/api/admin/bookings/${pending.id}`, admin)).json().booking).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'operator', refundAmount: 0 },
    });
  });
});

describe("the quote of cancelling a departure (the back office's confirm step)", () => {
  it('counts the bookings, travellers and money the cancel then touches, changing nothing', async () => {
    const trip = await createTrip(t, admin, { price: 20000 });
    const departure = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(25, t.app.now()), seatsTotal: 8 });
    const [a, b, c] = [await travellerHeaders(t), await travellerHeaders(t), await travellerHeaders(t)];
    const paid = (await call('POST', '/api/bookings', a.headers, { departureId: departure.id, adults: 1, kids: 1 })).json().booking;
    await call('POST', `/api/admin/bookings/${paid.id}/payments`, admin, { amount: 12500.5, method: 'upi' });
    await call('POST', `/api/admin/bookings/${paid.id}/refunds`, admin, { amount: 500, method: 'upi' });
    const pending = (await call('POST', '/api/bookings', b.headers, { departureId: departure.id, adults: 2 })).json().booking;
    // A booking cancelled before holds nothing: it is not counted.
    const gone = (await call('POST', '/api/bookings', c.headers, { departureId: departure.id, adults: 1 })).json().booking;
    await call('POST', `/api/bookings/${gone.id}/cancel`, c.headers);

    const quote = await call('GET', `/api/admin/departures/${departure.id}/cancellation`, admin);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toEqual({ quote: { bookings: 2, travellers: 4, refundAmount: 12000.5 } });
    expect((await call('GET', `/api/admin/departures/${departure.id}`, admin)).json().departure.status).toBe('open');
    expect((await call('GET', `/api/admin/bookings/${pending.id}`, admin)).json().booking.status).toBe('pending_payment');

    // The cancel does what the quote said: those two bookings, that money back; then nothing is left to cancel.
    await call('PUT', `/api/admin/departures/${departure.id}`, admin, { status: 'cancelled' });
    const refunded = [paid.id, pending.id].map(async (id) => (await call('GET', `/api/admin/bookings/${id}`, admin)).json().booking);
    const [paidAfter, pendingAfter] = await Promise.all(refunded);
    expect([paidAfter.status, pendingAfter.status]).toEqual(['cancelled', 'cancelled']);
    expect(paidAfter.cancellation.refundAmount + pendingAfter.cancellation.refundAmount).toBe(12000.5);
    const after = (await call('GET', `/api/admin/departures/${departure.id}/cancellation`, admin)).json();
    expect(after).toEqual({ quote: { bookings: 0, travellers: 0, refundAmount: 0 } });

    expectError(
      await call('GET', `/api/admin/departures/${crypto.randomUUID()}/cancellation`, admin),
      404,
      bookingMessages.departureNotFound,
    );
    expect((await call('GET', `/api/admin/departures/${departure.id}/cancellation`, a.headers)).statusCode).toBe(403);
  });
});

describe('vouchers', () => {
  async function voucherFor(headers: Record<string, string>) {
    return (await call('GET', '/api/vouchers', headers)).json().vouchers[0] as { id: string; code: string; balance: number };
  }

  it('pay what is due first (method voucher), saying what they paid and kept; covering it all answers a voucher payment of 0', async () => {
    const first = await paidBooking(40, [8000]);
    await call('POST', `/api/bookings/${first.booking.id}/cancel`, first.headers, { refundTo: 'voucher' });
    const voucher = await voucherFor(first.headers);
    expect(voucher.balance).toBe(8000);

    const trip = await createTrip(t, admin, { price: 20000 });
    const departure = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(60, t.app.now()) });
    const next = (await call('POST', '/api/bookings', first.headers, { departureId: departure.id, adults: 1 })).json().booking;
    // The deposit (₹5,000) is covered, typed in lower case with spaces.
    const pay = await call('POST', `/api/bookings/${next.id}/pay`, first.headers, {
      voucherCode: ` ${voucher.code.toLowerCase().replace(/-/g, ' ')} `,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    // The answer says what the voucher paid and what is left on it (the page says it in words).
    expect(pay.json()).toEqual({
      payment: { provider: 'voucher', amount: 0 },
      voucher: { code: voucher.code, amount: 5000, balance: 3000 },
    });
    const after = (await call('GET', `/api/bookings/${next.id}`, first.headers)).json().booking;
    expect(after).toMatchObject({ status: 'confirmed', amountPaid: 5000, payments: [{ amount: 5000, method: 'voucher' }] });
    expect((await voucherFor(first.headers)).balance).toBe(3000);

    // The balance (₹15,000): ₹3,000 from the voucher, the rest asked for offline.
    const rest = await call('POST', `/api/bookings/${next.id}/pay`, first.headers, { voucherCode: voucher.code });
    expect(rest.json().payment).toMatchObject({ provider: 'offline', amount: 12000 });
    expect(rest.json().voucher).toEqual({ code: voucher.code, amount: 3000, balance: 0 });
    expect(await voucherFor(first.headers)).toMatchObject({ balance: 0, status: 'used' });
    // Used up: refused, nothing changes.
    const before = await bookingTables(t);
    expectError(
      await call('POST', `/api/bookings/${next.id}/pay`, first.headers, { voucherCode: voucher.code }),
      400,
      cancellationMessages.voucherCannotBeUsed,
    );
    expect(await bookingTables(t)).toEqual(before);
  });

  it("refuse unknown, someone else's, void and expired codes with 'This voucher cannot be used'", async () => {
    const owner = await paidBooking(40);
    await call('POST', `/api/bookings/${owner.booking.id}/cancel`, owner.headers, { refundTo: 'voucher' });
    const voucher = await voucherFor(owner.headers);
    const trip = await createTrip(t, admin, { price: 20000 });
    const departure = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(90, t.app.now()) });
    const stranger = await travellerHeaders(t);
    const theirs = (await call('POST', '/api/bookings', stranger.headers, { departureId: departure.id, adults: 1 })).json().booking;
    const mine = (await call('POST', '/api/bookings', owner.headers, { departureId: departure.id, adults: 1 })).json().booking;
    const refused = async (headers: Record<string, string>, id: string, voucherCode: unknown) =>
      expectError(await call('POST', `/api/bookings/${id}/pay`, headers, { voucherCode }), 400, cancellationMessages.voucherCannotBeUsed);
    await refused(owner.headers, mine.id, 'AAAA-AAAA-AAAA');
    await refused(owner.headers, mine.id, 'not a code');
    await refused(owner.headers, mine.id, 42);
    await refused(stranger.headers, theirs.id, voucher.code);

    // Void: the admin voids it.
    const voided = await call('PUT', `/api/admin/vouchers/${voucher.id}`, admin, { status: 'void' });
    expect(voided.json().voucher).toMatchObject({ status: 'void' });
    await refused(owner.headers, mine.id, voucher.code);

    // Expired: a goodwill voucher whose day has passed.
    const goodwill = await call('POST', '/api/admin/vouchers', admin, {
      userId: owner.userId,
      amount: 1500,
      expiresAt: new Date(t.app.now().getTime() + 3_600_000).toISOString(),
    });
    expect(goodwill.statusCode, goodwill.body).toBe(201);
    t.clock.advance(2 * 3_600_000);
    expect((await call('GET', `/api/admin/vouchers/${goodwill.json().voucher.id}`, admin)).json().voucher.status).toBe('expired');
    await refused(owner.headers, mine.id, goodwill.json().voucher.code);
  });

  it('admins list, issue (goodwill) and void them, with the contract words for bad input', async () => {
    const { userId } = await travellerHeaders(t);
    const issued = await call('POST', '/api/admin/vouchers', admin, { userId, amount: 2500.5 });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().voucher).toMatchObject({ amount: 2500.5, balance: 2500.5, status: 'active', userId, sourceBookingId: null });
    const list = await call('GET', `/api/admin/vouchers?filter=${encodeURIComponent(JSON.stringify({ userId }))}`, admin);
    expect(list.json().vouchers).toHaveLength(1);
    expect(list.headers['content-range']).toBe('vouchers 0-0/1');
    for (const [body, message] of [
      [{ userId, amount: 0 }, cancellationMessages.voucherAmountInvalid],
      [{ userId, amount: 10.123 }, cancellationMessages.voucherAmountInvalid],
      [{ amount: 100 }, cancellationMessages.voucherUserRequired],
      [{ userId: '00000000-0000-0000-0000-000000000000', amount: 100 }, cancellationMessages.voucherUserNotFound],
      [{ userId, amount: 100, expiresAt: '2000-01-01T00:00:00Z' }, cancellationMessages.voucherExpiryInvalid],
    ] as const) {
      expectError(await call('POST', '/api/admin/vouchers', admin, body), 400, message);
    }
    const id = issued.json().voucher.id;
    expectError(
      await call('PUT', `/api/admin/vouchers/${id}`, admin, { status: 'active' }),
      400,
      cancellationMessages.voucherStatusChangeInvalid,
    );
    expectError(await call('PUT', '/api/admin/vouchers/00000000-0000-0000-0000-000000000000', admin, { status: 'void' }), 404);
    expectError(await call('GET', '/api/admin/vouchers', (await travellerHeaders(t)).headers), 403);
  });
});
