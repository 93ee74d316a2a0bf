/**
 * Demo departures for the demo trips: two upcoming runs each, a few nearly full. Their taken seats
 * belong to confirmed bookings of one demo traveller, with the deposit paid by UPI, so the seat
 * ledger adds up (seats taken never above seats total) from the first start.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bookingAmounts, calendarDay, defaultDepositPaise } from '../domain/index.ts';
import { insertBookingRow } from '../repositories/bookings.ts';
import { insertDeparture } from '../repositories/departures.ts';
import { insertPayment } from '../repositories/payments.ts';
import { insertUser } from '../repositories/users.ts';
import { newBookingReference } from '../services/booking-reference.ts';

export interface DemoDepartureTrip {
  id: string;
  price: number;
  groupSize: number | null;
  startInDays: number | null;
}

/** Seats already taken on the first departure of these trips (the rest start empty). */
const nearlyFull: Record<number, number> = { 0: 11, 2: 17, 5: 22 };

const addDays = (days: number) => calendarDay(new Date(Date.now() + days * 86_400_000));

async function demoTraveller(db: Kysely<Database>): Promise<string> {
  const { account } = await insertUser(db, { username: 'demo_traveller', mobileNumber: '9000000001', countryCode: '91' });
  return account.id;
}

export async function seedDemoDepartures(db: Kysely<Database>, trips: DemoDepartureTrip[], depositPercent: number): Promise<number> {
  let count = 0;
  let userId: string | null = null;
  for (const [index, trip] of trips.entries()) {
    if (trip.startInDays === null) continue;
    const seatsTotal = trip.groupSize ?? 12;
    for (const offset of [0, 30]) {
      const departureId = await insertDeparture(db, {
        tripId: trip.id,
        startDate: addDays(trip.startInDays + offset),
        seatsTotal,
        status: 'open',
      });
      count += 1;
      const taken = offset === 0 ? Math.min(nearlyFull[index] ?? 0, seatsTotal) : 0;
      if (taken === 0) continue;
      userId ??= await demoTraveller(db);
      const pricePaise = Math.round(trip.price * 100);
      const depositPaise = defaultDepositPaise(pricePaise, depositPercent);
      // Bookings of two to four seats until the taken seats are reached.
      for (let left = taken; left > 0;) {
        const seats = Math.min(left, 2 + (left % 3));
        left -= seats;
        const amounts = bookingAmounts(seats, pricePaise, depositPaise);
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
          amountPaidPaise: amounts.depositPaise,
          status: 'confirmed',
          holdExpiresAt: null,
          notificationStatus: 'sent',
        });
        await insertPayment(db, {
          bookingId,
          amountPaise: amounts.depositPaise,
          method: 'upi',
          providerPaymentId: `DEMO-UTR-${count}-${left}`,
          paidAt: new Date(),
        });
      }
    }
  }
  return count;
}
