/** A booking's instalments and its own bank account: their API shapes, and the instalments a stored booking owes. */
import Type, { type Static } from 'typebox';
import { calendarDay } from '../domain/dates.ts';
import { defaultInstalments, instalmentStatuses, instalmentsOf, type PlannedInstalment } from '../domain/payment-plan.ts';
import { paiseToRupees } from '../domain/money.ts';
import { DateOnly, literals, Nullable, Rupees } from './columns.ts';

/** One instalment of the booking's payment plan (domain payment-plan.ts). */
export const InstalmentSchema = Type.Object({
  n: Type.Integer({ minimum: 1 }),
  dueDate: DateOnly,
  amount: Rupees('INR, exact to the paisa (the remainder on the last)'),
  paid: Rupees('INR of it paid (payments fill the instalments in order)'),
  status: literals(instalmentStatuses),
});

/** The booking's own Smart Collect account (PAYMENT_BANK_MATCHING=razorpay): transfers to it are matched to the booking. */
export const BankAccountSchema = Type.Object({
  accountNumber: Type.String(),
  ifsc: Type.String(),
  name: Type.String({ description: "the account's beneficiary name" }),
  upiId: Nullable(Type.String({ description: 'the UPI id that pays into it' })),
});
export type BankAccount = Static<typeof BankAccountSchema>;

/** A booking's plan and bank fields, as BookingSchema has them. */
export const BookingPlanProperties = {
  instalments: Type.Array(InstalmentSchema, {
    description:
      "the payment plan: the departure's paymentPlan, else the deposit at booking and the rest by balanceDueDate; " +
      'depositAmount is every instalment due at booking, balanceDueDate the last',
  }),
  bankAccount: Nullable(BankAccountSchema),
  excessAmount: Rupees('INR paid beyond the total (a bank transfer above what was owed): to be refunded by the admin'),
};

/** What the instalments are reckoned from on a stored booking (its row's columns). */
interface InstalmentColumns {
  instalmentPlan: PlannedInstalment[] | null;
  totalPaise: number;
  depositPaise: number;
  createdAt: Date;
  balanceDueDate: string | null;
}

/** The instalments a booking owes: those it was planned with, else its deposit on the day it was made and the rest by its balance date. */
export const plannedInstalmentsOf = (row: InstalmentColumns): PlannedInstalment[] =>
  Array.isArray(row.instalmentPlan) && row.instalmentPlan.length
    ? row.instalmentPlan
    : defaultInstalments({ ...row, bookedOn: calendarDay(row.createdAt) });

export type PlanFields = keyof typeof BookingPlanProperties;

/** The plan and bank fields of a stored booking as of `now`: its instalments paid in order, its account, what it paid beyond the total. */
export const planFieldsOf = (row: InstalmentColumns & { amountPaidPaise: number }, now: Date, bankAccount: BankAccount | null) => ({
  instalments: instalmentsOf(plannedInstalmentsOf(row), row.amountPaidPaise, calendarDay(now)),
  bankAccount,
  excessAmount: paiseToRupees(Math.max(0, row.amountPaidPaise - row.totalPaise)),
});
