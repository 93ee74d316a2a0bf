/**
 * Demo departures for the demo trips: two upcoming runs each, a few nearly full. Their taken seats
 * belong to confirmed bookings of one demo traveller, made as a real operator's are: booked weeks
 * ahead with the deposit paid that day, each with its balance date (BALANCE_DUE_DAYS before the
 * start). Where that date has passed the balance came in before it, except one traveller who is
 * late: the overdue balance the dashboard and the Finance page show. amountPaid is always the sum
 * of the payments, so the seat ledger and the money add up from the first start.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addDays, balanceDueDateFor, bookingAmounts, calendarDay, defaultDepositPaise, TIME_ZONE } from '../domain/index.ts';
import { insertBookingRow } from '../repositories/bookings.ts';
import { insertDeparture } from '../repositories/departures.ts';
import { insertPayment } from '../repositories/payments.ts';
import { insertUser } from '../repositories/users.ts';
import { newBookingReference } from '../services/bookings/booking-reference.ts';

export interface DemoDepartureTrip {
  id: string;
  price: number;
  groupSize: number | null;
  startInDays: number | null;
}

/** Seats already taken on the first departure of these trips (the rest start empty). */
const nearlyFull: Record<number, number> = { 0: 11, 2: 17, 5: 22 };

/** 10:30 in India on a calendar day: when the demo's bookings and payments were made. */
const morningOf = (day: string) => new Date(`${day}T05:00:00Z`);

async function demoTraveller(db: Kysely<Database>): Promise<string> {
  const { account } = await insertUser(db, { username: 'demo_traveller', mobileNumber: '9000000001', countryCode: '91' });
  return account.id;
}

export async function seedDemoDepartures(
  db: Kysely<Database>,
  trips: DemoDepartureTrip[],
  depositPercent: number,
  balanceDueDays = 15,
  timeZone = TIME_ZONE,
): Promise<number> {
  const today = calendarDay(new Date(), timeZone);
  let count = 0;
  let userId: string | null = null;
  for (const [index, trip] of trips.entries()) {
    if (trip.startInDays === null) continue;
    const seatsTotal = trip.groupSize ?? 12;
    for (const offset of [0, 30]) {
      const startDate = addDays(today, trip.startInDays + offset);
      const departureId = await insertDeparture(db, { tripId: trip.id, startDate, seatsTotal, status: 'open' });
      count += 1;
      const taken = offset === 0 ? Math.min(nearlyFull[index] ?? 0, seatsTotal) : 0;
      if (taken === 0) continue;
      userId ??= await demoTraveller(db);
      const pricePaise = Math.round(trip.price * 100);
      const depositPaise = defaultDepositPaise(pricePaise, depositPercent);
      const balanceDueDate = balanceDueDateFor(startDate, balanceDueDays);
      // Bookings of two to four seats until the taken seats are reached, the earliest made longest ago.
      const sizes: number[] = [];
      for (let left = taken; left > 0;) {
        const seats = Math.min(left, 2 + (left % 3));
        sizes.push(seats);
        left -= seats;
      }
      for (const [position, seats] of sizes.entries()) {
        // Booked before the balance date (so a deposit was what was due), never later than three days ago.
        const daysBack = 4 * (sizes.length - 1 - position);
        const bookedOn = [addDays(today, -3 - daysBack), addDays(balanceDueDate, -3 - daysBack)].sort()[0];
        const amounts = bookingAmounts(seats, pricePaise, depositPaise);
        const late = position === sizes.length - 1;
        const balancePaid = balanceDueDate < today && !late;
        const payments = [{ amountPaise: amounts.depositPaise, on: bookedOn }];
        if (balancePaid) payments.push({ amountPaise: amounts.totalPaise - amounts.depositPaise, on: addDays(balanceDueDate, -1) });
        const paidPaise = payments.reduce((sum, payment) => sum + payment.amountPaise, 0);
        const bookingId = await insertBookingRow(db, {
          reference: newBookingReference(),
          tripId: trip.id,
          departureId,
          userId,
          adults: seats,
          kids: 0,
          seats,
          travellers: '[]',
          notes: '',
          pricePerPersonPaise: pricePaise,
          kidPricePerPersonPaise: pricePaise,
          depositPerPersonPaise: depositPaise,
          totalPaise: amounts.totalPaise,
          depositPaise: amounts.depositPaise,
          amountPaidPaise: paidPaise,
          balanceDueDate,
          status: paidPaise >= amounts.totalPaise ? 'paid' : 'confirmed',
          holdExpiresAt: null,
          notificationStatus: 'sent',
          createdAt: morningOf(bookedOn),
          updatedAt: morningOf(payments.at(-1)!.on),
        });
        for (const [n, payment] of payments.entries()) {
          await insertPayment(db, {
            bookingId,
            amountPaise: payment.amountPaise,
            method: 'upi',
            providerPaymentId: `DEMO-UTR-${count}-${position}-${n}`,
            paidAt: morningOf(payment.on),
          });
        }
      }
    }
  }
  return count;
}
