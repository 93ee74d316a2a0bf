/**
 * The reservation form and the waitlist form of the trip page (islands/ReservationForm.tsx, WaitlistJoin.tsx) in
 * English: their default strings, word for word the product's (domain bookingTexts, waitlistTexts). Templates, not
 * functions (props must serialize): `{n}`, `{dates}` are filled in by `fill`. Hindi pages hand hi's through the
 * departures list, with `language` the booking and the waitlist entry are made in.
 */
import { bookingTexts, gstStates, pricingLabelTemplates, travellerMessageTexts, waitlistTexts } from '@travel/server/domain';
import type { Language } from '@travel/server/domain';

export const reservationEn = {
  /** The language a booking made here is in (messages to the traveller follow it). */
  language: 'en' as Language,
  title: 'Reserve {dates}',
  adults: bookingTexts.adults as string,
  kids: bookingTexts.kids as string,
  travellers: 'Travellers (names as on their ID)',
  adultName: 'Adult {n} name',
  kidName: 'Kid {n} name',
  notes: bookingTexts.notes as string,
  whatsappOptIn: travellerMessageTexts.whatsappOptIn as string,
  splitShares: 'Each pays their own share',
  splitSharesHint: "Every adult gets their own link to pay their part; the kids' seats are on yours.",
  state: 'State',
  /** The billing state select's names by GST state code (the domain's English names here). */
  stateNames: Object.fromEntries(gstStates.map((state) => [state.code, state.name])) as Record<string, string>,
  business: 'Booking for a business? Add its GSTIN',
  gstin: 'GSTIN',
  gstinPlaceholder: '27AAPFU0939F1ZV',
  companyName: 'Company name',
  perAdult: bookingTexts.perAdult as string,
  perChild: bookingTexts.perChild as string,
  /** The party's sum, as domain partyTotalText says it. */
  oneAdult: '1 adult',
  adultsCount: '{n} adults',
  oneChild: '1 child',
  childrenCount: '{n} children',
  total: bookingTexts.total as string,
  depositDueNow: bookingTexts.depositDueNow as string,
  fullAmountDueNow: bookingTexts.fullAmountDueNow as string,
  payInFullNote: bookingTexts.payInFullNote as string,
  balance: bookingTexts.balance as string,
  couponCode: 'Coupon or referral code',
  priceBeforeDiscounts: 'Price before discounts',
  /** The discount lines per kind: the server's own labels as templates (domain pricingLabelTemplates). */
  discountLines: { ...pricingLabelTemplates },
  cancellationPolicy: 'Cancellation policy',
  myBookings: bookingTexts.myBookings as string,
  continueToPayment: bookingTexts.continueToPayment as string,
  close: 'Close',
  /** What the payment window says the money is for. */
  paymentFor: 'Deposit for {place} (booking {reference})',
  paymentInFullFor: 'Payment for {place} (booking {reference})',
  waitlistJoin: waitlistTexts.join as string,
  waitlistLead: waitlistTexts.joinLead as string,
  seatsWanted: waitlistTexts.seatsWanted as string,
  waitlistNumber: waitlistTexts.joined(9999).replace('9999', '{n}'),
  waitlistJoined: waitlistTexts.joined(null),
  myWaitlist: waitlistTexts.myWaitlist as string,
  cancel: 'Cancel',
};

export type ReservationText = typeof reservationEn;
