/**
 * Cancellations with money (docs/product.md, "Cancellations, refunds and vouchers"): a trip's own
 * cancellation tiers and GST rate as the trip form and the API check them, and the quote of a
 * cancellation: what the policy retains and what goes back, in paise.
 */
import { bookingMessages } from './booking-messages.ts';
import { type BookingStatus, bookingLimits, isOfflinePaymentMethod, type OfflinePaymentMethod } from './bookings.ts';
import { formatDate, formatRupees } from './format.ts';
import { gstRates } from './gst.ts';
import { rupeesMax, rupeesToPaise } from './money.ts';
import { type CancellationTier, parseCancellationPolicy, retainedPercent } from './policies.ts';
import { countOf } from './plurals.ts';

export const cancelledByValues = ['traveller', 'admin', 'operator'] as const;
export type CancelledBy = (typeof cancelledByValues)[number];
/** Where a cancelled booking's money goes: back to the payments, onto a voucher, or nowhere (admin only). */
export const refundToValues = ['original', 'voucher', 'none'] as const;
export type RefundTo = (typeof refundToValues)[number];

export const cancellationLimits = { tiersMax: 10, daysBeforeMax: 3650, reasonMax: 500 } as const;

export const cancellationMessages = {
  policyInvalid:
    `Cancellation policy must be up to ${cancellationLimits.tiersMax} tiers, each with days before the start ` +
    `(a whole number from 0 to ${cancellationLimits.daysBeforeMax}, each once) and a retained percent (a whole number from 0 to 100)`,
  gstRateInvalid: `GST rate must be one of ${gstRates.join(', ')}`,
  balanceDueDaysInvalid: 'Balance due days must be a whole number from 0 to 365',
  cannotBeCancelled: 'This booking can no longer be cancelled',
  refundToInvalid: 'Refund to must be original or voucher',
  adminRefundToInvalid: 'Refund to must be original, voucher or none',
  cancelAmountInvalid: 'Amount must be 0 or more with at most two decimals',
  cancelAmountAbovePaid: 'Amount cannot be more than was paid less what was refunded',
  reasonTooLong: 'Reason must be 500 characters or fewer',
  refundAbovePaid: 'Refund is more than was paid',
  refundAmountInvalid: 'Amount must be greater than 0 with at most two decimals',
  refundMethodInvalid: 'Method must be one of upi, bank_transfer, cash or card',
  voucherCannotBeUsed: 'This voucher cannot be used',
  voucherNotFound: 'Voucher not found',
  voucherStatusChangeInvalid: 'A voucher can only be changed to void',
  voucherAmountInvalid: 'Amount must be greater than 0 with at most two decimals',
  voucherUserRequired: 'Traveller is required',
  voucherUserNotFound: 'Traveller not found',
  voucherExpiryInvalid: 'Expires at must be a date and time in the future',
} as const;

/**
 * The cancellation window: whether `by` may cancel a booking in `status` whose departure starts on
 * `startDate` (the start day counts as started); when not, the answer is `cancellationMessages.cannotBeCancelled`.
 */
export function mayCancel(by: CancelledBy, status: BookingStatus, today: string, startDate: string): boolean {
  if (status === 'cancelled') return false;
  if (by !== 'traveller') return true;
  if (status === 'pending_payment') return true;
  return (status === 'confirmed' || status === 'paid') && today < startDate;
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * A trip's tiers as a form or the API gives them: an array of {daysBefore, retainPercent}, the
 * CANCELLATION_POLICY text ("30:10,15:50,0:100") or a JSON array as text; null or blank: none (the
 * setting applies). Answers the tiers (latest-first order kept as days before, descending), null, or
 * an error message.
 */
export function parseTripCancellationPolicy(value: unknown): { tiers: CancellationTier[] | null } | { error: string } {
  const invalid = { error: cancellationMessages.policyInvalid };
  if (value === undefined || value === null) return { tiers: null };
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '' || text === 'null') return { tiers: null };
    if (text.startsWith('[')) {
      try {
        return parseTripCancellationPolicy(JSON.parse(text));
      } catch {
        return invalid;
      }
    }
    const parsed = parseCancellationPolicy(text);
    if ('error' in parsed || parsed.tiers.length > cancellationLimits.tiersMax) return invalid;
    return parsed.tiers.every((tier) => tier.daysBefore <= cancellationLimits.daysBeforeMax) ? parsed : invalid;
  }
  if (!Array.isArray(value) || value.length > cancellationLimits.tiersMax) return invalid;
  if (value.length === 0) return { tiers: null };
  const tiers: CancellationTier[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return invalid;
    const { daysBefore, retainPercent } = item as Record<string, unknown>;
    if (!isWhole(daysBefore, 0, cancellationLimits.daysBeforeMax) || !isWhole(retainPercent, 0, 100)) return invalid;
    if (tiers.some((tier) => tier.daysBefore === daysBefore)) return invalid;
    tiers.push({ daysBefore, retainPercent });
  }
  return { tiers: tiers.sort((a, b) => b.daysBefore - a.daysBefore) };
}

/** A trip's own GST rate: one of 0, 5, 12, 18 (a number or its text); null or blank: GST_RATE_PERCENT. */
export function parseTripGstRate(value: unknown): { rate: number | null } | { error: string } {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return { rate: null };
  // A form sends digits as text; anything else (spaces included) is not a rate.
  const rate = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
  return (gstRates as readonly unknown[]).includes(rate) ? { rate: rate as number } : { error: cancellationMessages.gstRateInvalid };
}

export interface CancellationQuotePaise {
  daysBeforeStart: number;
  /** What the policy keeps: its share of the total, never more than was paid. */
  retainedPaise: number;
  /** What goes back to the original payments: paid less refunded less retained. */
  refundPaise: number;
  /** A voucher instead: VOUCHER_VALUE_PERCENT of what was paid (less refunded), the charge waived. */
  voucherPaise: number;
}

/** What a booking still holds of what was paid: the most any cancellation gives back (the operator's gives all of it). */
export const heldPaise = (booking: { amountPaidPaise: number; amountRefundedPaise: number }): number =>
  Math.max(0, booking.amountPaidPaise - booking.amountRefundedPaise);

/**
 * The quote of a cancellation made `daysBeforeStart` days before the start, in paise. The retained
 * share is of the total (CANCELLATION_POLICY: "of the total is retained"), capped at what was paid.
 */
export function cancellationQuotePaise(
  booking: { totalPaise: number; amountPaidPaise: number; amountRefundedPaise: number },
  tiers: CancellationTier[],
  daysBeforeStart: number,
  voucherValuePercent: number,
): CancellationQuotePaise {
  const held = heldPaise(booking);
  const retainedShare = Math.round((booking.totalPaise * retainedPercent(tiers, daysBeforeStart)) / 100);
  const retainedPaise = Math.min(held, retainedShare);
  const voucherPaise = Math.floor((held * voucherValuePercent) / 100);
  return { daysBeforeStart, retainedPaise, refundPaise: held - retainedPaise, voucherPaise };
}

/**
 * The refund choice a cancel form starts on: the one worth more to the traveller (money back when it
 * is at least the voucher, as money spends anywhere), or none when both are nothing, so no tap
 * lands on the lesser choice by default.
 */
export function refundChoiceWorthMore(quote: { refundAmount: number; voucherAmount: number }): 'original' | 'voucher' | null {
  if (quote.voucherAmount > quote.refundAmount) return 'voucher';
  return quote.refundAmount > 0 ? 'original' : null;
}

const countText = (count: number, noun: string) => countOf(count, { one: noun, other: `${noun}s` });

/** The back office's confirm step before a departure is cancelled: its title, and what it does in figures the server computed. */
export function departureCancellationTitle(departure: { startDate: string }): string {
  return `Cancel the departure of ${formatDate(departure.startDate)}?`;
}

/** The figures of a departure's cancellation the server computed (GET /admin/departures/{id}/cancellation). */
export interface DepartureCancellationFigures {
  bookings: number;
  travellers: number;
  /** INR. */
  refundAmount: number;
}

export function departureCancellationText(quote: DepartureCancellationFigures): string {
  if (quote.bookings === 0) return 'It has no bookings: nobody is refunded or messaged. It will be hidden from the site.';
  const money =
    quote.refundAmount > 0
      ? `${formatRupees(quote.refundAmount)} is refunded in full to the original payments`
      : 'nothing was paid, so nothing is refunded';
  return (
    `This cancels ${countText(quote.bookings, 'booking')} (${countText(quote.travellers, 'traveller')}): ${money}, ` +
    "and each booking's traveller is sent a cancellation message at once. This cannot be undone."
  );
}

// ---------------------------------------------------------------- bodies

type Parsed<T> = { value: T; error?: undefined } | { error: string };
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';
/** Rupees with at most two decimals: above 0, or from 0 when `zeroAllowed`. */
const isRupees = (value: unknown, zeroAllowed: boolean): value is number =>
  typeof value === 'number' && !Number.isNaN(rupeesToPaise(value)) && (zeroAllowed ? value >= 0 : value > 0) && value <= rupeesMax;

export interface AdminCancel {
  refundTo: RefundTo;
  amount?: number;
  reason?: string | null;
}

/** POST /admin/bookings/{id}/cancel: refundTo original, voucher or none; an override amount (rupees) and a reason, optional. */
export function parseAdminCancel(body: Record<string, unknown>): Parsed<AdminCancel> {
  if (!(refundToValues as readonly unknown[]).includes(body.refundTo)) return { error: cancellationMessages.adminRefundToInvalid };
  if (!isAbsent(body.amount) && !isRupees(body.amount, true)) return { error: cancellationMessages.cancelAmountInvalid };
  const reason = typeof body.reason === 'string' ? body.reason.trim() : body.reason;
  if (!isAbsent(reason) && (typeof reason !== 'string' || reason.length > cancellationLimits.reasonMax))
    return { error: cancellationMessages.reasonTooLong };
  return {
    value: {
      refundTo: body.refundTo as RefundTo,
      ...(isAbsent(body.amount) ? {} : { amount: body.amount }),
      reason: typeof reason === 'string' && reason ? reason : null,
    },
  };
}

/** POST /admin/bookings/{id}/refunds: money paid back by hand. */
export function parseOfflineRefund(
  body: Record<string, unknown>,
): Parsed<{ amount: number; method: OfflinePaymentMethod; reference: string | null }> {
  if (!isRupees(body.amount, false)) return { error: cancellationMessages.refundAmountInvalid };
  if (!isOfflinePaymentMethod(body.method)) return { error: cancellationMessages.refundMethodInvalid };
  const reference = typeof body.reference === 'string' ? body.reference.trim() : body.reference;
  if (!isAbsent(reference) && (typeof reference !== 'string' || reference.length > bookingLimits.paymentReferenceMax))
    return { error: bookingMessages.paymentReferenceTooLong };
  return { value: { amount: body.amount, method: body.method, reference: typeof reference === 'string' && reference ? reference : null } };
}

/** POST /admin/vouchers: a goodwill voucher for a traveller; `now` refuses an expiry already passed. */
export function parseGoodwillVoucher(
  body: Record<string, unknown>,
  now: Date,
): Parsed<{ userId: string; amount: number; expiresAt: string | null }> {
  if (typeof body.userId !== 'string' || body.userId.trim() === '') return { error: cancellationMessages.voucherUserRequired };
  if (!isRupees(body.amount, false)) return { error: cancellationMessages.voucherAmountInvalid };
  if (!isAbsent(body.expiresAt)) {
    const at = typeof body.expiresAt === 'string' ? Date.parse(body.expiresAt) : Number.NaN;
    if (Number.isNaN(at) || at <= now.getTime()) return { error: cancellationMessages.voucherExpiryInvalid };
  }
  const expiresAt = isAbsent(body.expiresAt) ? null : new Date(String(body.expiresAt)).toISOString();
  return { value: { userId: body.userId.trim(), amount: body.amount, expiresAt } };
}
