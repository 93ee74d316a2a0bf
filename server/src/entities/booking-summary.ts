/** GET /api/admin/bookings/summary: the back-office dashboard's figures (money in rupees). */
import Type, { type Static } from 'typebox';
import { type BookingStatus, bookingStatuses } from '../domain/bookings.ts';
import { DateOnly, Rupees } from './columns.ts';

const CountAndAmount = (description: string) =>
  Type.Object({ count: Type.Integer({ minimum: 0 }), amount: Rupees(description) }, { description });

/** Bookings per status: the dashboard's figures, and the bookings list's tabs (under the list's other filters). */
export const BookingStatusCountsSchema = Type.Unsafe<Record<BookingStatus, number>>(
  Type.Object(Object.fromEntries(bookingStatuses.map((status) => [status, Type.Integer()])), { description: 'Bookings per status' }),
);

export const BookingSummarySchema = Type.Object({
  upcomingDepartures: Type.Array(
    Type.Object({
      id: Type.String(),
      tripId: Type.String(),
      place: Type.String(),
      startDate: DateOnly,
      seatsTotal: Type.Integer(),
      seatsTaken: Type.Integer(),
      seatsLeft: Type.Integer(),
    }),
  ),
  moneyDue: Type.Number({ description: 'INR still owed on confirmed bookings (the same as owed.amount)' }),
  owed: CountAndAmount('Confirmed bookings with a balance still to come in, and what they owe: as the Finance page'),
  overdue: CountAndAmount('Confirmed bookings whose balance was due before today, and what they owe: as the Finance page'),
  collectedThisMonth: Type.Number({ description: 'INR received this calendar month (TIME_ZONE)' }),
  counts: BookingStatusCountsSchema,
});
export type BookingSummary = Static<typeof BookingSummarySchema>;
