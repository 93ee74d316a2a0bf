/** What the bookings feature says: the API's messages, the pages' texts and labels, the traveller's SMS. */
import { type BookingStatus, bookingLimits, type DepartureStatus, joiningInstructionsMax, type PaymentMethod } from './bookings.ts';
import { formatDate, formatRupees } from './format.ts';
import { tooLong } from './messages.ts';
import { countOf } from './plurals.ts';

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
  bookingsBusy: 'Too many bookings at once. Please try again in a moment.',
  requestAbandoned: 'The request ended before seats were taken',
  paymentProviderUnavailable: 'The payment service is not answering. Your seats are held; please try again in a few minutes.',
  webhookSignatureInvalid: 'Invalid webhook signature',
  // Field rules (wording ours)
  tripRequired: 'Trip is required',
  departureRequired: 'Departure is required',
  departureStartRequired: 'Start date is required',
  departureInPast: 'Departure date cannot be in the past',
  seatsTotalRange: `Seats must be a whole number from ${bookingLimits.seatsTotalMin} to ${bookingLimits.seatsTotalMax}`,
  pricePerPersonInvalid: 'Price per person must be greater than 0',
  kidPricePerPersonInvalid: 'Child price per person must be greater than 0',
  depositPerPersonInvalid: 'Deposit per person must be 0 or more and not above the price',
  departureStatusInvalid: 'Status must be open, closed or cancelled',
  whatsappOptInInvalid: 'whatsappOptIn must be true or false',
  joiningInstructionsTooLong: tooLong('Joining instructions', joiningInstructionsMax),
  adultsRange: `Adults must be a whole number, at least ${bookingLimits.adultsMin}`,
  kidsRange: `Kids must be a whole number, ${bookingLimits.kidsMin} or more`,
  travellersCount: 'Give one name per traveller',
  travellerNameRequired: 'Every traveller needs a name',
  travellerNameTooLong: tooLong('Traveller names', bookingLimits.travellerNameMax),
  notesTooLong: tooLong('Notes', bookingLimits.notesMax),
  paymentAmountInvalid: 'Amount must be greater than 0 with at most two decimals',
  paymentMethodInvalid: 'Method must be one of upi, bank_transfer, cash or card',
  paymentReferenceTooLong: tooLong('Reference', bookingLimits.paymentReferenceMax),
  bookingStatusChangeInvalid: 'A booking can only be changed to cancelled',
  paymentDateInvalid: 'Paid at must be a date and time',
  paymentAboveBalance: 'Amount cannot be more than the balance due',
  bookingCancelled: 'This booking is cancelled',
  billingStateInvalid: 'Please choose a valid state (a two-digit GST state code)',
  gstinInvalid: 'Please enter a valid GSTIN',
  billingNameTooLong: tooLong('Company name', bookingLimits.billingNameMax),
  languageInvalid: 'Language must be en or hi',
} as const;

/** Texts people read on the site and in the back office. */
export const bookingTexts = {
  departuresTitle: 'Departures',
  reserve: 'Reserve',
  soldOut: 'Sold out',
  adults: 'Adults',
  kids: 'Kids',
  perAdult: 'per adult',
  perChild: 'per child',
  notes: 'Notes',
  total: 'Total',
  depositDueNow: 'Deposit due now',
  /** Inside the balance window (domain due-now.ts): the whole amount is asked at booking. */
  fullAmountDueNow: 'Full amount due now',
  payInFullNote: 'The trip starts soon, so the whole amount is due when you book.',
  payInFullPerPerson: 'full amount when booking',
  /** The back office's note beside a departure's deposit inside its balance window. */
  newBookingsPayInFull: 'new bookings pay in full',
  balance: 'Balance',
  continueToPayment: 'Continue to payment',
  bookingConfirmed: 'Booking confirmed',
  payBalance: 'Pay balance',
  myBookings: 'My Bookings',
  recordPayment: 'Record payment',
  cancelBooking: 'Cancel',
  noDepartures: 'No upcoming departures. Ask us for a custom trip.',
  noBookings: 'You have no bookings yet.',
  payWithUpiApp: 'Pay with UPI app',
  upiId: 'UPI id',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Select the UPI id and copy it',
  scanQr: 'Scan with any UPI app (Google Pay, PhonePe, Paytm, BHIM) on your phone.',
  whatHappensNext: 'What happens next',
  /** The offline steps after paying, in order. */
  offlineNextSteps: [
    'Pay the amount above by UPI or bank transfer, quoting your booking reference.',
    'We confirm your booking within a working day of the payment reaching us, and send you an SMS.',
    'The balance is due before the trip; this page always shows what is left to pay.',
  ],
  nothingDue: 'Nothing is due on this booking.',
  checkoutUnavailable: 'The payment window could not be opened. Check your connection and try again; your seats stay held.',
  checkoutClosed: 'The payment window was closed and nothing was charged. Press the button again when you are ready.',
} as const;

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending_payment: 'Pending payment',
  confirmed: 'Confirmed',
  paid: 'Paid',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const departureStatusLabels: Record<DepartureStatus, string> = { open: 'Open', closed: 'Closed', cancelled: 'Cancelled' };

/** A departure's state as the back office reads it: an open one with no seats left is 'Sold out', not 'Open'. */
export function departureStateLabel(departure: { status: DepartureStatus; seatsLeft: number }): string {
  return departure.status === 'open' && departure.seatsLeft <= 0 ? bookingTexts.soldOut : departureStatusLabels[departure.status];
}

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
  razorpay: 'Razorpay',
  voucher: 'Voucher',
};

/** 'N seats left', 'Only N seats left' when few, 'Sold out' at none. */
export function seatsLeftText(seatsLeft: number): string {
  if (seatsLeft <= 0) return bookingTexts.soldOut;
  const seats = `${countOf(seatsLeft, { one: 'seat', other: 'seats' })} left`;
  return seatsLeft <= bookingLimits.fewSeatsLeft ? `Only ${seats}` : seats;
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
