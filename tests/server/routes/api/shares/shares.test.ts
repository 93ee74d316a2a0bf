/**
 * Each pays their share, offline payment (DESIGN "Each pays their share"): a split at booking or
 * afterwards gives one share per adult (kids on the lead's), paise-exact parts of the total; a split
 * after a payment is 409; the public pay calls need no sign-in, show nothing personal but the share's
 * name, and answer 404 for an unknown or used token.
 */
import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, rupeesToPaise } from '../../../../../server/src/domain/index.ts';
import { bookingTables, reserveBooking, useBookingApp } from '../../../support/bookings.ts';

const { t, admin, call } = useBookingApp({ PAYMENT_UPI_ID: 'trips@okbank', PAYMENT_PAYEE_NAME: 'Wander Trips' });
const none = {};
const sumPaise = (values: number[]) => values.reduce((a, b) => a + rupeesToPaise(b), 0);
const tokenOf = (payUrl: string) => payUrl.replace('/pay/', '');

describe('splitting a booking', () => {
  it('at booking: one share per adult linked to its traveller, the kids on the lead, parts adding up to the total', async () => {
    const { booking } = await reserveBooking(t, admin, {
      departure: { kidPricePerPerson: 12000.5, pricePerPerson: 20000.01 },
      adults: 3,
      body: { kids: 2, split: true, travellers: ['Asha Rao', 'Ravi Kumar', 'Meera Iyer', 'Kid One', 'Kid Two'].map((name) => ({ name })) },
    });
    expect(booking.shares).toHaveLength(3);
    expect(booking.shares.map((s: { name: string }) => s.name)).toEqual(['Asha Rao', 'Ravi Kumar', 'Meera Iyer']);
    const adults = booking.travellers.filter((tr: { kind: string }) => tr.kind === 'adult');
    expect(booking.shares.map((s: { travellerId: string }) => s.travellerId)).toEqual(adults.map((tr: { id: string }) => tr.id));
    expect(sumPaise(booking.shares.map((s: { amount: number }) => s.amount))).toBe(rupeesToPaise(booking.totalAmount));
    expect(sumPaise(booking.shares.map((s: { due: number }) => s.due))).toBe(rupeesToPaise(booking.depositAmount));
    const [lead, second, third] = booking.shares;
    expect(second.amount).toBe(20000.01);
    expect(third.amount).toBe(20000.01);
    expect(lead.amount).toBe(44001.01);
    for (const share of booking.shares) {
      expect(share.payUrl).toMatch(/^\/pay\/[A-Za-z0-9_-]{32}$/);
      expect(share.amountPaid).toBe(0);
    }
  });

  it('afterwards, by the lead only and once; after a payment it is 409 and nothing changes', async () => {
    const { booking, headers } = await reserveBooking(t, admin, { adults: 3 });
    expect(booking.shares).toEqual([]);
    const other = await reserveBooking(t, admin);
    expect((await call('POST', `/api/bookings/${booking.id}/split`, other.headers)).statusCode).toBe(404);
    expect((await call('POST', `/api/bookings/${booking.id}/split`, none)).statusCode).toBe(401);
    const split = await call('POST', `/api/bookings/${booking.id}/split`, headers);
    expect(split.statusCode, split.body).toBe(200);
    const shares = split.json().booking.shares;
    expect(shares.map((s: { amount: number }) => s.amount)).toEqual([20000, 20000, 20000]);
    expect((await call('POST', `/api/bookings/${booking.id}/split`, headers)).statusCode).toBe(409);

    const paid = await reserveBooking(t, admin, { adults: 2, paid: [100] });
    const before = await bookingTables(t);
    const refused = await call('POST', `/api/bookings/${paid.booking.id}/split`, paid.headers);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toBeTruthy();
    expect(await bookingTables(t)).toEqual(before);
  });

  it("counts live bookings' unpaid shares on the Finance page", async () => {
    const finance = async () => (await call('GET', '/api/admin/reports/finance', admin)).json().sharesUnpaid;
    const before = await finance();
    const { booking, headers } = await reserveBooking(t, admin, { adults: 3, body: { split: true } });
    expect(await finance()).toEqual({ count: before.count + 3, amount: before.amount + booking.totalAmount });
    expect((await call('POST', `/api/bookings/${booking.id}/cancel`, headers)).statusCode).toBe(200);
    expect(await finance()).toEqual(before);
  });

  it('on a payment plan: once the deposit is in, the shares owe their parts of the next instalment, adding up to it', async () => {
    const plan = [
      { daysBefore: null, percent: 30 },
      { daysBefore: 60, percent: 40 },
      { daysBefore: 30, percent: 30 },
    ];
    const startDate = addDays(calendarDay(t.app.now(), t.app.config.TIME_ZONE), 120);
    const { booking } = await reserveBooking(t, admin, {
      departure: { pricePerPerson: 10000.01, paymentPlan: plan, startDate },
      adults: 3,
      body: { split: true },
    });
    expect(booking.instalments.map((i: { amount: number }) => i.amount)).toEqual([9000, 12000.01, 9000.02]);
    expect(sumPaise(booking.shares.map((s: { due: number }) => s.due))).toBe(rupeesToPaise(9000));
    for (const share of booking.shares) {
      const paid = await call('POST', `/api/admin/bookings/${booking.id}/payments`, admin, {
        amount: share.due,
        method: 'upi',
        shareId: share.id,
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    const confirmed = (await call('GET', `/api/admin/bookings/${booking.id}`, admin)).json().booking;
    expect(confirmed.status).toBe('confirmed');
    // Not each share's whole rest (₹7,000.01 each) but its part of the second instalment.
    const dues = confirmed.shares.map((s: { due: number }) => s.due);
    expect(sumPaise(dues)).toBe(rupeesToPaise(12000.01));
    expect(dues).toEqual([4000.01, 4000, 4000]);
  });

  it('a booking of one adult with kids is one share, the lead carrying every seat', async () => {
    const { booking } = await reserveBooking(t, admin, { adults: 1, body: { kids: 2, split: true } });
    expect(booking.shares).toHaveLength(1);
    expect(booking.shares[0].amount).toBe(booking.totalAmount);
  });
});

describe('the public pay calls', () => {
  it("answer without sign-in, with nothing personal but the share's name; unknown tokens are 404", async () => {
    const { booking } = await reserveBooking(t, admin, {
      adults: 2,
      body: { split: true, travellers: [{ name: 'Asha' }, { name: 'Ravi' }] },
    });
    const token = tokenOf(booking.shares[1].payUrl);
    const page = await call('GET', `/api/pay/${token}`, none);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toEqual({
      share: { id: booking.shares[1].id, name: 'Ravi', amount: 20000, amountPaid: 0, due: 5000 },
      trip: { place: booking.place, startDate: booking.startDate, endDate: booking.endDate },
      reference: booking.reference,
      bookingStatus: 'pending_payment',
      provider: 'offline',
    });
    expect(page.body).not.toContain(booking.user.mobileNumber);
    const pay = await call('POST', `/api/pay/${token}`, none);
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().payment).toMatchObject({ provider: 'offline', amount: 5000 });
    expect(pay.json().payment.upiLink).toContain('am=5000.00');
    expect(pay.json().payment.upiLink).toContain(encodeURIComponent(`${booking.reference} Ravi`));
    for (const unknown of ['nope', 'A'.repeat(32), `${token}x`]) {
      expect((await call('GET', `/api/pay/${unknown}`, none)).statusCode).toBe(404);
      expect((await call('POST', `/api/pay/${unknown}`, none)).statusCode).toBe(404);
    }
  });

  it("an admin records a friend's UPI payment on their share: counted there, receipt in their name, token used up", async () => {
    const { booking, headers } = await reserveBooking(t, admin, {
      adults: 2,
      body: { split: true, travellers: [{ name: 'Asha' }, { name: 'Ravi' }] },
    });
    const [, ravi] = booking.shares;
    const other = await reserveBooking(t, admin, { adults: 2, body: { split: true } });
    const url = `/api/admin/bookings/${booking.id}/payments`;
    const foreign = await call('POST', url, admin, { amount: 5000, method: 'upi', shareId: other.booking.shares[1].id });
    expect(foreign.statusCode).toBe(400);
    const recorded = await call('POST', url, admin, { amount: 20000, method: 'upi', reference: 'UTR55', shareId: ravi.id });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().booking.shares[1]).toMatchObject({ amountPaid: 20000, due: 0 });
    expect(recorded.json().booking.status).toBe('confirmed');
    const receipts = await t.db.selectFrom('documents').select(['buyerName', 'amountPaise']).where('bookingId', '=', booking.id).execute();
    expect(receipts).toEqual([{ buyerName: 'Ravi', amountPaise: 2_000_000 }]);
    expect((await call('GET', `/api/pay/${tokenOf(ravi.payUrl)}`, none)).statusCode).toBe(404);
    const lead = (await call('GET', `/api/bookings/${booking.id}`, headers)).json().booking.shares[0];
    // Confirmed by Ravi's payment: the lead's share now owes all of it.
    expect(lead).toMatchObject({ amountPaid: 0, due: 20000 });
  });

  it("a cancelled booking's tokens are 404", async () => {
    const { booking, headers } = await reserveBooking(t, admin, { adults: 2, body: { split: true } });
    expect((await call('POST', `/api/bookings/${booking.id}/cancel`, headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/pay/${tokenOf(booking.shares[0].payUrl)}`, none)).statusCode).toBe(404);
  });

  it('the lead reminds a share: share_request goes at once, with the pay page when offline', async () => {
    const { booking, headers } = await reserveBooking(t, admin, { adults: 2, body: { split: true } });
    const share = booking.shares[1];
    const other = await reserveBooking(t, admin);
    expect((await call('POST', `/api/bookings/${booking.id}/shares/${share.id}/remind`, other.headers)).statusCode).toBe(404);
    expect((await call('POST', `/api/bookings/${booking.id}/shares/${other.booking.id}/remind`, headers)).statusCode).toBe(404);
    const reminded = await call('POST', `/api/bookings/${booking.id}/shares/${share.id}/remind`, headers);
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json()).toMatchObject({ share: { id: share.id }, paymentLink: null });
    const sent = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('bookingId', '=', booking.id)
      .where('template', '=', 'share_request')
      .execute();
    expect(sent).toHaveLength(1);
    expect(sent[0].sendAt.getTime()).toBeLessThanOrEqual(t.app.now().getTime());
    expect(sent[0].params).toMatchObject({ amount: '₹5,000', link: expect.stringMatching(new RegExp(`${share.payUrl}$`)) });
  });
});
