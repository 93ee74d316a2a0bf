/**
 * The Finance page's figures, summed in paise by the database: money received per month (by when
 * it was paid, in TIME_ZONE), money refunded per month (by when the refund was processed), what
 * confirmed bookings still owe per month their balance falls due, the overdue balances as of a
 * day, refunds still pending, unspent vouchers, and the month's GST documents per type. Vouchers
 * are no money: voucher payments are not received, refunds to a voucher not refunded.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DocumentType } from '../domain/index.ts';

type Db = Kysely<Database>;

/** `month` YYYY-MM moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export interface MonthRange {
  /** First month, YYYY-MM. */
  from: string;
  /** The month after the last, YYYY-MM. */
  to: string;
}

export type PaiseByMonth = Map<string, number>;

const byMonth = (rows: { month: string; paise: number | string }[]): PaiseByMonth =>
  new Map(rows.map((row) => [row.month, Number(row.paise)]));

/** Paise received per month (payments counted on bookings, voucher payments left out: they are no money in). */
export async function receivedByMonth(db: Db, range: MonthRange, timeZone: string): Promise<PaiseByMonth> {
  const { rows } = await sql<{ month: string; paise: number }>`
    SELECT to_char(paid_at AT TIME ZONE ${timeZone}, 'YYYY-MM') AS month, sum(amount_paise)::bigint AS paise
    FROM booking_payments
    WHERE method <> 'voucher'
      AND paid_at >= (${`${range.from}-01`}::timestamp AT TIME ZONE ${timeZone})
      AND paid_at < (${`${range.to}-01`}::timestamp AT TIME ZONE ${timeZone})
    GROUP BY 1`.execute(db);
  return byMonth(rows);
}

/** Paise refunded per month: processed refunds by when they were processed (refunds to a voucher left out). */
export async function refundedByMonth(db: Db, range: MonthRange, timeZone: string): Promise<PaiseByMonth> {
  const { rows } = await sql<{ month: string; paise: number }>`
    SELECT to_char(processed_at AT TIME ZONE ${timeZone}, 'YYYY-MM') AS month, sum(amount_paise)::bigint AS paise
    FROM refunds
    WHERE status = 'processed' AND method <> 'voucher'
      AND processed_at >= (${`${range.from}-01`}::timestamp AT TIME ZONE ${timeZone})
      AND processed_at < (${`${range.to}-01`}::timestamp AT TIME ZONE ${timeZone})
    GROUP BY 1`.execute(db);
  return byMonth(rows);
}

/** Paise still owed on confirmed bookings, per month of their balance due date. */
export async function outstandingByMonth(db: Db, range: MonthRange): Promise<PaiseByMonth> {
  const { rows } = await sql<{ month: string; paise: number }>`
    SELECT to_char(balance_due_date, 'YYYY-MM') AS month, sum(total_paise - amount_paid_paise)::bigint AS paise
    FROM bookings
    WHERE ${owesBalanceSql()}
      AND balance_due_date >= ${`${range.from}-01`}::date AND balance_due_date < ${`${range.to}-01`}::date
    GROUP BY 1`.execute(db);
  return byMonth(rows);
}

export interface CountAndPaise {
  count: number;
  paise: number;
}

/**
 * The one definition of money owed: a confirmed booking's balance (total less paid) still to come
 * in. It is overdue once its balance date is before today (YYYY-MM-DD, the business's calendar).
 * The dashboard, the Finance page and the bookings list's overdue filter all read these.
 */
export const owesBalanceSql = (table = 'bookings') => {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<boolean>`(${column('status')} = 'confirmed' AND ${column('total_paise')} > ${column('amount_paid_paise')})`;
};
/**
 * What a booking was to have paid before `today` (paise): under a payment plan, every instalment dated
 * before it; else the whole total once its balance date has passed, the deposit before.
 */
export const dueBeforeSql = (today: string, table = 'bookings') => {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<number>`(CASE WHEN ${column('instalment_plan')} IS NULL
    THEN (CASE WHEN ${column('balance_due_date')} < ${today}::date THEN ${column('total_paise')} ELSE ${column('deposit_paise')} END)
    ELSE (SELECT COALESCE(sum((e ->> 'amountPaise')::bigint), 0) FROM jsonb_array_elements(${column('instalment_plan')}) e
      WHERE (e ->> 'dueDate')::date < ${today}::date) END)`;
};
/** Overdue: a confirmed booking that has paid less than what was due before `today` (its balance, or an instalment of its plan). */
export const overdueOnSql = (today: string, table = 'bookings') =>
  sql<boolean>`(${owesBalanceSql(table)} AND ${dueBeforeSql(today, table)} > ${sql.ref(`${table}.amount_paid_paise`)})`;

export interface BalancesOwed {
  /** Every balance still owed on confirmed bookings. */
  owed: CountAndPaise;
  /** Those whose balance date has passed. */
  overdue: CountAndPaise;
}

/** What confirmed bookings still owe, and how much of it is overdue as of `today` (YYYY-MM-DD). */
export async function balancesOwed(db: Db, today: string): Promise<BalancesOwed> {
  const { rows } = await sql<{ owedCount: number; owedPaise: number; overdueCount: number; overduePaise: number }>`
    SELECT count(*)::int AS owed_count, COALESCE(sum(total_paise - amount_paid_paise), 0)::bigint AS owed_paise,
      (count(*) FILTER (WHERE ${overdueOnSql(today)}))::int AS overdue_count,
      COALESCE(sum(${dueBeforeSql(today)} - amount_paid_paise) FILTER (WHERE ${overdueOnSql(today)}), 0)::bigint AS overdue_paise
    FROM bookings WHERE ${owesBalanceSql()}`.execute(db);
  const row = rows[0];
  return {
    owed: { count: Number(row?.owedCount ?? 0), paise: Number(row?.owedPaise ?? 0) },
    overdue: { count: Number(row?.overdueCount ?? 0), paise: Number(row?.overduePaise ?? 0) },
  };
}

/** Refunds not yet processed (Razorpay's awaited or retried, offline ones for an admin to settle). */
export async function pendingRefunds(db: Db): Promise<CountAndPaise> {
  const { rows } = await sql<{ count: number; paise: number }>`
    SELECT count(*)::int AS count, COALESCE(sum(amount_paise), 0)::bigint AS paise FROM refunds WHERE status = 'pending'`.execute(db);
  return { count: Number(rows[0]?.count ?? 0), paise: Number(rows[0]?.paise ?? 0) };
}

/** Vouchers that can still be spent at `now`, and their unspent balance. */
export async function vouchersOutstanding(db: Db, now: Date): Promise<CountAndPaise> {
  const { rows } = await sql<{ count: number; paise: number }>`
    SELECT count(*)::int AS count, COALESCE(sum(balance_paise), 0)::bigint AS paise FROM vouchers
    WHERE status = 'active' AND balance_paise > 0 AND expires_at > ${now}::timestamptz`.execute(db);
  return { count: Number(rows[0]?.count ?? 0), paise: Number(rows[0]?.paise ?? 0) };
}

/** Shares of live split bookings (held, confirmed or paid) not yet paid in full, and what they still owe. */
export async function sharesUnpaid(db: Db, now: Date): Promise<CountAndPaise> {
  const { rows } = await sql<{ count: number; paise: number }>`
    SELECT count(*)::int AS count, COALESCE(sum(s.amount_paise - s.amount_paid_paise), 0)::bigint AS paise
    FROM booking_shares s JOIN bookings b ON b.id = s.booking_id
    WHERE s.amount_paid_paise < s.amount_paise
      AND (b.status IN ('confirmed', 'paid') OR (b.status = 'pending_payment' AND b.hold_expires_at > ${now}::timestamptz))`.execute(db);
  return { count: Number(rows[0]?.count ?? 0), paise: Number(rows[0]?.paise ?? 0) };
}

export interface GstSums {
  type: DocumentType;
  count: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  amountPaise: number;
}

/** The documents issued in `month` (YYYY-MM), summed per type. */
export async function gstSumsOf(db: Db, month: string): Promise<GstSums[]> {
  const { rows } = await sql<GstSums>`
    SELECT type, count(*)::int AS count, sum(taxable_paise)::bigint AS taxable_paise, sum(cgst_paise)::bigint AS cgst_paise,
      sum(sgst_paise)::bigint AS sgst_paise, sum(igst_paise)::bigint AS igst_paise, sum(amount_paise)::bigint AS amount_paise
    FROM documents
    WHERE issued_on >= ${`${month}-01`}::date AND issued_on < ${`${shiftMonth(month, 1)}-01`}::date
    GROUP BY type ORDER BY type`.execute(db);
  return rows.map((row) => ({
    type: row.type,
    count: Number(row.count),
    taxablePaise: Number(row.taxablePaise),
    cgstPaise: Number(row.cgstPaise),
    sgstPaise: Number(row.sgstPaise),
    igstPaise: Number(row.igstPaise),
    amountPaise: Number(row.amountPaise),
  }));
}

/** Confirmed bookings still owed money, with what their instalments are reckoned from. */
export async function owingBookings(db: Db) {
  return db
    .selectFrom('bookings')
    .select(['instalmentPlan', 'totalPaise', 'depositPaise', 'createdAt', 'balanceDueDate', 'amountPaidPaise'])
    .where(owesBalanceSql())
    .execute();
}
