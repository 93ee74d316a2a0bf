/**
 * The Finance page's discounts (GET /api/admin/reports/discounts): per month a booking was made (TIME_ZONE),
 * what each kind of discount took off the bookings sold (confirmed or paid; a pending hold is no sale), and each
 * coupon's uses, revenue and discount given: exact to the rupee, on PGlite and PostgreSQL alike.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, documentMessages } from '../../../../../server/src/domain/index.ts';
import { shiftMonth } from '../../../../../server/src/repositories/finance.ts';
import { expectError } from '../../../support/api.ts';
import { createDeparture, createTrip, daysFromNow, travellerHeaders, useBookingApp } from '../../../support/bookings.ts';
import { businessTime, businessTimeZone } from '../../../support/business-time.ts';

const { t, admin, call } = useBookingApp();
let month: string;
let percentCoupon: { id: string; code: string };
let flatCoupon: { id: string; code: string };

const stamp = Date.now().toString(36).slice(-4).toUpperCase();

async function book(headers: Record<string, string>, body: Record<string, unknown>) {
  const made = await call('POST', '/api/bookings', headers, { adults: 1, ...body });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().booking as { id: string; depositAmount: number; totalAmount: number };
}

/** The deposit confirms the booking: a sale. */
async function confirm(booking: { id: string; depositAmount: number }) {
  const paid = await call('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: booking.depositAmount, method: 'upi' });
  expect(paid.statusCode, paid.body).toBe(201);
}

/** Moves when a booking was made (the API always stamps now). */
const madeAt = (bookingId: string, at: string) =>
  sql`UPDATE bookings SET created_at = ${at}::timestamptz WHERE id = ${bookingId}::uuid`.execute(t.app.db);

beforeAll(async () => {
  month = calendarDay(t.app.now(), businessTimeZone).slice(0, 7);
  // ₹10,000 a seat; 5 % off a group of 3; 10 % off booked 30 days ahead (the start is 90 days away).
  const trip = await createTrip(t, admin, { price: 10000, groupDiscount: [{ minSeats: 3, percent: 5 }] });
  const departure = await createDeparture(t, admin, trip.id, {
    startDate: daysFromNow(90, t.app.now()),
    seatsTotal: 30,
    earlyBird: { daysBefore: 30, percent: 10 },
  });
  const coupon = async (body: Record<string, unknown>) => {
    const response = await call('POST', '/api/admin/coupons', admin, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().coupon as { id: string; code: string };
  };
  percentCoupon = await coupon({ code: `TEN-${stamp}`, kind: 'percent', value: 10 });
  flatCoupon = await coupon({ code: `FLAT-${stamp}`, kind: 'flat', value: 1000 });

  // Three seats with the percent coupon: ₹30,000 less ₹3,000 (early), ₹1,500 (group), ₹3,000 (coupon). Made now.
  const group = await book((await travellerHeaders(t)).headers, { departureId: departure.id, adults: 3, couponCode: percentCoupon.code });
  expect(group.totalAmount).toBe(22500);
  await confirm(group);

  // Two friends' first bookings with a traveller's referral code: ₹10,000 less ₹1,000 (early) and ₹500 (referral).
  const { code } = (await call('GET', '/api/me/referral', (await travellerHeaders(t)).headers)).json();
  const firstFriend = await book((await travellerHeaders(t)).headers, { departureId: departure.id, couponCode: code });
  expect(firstFriend.totalAmount).toBe(8500);
  await confirm(firstFriend);
  // Ten minutes into this month in the business’s zone: the day before in UTC, still this month's.
  await madeAt(firstFriend.id, businessTime(`${month}-01`, '00:10').toISOString());
  const secondFriend = await book((await travellerHeaders(t)).headers, { departureId: departure.id, couponCode: code });
  await confirm(secondFriend);
  // A minute before this month began there: last month's.
  await madeAt(secondFriend.id, businessTime(`${month}-01`, '00:00').toISOString());
  await sql`UPDATE bookings SET created_at = created_at - interval '1 minute' WHERE id = ${secondFriend.id}::uuid`.execute(t.app.db);

  // A hold with the flat coupon, never paid: it holds the coupon (a use) but is no sale.
  const held = await book((await travellerHeaders(t)).headers, { departureId: departure.id, couponCode: flatCoupon.code });
  expect(held.totalAmount).toBe(8000);
});

describe('GET /api/admin/reports/discounts', () => {
  it('sums each kind of discount per month the bookings sold were made in, in the business’s time zone', async () => {
    const response = await call('GET', `/api/admin/reports/discounts?month=${month}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.month).toBe(month);
    expect(report.months.map((m: { month: string }) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => shiftMonth(month, i - 11)));
    const of = (m: string) => report.months.find((row: { month: string }) => row.month === m);
    expect(of(month)).toEqual({ month, early_bird: 4000, group: 1500, coupon: 3000, referral: 500, total: 9000, bookings: 2 });
    const before = shiftMonth(month, -1);
    expect(of(before)).toEqual({ month: before, early_bird: 1000, group: 0, coupon: 0, referral: 500, total: 1500, bookings: 1 });
    expect(of(shiftMonth(month, -2)).total).toBe(0);
    // Asked for last month: the twelve months end there, this month's sales outside them.
    const earlier = (await call('GET', `/api/admin/reports/discounts?month=${before}`, admin)).json();
    expect(earlier.months.at(-1)).toEqual(of(before));
    expect(earlier.months.some((m: { month: string }) => m.month === month)).toBe(false);
  });

  it('gives each coupon’s uses, revenue and discount given, most revenue first', async () => {
    const { coupons } = (await call('GET', `/api/admin/reports/discounts?month=${month}`, admin)).json();
    const ours = coupons.filter((c: { id: string }) => [percentCoupon.id, flatCoupon.id].includes(c.id));
    expect(ours).toEqual([
      {
        id: percentCoupon.id,
        code: percentCoupon.code,
        kind: 'percent',
        value: 10,
        status: 'active',
        uses: 1,
        revenue: 22500,
        discountGiven: 3000,
      },
      { id: flatCoupon.id, code: flatCoupon.code, kind: 'flat', value: 1000, status: 'active', uses: 1, revenue: 0, discountGiven: 0 },
    ]);
    const revenues = coupons.map((c: { revenue: number }) => c.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
  });

  it('defaults to this month; a malformed month is 400, no token 401, a traveller 403', async () => {
    expect((await call('GET', '/api/admin/reports/discounts', admin)).json().month).toBe(month);
    expectError(await call('GET', '/api/admin/reports/discounts?month=2026-13', admin), 400, documentMessages.monthInvalid);
    expectError(await call('GET', '/api/admin/reports/discounts', {}), 401);
    expect((await call('GET', '/api/admin/reports/discounts', (await travellerHeaders(t)).headers)).statusCode).toBe(403);
  });
});
