/**
 * Credit vouchers: issued for a cancelled booking (refundTo voucher) or as goodwill by an admin, spent
 * as a payment of method `voucher`. Spending takes the voucher's row lock inside the ledger's payment
 * transaction (after the departure's and the booking's), so two payments never spend one balance twice.
 */
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  cancellationMessages,
  DomainError,
  groupedVoucherCode,
  normalVoucherCode,
  VOUCHER_ALPHABET,
  voucherCodeLength,
  voucherExpiry,
} from '../../domain/index.ts';
import { type VoucherRow, voucherStatus } from '../../entities/voucher.ts';
import { insertVoucher, lockVoucher, updateVoucher } from '../../repositories/vouchers.ts';
import { lockBooking } from '../../repositories/bookings.ts';
import { insertReferralReward, referralRewarded } from '../../repositories/coupons.ts';
import type { MoneySettings } from './money-settings.ts';

/** 12 characters drawn with a cryptographic generator, grouped in fours. */
export function newVoucherCode(): string {
  let code = '';
  for (let i = 0; i < voucherCodeLength; i++) code += VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)];
  return groupedVoucherCode(code);
}

export interface VoucherIssue {
  userId: string;
  amountPaise: number;
  sourceBookingId: string | null;
  issuedBy: string | null;
  expiresAt?: Date | null;
  now: Date;
  validDays: number;
}

/** Stores a new voucher (a fresh code if one is ever drawn twice). */
export async function issueVoucher(db: Kysely<Database> | Transaction<Database>, issue: VoucherIssue): Promise<VoucherRow> {
  for (;;) {
    const row = await insertVoucher(db, {
      code: newVoucherCode(),
      userId: issue.userId,
      amountPaise: issue.amountPaise,
      expiresAt: issue.expiresAt ?? voucherExpiry(issue.now, issue.validDays),
      sourceBookingId: issue.sourceBookingId,
      issuedBy: issue.issuedBy,
      now: issue.now,
    });
    if (row) return row;
  }
}

/**
 * Spends up to `duePaise` of the traveller's voucher `code`, in the caller's transaction; answers the
 * voucher and the paise spent. Unknown, used, expired, void or someone else's: 'This voucher cannot
 * be used' (nothing changes: the caller's transaction rolls back).
 */
/** What a voucher paid, and what is left on it afterwards (paise). */
export interface VoucherSpent {
  voucherId: string;
  /** As the traveller sees it: 'K7QM-X4TD-9HRW'. */
  code: string;
  amountPaise: number;
  balancePaise: number;
}

export async function spendVoucher(
  trx: Transaction<Database>,
  spend: { code: string; userId: string; duePaise: number; now: Date },
): Promise<VoucherSpent> {
  const code = normalVoucherCode(spend.code);
  const voucher = code ? await lockVoucher(trx, { code: groupedVoucherCode(code) }) : null;
  if (!voucher || voucher.userId !== spend.userId || voucherStatus(voucher, spend.now) !== 'active') {
    throw new DomainError('invalid', cancellationMessages.voucherCannotBeUsed);
  }
  const amountPaise = Math.min(voucher.balancePaise, spend.duePaise);
  const balancePaise = voucher.balancePaise - amountPaise;
  await updateVoucher(trx, voucher.id, { balancePaise, ...(balancePaise === 0 ? { status: 'used' } : {}) }, spend.now);
  return { voucherId: voucher.id, code: voucher.code, amountPaise, balancePaise };
}

/**
 * In the payment's transaction (services/booking-ledger.ts countPayment): a referred booking just became paid, so
 * its referrer gets a voucher of REFERRAL_REWARD: a crash never loses it, and its row (one per booking) never doubles it.
 */
export async function rewardReferrer(
  trx: Transaction<Database>,
  money: Pick<MoneySettings, 'discounts' | 'voucherValidDays'>,
  bookingId: string,
  now: Date,
): Promise<void> {
  const booking = await lockBooking(trx, bookingId);
  if (!booking?.referrerUserId || money.discounts.referralRewardPaise <= 0) return;
  if (await referralRewarded(trx, bookingId)) return;
  const voucher = await issueVoucher(trx, {
    userId: booking.referrerUserId,
    amountPaise: money.discounts.referralRewardPaise,
    sourceBookingId: null,
    issuedBy: null,
    now,
    validDays: money.voucherValidDays,
  });
  // One row per booking (its primary key): never doubled, even if two transactions raced past the check above.
  await insertReferralReward(trx, { bookingId, referrerUserId: booking.referrerUserId, voucherId: voucher.id });
}
