/**
 * The Finance page's discounts, summed in paise by the database: per month a booking was made (in TIME_ZONE) and kind
 * of line, what the discount lines of the bookings sold (confirmed or paid, as a coupon's revenue counts them) took off.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DiscountKind } from '../domain/index.ts';
import type { MonthRange } from './finance.ts';

export interface DiscountSums {
  month: string;
  kind: DiscountKind;
  paise: number;
}

/** Paise off per month and kind, and the bookings sold with a discount per month. */
export async function discountsByMonth(db: Kysely<Database>, range: MonthRange, timeZone: string) {
  const sold = sql`b.status IN ('confirmed', 'paid')
      AND b.created_at >= (${`${range.from}-01`}::timestamp AT TIME ZONE ${timeZone})
      AND b.created_at < (${`${range.to}-01`}::timestamp AT TIME ZONE ${timeZone})`;
  const month = sql`to_char(b.created_at AT TIME ZONE ${timeZone}, 'YYYY-MM')`;
  const [lines, bookings] = await Promise.all([
    sql<{ month: string; kind: DiscountKind; paise: number | string }>`
      SELECT ${month} AS month, l->>'kind' AS kind, sum(-(l->>'amountPaise')::bigint)::bigint AS paise
      FROM bookings b CROSS JOIN LATERAL jsonb_array_elements(COALESCE(b.pricing->'lines', '[]'::jsonb)) l
      WHERE ${sold}
      GROUP BY 1, 2`.execute(db),
    sql<{ month: string; bookings: number | string }>`
      SELECT ${month} AS month, count(*)::int AS bookings FROM bookings b
      WHERE ${sold} AND jsonb_array_length(COALESCE(b.pricing->'lines', '[]'::jsonb)) > 0
      GROUP BY 1`.execute(db),
  ]);
  return {
    lines: lines.rows.map((row): DiscountSums => ({ month: row.month, kind: row.kind, paise: Number(row.paise) })),
    bookings: new Map(bookings.rows.map((row) => [row.month, Number(row.bookings)])),
  };
}
