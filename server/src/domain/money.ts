/**
 * Money of bookings: reckoned in integer paise, shown in rupees. The API sends rupees (exact to the
 * paisa), Razorpay takes paise.
 */
import type { BookingStatus } from './bookings.ts';
import { formatRupees } from './format.ts';
import { countOf } from './plurals.ts';

/** The largest amount in rupees a price or a payment may have. */
export const rupeesMax = 10_000_000;

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

/** What a departure charges a seat, in paise: adults, children (the adult price unless set), the deposit. */
export interface SeatPricesPaise {
  pricePaise: number;
  kidPricePaise: number;
  depositPaise: number;
}

/**
 * A party's total and deposit (paise): adults at the adult price, kids at the child price; each
 * seat's deposit is the departure's deposit, never more than that seat's price.
 */
export function partyAmounts(party: { adults: number; kids: number }, prices: SeatPricesPaise): BookingAmounts {
  const kidDeposit = Math.min(prices.depositPaise, prices.kidPricePaise);
  return {
    totalPaise: party.adults * prices.pricePaise + party.kids * prices.kidPricePaise,
    depositPaise: party.adults * Math.min(prices.depositPaise, prices.pricePaise) + party.kids * kidDeposit,
  };
}

/** The status a booking has once `amountPaid` is counted (pending until the deposit is in). */
export function statusForAmountPaid(amountPaidPaise: number, amounts: BookingAmounts): 'pending_payment' | 'confirmed' | 'paid' {
  if (amountPaidPaise >= amounts.totalPaise) return 'paid';
  if (amountPaidPaise >= amounts.depositPaise) return 'confirmed';
  return 'pending_payment';
}

/**
 * What is still owed on a booking (paise): nothing once it is cancelled or expired (its seats are
 * gone; money already paid is a refund matter, never a balance), else the total less what was paid.
 */
export function balanceDuePaise(status: BookingStatus, amountPaidPaise: number, totalPaise: number): number {
  if (status === 'cancelled' || status === 'expired') return 0;
  return Math.max(0, totalPaise - amountPaidPaise);
}

export const formatPaise = (paise: number): string => formatRupees(paiseToRupees(paise));

/** '2 adults × ₹18,500 + 1 child × ₹12,000 = ₹49,000': how a party's total adds up. */
export function partyTotalText(party: { adults: number; kids: number }, prices: SeatPricesPaise): string {
  const parts = [`${countOf(party.adults, { one: 'adult', other: 'adults' })} × ${formatPaise(prices.pricePaise)}`];
  if (party.kids > 0) parts.push(`${countOf(party.kids, { one: 'child', other: 'children' })} × ${formatPaise(prices.kidPricePaise)}`);
  return `${parts.join(' + ')} = ${formatPaise(partyAmounts(party, prices).totalPaise)}`;
}

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
