/**
 * Departures, bookings and payments: the entity shapes, statuses, messages and money rules of the
 * bookings contract (calls and statuses other tools rely on). Server, admin and site import these.
 * Money is reckoned in integer paise and shown in rupees: the API sends rupees (exact to the paisa),
 * Razorpay takes paise.
 */
import { formatDate, formatRupees } from './format.ts';

export const departureStatuses = ['open', 'closed', 'cancelled'] as const;
export type DepartureStatus = (typeof departureStatuses)[number];

export const bookingStatuses = ['pending_payment', 'confirmed', 'paid', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** Statuses whose seats count against a departure (pending ones only while their hold lasts). */
export const seatHoldingStatuses: readonly BookingStatus[] = ['pending_payment', 'confirmed', 'paid'];

/** Ways an admin records a payment that arrived outside the site. */
export const offlinePaymentMethods = ['upi', 'bank_transfer', 'cash', 'card'] as const;
export type OfflinePaymentMethod = (typeof offlinePaymentMethods)[number];
export type PaymentMethod = OfflinePaymentMethod | 'razorpay';
export const paymentStatuses = ['captured', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentProviders = ['offline', 'razorpay'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const bookingLimits = {
  seatsTotalMin: 1,
  seatsTotalMax: 500,
  adultsMin: 1,
  adultsMax: 50,
  kidsMin: 0,
  kidsMax: 50,
  travellerNameMax: 100,
  notesMax: 2000,
  /** At or below this many seats the page says 'Only N seats left'. */
  fewSeatsLeft: 5,
  referenceLength: 8,
  depositPercentDefault: 25,
  bookingHoldSecondsDefault: 900,
  offlineHoldHoursDefault: 48,
} as const;

/** References: 8 characters from A–Z and 2–9 (no 0 or 1, which read as O and I). */
export const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';
export const isBookingReference = (value: string): boolean => /^[A-Z2-9]{8}$/.test(value);

export interface Departure {
  id: string;
  tripId: string;
  startDate: string;
  endDate: string | null;
  seatsTotal: number;
  seatsLeft: number;
  /** Resolved: the departure's own price, else the trip's (rupees). */
  pricePerPerson: number;
  /** Resolved: the departure's own deposit, else DEPOSIT_PERCENT of the price rounded up to the rupee. */
  depositPerPerson: number;
  status: DepartureStatus;
  createdAt: string;
  updatedAt: string;
}

export interface BookingUser {
  id: string;
  username: string;
  mobileNumber: string;
  countryCode: string;
}

export interface BookingTraveller {
  name: string;
}

export interface BookingPayment {
  id: string;
  /** Rupees. */
  amount: number;
  method: PaymentMethod;
  status: PaymentStatus;
  /** Razorpay's payment id, or the reference an admin typed for an offline payment. */
  providerPaymentId: string | null;
  createdAt: string;
}

export interface Booking {
  id: string;
  reference: string;
  tripId: string;
  departureId: string;
  user: BookingUser;
  adults: number;
  kids: number;
  seats: number;
  travellers: BookingTraveller[];
  notes: string;
  totalAmount: number;
  depositAmount: number;
  amountPaid: number;
  balanceDue: number;
  status: BookingStatus;
  holdExpiresAt: string | null;
  payments: BookingPayment[];
  createdAt: string;
  updatedAt: string;
}

/** A trip's next open departure, as trip lists and landing cards show it. */
export interface NextDeparture {
  id: string;
  startDate: string;
  seatsLeft: number;
}

/** GET /api/admin/bookings/summary: the dashboard's figures (money in rupees). */
export interface BookingSummary {
  upcomingDepartures: {
    id: string;
    tripId: string;
    place: string;
    startDate: string;
    seatsTotal: number;
    seatsTaken: number;
    seatsLeft: number;
  }[];
  moneyDue: number;
  collectedThisMonth: number;
  counts: Record<BookingStatus, number>;
}

/** What the browser needs to take a payment: Razorpay Checkout's order, or how to pay offline. */
export type PaymentRequest =
  | { provider: 'razorpay'; keyId: string; orderId: string; /** paise */ amount: number; currency: 'INR' }
  | { provider: 'offline'; /** rupees */ amount: number; upiLink?: string; instructions: string };

export const bookingMessages = {
  notEnoughSeats: 'Not enough seats left',
  departureNotOpen: 'This departure is not open for booking',
  paymentNotVerified: 'Payment could not be verified',
  nothingDue: 'Nothing is due on this booking',
  onlyPendingCanBeCancelled: 'Only a booking awaiting payment can be cancelled',
  departureHasBookings: 'This departure has bookings: cancel it instead of deleting it',
  seatsBelowTaken: 'Seats cannot be fewer than the seats already taken',
  departureCreated: 'Departure created successfully!',
  departureUpdated: 'Departure updated successfully!',
  departureDeleted: 'Departure deleted successfully!',
  bookingNotFound: 'Booking not found',
  departureNotFound: 'Departure not found',
  paymentProviderUnavailable: 'The payment service is not answering. Your seats are held; please try again in a few minutes.',
  webhookSignatureInvalid: 'Invalid webhook signature',
  // Field rules (wording ours)
  tripRequired: 'Trip is required',
  departureRequired: 'Departure is required',
  departureStartRequired: 'Start date is required',
  departureEndAfterStart: 'End date must be after start date',
  departureInPast: 'Departure date cannot be in the past',
  seatsTotalRange: `Seats must be a whole number from ${bookingLimits.seatsTotalMin} to ${bookingLimits.seatsTotalMax}`,
  pricePerPersonInvalid: 'Price per person must be greater than 0',
  depositPerPersonInvalid: 'Deposit per person must be 0 or more and not above the price',
  departureStatusInvalid: 'Status must be open, closed or cancelled',
  adultsRange: `Adults must be a whole number, at least ${bookingLimits.adultsMin}`,
  kidsRange: `Kids must be a whole number, ${bookingLimits.kidsMin} or more`,
  travellersCount: 'Give one name per traveller',
  travellerNameRequired: 'Every traveller needs a name',
  travellerNameTooLong: `Traveller names must be at most ${bookingLimits.travellerNameMax} characters`,
  notesTooLong: `Notes must be at most ${bookingLimits.notesMax} characters`,
  paymentAmountInvalid: 'Amount must be greater than 0 with at most two decimals',
  paymentMethodInvalid: 'Method must be one of upi, bank_transfer, cash or card',
  paymentReferenceTooLong: 'Reference must be at most 100 characters',
  bookingStatusChangeInvalid: 'A booking can only be changed to cancelled',
  paymentDateInvalid: 'Paid at must be a date and time',
  paymentAboveBalance: 'Amount cannot be more than the balance due',
  bookingCancelled: 'This booking is cancelled',
} as const;

/** Texts people read on the site and in the back office. */
export const bookingTexts = {
  departuresTitle: 'Departures',
  reserve: 'Reserve',
  soldOut: 'Sold out',
  adults: 'Adults',
  kids: 'Kids',
  notes: 'Notes',
  total: 'Total',
  depositDueNow: 'Deposit due now',
  balance: 'Balance',
  continueToPayment: 'Continue to payment',
  bookingConfirmed: 'Booking confirmed',
  payBalance: 'Pay balance',
  myBookings: 'My Bookings',
  recordPayment: 'Record payment',
  cancelBooking: 'Cancel',
  noDepartures: 'No upcoming departures. Ask us for a custom trip.',
  noBookings: 'You have no bookings yet.',
} as const;

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending_payment: 'Pending payment',
  confirmed: 'Confirmed',
  paid: 'Paid',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const departureStatusLabels: Record<DepartureStatus, string> = { open: 'Open', closed: 'Closed', cancelled: 'Cancelled' };

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
  razorpay: 'Razorpay',
};

/** 'N seats left', 'Only N seats left' when few, 'Sold out' at none. */
export function seatsLeftText(seatsLeft: number): string {
  if (seatsLeft <= 0) return bookingTexts.soldOut;
  const seats = seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`;
  return seatsLeft <= bookingLimits.fewSeatsLeft ? `Only ${seats}` : seats;
}

// ---------------------------------------------------------------- money

/** Rupees (a number with at most two decimals) to integer paise; NaN when it is not such a number. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) return Number.NaN;
  const paise = Math.round(rupees * 100);
  return Math.abs(paise - rupees * 100) < 1e-6 ? paise : Number.NaN;
}

export const paiseToRupees = (paise: number): number => paise / 100;

/** DEPOSIT_PERCENT of a price, rounded up to the whole rupee, in paise. */
export const defaultDepositPaise = (pricePaise: number, depositPercent: number): number =>
  Math.ceil((pricePaise * depositPercent) / 100 / 100) * 100;

export interface BookingAmounts {
  totalPaise: number;
  depositPaise: number;
}

export const bookingAmounts = (seats: number, pricePerPersonPaise: number, depositPerPersonPaise: number): BookingAmounts => ({
  totalPaise: seats * pricePerPersonPaise,
  depositPaise: seats * depositPerPersonPaise,
});

/** The status a booking has once `amountPaid` is counted (pending until the deposit is in). */
export function statusForAmountPaid(amountPaidPaise: number, amounts: BookingAmounts): 'pending_payment' | 'confirmed' | 'paid' {
  if (amountPaidPaise >= amounts.totalPaise) return 'paid';
  if (amountPaidPaise >= amounts.depositPaise) return 'confirmed';
  return 'pending_payment';
}

/** What the traveller pays next: the rest of the deposit while pending, else the balance (paise). */
export function amountDueNowPaise(status: BookingStatus, amountPaidPaise: number, amounts: BookingAmounts): number {
  if (status === 'cancelled' || status === 'paid') return 0;
  const target = status === 'pending_payment' || status === 'expired' ? amounts.depositPaise : amounts.totalPaise;
  return Math.max(0, target - amountPaidPaise);
}

export const formatPaise = (paise: number): string => formatRupees(paiseToRupees(paise));

/** The UPI deep link of DESIGN's offline payment: amount in rupees with two decimals. */
export function upiPaymentLink(payee: { upiId: string; name: string }, amountPaise: number, reference: string): string {
  const params = [
    `pa=${encodeURIComponent(payee.upiId)}`,
    `pn=${encodeURIComponent(payee.name)}`,
    `am=${(amountPaise / 100).toFixed(2)}`,
    'cu=INR',
    `tn=${encodeURIComponent(reference)}`,
  ];
  return `upi://pay?${params.join('&')}`;
}

/** The traveller's SMS once a booking is confirmed: the reference to quote, what is paid and due. */
export function bookingConfirmedSmsText(
  businessName: string,
  booking: { reference: string; amountPaid: number; balanceDue: number },
  trip: { place: string; startDate: string },
): string {
  const balance = booking.balanceDue > 0 ? `, balance ${formatRupees(booking.balanceDue)}` : '';
  const what = `${businessName}: booking ${booking.reference} for ${trip.place} on ${formatDate(trip.startDate)} is confirmed.`;
  return `${what} Paid ${formatRupees(booking.amountPaid)}${balance}.`;
}
