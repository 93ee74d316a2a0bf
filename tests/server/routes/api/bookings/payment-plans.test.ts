/**
 * Payment plans through the API (DESIGN "Each pays their share"): a departure's paymentPlan refused
 * with the rule it breaks; a booking's instalments exact to the paisa (the remainder on the last);
 * the deposit is every instalment due at booking (those whose date already came too), the balance
 * date the last; statuses follow the app's clock; the booking pays the next instalment; and each
 * instalment is reminded of (instalment_reminder), never with a balance reminder beside it.
 */
import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, paymentPlanMessages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import { createDeparture, createTrip, travellerHeaders, useBookingApp } from '../../../support/bookings.ts';

const { t, admin, call } = useBookingApp({ BALANCE_REMINDER_DAYS: '3' });

const today = () => calendarDay(t.app.now(), t.app.config.TIME_ZONE);
const plan = (...steps: [number | null, number][]) => steps.map(([daysBefore, percent]) => ({ daysBefore, percent }));

async function book(departureId: string, adults = 1) {
  const { headers } = await travellerHeaders(t);
  const response = await call('POST', '/api/bookings', headers, { departureId, adults });
  expect(response.statusCode, response.body).toBe(201);
  return { headers, ...response.json<{ booking: Record<string, any>; payment: { amount: number } }>() };
}

async function read(id: string) {
  const response = await call('GET', `/api/admin/bookings/${id}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().booking as Record<string, any>;
}

const pay = async (id: string, amount: number) => {
  const response = await call('POST', `/api/admin/bookings/${id}/payments`, admin, { amount, method: 'upi' });
  expect(response.statusCode, response.body).toBe(201);
};

describe('a departure’s payment plan', () => {
  it('refuses a plan that breaks a rule, naming it, and changes nothing', async () => {
    const trip = await createTrip(t, admin);
    const departure = await createDeparture(t, admin, trip.id, { startDate: addDays(today(), 120) });
    const cases: [unknown, string][] = [
      [plan([null, 30], [60, 40], [30, 20]), paymentPlanMessages.percentsTotal],
      [plan([null, 30], [30, 40], [60, 30]), paymentPlanMessages.datesInOrder],
      [plan([null, 30], [60, 40], [60, 30]), paymentPlanMessages.datesInOrder],
      [plan([90, 30], [60, 70]), paymentPlanMessages.firstAtBooking],
      [plan([null, 30], [null, 70]), paymentPlanMessages.daysBeforeInvalid],
      [plan([null, 0], [60, 100]), paymentPlanMessages.percentInvalid],
      [plan([null, 50.005], [60, 49.995]), paymentPlanMessages.percentInvalid],
      ['thirty percent', paymentPlanMessages.planInvalid],
      [[{ daysBefore: null }], paymentPlanMessages.planInvalid],
    ];
    for (const [paymentPlan, message] of cases) {
      expectError(await call('PUT', `/api/admin/departures/${departure.id}`, admin, { paymentPlan }), 400, message);
      const body = { tripId: trip.id, startDate: addDays(today(), 90), seatsTotal: 5, paymentPlan };
      expectError(await call('POST', '/api/admin/departures', admin, body), 400, message);
    }
    expect((await call('GET', `/api/admin/departures/${departure.id}`, admin)).json().departure.paymentPlan).toBeNull();
    // Set, read back, and cleared with null.
    const set = await call('PUT', `/api/admin/departures/${departure.id}`, admin, { paymentPlan: plan([null, 30], [60, 40], [30, 30]) });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().departure.paymentPlan).toEqual(plan([null, 30], [60, 40], [30, 30]));
    expect(set.json().departure).toMatchObject({ depositPerPerson: 6000, dueNowPerPerson: 6000 });
    const cleared = await call('PUT', `/api/admin/departures/${departure.id}`, admin, { paymentPlan: null });
    expect(cleared.json().departure.paymentPlan).toBeNull();
  });

  it('₹60,000 × 3 seats at 30/40/30: instalments exact, the deposit the first, the balance date the last', async () => {
    const trip = await createTrip(t, admin, { price: 60000 });
    const start = addDays(today(), 120);
    const departure = await createDeparture(t, admin, trip.id, { startDate: start, paymentPlan: plan([null, 30], [60, 40], [30, 30]) });
    const { booking, payment } = await book(departure.id, 3);
    expect(booking.totalAmount).toBe(180000);
    expect(booking.instalments).toEqual([
      { n: 1, dueDate: today(), amount: 54000, paid: 0, status: 'due' },
      { n: 2, dueDate: addDays(start, -60), amount: 72000, paid: 0, status: 'upcoming' },
      { n: 3, dueDate: addDays(start, -30), amount: 54000, paid: 0, status: 'upcoming' },
    ]);
    expect(booking).toMatchObject({ depositAmount: 54000, balanceDueDate: addDays(start, -30), bankAccount: null, excessAmount: 0 });
    expect(payment.amount).toBe(54000);
  });

  it('awkward totals: each part rounded down, the remainder on the last, adding up to the paisa', async () => {
    const trip = await createTrip(t, admin, { price: 33333.33 });
    const start = addDays(today(), 200);
    const departure = await createDeparture(t, admin, trip.id, {
      startDate: start,
      paymentPlan: plan([null, 33.33], [100, 33.33], [50, 33.34]),
    });
    const { booking } = await book(departure.id, 7);
    const amounts = (booking.instalments as { amount: number }[]).map((instalment) => Math.round(instalment.amount * 100));
    // 7 × ₹33,333.33 = 23,333,331 paise: 33.33 % is 7,776,999.2… → 7,776,999 twice, the rest on the last.
    expect(amounts).toEqual([7776999, 7776999, 23333331 - 2 * 7776999]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(Math.round(booking.totalAmount * 100));
  });

  it('a step whose date already came is due at booking: part of the deposit, dated today', async () => {
    const trip = await createTrip(t, admin, { price: 50000 });
    const start = addDays(today(), 45);
    const departure = await createDeparture(t, admin, trip.id, {
      startDate: start,
      paymentPlan: plan([null, 20], [60, 30], [50, 25], [30, 25]),
    });
    const { booking, payment } = await book(departure.id);
    expect(booking.instalments.map((i: { dueDate: string; amount: number }) => [i.dueDate, i.amount])).toEqual([
      [today(), 10000],
      [today(), 15000],
      [today(), 12500],
      [addDays(start, -30), 12500],
    ]);
    expect(booking.depositAmount).toBe(37500);
    expect(payment.amount).toBe(37500);
    const publicRead = await call('GET', `/api/public/trips/${trip.id}/departures`, {});
    const shown = publicRead.json().departures.find((d: { id: string }) => d.id === departure.id);
    expect(shown).toMatchObject({ depositPerPerson: 10000, dueNowPerPerson: 37500 });
  });

  it('statuses follow the clock; the booking pays the next instalment; reminders once per instalment, no balance reminder', async () => {
    const trip = await createTrip(t, admin, { price: 60000 });
    const start = addDays(today(), 120);
    const departure = await createDeparture(t, admin, trip.id, { startDate: start, paymentPlan: plan([null, 30], [60, 40], [30, 30]) });
    const { booking, headers } = await book(departure.id);
    await pay(booking.id, 18000);
    let read1 = await read(booking.id);
    expect(read1.status).toBe('confirmed');
    expect(read1.instalments.map((i: { status: string }) => i.status)).toEqual(['paid', 'upcoming', 'upcoming']);

    const messages = async () =>
      (await call('GET', `/api/admin/bookings/${booking.id}/messages`, admin)).json().messages as {
        template: string;
        status: string;
        sendAt: string;
      }[];
    const reminders = (list: Awaited<ReturnType<typeof messages>>) =>
      list
        .filter((m) => m.template.endsWith('_reminder'))
        .map((m) => [m.template, m.status, calendarDay(new Date(m.sendAt), t.app.config.TIME_ZONE)]);
    expect(reminders(await messages())).toEqual([
      ['instalment_reminder', 'scheduled', addDays(start, -63)],
      ['instalment_reminder', 'scheduled', addDays(start, -33)],
    ]);
    const params = await t.db
      .selectFrom('messages')
      .select('params')
      .where('bookingId', '=', booking.id)
      .where('template', '=', 'instalment_reminder')
      .orderBy('sendAt')
      .execute();
    expect(params[0].params).toMatchObject({ instalment: '2', amount: '₹24,000', dueDate: addDays(start, -60) });
    expect(params[0].params.link).toContain(`/bookings/${booking.id}#pay`);

    // The second instalment's day: due; what the booking pays next is it.
    const base = t.app.now().getTime();
    t.clock.runFrom(new Date(base + 60 * 86_400_000));
    read1 = await read(booking.id);
    expect(read1.instalments.map((i: { status: string }) => i.status)).toEqual(['paid', 'due', 'upcoming']);
    const asked = await call('POST', `/api/bookings/${booking.id}/pay`, headers, {});
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().payment.amount).toBe(24000);
    // A day later, unpaid: overdue.
    t.clock.runFrom(new Date(base + 61 * 86_400_000));
    read1 = await read(booking.id);
    expect(read1.instalments.map((i: { status: string }) => i.status)).toEqual(['paid', 'overdue', 'upcoming']);
    // The ledger's Overdue tab lists it for that instalment alone, and the Finance page counts what is overdue of it.
    const overdue = await call(
      'GET',
      `/api/admin/bookings?overdue=true&filter=${encodeURIComponent(JSON.stringify({ id: [booking.id] }))}`,
      admin,
    );
    expect(overdue.json().bookings.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    const month = calendarDay(t.app.now(), t.app.config.TIME_ZONE).slice(0, 7);
    expect((await call('GET', `/api/admin/reports/finance?month=${month}`, admin)).json().overdue).toEqual({ count: 1, amount: 24000 });
    // Part of it paid: still overdue, with what it has; then the rest.
    await pay(booking.id, 4000);
    expect((await read(booking.id)).instalments[1]).toMatchObject({ paid: 4000, status: 'overdue' });
    await pay(booking.id, 20000);
    read1 = await read(booking.id);
    expect(read1.instalments.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid', 'upcoming']);
    // Re-planned after each payment: the third instalment's reminder once, never a balance reminder.
    const after = reminders(await messages()).filter(([, status]) => status === 'scheduled');
    expect(after).toEqual([['instalment_reminder', 'scheduled', addDays(start, -33)]]);
    t.clock.runFrom(new Date(base));
  });

  it('without a plan: the deposit and the balance, as two instalments, and balance reminders as before', async () => {
    const trip = await createTrip(t, admin, { price: 20000 });
    const start = addDays(today(), 60);
    const departure = await createDeparture(t, admin, trip.id, { startDate: start });
    const { booking } = await book(departure.id);
    expect(booking.instalments).toEqual([
      { n: 1, dueDate: today(), amount: 5000, paid: 0, status: 'due' },
      { n: 2, dueDate: addDays(start, -15), amount: 15000, paid: 0, status: 'upcoming' },
    ]);
    await pay(booking.id, 5000);
    const list = (await call('GET', `/api/admin/bookings/${booking.id}/messages`, admin)).json().messages as { template: string }[];
    expect(list.map((m) => m.template).filter((name) => name.endsWith('_reminder'))).toEqual(['balance_reminder']);

    // The Finance page expects, by week, what is left of confirmed bookings' instalments: this one's balance in its week
    // (the planned booking above owes only its third instalment, beyond the twelve weeks; pending ones are not counted).
    const report = (await call('GET', `/api/admin/reports/finance?month=${today().slice(0, 7)}`, admin)).json();
    const weeks = report.expectedByWeek as { week: string; expected: number; instalments: number }[];
    expect(weeks).toHaveLength(12);
    expect(weeks[0].week <= today() && today() < addDays(weeks[0].week, 7)).toBe(true);
    const due = addDays(start, -15);
    expect(weeks.filter((week) => week.instalments > 0)).toEqual([
      { week: weeks.find((week) => week.week <= due && due < addDays(week.week, 7))!.week, expected: 15000, instalments: 1 },
    ]);
  });
});
