/**
 * Prices that fill departures (DESIGN): coupons in the back office, a code on POST /bookings, the early bird
 * and group tiers, the live quote, referrals with the referrer's voucher once paid, and a limited coupon
 * under concurrent bookings (PGlite, and PostgreSQL with TEST_DATABASE=postgres).
 */
import { describe, expect, it } from 'vitest';
import { pricingMessages } from '../../../../../server/src/domain/index.ts';
import { bookingTables, createDeparture, createTrip, daysFromNow, travellerHeaders, useBookingApp } from '../../../support/bookings.ts';

const { t, admin, call } = useBookingApp();
const cannot = { error: pricingMessages.codeCannotBeUsed };
let codes = 0;
const uniqueCode = (stem: string) => `${stem}${(codes += 1)}${Date.now().toString(36).slice(-4).toUpperCase()}`;

async function createCoupon(values: Record<string, unknown>) {
  const response = await call('POST', '/api/admin/coupons', admin, { code: uniqueCode('SAVE'), kind: 'percent', value: 10, ...values });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().coupon as { id: string; code: string; uses: number };
}

async function tripAndDeparture(trip: Record<string, unknown> = {}, departure: Record<string, unknown> = {}) {
  const made = await createTrip(t, admin, { price: 10000, ...trip });
  return { trip: made, departure: await createDeparture(t, admin, made.id, { seatsTotal: 20, ...departure }) };
}

const book = (headers: Record<string, string>, body: Record<string, unknown>) =>
  call('POST', '/api/bookings', headers, { adults: 1, ...body });

describe('coupons in the back office', () => {
  it('creates, lists, changes and disables a coupon; codes are unique whatever the case', async () => {
    const code = uniqueCode('MONSOON');
    const created = await call('POST', '/api/admin/coupons', admin, { code: code.toLowerCase(), kind: 'flat', value: 750, maxUses: 5 });
    expect(created.statusCode, created.body).toBe(201);
    const coupon = created.json().coupon;
    expect(coupon).toMatchObject({
      code,
      kind: 'flat',
      value: 750,
      tripIds: [],
      maxUses: 5,
      maxUsesPerTraveller: 1,
      minSeats: 1,
      status: 'active',
      uses: 0,
    });
    const again = await call('POST', '/api/admin/coupons', admin, { code: code.toLowerCase(), kind: 'percent', value: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: pricingMessages.couponCodeTaken });
    const list = await call('GET', '/api/admin/coupons', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().coupons.some((c: { id: string }) => c.id === coupon.id)).toBe(true);
    const changed = await call('PUT', `/api/admin/coupons/${coupon.id}`, admin, { value: 900, status: 'disabled' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().coupon).toMatchObject({ value: 900, status: 'disabled' });
    expect((await call('PUT', '/api/admin/coupons/00000000-0000-0000-0000-000000000000', admin, { status: 'active' })).statusCode).toBe(
      404,
    );
  });

  it('answers each bad field with its message and stores nothing; travellers may not call it', async () => {
    for (const [body, message] of [
      [{ code: 'AB', kind: 'percent', value: 10 }, pricingMessages.couponCodeInvalid],
      [{ code: 'GOOD$CODE', kind: 'percent', value: 10 }, pricingMessages.couponCodeInvalid],
      [{ code: 'GOODCODE', kind: 'bogus', value: 10 }, pricingMessages.couponKindInvalid],
      [{ code: 'GOODCODE', kind: 'percent', value: 150 }, pricingMessages.couponPercentInvalid],
      [{ code: 'GOODCODE', kind: 'flat', value: -5 }, pricingMessages.couponFlatInvalid],
      [{ code: 'GOODCODE', kind: 'flat', value: 5, validUntil: 'soon' }, pricingMessages.couponValidUntilInvalid],
    ] as const) {
      const response = await call('POST', '/api/admin/coupons', admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: message });
    }
    const { headers } = await travellerHeaders(t);
    expect((await call('GET', '/api/admin/coupons', headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/coupons', {})).statusCode).toBe(401);
  });
});

describe('a code on POST /bookings', () => {
  it('a coupon, typed in any case with spaces, takes its lines off; disabling it later changes nothing made', async () => {
    const { departure } = await tripAndDeparture();
    const coupon = await createCoupon({ kind: 'percent', value: 15 });
    const { headers } = await travellerHeaders(t);
    const made = await book(headers, { departureId: departure.id, adults: 2, couponCode: `  ${coupon.code.toLowerCase()} ` });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json().booking;
    expect(booking.pricing).toEqual({ pricePerPerson: 10000, lines: [{ kind: 'coupon', label: `Coupon ${coupon.code}`, amount: -3000 }] });
    expect(booking.totalAmount).toBe(17000);
    expect(booking.depositAmount).toBe(5000);
    expect((await call('GET', `/api/admin/coupons/${coupon.id}`, admin)).json().coupon.uses).toBe(1);
    const uses = await call('GET', `/api/admin/coupons/${coupon.id}/uses`, admin);
    expect(uses.json().uses).toEqual([expect.objectContaining({ reference: booking.reference, discount: 3000, totalAmount: 17000 })]);
    const csv = await call('GET', `/api/admin/coupons/${coupon.id}/uses.csv`, admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toContain(booking.reference);
    expect((await call('PUT', `/api/admin/coupons/${coupon.id}`, admin, { status: 'disabled' })).statusCode).toBe(200);
    const after = await call('GET', `/api/bookings/${booking.id}`, headers);
    expect(after.json().booking.pricing).toEqual(booking.pricing);
    expect(after.json().booking.totalAmount).toBe(17000);
    const { headers: another } = await travellerHeaders(t);
    expect((await book(another, { departureId: departure.id, couponCode: coupon.code })).json()).toMatchObject(cannot);
  });

  it('unknown, expired, not yet valid, used up, other trip, too few seats, used already: one message, nothing stored', async () => {
    const { trip, departure } = await tripAndDeparture();
    const other = await createTrip(t, admin);
    const yesterday = daysFromNow(-1, t.app.now());
    const tomorrow = daysFromNow(1, t.app.now());
    const cases = [
      'NOSUCHCODE',
      (await createCoupon({ validUntil: yesterday })).code,
      (await createCoupon({ validFrom: tomorrow })).code,
      (await createCoupon({ tripIds: [other.id] })).code,
      (await createCoupon({ minSeats: 3 })).code,
      '!!',
    ];
    const { headers } = await travellerHeaders(t);
    const before = await bookingTables(t);
    for (const code of cases) {
      const response = await book(headers, { departureId: departure.id, couponCode: code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject(cannot);
    }
    expect(await bookingTables(t)).toEqual(before);
    // For this trip, enough seats: usable once per traveller by default.
    const mine = await createCoupon({ tripIds: [trip.id], minSeats: 2 });
    expect((await book(headers, { departureId: departure.id, adults: 2, couponCode: mine.code })).statusCode).toBe(201);
    expect((await book(headers, { departureId: departure.id, adults: 2, couponCode: mine.code })).json()).toMatchObject(cannot);
    const once = await createCoupon({ maxUses: 1, maxUsesPerTraveller: 5 });
    expect((await book(headers, { departureId: departure.id, couponCode: once.code })).statusCode).toBe(201);
    expect((await book(headers, { departureId: departure.id, couponCode: once.code })).json()).toMatchObject(cannot);
  });

  it('a cancelled booking gives its use back', async () => {
    const { departure } = await tripAndDeparture();
    const coupon = await createCoupon({ maxUses: 1 });
    const first = await travellerHeaders(t);
    const made = await book(first.headers, { departureId: departure.id, couponCode: coupon.code });
    expect(made.statusCode).toBe(201);
    expect((await call('POST', `/api/bookings/${made.json().booking.id}/cancel`, first.headers, {})).statusCode).toBe(200);
    const second = await travellerHeaders(t);
    expect((await book(second.headers, { departureId: departure.id, couponCode: coupon.code })).statusCode).toBe(201);
  });

  it('maxUses holds under concurrent bookings on two departures: exactly that many succeed', async () => {
    const { trip, departure } = await tripAndDeparture({}, { seatsTotal: 30 });
    const second = await createDeparture(t, admin, trip.id, { seatsTotal: 30, startDate: daysFromNow(40, t.app.now()) });
    const coupon = await createCoupon({ maxUses: 4 });
    const travellers = await Promise.all(Array.from({ length: 16 }, () => travellerHeaders(t)));
    const answers = await Promise.all(
      travellers.map(({ headers }, i) => book(headers, { departureId: i % 2 ? second.id : departure.id, couponCode: coupon.code })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(12);
    for (const answer of refused) expect(answer.json()).toMatchObject(cannot);
    expect((await call('GET', `/api/admin/coupons/${coupon.id}`, admin)).json().coupon.uses).toBe(4);
  });
});

describe('early bird and group tiers', () => {
  it('public departures show the price today with the original; a booking gets both lines, capped by MAX_DISCOUNT_PERCENT', async () => {
    const { trip, departure } = await tripAndDeparture(
      { groupDiscount: [{ minSeats: 4, percent: 10 }] },
      { startDate: daysFromNow(90, t.app.now()), earlyBird: { daysBefore: 60, percent: 20 } },
    );
    expect(departure).toMatchObject({ earlyBird: { daysBefore: 60, percent: 20 }, pricePerPerson: 10000 });
    const listed = (await call('GET', `/api/public/trips/${trip.id}/departures`, {})).json().departures[0];
    expect(listed).toMatchObject({ pricePerPerson: 8000, originalPricePerPerson: 10000, earlyBirdUntil: daysFromNow(30, t.app.now()) });
    const { headers } = await travellerHeaders(t);
    const coupon = await createCoupon({ kind: 'percent', value: 30 });
    const made = await book(headers, { departureId: departure.id, adults: 4, couponCode: coupon.code });
    expect(made.statusCode, made.body).toBe(201);
    // 20 % + 10 % + 30 % of ₹40,000 is more than half: the coupon is cut to ₹8,000 so the total is ₹20,000.
    expect(made.json().booking.pricing.lines).toEqual([
      { kind: 'early_bird', label: 'Early bird 20% off', amount: -8000 },
      { kind: 'group', label: 'Group of 4+ 10% off', amount: -4000 },
      { kind: 'coupon', label: `Coupon ${coupon.code}`, amount: -8000 },
    ]);
    expect(made.json().booking.totalAmount).toBe(20000);
  });

  it('refuses a bad early bird or group tiers with their messages', async () => {
    const trip = await createTrip(t, admin);
    const bad = await call('POST', '/api/admin/departures', admin, {
      tripId: trip.id,
      startDate: daysFromNow(30, t.app.now()),
      seatsTotal: 5,
      earlyBird: { daysBefore: 10, percent: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: pricingMessages.earlyBirdInvalid });
    const badTrip = await call('PUT', `/api/admin/trips/${trip.id}`, admin, { groupDiscount: [{ minSeats: 1, percent: 10 }] });
    expect(badTrip.statusCode).toBe(400);
    expect(badTrip.json()).toMatchObject({ error: pricingMessages.groupDiscountInvalid });
  });
});

describe('GET /public/pricing-quote', () => {
  it('answers the lines, total and deposit a booking would have; a code that cannot be used is the one message', async () => {
    const { departure } = await tripAndDeparture({ groupDiscount: [{ minSeats: 3, percent: 5 }] });
    const coupon = await createCoupon({ kind: 'flat', value: 1000 });
    const quote = await call(
      'GET',
      `/api/public/pricing-quote?departureId=${departure.id}&adults=2&kids=1&code=${coupon.code.toLowerCase()}`,
      {},
    );
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toEqual({
      pricing: {
        pricePerPerson: 10000,
        lines: [
          { kind: 'group', label: 'Group of 3+ 5% off', amount: -1500 },
          { kind: 'coupon', label: `Coupon ${coupon.code}`, amount: -1000 },
        ],
      },
      totalAmount: 27500,
      depositAmount: 7500,
    });
    const { headers } = await travellerHeaders(t);
    const made = await book(headers, { departureId: departure.id, adults: 2, kids: 1, couponCode: coupon.code });
    expect(made.json().booking).toMatchObject({ totalAmount: 27500, depositAmount: 7500, pricing: quote.json().pricing });
    const unknown = await call('GET', `/api/public/pricing-quote?departureId=${departure.id}&adults=1&code=NOPE1234`, {});
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject(cannot);
    expect((await call('GET', `/api/public/pricing-quote?departureId=${departure.id}&adults=0`, {})).json()).toMatchObject({
      error: pricingMessages.quoteInvalid,
    });
    expect((await call('GET', '/api/public/pricing-quote?departureId=00000000-0000-0000-0000-000000000000&adults=1', {})).statusCode).toBe(
      404,
    );
  });
});

describe('referrals', () => {
  it("a new traveller's first booking with another's code is ₹500 less; the referrer's voucher comes once it is paid", async () => {
    const { departure } = await tripAndDeparture();
    const referrer = await travellerHeaders(t);
    const referral = await call('GET', '/api/me/referral', referrer.headers);
    expect(referral.statusCode, referral.body).toBe(200);
    const { code, url, rewards } = referral.json();
    expect(code).toMatch(/^REF[A-Z0-9]{6}$/);
    expect(url).toContain(`ref=${code}`);
    expect(rewards).toEqual([]);
    expect((await call('GET', '/api/me/referral', referrer.headers)).json().code).toBe(code);
    // Their own code: refused.
    expect((await book(referrer.headers, { departureId: departure.id, couponCode: code })).json()).toMatchObject(cannot);
    const friend = await travellerHeaders(t);
    const made = await book(friend.headers, { departureId: departure.id, adults: 2, couponCode: ` ${code.toLowerCase()}` });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json().booking;
    expect(booking.pricing.lines).toEqual([{ kind: 'referral', label: `Referral ${code}`, amount: -500 }]);
    expect(booking.totalAmount).toBe(19500);
    // A second booking with a referral: refused.
    expect((await book(friend.headers, { departureId: departure.id, couponCode: code })).json()).toMatchObject(cannot);
    // The deposit confirms it: no reward yet; the balance makes it paid: the reward, once.
    const pay = (amount: number) => call('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount, method: 'upi' });
    expect((await pay(booking.depositAmount)).statusCode).toBe(201);
    expect((await call('GET', '/api/me/referral', referrer.headers)).json().rewards).toEqual([]);
    const paid = await pay(19500 - booking.depositAmount);
    expect(paid.json().booking.status).toBe('paid');
    const after = (await call('GET', '/api/me/referral', referrer.headers)).json();
    expect(after.rewards).toEqual([expect.objectContaining({ amount: 500, bookingReference: booking.reference })]);
    const vouchers = (await call('GET', '/api/vouchers', referrer.headers)).json().vouchers;
    expect(vouchers).toEqual([
      expect.objectContaining({ amount: 500, balance: 500, status: 'active', code: after.rewards[0].voucherCode }),
    ]);
    expect((await call('GET', '/api/me/referral', {})).statusCode).toBe(401);
  });
});
