/**
 * The traveller's booking pages (My Bookings with the waitlist and vouchers, one booking, its payment, cancellation,
 * refunds and documents) in English: the islands' default strings, word for word what they always said (domain
 * bookingTexts, waitlistTexts, the status labels). Templates, not functions (props must serialize): `{amount}` and
 * the like are filled in by `fill`. The Hindi pages under /hi/bookings hand hi.ts's `bookings`.
 */
import {
  bookingStatusLabels,
  bookingTexts,
  pricingLabelTemplates,
  documentTitles,
  messages,
  paymentMethodLabels,
  travellerMessageTexts,
  travellerReviewTexts,
  waitlistStatusLabels,
  waitlistTexts,
} from '@travel/server/domain';
import type { Language } from '@travel/server/domain';
import { travellersEn } from './travellers-en.ts';

const texts = <T extends Record<string, string>>(record: T): Record<keyof T, string> => ({ ...record });

export const bookingsEn = {
  language: 'en' as Language,
  /** Where the pages live: '' for English, '/hi' for Hindi. */
  prefix: '',
  /** Dates in the page's language: '' for the product's own English formats. */
  dateLocale: '',
  myBookings: bookingTexts.myBookings as string,
  yourBooking: 'Your booking',
  statusLabels: texts(bookingStatusLabels),
  paymentMethods: texts(paymentMethodLabels),
  // My Bookings
  loadingBookings: 'Loading your bookings…',
  noBookings: bookingTexts.noBookings as string,
  exploreTrips: 'Explore trips',
  bookingHidden: 'Booking ',
  seats: 'Seats',
  total: bookingTexts.total as string,
  priceBeforeDiscounts: 'Price before discounts',
  /** The discount lines per kind: the server's own labels as templates (domain pricingLabelTemplates). */
  discountLines: { ...pricingLabelTemplates },
  paid: 'Paid',
  balanceDue: 'Balance due',
  vouchersTitle: 'Your vouchers',
  vouchersLead: 'Enter a code by the pay button of any booking to spend it.',
  voucherLine: ' of {amount} · until {date} · {status}',
  voucherStatus: { active: 'Active', used: 'Used', expired: 'Expired', void: 'Void' },
  /** My Bookings' referral block (islands/MyReferral.tsx). */
  referral: {
    title: 'Invite a friend',
    lead: 'A friend who books their first trip with your code gets {discount} off, and you get a {reward} voucher once they have paid.',
    yourCode: 'Your code:',
    shareOnWhatsApp: 'Share on WhatsApp',
    rewardsTitle: 'Rewards earned',
    noRewards: 'No rewards yet.',
    rewardLine: '{amount} voucher {code} for booking {reference} · {date}',
  },
  // My waitlist
  myWaitlist: waitlistTexts.myWaitlist as string,
  leftWaitlist: waitlistTexts.left as string,
  leaveWaitlist: waitlistTexts.leave as string,
  payOffer: waitlistTexts.payOffer as string,
  waitlistStatus: texts(waitlistStatusLabels),
  queuePlace: 'Number {position} in the queue for {seats}',
  offerHeld: '{seats} held for you: pay to claim them',
  offerHeldUntil: '{seats} held for you until {time}: pay to claim them',
  entryEnded: '{status} ({seats})',
  oneSeat: '1 seat',
  seatsCount: '{n} seats',
  // One booking
  loadingBooking: 'Loading your booking…',
  bookingConfirmed: bookingTexts.bookingConfirmed as string,
  /** The heading of a booking not (or no longer) confirmed. */
  statusHeadings: {
    pending_payment: `Booking ${bookingStatusLabels.pending_payment.toLowerCase()}`,
    cancelled: `Booking ${bookingStatusLabels.cancelled.toLowerCase()}`,
    expired: `Booking ${bookingStatusLabels.expired.toLowerCase()}`,
  },
  fullyPaid: 'Your seats are confirmed and fully paid.',
  confirmedBalance: 'Your seats are confirmed. Balance due {by}: {amount}.',
  dueBy: 'by {date}',
  beforeTrip: 'before the trip',
  reference: 'Reference',
  writeReview: travellerReviewTexts.writeReview as string,
  payment: 'Payment',
  deposit: 'Deposit',
  fullAmount: 'Full amount',
  refunded: 'Refunded',
  dueByLabel: 'Due by',
  nothingDue: bookingTexts.nothingDue as string,
  paymentsReceived: 'Payments received',
  paymentRefunded: ' (refunded)',
  travellers: 'Travellers',
  oneAdult: '1 adult',
  adultsCount: '{n} adults',
  oneKid: '1 kid',
  kidsCount: '{n} kids',
  notes: 'Notes: {notes}',
  // Paying and cancelling a booking that awaits payment
  heldUntil: 'Your seats are held until {time}. Pay the deposit by then to confirm.',
  /** The same, for a booking made inside its balance window: its first payment is the whole amount. */
  heldUntilFull: 'Your seats are held until {time}. Pay the full amount by then to confirm.',
  /** Said after the hold's time: the zone every time of the site is in. */
  timeZone: 'IST',
  holdEnded: 'The hold on your seats has ended. Pay now to take them again while they are free.',
  voucherCode: 'Voucher code (optional)',
  /** After paying with a voucher, from the API's answer: what it paid and what is left on it. */
  voucherUsed: 'Your voucher {code} paid {amount}; {balance} is left on it.',
  voucherUsedUp: 'Your voucher {code} paid {amount}; nothing is left on it.',
  payNow: 'Pay now',
  payBalance: bookingTexts.payBalance as string,
  cancel: bookingTexts.cancelBooking as string,
  cancelQuestion: 'Cancel this booking?',
  cancelWarning: 'Booking {reference} will be cancelled and its seats released.',
  keepBooking: 'Keep booking',
  yesCancel: 'Yes, cancel booking',
  depositFor: 'Deposit for {place} (booking {reference})',
  balanceFor: 'Balance for {place} (booking {reference})',
  // Cancelling a confirmed booking
  cancelTitle: 'Cancel this booking',
  startsIn: "The trip starts in {days}. Your booking's policy:",
  oneDay: '1 day',
  daysCount: '{n} days',
  whatBack: 'What would you like back?',
  voucherChoice: 'A credit voucher of {amount} to spend on a later trip',
  originalChoice: '{amount} back to your original payment',
  keptChoice: ' ({amount} kept under the policy)',
  chooseWhatBack: 'Choose what you would like back.',
  nothingBack: 'You get nothing back: the {kept} you paid is kept under the policy.',
  yesCancelNothingBack: 'Yes, cancel with {amount} back',
  // Refunds and documents
  refundsTitle: 'Cancellation and refunds',
  cancelledOn: 'Cancelled on {time}.',
  refundBack: ' {amount} back to your original payment.',
  voucherCredit: ' A credit voucher of {amount}: see My Bookings.',
  keptUnderPolicy: ' {amount} kept under the cancellation policy.',
  refunds: 'Refunds',
  refundStatus: { pending: 'on its way', processed: 'refunded', failed: 'failed: we will contact you' },
  documentsTitle: 'Receipts and invoices',
  documentTitles: texts(documentTitles),
  downloadPdf: 'Download PDF',
  ofDocument: ' of {number}',
  // Paying offline
  payAmount: 'Pay {amount}',
  quoteReference: 'Quote your booking reference {reference} with the payment.',
  upiId: bookingTexts.upiId as string,
  copy: bookingTexts.copy as string,
  copied: bookingTexts.copied as string,
  copyFailed: bookingTexts.copyFailed as string,
  upiCopied: '{upiId} copied',
  payWithUpiApp: bookingTexts.payWithUpiApp as string,
  qrAlt: 'UPI QR code to pay {amount} for booking {reference}',
  scanQr: bookingTexts.scanQr as string,
  instructions: 'Payment instructions',
  whatHappensNext: bookingTexts.whatHappensNext as string,
  nextSteps: [...bookingTexts.offlineNextSteps] as string[],
  // Messages
  stopReminders: travellerMessageTexts.stopReminders as string,
  remindersStopped: travellerMessageTexts.remindersStopped as string,
  /** Everyone on the trip: the Travellers section, the traveller's form, swaps, the change of departure and /join. */
  people: travellersEn,
  /** The review page (/bookings/{id}/review). */
  review: {
    pageTitle: travellerReviewTexts.pageTitle as string,
    lead: travellerReviewTexts.lead as string,
    rating: travellerReviewTexts.rating as string,
    oneStar: '1 star',
    stars: '{n} stars',
    rated: 'Rated {n} out of 5',
    text: travellerReviewTexts.text as string,
    media: travellerReviewTexts.media as string,
    mediaHint: messages.uploadChoiceHint as string,
    files: 'Files to upload',
    submit: travellerReviewTexts.submit as string,
    sending: travellerReviewTexts.sending as string,
    thanksTitle: travellerReviewTexts.thanksTitle as string,
    thanksText: travellerReviewTexts.thanksText as string,
    yourReview: travellerReviewTexts.yourReview as string,
    pending: travellerReviewTexts.pending as string,
    published: travellerReviewTexts.published as string,
    backToBooking: travellerReviewTexts.backToBooking as string,
    loading: 'Loading…',
  },
};

export type BookingsText = typeof bookingsEn;
