/** JSON schemas of the bookings contract (DESIGN.md "Bookings and payments"), mirroring domain/bookings.ts. */
import Type from 'typebox';
import { bookingStatuses, departureStatuses, offlinePaymentMethods, paymentStatuses } from '../domain/index.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Instant = Type.String({ format: 'date-time' });
const Rupees = (description = 'INR, exact to the paisa') => Type.Number({ description });
const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.String({ enum: [...values] }));

export const DepartureSchema = Type.Object({
  id: Type.String(),
  tripId: Type.String(),
  startDate: DateOnly,
  endDate: Nullable(DateOnly),
  seatsTotal: Type.Integer(),
  seatsLeft: Type.Integer(),
  pricePerPerson: Rupees("INR: the departure's own price, else the trip's"),
  depositPerPerson: Rupees("INR: the departure's own deposit, else DEPOSIT_PERCENT of the price, rounded up"),
  status: literals(departureStatuses),
  createdAt: Instant,
  updatedAt: Instant,
});

export const NextDepartureSchema = Nullable(Type.Object({ id: Type.String(), startDate: DateOnly, seatsLeft: Type.Integer() }));

export const BookingPaymentSchema = Type.Object({
  id: Type.String(),
  amount: Rupees(),
  method: literals([...offlinePaymentMethods, 'razorpay']),
  status: literals(paymentStatuses),
  providerPaymentId: Nullable(Type.String()),
  createdAt: Instant,
});

export const BookingSchema = Type.Object({
  id: Type.String(),
  reference: Type.String({ description: '8 characters from A-Z and 2-9' }),
  tripId: Type.String(),
  departureId: Type.String(),
  user: Type.Object({ id: Type.String(), username: Type.String(), mobileNumber: Type.String(), countryCode: Type.String() }),
  adults: Type.Integer(),
  kids: Type.Integer(),
  seats: Type.Integer(),
  travellers: Type.Array(Type.Object({ name: Type.String() })),
  notes: Type.String(),
  totalAmount: Rupees(),
  depositAmount: Rupees(),
  amountPaid: Rupees(),
  balanceDue: Rupees(),
  status: literals(bookingStatuses),
  holdExpiresAt: Nullable(Instant),
  payments: Type.Array(BookingPaymentSchema),
  createdAt: Instant,
  updatedAt: Instant,
});

export const PaymentRequestSchema = Type.Union([
  Type.Object({
    provider: Type.Literal('razorpay'),
    keyId: Type.String(),
    orderId: Type.String(),
    amount: Type.Integer({ description: 'paise' }),
    currency: Type.Literal('INR'),
  }),
  Type.Object({
    provider: Type.Literal('offline'),
    amount: Rupees('INR due now'),
    upiLink: Type.Optional(Type.String()),
    instructions: Type.String(),
  }),
]);

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
