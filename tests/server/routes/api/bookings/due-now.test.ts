/**
 * What is due now, through the API: a departure says what a booking made today pays at once
 * (`dueNowPerPerson`), and the booking then asks exactly that, with a balance date never already
 * past; holds and waitlist offers never end after the departure starts, and a departure on its own
 * day is sold only for payment at once (no offers, the online checkout's minutes to pay).
 */
import { describe, expect, it } from 'vitest';
import { addDays, atLocalHour, calendarDay } from '../../../../../server/src/domain/index.ts';
import { createDeparture, createTrip, travellerHeaders, useBookingApp } from '../../../support/bookings.ts';

const { t, admin, call } = useBookingApp();
const MINUTE = 60_000;

const zone = () => t.app.config.TIME_ZONE;
const today = () => calendarDay(t.app.now(), zone());
const midnightStarting = (day: string) => atLocalHour(day, 0, zone());

async function publicDeparture(tripId: string, id: string) {
  const response = await call('GET', `/api/public/trips/${tripId}/departures`, {});
  return (response.json().departures as { id: string; depositPerPerson: number; dueNowPerPerson: number; seatsLeft: number }[]).find(
    (d) => d.id === id,
  )!;
}

async function book(departureId: string, adults = 1, kids = 0) {
  const { headers } = await travellerHeaders(t);
  const response = await call('POST', '/api/bookings', headers, { departureId, adults, kids });
  expect(response.statusCode, response.body).toBe(201);
  const { booking, payment } = response.json<{ booking: { id: string; holdExpiresAt: string }; payment: { amount: number } }>();
  return { headers, booking, payment };
}

describe('what a departure says is due now is what its booking asks', () => {
  it('inside the balance window: the whole price, due today, for adults and children alike', async () => {
    const trip = await createTrip(t, admin, { price: 8999 });
    // 13 days out: the balance (15 days before the start by default) was due two days ago.
    const departure = await createDeparture(t, admin, trip.id, { startDate: addDays(today(), 13), kidPricePerPerson: 6000 });
    expect(await publicDeparture(trip.id, departure.id)).toMatchObject({ depositPerPerson: 2250, dueNowPerPerson: 8999 });
    const adminRead = await call('GET', `/api/admin/departures/${departure.id}`, admin);
    expect(adminRead.json().departure).toMatchObject({ depositPerPerson: 2250, dueNowPerPerson: 8999 });

    const { booking, payment } = await book(departure.id, 1, 1);
    expect(booking).toMatchObject({ totalAmount: 14999, depositAmount: 14999, balanceDueDate: today() });
    expect(payment.amount).toBe(14999);
  });

  it('outside it: the deposit now and the balance on its date', async () => {
    const trip = await createTrip(t, admin, { price: 8999 });
    const departure = await createDeparture(t, admin, trip.id, { startDate: addDays(today(), 40) });
    expect(await publicDeparture(trip.id, departure.id)).toMatchObject({ depositPerPerson: 2250, dueNowPerPerson: 2250 });
    const { booking, payment } = await book(departure.id, 2);
    expect(booking).toMatchObject({ totalAmount: 17998, depositAmount: 4500, balanceDueDate: addDays(today(), 25) });
    expect(payment.amount).toBe(4500);
  });
});

describe('holds never end after the departure starts', () => {
  it('an offline hold on the eve of the start ends at its midnight; on its own day it lasts the checkout’s minutes', async () => {
    // 20:00 in the business's time zone: the 48-hour offline hold would run two days past tomorrow's start.
    t.clock.runFrom(atLocalHour(calendarDay(new Date(), zone()), 20, zone()));
    try {
      const trip = await createTrip(t, admin);
      const tomorrow = await createDeparture(t, admin, trip.id, { startDate: addDays(today(), 1) });
      const eve = await book(tomorrow.id);
      expect(eve.booking.holdExpiresAt).toBe(midnightStarting(addDays(today(), 1)).toISOString());

      const sameDay = await createDeparture(t, admin, trip.id, { startDate: today() });
      const before = t.app.now().getTime();
      const onTheDay = await book(sameDay.id);
      const held = Date.parse(onTheDay.booking.holdExpiresAt) - before;
      // BOOKING_HOLD_SECONDS (900): pay there and then.
      expect(held).toBeGreaterThanOrEqual(15 * MINUTE);
      expect(held).toBeLessThan(16 * MINUTE);
      expect(onTheDay.booking).toMatchObject({ balanceDueDate: today() });
    } finally {
      t.clock.runFrom(new Date());
    }
  });

  it('a waitlist offer for tomorrow’s departure is held until its start at most; none is made on the departure’s day', async () => {
    t.clock.runFrom(atLocalHour(calendarDay(new Date(), zone()), 20, zone()));
    try {
      const trip = await createTrip(t, admin, { price: 8999 });
      for (const [startDate, offered] of [
        [addDays(today(), 1), true],
        [today(), false],
      ] as const) {
        const departure = await createDeparture(t, admin, trip.id, { startDate, seatsTotal: 1 });
        const holder = await book(departure.id);
        const waiter = await travellerHeaders(t);
        const joined = await call('POST', `/api/departures/${departure.id}/waitlist`, waiter.headers, { seats: 1 });
        expect(joined.statusCode, joined.body).toBe(201);
        expect((await call('POST', `/api/bookings/${holder.booking.id}/cancel`, holder.headers)).statusCode).toBe(200);

        const [entry] = (await call('GET', '/api/waitlist', waiter.headers)).json<{ entries: { status: string; bookingId: string }[] }>()
          .entries;
        expect(entry?.status).toBe(offered ? 'offered' : 'waiting');
        if (offered) {
          const offer = (await call('GET', `/api/bookings/${entry?.bookingId}`, waiter.headers)).json().booking;
          // WAITLIST_OFFER_HOURS (12) from 20:00 would run to 08:00 on the start day: cut at its midnight.
          expect(offer).toMatchObject({ holdExpiresAt: midnightStarting(startDate).toISOString(), balanceDueDate: today() });
          expect(offer.depositAmount).toBe(8999);
        } else {
          // The freed seat is on sale to whoever pays at once.
          expect(await publicDeparture(trip.id, departure.id)).toMatchObject({ seatsLeft: 1 });
        }
      }
    } finally {
      t.clock.runFrom(new Date());
    }
  });
});
