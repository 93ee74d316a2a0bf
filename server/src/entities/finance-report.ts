/** GET /api/admin/reports/finance: the back office's Finance page (money in rupees, months in TIME_ZONE). */
import Type, { type Static } from 'typebox';
import { documentTypes } from '../domain/documents.ts';
import { literals, Rupees } from './columns.ts';

const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });
const CountAndAmount = (description: string) =>
  Type.Object({ count: Type.Integer({ minimum: 0 }), amount: Rupees(description) }, { description });

export const FinanceMonthSchema = Type.Object({
  month: Month,
  received: Rupees('INR received in the month (payments, vouchers excluded)'),
  refunded: Rupees('INR refunded in the month (processed refunds)'),
  outstanding: Rupees('INR still owed on confirmed bookings whose balance falls due in the month'),
});
export type FinanceMonth = Static<typeof FinanceMonthSchema>;

export const FinanceWeekSchema = Type.Object({
  week: Type.String({ format: 'date', description: 'the Monday that starts it, YYYY-MM-DD' }),
  expected: Rupees(
    "INR of instalments falling due in the week on confirmed bookings, what is left of each (this week's: overdue ones too)",
  ),
  instalments: Type.Integer({ minimum: 0, description: 'how many instalments that is' }),
});
export type FinanceWeek = Static<typeof FinanceWeekSchema>;

export const GstSummaryRowSchema = Type.Object({
  type: literals(documentTypes),
  count: Type.Integer({ minimum: 0 }),
  taxableValue: Rupees(),
  cgst: Rupees(),
  sgst: Rupees(),
  igst: Rupees(),
  total: Rupees(),
});
export type GstSummaryRow = Static<typeof GstSummaryRowSchema>;

export const FinanceReportSchema = Type.Object({
  month: Month,
  months: Type.Array(FinanceMonthSchema, { description: 'Twelve months: the six before `month`, `month`, the five after' }),
  owed: CountAndAmount("Confirmed bookings with a balance still to come in, and what they owe (the months' outstanding summed)"),
  overdue: CountAndAmount('Confirmed bookings whose balance was due before today, and what they still owe'),
  expectedByWeek: Type.Array(FinanceWeekSchema, { description: 'Money expected per week from this one on, twelve weeks' }),
  pendingRefunds: CountAndAmount('Refunds not yet processed'),
  vouchersOutstanding: CountAndAmount('Active vouchers and their unspent balance'),
  sharesUnpaid: CountAndAmount('Shares of live split bookings not yet paid in full, and what they still owe'),
  gst: Type.Array(GstSummaryRowSchema, { description: "The month's documents summed per type" }),
});
export type FinanceReport = Static<typeof FinanceReportSchema>;
