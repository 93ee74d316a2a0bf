/** The settings cancellations, refunds and vouchers are carried out under (from the configuration). */
import type { Config } from '../../config.ts';
import type { RazorpayOptions } from './payments/razorpay.ts';
import { type DiscountSettings, discountSettingsOf } from './pricing.ts';

export interface MoneySettings {
  /** VOUCHER_VALUE_PERCENT: a voucher instead of money back is worth this share of what was paid. */
  voucherValuePercent: number;
  /** VOUCHER_VALID_DAYS. */
  voucherValidDays: number;
  timeZone: string;
  /** Razorpay's keys and address when it takes payments (its payments are refunded through it); else null. */
  razorpay: RazorpayOptions | null;
  /** MAX_DISCOUNT_PERCENT and the referral's discount and reward (services/pricing.ts). */
  discounts: DiscountSettings;
}

export const moneySettingsOf = (config: Config): MoneySettings => ({
  voucherValuePercent: config.VOUCHER_VALUE_PERCENT,
  voucherValidDays: config.VOUCHER_VALID_DAYS,
  timeZone: config.TIME_ZONE,
  discounts: discountSettingsOf(config),
  razorpay: config.RAZORPAY_KEY_ID
    ? {
        keyId: config.RAZORPAY_KEY_ID,
        keySecret: config.RAZORPAY_KEY_SECRET,
        apiUrl: config.RAZORPAY_API_URL,
        timeoutMs: config.RAZORPAY_TIMEOUT_MS,
      }
    : null,
});
