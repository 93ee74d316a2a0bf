/**
 * The Finance page's report: twelve months of money received, refunded and still owed (the six
 * months before the one asked for, that month, the five after, so balances falling due show too),
 * the overdue balances as of today, and the month's GST documents per type. Sums in paise, the
 * answer in rupees.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { calendarDay, expectedByWeek, paiseToRupees } from '../../domain/index.ts';
import { plannedInstalmentsOf } from '../../entities/booking-instalments.ts';
import type { FinanceReport } from '../../entities/finance-report.ts';
import {
  balancesOwed,
  gstSumsOf,
  outstandingByMonth,
  owingBookings,
  pendingRefunds,
  receivedByMonth,
  refundedByMonth,
  sharesUnpaid,
  shiftMonth,
  vouchersOutstanding,
} from '../../repositories/finance.ts';

export const financeMonthsBefore = 6;
export const financeMonthsAfter = 5;
export const financeWeeks = 12;

export async function financeReport(db: Kysely<Database>, month: string, now: Date, timeZone: string): Promise<FinanceReport> {
  const range = { from: shiftMonth(month, -financeMonthsBefore), to: shiftMonth(month, financeMonthsAfter + 1) };
  const today = calendarDay(now, timeZone);
  const [received, refunded, outstanding, balances, pending, vouchers, gst, shares, owing] = await Promise.all([
    receivedByMonth(db, range, timeZone),
    refundedByMonth(db, range, timeZone),
    outstandingByMonth(db, range),
    balancesOwed(db, today),
    pendingRefunds(db),
    vouchersOutstanding(db, now),
    gstSumsOf(db, month),
    sharesUnpaid(db, now),
    owingBookings(db),
  ]);
  const weeks = expectedByWeek(
    owing.map((row) => ({ planned: plannedInstalmentsOf(row), amountPaidPaise: row.amountPaidPaise })),
    today,
    financeWeeks,
  );
  const months = Array.from({ length: financeMonthsBefore + 1 + financeMonthsAfter }, (_, i) => shiftMonth(range.from, i));
  return {
    month,
    months: months.map((m) => ({
      month: m,
      received: paiseToRupees(received.get(m) ?? 0),
      refunded: paiseToRupees(refunded.get(m) ?? 0),
      outstanding: paiseToRupees(outstanding.get(m) ?? 0),
    })),
    owed: { count: balances.owed.count, amount: paiseToRupees(balances.owed.paise) },
    overdue: { count: balances.overdue.count, amount: paiseToRupees(balances.overdue.paise) },
    expectedByWeek: weeks.map((week) => ({ week: week.week, expected: paiseToRupees(week.paise), instalments: week.count })),
    pendingRefunds: { count: pending.count, amount: paiseToRupees(pending.paise) },
    vouchersOutstanding: { count: vouchers.count, amount: paiseToRupees(vouchers.paise) },
    sharesUnpaid: { count: shares.count, amount: paiseToRupees(shares.paise) },
    gst: gst.map((row) => ({
      type: row.type,
      count: row.count,
      taxableValue: paiseToRupees(row.taxablePaise),
      cgst: paiseToRupees(row.cgstPaise),
      sgst: paiseToRupees(row.sgstPaise),
      igst: paiseToRupees(row.igstPaise),
      total: paiseToRupees(row.amountPaise),
    })),
  };
}
