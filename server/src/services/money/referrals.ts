/**
 * Referrals: each traveller's code (drawn once, on first asking) and what it earned. The referrer's
 * reward is a voucher issued by the payment that makes the referred booking paid (vouchers.ts rewardReferrer).
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { paiseToRupees, referralCodePrefix, referralLink, VOUCHER_ALPHABET } from '../../domain/index.ts';
import type { Referral } from '../../entities/coupon.ts';
import { insertReferralCode, referralCodeOf, referralRewardsOf } from '../../repositories/coupons.ts';

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
