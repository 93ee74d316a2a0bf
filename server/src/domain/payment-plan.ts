/**
 * Payment plans (DESIGN "Each pays their share"): a departure's `paymentPlan` [{daysBefore, percent}]
 * and the instalments a booking made on it owes. The one definition the departure form, the
 * reservation the ledger stores, the booking pages, the reminders, the Overdue tab and the Finance
 * page read. Money in integer paise (the API's rupees only at the edges); days as the business's
 * calendar days (YYYY-MM-DD).
 *
 * - The first step has `daysBefore: null` (at booking); each later one whole days before the start,
 *   fewer than the one before (dates in order); percents (at most two decimals) add up to 100.
 * - Amounts are exact to the paisa: each step its share of the total rounded down, the remainder on
 *   the last instalment.
 * - A step whose date has already come when the booking is made is due at booking: its due date is
 *   that day and it is part of the deposit (what is paid at once).
 * - No plan: the deposit now and the rest by the balance date (`balanceDueDays` before the start).
 */
import type { Parsed } from './booking-validation.ts';
import { exportDate } from './exports.ts';
import { formatDate, formatRupees } from './format.ts';
import { addDays, daysBetween, weekdayFromMonday } from './dates.ts';
import { paiseToRupees, rupeesToPaise } from './money.ts';
import { jsonOrRaw } from './pricing-validation.ts';

export interface PlanStep {
  /** Days before the departure's start it falls due; null: at booking (the first step only). */
  daysBefore: number | null;
  percent: number;
}

/** An instalment as a booking stores it (paise). */
export interface PlannedInstalment {
  dueDate: string;
  amountPaise: number;
}

export const instalmentStatuses = ['upcoming', 'due', 'paid', 'overdue'] as const;
export type InstalmentStatus = (typeof instalmentStatuses)[number];

/** An instalment as the API sends it (rupees). */
export interface Instalment {
  n: number;
  dueDate: string;
  amount: number;
  paid: number;
  status: InstalmentStatus;
}

export const paymentPlanLimits = { stepsMax: 12, daysBeforeMax: 365 } as const;

export const paymentPlanMessages = {
  planInvalid: `Payment plan must be a list of 1 to ${paymentPlanLimits.stepsMax} payments, each with daysBefore and percent`,
  firstAtBooking: 'The first payment of a plan is at booking: its daysBefore must be null',
  daysBeforeInvalid: `Each later payment needs daysBefore, a whole number of days from 1 to ${paymentPlanLimits.daysBeforeMax}`,
  percentInvalid: 'Each percent must be more than 0 and at most 100, with at most two decimals',
  percentsTotal: 'Payment plan percents must add up to 100',
  datesInOrder: 'Payment plan dates must be in order: each payment fewer days before the start than the one before',
  // The departure form's table.
  title: 'Payment plan',
  help: 'Leave empty for the deposit at booking and the rest by the balance date.',
  whenColumn: 'Days before the start',
  percentColumn: 'Percent',
  atBooking: 'At booking',
  addStep: 'Add payment',
  removeStep: 'Remove payment',
  removeColumn: 'Remove',
  example: (price: string) => `Example for one seat at ${price}`,
  // The booking page's schedule and the admin's.
  schedule: 'Payment schedule',
  instalmentLabel: (n: number) => `Instalment ${n}`,
  statusLabels: { upcoming: 'Upcoming', due: 'Due', paid: 'Paid', overdue: 'Overdue' } satisfies Record<InstalmentStatus, string>,
} as const;

/** Basis points of a percent (two decimals at most): the plan's arithmetic stays in integers. */
const basisPoints = (percent: number) => Math.round(percent * 100);
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A departure's plan: null (or absent, or an empty list) for none; else the first rule it breaks, named. */
export function parsePaymentPlan(given: unknown): Parsed<PlanStep[] | null> {
  const input = typeof given === 'string' && given.trim().startsWith('[') ? jsonOrRaw(given) : given;
  if (input === undefined || input === null || input === '' || (Array.isArray(input) && input.length === 0)) return { value: null };
  if (!Array.isArray(input) || input.length > paymentPlanLimits.stepsMax) return { error: paymentPlanMessages.planInvalid };
  const steps: PlanStep[] = [];
  for (const [index, item] of input.entries()) {
    if (typeof item !== 'object' || item === null || !('percent' in item)) return { error: paymentPlanMessages.planInvalid };
    const { daysBefore, percent } = item as Record<string, unknown>;
    if (index === 0 && daysBefore !== null && daysBefore !== undefined) return { error: paymentPlanMessages.firstAtBooking };
    if (
      index > 0 &&
      (typeof daysBefore !== 'number' || !Number.isInteger(daysBefore) || daysBefore < 1 || daysBefore > paymentPlanLimits.daysBeforeMax)
    ) {
      return { error: paymentPlanMessages.daysBeforeInvalid };
    }
    if (typeof percent !== 'number' || !Number.isFinite(percent) || percent <= 0 || percent > 100 || !hasTwoDecimalsAtMost(percent)) {
      return { error: paymentPlanMessages.percentInvalid };
    }
    steps.push({ daysBefore: index === 0 ? null : (daysBefore as number), percent });
  }
  if (steps.reduce((sum, step) => sum + basisPoints(step.percent), 0) !== 10_000) return { error: paymentPlanMessages.percentsTotal };
  for (let i = 2; i < steps.length; i++) {
    if ((steps[i].daysBefore as number) >= (steps[i - 1].daysBefore as number)) return { error: paymentPlanMessages.datesInOrder };
  }
  return { value: steps };
}

/** Each step's part of `totalPaise`, rounded down, the remainder on the last: they add up to the total exactly. */
export function splitByPlan(totalPaise: number, plan: readonly PlanStep[]): number[] {
  const parts = plan.map((step) => Math.floor((totalPaise * basisPoints(step.percent)) / 10_000));
  parts[parts.length - 1] += totalPaise - parts.reduce((sum, part) => sum + part, 0);
  return parts;
}

/**
 * The instalments a booking of `totalPaise` made on `today` owes on a departure starting `startDate`:
 * a step whose date has come (or passed) falls due at booking.
 */
export function planInstalments(plan: readonly PlanStep[], totalPaise: number, startDate: string, today: string): PlannedInstalment[] {
  const amounts = splitByPlan(totalPaise, plan);
  return plan.map((step, index) => {
    const byPlan = step.daysBefore === null ? today : addDays(startDate, -step.daysBefore);
    return { dueDate: byPlan < today ? today : byPlan, amountPaise: amounts[index] };
  });
}

/** What is due at booking: every instalment due on the day it is made (the first, and those whose date already came). */
export const depositOfInstalments = (instalments: readonly PlannedInstalment[], today: string): number =>
  instalments.filter((instalment) => instalment.dueDate <= today).reduce((sum, instalment) => sum + instalment.amountPaise, 0);

/** What a booking of `totalPaise` made `today` pays at once under `plan`. */
export const planDepositPaise = (plan: readonly PlanStep[], totalPaise: number, startDate: string, today: string): number =>
  depositOfInstalments(planInstalments(plan, totalPaise, startDate, today), today);

/** The balance's day: the last instalment's date. */
export const lastDueDate = (instalments: readonly PlannedInstalment[]): string => instalments[instalments.length - 1].dueDate;

/** A booking without a plan of its own: the deposit on the day it was made, the rest by its balance date (a part of nothing left out). */
export function defaultInstalments(booking: {
  totalPaise: number;
  depositPaise: number;
  bookedOn: string;
  balanceDueDate: string | null;
}): PlannedInstalment[] {
  const deposit = { dueDate: booking.bookedOn, amountPaise: Math.min(booking.depositPaise, booking.totalPaise) };
  const balance = { dueDate: booking.balanceDueDate ?? booking.bookedOn, amountPaise: booking.totalPaise - deposit.amountPaise };
  if (balance.amountPaise <= 0) return [deposit];
  return deposit.amountPaise > 0 ? [deposit, balance] : [balance];
}

/**
 * The instalments with what each has had (payments fill them in order) and their status on `today`:
 * paid once covered, overdue once its day has passed, due on its day, upcoming before.
 */
export function instalmentsOf(planned: readonly PlannedInstalment[], amountPaidPaise: number, today: string): Instalment[] {
  let left = amountPaidPaise;
  return planned.map((instalment, index) => {
    const paid = Math.max(0, Math.min(left, instalment.amountPaise));
    left -= paid;
    const status: InstalmentStatus =
      paid >= instalment.amountPaise ? 'paid' : instalment.dueDate < today ? 'overdue' : instalment.dueDate === today ? 'due' : 'upcoming';
    return { n: index + 1, dueDate: instalment.dueDate, amount: paiseToRupees(instalment.amountPaise), paid: paiseToRupees(paid), status };
  });
}

/** The next instalment still to pay (the one the booking page pays), or null once all are paid. */
export const nextInstalment = <T extends Pick<Instalment, 'status'>>(instalments: readonly T[]): T | null =>
  instalments.find((instalment) => instalment.status !== 'paid') ?? null;

/** What the next instalment still needs (paise): the part of it not yet paid; 0 when all are paid. */
export function nextInstalmentDuePaise(planned: readonly PlannedInstalment[], amountPaidPaise: number): number {
  let upTo = 0;
  for (const instalment of planned) {
    upTo += instalment.amountPaise;
    if (upTo > amountPaidPaise) return upTo - amountPaidPaise;
  }
  return 0;
}

/** The API's instalments back in paise (rupees at two decimals are exact in paise). */
export const plannedOf = (instalments: readonly Pick<Instalment, 'dueDate' | 'amount'>[]): PlannedInstalment[] =>
  instalments.map((instalment) => ({ dueDate: instalment.dueDate, amountPaise: rupeesToPaise(instalment.amount) }));

/** The departure form's live example: one seat at `pricePaise` on a departure starting `startDate`, booked `today`. */
export const planExample = (plan: readonly PlanStep[], pricePaise: number, startDate: string | null, today: string) =>
  splitByPlan(pricePaise, plan).map((amountPaise, index) => {
    const step = plan[index];
    const dueDate = step.daysBefore === null || !startDate ? null : addDays(startDate, -step.daysBefore);
    return { amountPaise, dueDate: dueDate && dueDate < today ? today : dueDate };
  });

/** What is left to pay of an instalment (rupees, to the paisa). */
export const instalmentLeft = (instalment: Pick<Instalment, 'amount' | 'paid'>): number =>
  paiseToRupees(rupeesToPaise(instalment.amount) - rupeesToPaise(instalment.paid));

/** An overdue instalment as the ledger's Overdue tab shows it: which one, what is left of it, since when. */
export const overdueInstalmentText = (instalment: Instalment): string =>
  `Instalment ${instalment.n}: ${formatRupees(instalmentLeft(instalment))} due ${formatDate(instalment.dueDate)}`;

/** The instalments in one CSV cell: `n date amount status` each, `;` between (amounts plain rupees for spreadsheets). */
export const instalmentsCsvText = (instalments: readonly Instalment[]): string =>
  instalments.map((instalment) => `${instalment.n} ${exportDate(instalment.dueDate)} ${instalment.amount} ${instalment.status}`).join('; ');

/** The Monday that starts `day`'s week (YYYY-MM-DD): the Finance page's weeks. */
export function weekStarting(day: string): string {
  return addDays(day, -weekdayFromMonday(day));
}

/**
 * Money expected per week from `today`'s week on (`weeks` of them): what is left of each instalment
 * by the week it falls due in (paise). Instalments already overdue count in this week: they are
 * expected now.
 */
export function expectedByWeek(
  bookings: readonly { planned: readonly PlannedInstalment[]; amountPaidPaise: number }[],
  today: string,
  weeks: number,
): { week: string; paise: number; count: number }[] {
  const first = weekStarting(today);
  const rows = Array.from({ length: weeks }, (_, i) => ({ week: addDays(first, 7 * i), paise: 0, count: 0 }));
  for (const booking of bookings) {
    let left = booking.amountPaidPaise;
    for (const instalment of booking.planned) {
      const unpaid = instalment.amountPaise - Math.max(0, Math.min(left, instalment.amountPaise));
      left = Math.max(0, left - instalment.amountPaise);
      if (unpaid <= 0) continue;
      const index = instalment.dueDate < first ? 0 : Math.floor(daysBetween(first, instalment.dueDate) / 7);
      if (index >= weeks) continue;
      rows[index].paise += unpaid;
      rows[index].count += 1;
    }
  }
  return rows;
}
