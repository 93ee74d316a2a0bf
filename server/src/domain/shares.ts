/**
 * Each pays their share (DESIGN "Each pays their share"): how a booking is split, one share per
 * adult with the kids' seats on the lead's, in paise-exact parts of the total (the remainder on the
 * lead's); what a share owes now by the booking's own rule (its part of the deposit while the
 * booking waits for it, else the rest of its amount); the pay page's path; and the messages. Pure.
 */
import type { BookingStatus } from './bookings.ts';
import { amountDueNowPaise } from './due-now.ts';
import type { PlannedInstalment } from './payment-plan.ts';

export const shareMessages = {
  // Wording ours: a split once money came in would move what people already paid for.
  alreadyPaid: 'This booking already has a payment: it can no longer be split',
  alreadySplit: 'This booking is already split into shares',
  notSplit: 'This booking is not split into shares',
  leadOnly: 'Only the person who booked can do this',
  shareNotFound: 'Share not found',
  payLinkNotFound: 'This payment link is not valid or has already been paid',
  splitInvalid: 'split must be true or false',
  nothingDue: 'Nothing is due on this share',
} as const;

/** The public page a share is paid on. */
export const sharePayPath = (token: string) => `/pay/${token}`;

/** One seat-holder who pays: the lead first (position 1), carrying the kids' seats. */
export interface ShareSeat {
  travellerId: string;
  position: number;
  kind: 'adult' | 'kid';
}

export interface PlannedShare {
  travellerId: string;
  position: number;
  /** What this share pays in all, and of the deposit. */
  amountPaise: number;
  depositPaise: number;
}

/**
 * Splits `totalPaise` in proportion to `weights`, each part floored to the paisa and what is left
 * (never more than one paisa per part) added to the first: the parts always add up to the total.
 */
export function splitPaise(totalPaise: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  const parts = weights.map((weight) => (sum > 0 ? Math.floor((totalPaise * weight) / sum) : 0));
  if (sum === 0) parts[0] = totalPaise;
  parts[0] += totalPaise - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/**
 * The shares of a booking: one per adult; each adult's weight is the adult price, the lead's adds the
 * kids' prices; total and deposit are both split by those weights (discounts fall on everyone alike).
 */
export function planShares(
  seats: ShareSeat[],
  amounts: { totalPaise: number; depositPaise: number; adultPricePaise: number; kidPricePaise: number },
): PlannedShare[] {
  const sorted = [...seats].sort((a, b) => a.position - b.position);
  const adults = sorted.filter((seat) => seat.kind === 'adult');
  const kids = sorted.length - adults.length;
  const weights = adults.map((_, i) => amounts.adultPricePaise + (i === 0 ? kids * amounts.kidPricePaise : 0));
  const totals = splitPaise(amounts.totalPaise, weights);
  const deposits = splitPaise(amounts.depositPaise, weights);
  return adults.map((seat, i) => ({
    travellerId: seat.travellerId,
    position: seat.position,
    amountPaise: totals[i],
    depositPaise: deposits[i],
  }));
}

interface ShareAmounts {
  id: string;
  amountPaise: number;
  depositPaise: number;
  amountPaidPaise: number;
}

/**
 * What a share owes now (paise). While the booking waits for its deposit: its part of the deposit.
 * Once confirmed: its part of everything due up to the booking's next instalment (each cumulative
 * step split among the shares as the total is, by their amounts, so the parts add up to the step
 * exactly), less what it paid; without a plan of its own the booking's next instalment is the balance,
 * so that is the rest of the share. Never more than the booking itself still owes now.
 */
export function shareDueNowPaise(
  share: ShareAmounts,
  booking: {
    status: BookingStatus;
    amountPaidPaise: number;
    totalPaise: number;
    depositPaise: number;
    instalments: readonly PlannedInstalment[];
  },
  allShares: readonly ShareAmounts[],
): number {
  const whole = amountDueNowPaise(booking.status, booking.amountPaidPaise, { ...booking, instalmentPlan: booking.instalments });
  if (booking.status === 'pending_payment' || booking.status === 'expired') {
    return Math.min(whole, Math.max(0, share.depositPaise - share.amountPaidPaise));
  }
  let dueUpTo = booking.totalPaise;
  let cumulative = 0;
  for (const instalment of booking.instalments) {
    cumulative += instalment.amountPaise;
    if (cumulative > booking.amountPaidPaise) {
      dueUpTo = Math.min(cumulative, booking.totalPaise);
      break;
    }
  }
  const parts = splitPaise(
    dueUpTo,
    allShares.map((each) => each.amountPaise),
  );
  const ownPart = parts[allShares.findIndex((each) => each.id === share.id)] ?? 0;
  return Math.min(whole, Math.max(0, Math.min(ownPart, share.amountPaise) - share.amountPaidPaise));
}
