/**
 * Request bodies of the bookings contract (DESIGN.md "Bookings and payments"). What the calls answer
 * (Departure, Booking, PaymentRequest) is defined once in server/src/entities.
 */
import Type from 'typebox';

/** Bodies are checked by the domain rules first (their messages); these describe them for /api/docs. */
export const DepartureBody = Type.Object({
  tripId: Type.Optional(Type.Unknown({ description: 'uuid of the trip (create only)' })),
  startDate: Type.Optional(Type.Unknown({ description: 'YYYY-MM-DD, today or later' })),
  endDate: Type.Optional(Type.Unknown({ description: 'YYYY-MM-DD after startDate, or null' })),
  seatsTotal: Type.Optional(Type.Unknown({ description: 'whole number 1-500' })),
  pricePerPerson: Type.Optional(Type.Unknown({ description: "INR, or null for the trip's price" })),
  depositPerPerson: Type.Optional(Type.Unknown({ description: 'INR, or null for DEPOSIT_PERCENT of the price' })),
  status: Type.Optional(Type.Unknown({ description: 'open | closed | cancelled' })),
});

export const BookingBody = Type.Object({
  departureId: Type.Optional(Type.Unknown({ description: 'uuid of an open, upcoming departure' })),
  adults: Type.Optional(Type.Unknown({ description: 'whole number, at least 1' })),
  kids: Type.Optional(Type.Unknown({ description: 'whole number, 0 or more' })),
  travellers: Type.Optional(Type.Unknown({ description: '[{name}], one per seat when given' })),
  notes: Type.Optional(Type.Unknown({ description: 'free text' })),
});

export const OfflinePaymentBody = Type.Object({
  amount: Type.Optional(Type.Unknown({ description: 'INR, more than 0, at most two decimals' })),
  method: Type.Optional(Type.Unknown({ description: 'upi | bank_transfer | cash | card' })),
  reference: Type.Optional(Type.Unknown({ description: 'UTR, cheque or receipt number' })),
  paidAt: Type.Optional(Type.Unknown({ description: 'ISO date-time; default now' })),
});
