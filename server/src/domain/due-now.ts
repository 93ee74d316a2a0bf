/**
 * What a traveller pays now, and by when: the one rule the public departures, the reservation form,
 * the booking the ledger stores (its deposit, balance date and hold), the booking pages, the admin's
 * buttons and the payment reminders all read (docs/product.md, "Balance due date"). Money in paise,
 * days as the business's calendar days (YYYY-MM-DD), instants as Dates.
 */
import type { BookingStatus } from './bookings.ts';
import { addDays, atLocalHour } from './dates.ts';
import { type BookingAmounts, rupeesToPaise } from './money.ts';
import { type Instalment, nextInstalment, nextInstalmentDuePaise, type PlannedInstalment, plannedOf } from './payment-plan.ts';

/** The day a booking's balance falls due by the departure's terms: `daysBefore` days before it starts (YYYY-MM-DD). */
export const balanceDueDateFor = (startDate: string, daysBefore: number): string => addDays(startDate, -daysBefore);

/** What a booking made on a given day pays and by when, per seat. */
export interface PaymentTerms<P> {
  /** The balance's day: the departure's terms, never before the day the booking is made. */
  balanceDueDate: string;
  /** The booking is made on or after the balance's day: the whole price is due at once. */
  payInFull: boolean;
  /** The prices it is made at, `depositPaise` being what each seat pays at once (the deposit, or the whole price). */
  prices: P;
}

/**
 * A booking made on `today`: its balance date and what each seat pays at once. One made on or after
 * the departure's balance date owes the whole amount at once (what most operators ask inside the
 * balance window): its deposit is the price and its balance date today, so it never starts overdue
 * and no screen shows a date already past.
 */
export function paymentTerms<P extends { pricePaise: number; depositPaise: number }>(
  today: string,
  startDate: string,
  daysBefore: number,
  prices: P,
): PaymentTerms<P> {
  const byTerms = balanceDueDateFor(startDate, daysBefore);
  const payInFull = today >= byTerms;
  return {
    balanceDueDate: payInFull ? today : byTerms,
    payInFull,
    prices: payInFull ? { ...prices, depositPaise: prices.pricePaise } : prices,
  };
}

/** The moment a departure starts, as far as holds go: the start of its first day in the business's time zone. */
export const departureStartsAt = (startDate: string, timeZone: string): Date => atLocalHour(startDate, 0, timeZone);

/**
 * When a hold made at `now` ends: `holdMs` later (the offline hold, the online checkout, a waitlist
 * offer), but never after the departure starts: a seat held past the start can never be used, and a
 * traveller must not be told to pay after it. So a departure starting tomorrow holds until midnight
 * at most. The departure's own day (the hour it leaves is not recorded, so its start counts as the
 * day's first moment, already past) and the last minutes before that midnight leave no time to hold
 * for: a professional operator then sells the seat only to someone who pays there and then, which is
 * the online checkout's few minutes (`checkoutMs`, BOOKING_HOLD_SECONDS). A payment recorded after
 * such a hold still takes the seats back while they are free (the ledger's rule for expired holds).
 */
export function holdEndsAt(now: Date, holdMs: number, startsAt: Date, checkoutMs: number): Date {
  const capped = Math.min(now.getTime() + holdMs, startsAt.getTime());
  return new Date(Math.max(capped, now.getTime() + Math.min(holdMs, checkoutMs)));
}

/**
 * The traveller's next payment (paise): the rest of the deposit while pending; once confirmed, the
 * next instalment of its payment plan (what of it is unpaid), else the balance; nothing once
 * cancelled or paid.
 */
export function amountDueNowPaise(
  status: BookingStatus,
  amountPaidPaise: number,
  amounts: BookingAmounts & { instalmentPlan?: readonly PlannedInstalment[] | null },
): number {
  if (status === 'cancelled' || status === 'paid') return 0;
  if (status === 'pending_payment' || status === 'expired') return Math.max(0, amounts.depositPaise - amountPaidPaise);
  if (amounts.instalmentPlan?.length) return nextInstalmentDuePaise(amounts.instalmentPlan, amountPaidPaise);
  return Math.max(0, amounts.totalPaise - amountPaidPaise);
}

/** What these rules read of a booking as the API sends it (money in INR): a Booking has them all. */
interface BookingFigures {
  status: BookingStatus;
  amountPaid: number;
  totalAmount: number;
  depositAmount: number;
  balanceDue: number;
  balanceDueDate: string | null;
}

type DueNowBooking = Pick<BookingFigures, 'status' | 'amountPaid' | 'totalAmount' | 'depositAmount'> & {
  instalments?: readonly Pick<Instalment, 'dueDate' | 'amount' | 'status'>[];
};

/** What the traveller pays next on a booking as the API sends it (paise): the one rule the API, site and admin use. */
export const bookingDueNowPaise = (booking: DueNowBooking): number =>
  amountDueNowPaise(booking.status, rupeesToPaise(booking.amountPaid), {
    totalPaise: rupeesToPaise(booking.totalAmount),
    depositPaise: rupeesToPaise(booking.depositAmount),
    instalmentPlan: booking.instalments?.length ? plannedOf(booking.instalments) : null,
  });

/** Whether the booking's first payment is the whole amount (made inside its balance window): no deposit, no balance after it. */
export const bookingPaysInFull = (booking: Pick<BookingFigures, 'totalAmount' | 'depositAmount'>): boolean =>
  rupeesToPaise(booking.depositAmount) >= rupeesToPaise(booking.totalAmount);

/** The day the balance is to be paid by, never one already past (an overdue balance is due today); null when none is due. */
export function balanceDueDay(booking: Pick<BookingFigures, 'balanceDue' | 'balanceDueDate'>, today: string): string | null {
  if (booking.balanceDue <= 0 || !booking.balanceDueDate) return null;
  return booking.balanceDueDate < today ? today : booking.balanceDueDate;
}

/**
 * The day what is due now must be paid by: today while the deposit is awaited (the hold runs out),
 * else the balance's day (never one already past). Null when nothing is due.
 */
export function dueNowBy(booking: DueNowBooking & Pick<BookingFigures, 'balanceDue' | 'balanceDueDate'>, today: string): string | null {
  if (bookingDueNowPaise(booking) === 0) return null;
  if (booking.status === 'pending_payment' || booking.status === 'expired') return today;
  // With a plan: the next instalment's day.
  const next = booking.instalments ? nextInstalment(booking.instalments) : null;
  if (next) return next.dueDate < today ? today : next.dueDate;
  return balanceDueDay(booking, today) ?? today;
}
