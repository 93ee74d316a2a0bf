/** A credit voucher: the one definition of its API shape, type and row mapping (its table: db/tables). */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { paiseToRupees, rupeesMax } from '../domain/money.ts';
import { fieldReader, Instant, literals, Nullable, Rupees } from './columns.ts';
import type { VouchersTable } from '../db/schema.ts';

export const voucherStatuses = ['active', 'used', 'expired', 'void'] as const;
export type VoucherStatus = (typeof voucherStatuses)[number];

export const VoucherSchema = Type.Object({
  id: Type.String(),
  code: Type.String({ description: '12 characters from A-Z and 2-9 without look-alikes, in groups of four' }),
  amount: Rupees(),
  balance: Rupees('INR still to spend'),
  expiresAt: Instant,
  status: literals(voucherStatuses),
  userId: Type.String(),
  sourceBookingId: Nullable(Type.String({ description: 'The cancelled booking it was issued for; null: goodwill' })),
  createdAt: Instant,
});
export type Voucher = Static<typeof VoucherSchema>;

/** What an admin sends to issue a goodwill voucher; parseGoodwillVoucher checks it first (its messages). */
export const GoodwillVoucherBodySchema = Type.Object({
  userId: Type.String({ minLength: 1, description: "the traveller's id" }),
  amount: Type.Number({ exclusiveMinimum: 0, maximum: rupeesMax, description: 'INR, at most two decimals' }),
  expiresAt: Type.Optional(Nullable(Type.String({ format: 'date-time', description: 'default: VOUCHER_VALID_DAYS from now' }))),
});
export type GoodwillVoucher = Static<typeof GoodwillVoucherBodySchema>;

export type VoucherRow = Selectable<VouchersTable>;

const voucherFields = fieldReader(VoucherSchema);

/** An active voucher past its expiry reads as expired; one spent to nothing is used. */
export function voucherStatus(row: { status: string; expiresAt: Date; balancePaise: number }, now: Date): VoucherStatus {
  if (row.status === 'void') return 'void';
  if (row.status === 'used' || row.balancePaise <= 0) return 'used';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export const toVoucher = (row: VoucherRow, now: Date): Voucher => ({
  ...voucherFields(row),
  amount: paiseToRupees(row.amountPaise),
  balance: paiseToRupees(row.balancePaise),
  status: voucherStatus(row, now),
});
