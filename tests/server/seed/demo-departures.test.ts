/**
 * Demo departures: upcoming runs for the dated demo trips, some nearly full, whose taken seats are
 * bookings a real operator could have: each with its balance date, booked before it with the
 * deposit paid that day, the balance paid before a date that has passed except by one late
 * traveller, amountPaid the sum of the payments. The dashboard and the Finance page then agree on
 * what is still to collect and what is overdue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, balanceDueDateFor, calendarDay, seatsLeftText } from '../../../server/src/domain/index.ts';
import { seedDemoDepartures } from '../../../server/src/seed/demo-departures.ts';
import { adminHeaders, caller, createTrip } from '../support/bookings.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function paymentsOf(bookingId: string) {
  return t.db.selectFrom('bookingPayments').select(['amountPaise', 'paidAt']).where('bookingId', '=', bookingId).execute();
}

describe('demo departures', () => {
  it('adds two upcoming departures per dated trip, a nearly full one backed by bookings with their balance dates', async () => {
    const admin = await adminHeaders(t);
    const ladakh = await createTrip(t, admin, { price: 32999, groupSize: 14 });
    const undated = await createTrip(t, admin, { price: 29999 });
    // Rishikesh starts in 14 days: its balance date (15 days before) was yesterday.
    const rishikesh = await createTrip(t, admin, { price: 8999, groupSize: 24 });
    const count = await seedDemoDepartures(
      t.db,
      [
        { id: ladakh.id, price: 32999, groupSize: 14, startInDays: 40 },
        { id: undated.id, price: 29999, groupSize: 15, startInDays: null },
        { id: rishikesh.id, price: 8999, groupSize: 24, startInDays: 14 },
      ],
      25,
      15,
      t.app.config.TIME_ZONE,
    );
    expect(count).toBe(4);
    const departures = (await caller(t)('GET', `/api/public/trips/${ladakh.id}/departures`, {})).json().departures;
    expect(departures.map((d: { seatsLeft: number }) => d.seatsLeft)).toEqual([3, 14]);
    expect(seatsLeftText(departures[0].seatsLeft)).toBe('Only 3 seats left');
    expect((await caller(t)('GET', `/api/public/trips/${undated.id}/departures`, {})).json().departures).toEqual([]);

    const zone = t.app.config.TIME_ZONE;
    const today = calendarDay(new Date(), zone);
    const all = await t.db
      .selectFrom('bookings')
      .innerJoin('departures', 'departures.id', 'bookings.departureId')
      .selectAll('bookings')
      .select('departures.startDate')
      .execute();
    expect(all.reduce((sum, b) => sum + b.seats, 0)).toBe(11 + 17);
    for (const booking of all) {
      expect(booking.balanceDueDate).toBe(balanceDueDateFor(booking.startDate, 15));
      // Booked while a deposit was what was due, and the deposit paid that day.
      expect(calendarDay(booking.createdAt, zone) < booking.balanceDueDate).toBe(true);
      const payments = await paymentsOf(booking.id);
      expect(payments[0]).toMatchObject({ amountPaise: booking.depositPaise });
      expect(calendarDay(payments[0].paidAt, zone)).toBe(calendarDay(booking.createdAt, zone));
      expect(payments.reduce((sum, p) => sum + p.amountPaise, 0)).toBe(booking.amountPaidPaise);
      for (const payment of payments) expect(calendarDay(payment.paidAt, zone) <= today).toBe(true);
    }
    // Ladakh's balance date is ahead: deposits only. Rishikesh's has passed: paid off, but for one late traveller.
    const ladakhBookings = all.filter((b) => b.tripId === ladakh.id);
    expect(ladakhBookings.every((b) => b.status === 'confirmed' && b.amountPaidPaise === b.depositPaise)).toBe(true);
    const rishikeshBookings = all.filter((b) => b.tripId === rishikesh.id);
    expect(rishikeshBookings[0].balanceDueDate).toBe(addDays(today, -1));
    const late = rishikeshBookings.filter((b) => b.status === 'confirmed');
    expect(late).toHaveLength(1);
    expect(rishikeshBookings.filter((b) => b.status === 'paid')).toHaveLength(rishikeshBookings.length - 1);

    // One definition of owed and overdue, read by the dashboard and the Finance page alike.
    const owedPaise = [...ladakhBookings, ...late].reduce((sum, b) => sum + b.totalPaise - b.amountPaidPaise, 0);
    const overduePaise = late[0].totalPaise - late[0].amountPaidPaise;
    const summary = (await caller(t)('GET', '/api/admin/bookings/summary', admin)).json();
    expect(summary.owed).toEqual({ count: ladakhBookings.length + 1, amount: owedPaise / 100 });
    expect(summary.overdue).toEqual({ count: 1, amount: overduePaise / 100 });
    expect(summary.moneyDue).toBe(owedPaise / 100);
    const finance = (await caller(t)('GET', `/api/admin/reports/finance?month=${today.slice(0, 7)}`, admin)).json();
    expect(finance.owed).toEqual(summary.owed);
    expect(finance.overdue).toEqual(summary.overdue);
    const outstanding = finance.months.reduce((sum: number, m: { outstanding: number }) => sum + Math.round(m.outstanding * 100), 0);
    expect(outstanding).toBe(owedPaise);
    const overdueList = (await caller(t)('GET', '/api/admin/bookings?overdue=true', admin)).json().bookings;
    expect(overdueList.map((b: { id: string }) => b.id)).toEqual([late[0].id]);
  });
});
