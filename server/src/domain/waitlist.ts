/**
 * The waitlist of a sold-out departure (docs/product.md#waitlist): its statuses, limits, messages and
 * the checks of what a traveller or an admin sends. Which entries are offered freed seats is decided
 * by the ledger (services/waitlist.ts) under the departure's lock.
 */
import { bookingLimits } from './bookings.ts';
import { formatDateTime } from './format.ts';
import { countOf } from './plurals.ts';

export const waitlistStatuses = ['waiting', 'offered', 'claimed', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];
/** Statuses still in the queue: one such entry per traveller and departure. */
export const activeWaitlistStatuses = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[];

export const waitlistLimits = {
  seatsMin: 1,
  seatsMax: bookingLimits.adultsMax,
  /** WAITLIST_OFFER_HOURS when unset: how long an offer's booking holds its seats. */
  offerHoursDefault: 12,
} as const;

export const waitlistMessages = {
  seatsStillAvailable: 'Seats are still available: book them instead',
  seatsRange: `Seats must be a whole number from ${waitlistLimits.seatsMin} to ${waitlistLimits.seatsMax}`,
  positionInvalid: 'Position must be a whole number, at least 1',
  entryNotFound: 'Waitlist entry not found',
  onlyWaitingMoves: 'Only a waiting entry can be moved in the queue',
} as const;

/** What the pages say about the waitlist. */
export const waitlistTexts = {
  join: 'Join the waitlist',
  joinLead: 'Tell us how many seats you need: when seats free up, we hold them for you and send you a link to pay.',
  seatsWanted: 'Seats wanted',
  joined: (position: number | null) => (position ? `You are number ${position} on the waitlist.` : 'You are on the waitlist.'),
  myWaitlist: 'My waitlist',
  leave: 'Leave the waitlist',
  left: 'You have left the waitlist.',
  payOffer: 'Pay to claim your seats',
  signInToJoin: 'Sign in to join the waitlist',
  queue: 'Waitlist',
  emptyQueue: 'Nobody is waiting for this departure.',
  moveUp: 'Move up',
  moveDown: 'Move down',
} as const;

export const waitlistStatusLabels: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Seats offered',
  claimed: 'Claimed',
  expired: 'Offer expired',
  left: 'Left',
};

/**
 * One line per entry for the traveller: where they stand or what happened; an offer says until when
 * its seats are held, in the business's time zone (India's).
 */
export function waitlistPlaceText(entry: {
  status: WaitlistStatus;
  position: number | null;
  seats: number;
  offerEndsAt?: string | null;
}): string {
  const seats = countOf(entry.seats, { one: 'seat', other: 'seats' });
  if (entry.status === 'waiting') return `Number ${entry.position ?? '?'} in the queue for ${seats}`;
  if (entry.status === 'offered' && entry.offerEndsAt)
    return `${seats} held for you until ${formatDateTime(entry.offerEndsAt)} IST: pay to claim them`;
  if (entry.status === 'offered') return `${seats} held for you: pay to claim them`;
  return `${waitlistStatusLabels[entry.status]} (${seats})`;
}
