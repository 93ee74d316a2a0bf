/**
 * Referrals: each traveller's code (drawn once, on first asking), and the referrer's reward, a
 * credit voucher of REFERRAL_REWARD through the voucher ledger, issued in the transaction that
 * makes the referred booking `paid` (services/booking-ledger.ts countPayment): a crash never loses
 * it, and the reward's row (one per booking) never lets it be issued twice.
 */
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { paiseToRupees, referralCodePrefix, referralLink, VOUCHER_ALPHABET } from '../domain/index.ts';
import type { Referral } from '../entities/coupon.ts';
import { lockBooking } from '../repositories/bookings.ts';
import { insertReferralCode, insertReferralReward, referralCodeOf, referralRewarded, referralRewardsOf } from '../repositories/coupons.ts';
import type { DiscountSettings } from './pricing.ts';
import { issueVoucher } from './vouchers.ts';

/** 'REF' and six characters without look-alikes: short enough to say aloud, never a coupon's shape by chance. */
function newReferralCode(): string {
  let code = referralCodePrefix;
  for (let i = 0; i < 6; i++) code += VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)];
  return code;
}

/** The traveller's code, drawn on first asking. */
export async function referralCodeFor(db: Kysely<Database>, userId: string): Promise<string> {
  for (;;) {
    const existing = await referralCodeOf(db, userId);
    if (existing) return existing;
    await insertReferralCode(db, userId, newReferralCode());
  }
}

/** GET /me/referral: the code, the link to share, and the vouchers it has earned. */
export async function referralOf(db: Kysely<Database>, userId: string, origin: string): Promise<Referral> {
  const code = await referralCodeFor(db, userId);
  const rewards = await referralRewardsOf(db, userId);
  return {
    code,
    url: referralLink(origin, code),
    rewards: rewards.map((reward) => ({
      voucherCode: reward.voucherCode,
      amount: paiseToRupees(Number(reward.amountPaise)),
      bookingReference: reward.bookingReference,
      createdAt: new Date(reward.createdAt).toISOString(),
    })),
  };
}

/** In the payment's transaction: a referred booking just became paid, so its referrer gets the reward (once). */
export async function rewardReferrer(
  trx: Transaction<Database>,
  options: { discounts: DiscountSettings; money: { voucherValidDays: number } },
  bookingId: string,
  now: Date,
): Promise<void> {
  const booking = await lockBooking(trx, bookingId);
  if (!booking?.referrerUserId || options.discounts.referralRewardPaise <= 0) return;
  if (await referralRewarded(trx, bookingId)) return;
  const voucher = await issueVoucher(trx, {
    userId: booking.referrerUserId,
    amountPaise: options.discounts.referralRewardPaise,
    sourceBookingId: null,
    issuedBy: null,
    now,
    validDays: options.money.voucherValidDays,
  });
  // One row per booking (its primary key): never doubled, even if two transactions raced past the check above.
  await insertReferralReward(trx, { bookingId, referrerUserId: booking.referrerUserId, voucherId: voucher.id });
}
