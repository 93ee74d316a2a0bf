/**
 * Settings that only make sense together, and what production refuses to default: a start with
 * a wrong combination stops with a ConfigError saying what to set.
 */
import type { Static } from 'typebox';
import { gstRates, gstStateCodeOfAddress, gstStateName, isGstStateCode, isValidGstin } from '../domain/gst.ts';
import { ConfigError } from './config-error.ts';
import { parseCancellationPolicy } from '../domain/policies.ts';
import type { configSchema } from './schema.ts';

export const SMS_PROVIDERS = ['console', 'twilio', 'msg91'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** SMS_PROVIDER, or the console outside production (codes printed to the log). */
export const smsProviderOf = (settings: Static<typeof configSchema>, isProduction: boolean): string =>
  settings.SMS_PROVIDER || (isProduction ? '' : 'console');

export function checkSettings(base: Static<typeof configSchema>, isProduction: boolean, smsProvider: string): void {
  if (isProduction) {
    if (!base.JWT_SECRET || base.JWT_SECRET.length < 32) {
      throw new ConfigError('JWT_SECRET must be set to at least 32 characters in production.');
    }
    if (!(SMS_PROVIDERS as readonly string[]).includes(smsProvider)) {
      throw new ConfigError('SMS_PROVIDER must be set to twilio or msg91 in production.');
    }
    if (smsProvider === 'console' && !base.SMS_ALLOW_CONSOLE_IN_PRODUCTION) {
      throw new ConfigError('SMS_PROVIDER=console prints codes to the log: set SMS_ALLOW_CONSOLE_IN_PRODUCTION=true to allow it.');
    }
  } else if (!(SMS_PROVIDERS as readonly string[]).includes(smsProvider)) {
    throw new ConfigError(`SMS_PROVIDER must be console, twilio or msg91, not "${smsProvider}".`);
  }
  if (smsProvider === 'twilio' && !(base.TWILIO_ACCOUNT_SID && base.TWILIO_AUTH_TOKEN && base.TWILIO_FROM)) {
    throw new ConfigError('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.');
  }
  if (smsProvider === 'msg91' && !(base.MSG91_AUTH_KEY && base.MSG91_TEMPLATE_ID)) {
    throw new ConfigError('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID.');
  }
  if (base.PAYMENT_PROVIDER === 'razorpay' && !(base.RAZORPAY_KEY_ID && base.RAZORPAY_KEY_SECRET && base.RAZORPAY_WEBHOOK_SECRET)) {
    // Outside production a missing key only fails when an order is made; production refuses to start.
    if (isProduction) {
      throw new ConfigError('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.');
    }
  }
  const razorpayKeys = base.RAZORPAY_KEY_ID && base.RAZORPAY_KEY_SECRET && base.RAZORPAY_WEBHOOK_SECRET;
  if (base.PAYMENT_BANK_MATCHING === 'razorpay' && !razorpayKeys && isProduction) {
    throw new ConfigError('PAYMENT_BANK_MATCHING=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.');
  }
  checkGstSettings(base);
  if (base.STORAGE === 's3' && !base.S3_BUCKET) throw new ConfigError('STORAGE=s3 needs S3_BUCKET.');
  if (base.PUBLIC_URL && !/^https?:\/\/[^/\s]+\/?$/i.test(base.PUBLIC_URL)) {
    throw new ConfigError(`PUBLIC_URL must be an origin such as https://trips.example.in, not "${base.PUBLIC_URL}".`);
  }
  // Without it, links and cache keys come from the first Host header seen (plugins/public-origin.ts).
  if (isProduction && !base.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL must be set in production (e.g. https://trips.example.in): links, the sitemap and upload URLs use it.',
    );
  }
  const policy = parseCancellationPolicy(base.CANCELLATION_POLICY);
  if ('error' in policy) throw new ConfigError(`CANCELLATION_POLICY: ${policy.error}.`);
  // A traveller shown "pay by UPI or bank transfer" with no UPI id and no account cannot pay.
  if (isProduction && base.PAYMENT_PROVIDER === 'offline' && !base.PAYMENT_UPI_ID.trim() && !base.PAYMENT_INSTRUCTIONS.trim()) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=offline needs PAYMENT_UPI_ID or PAYMENT_INSTRUCTIONS (bank account and IFSC) in production: ' +
        'travellers must see whom to pay.',
    );
  }
}

/**
 * The business's GST state code: BUSINESS_STATE_CODE, else the GSTIN's state, else the state
 * BUSINESS_ADDRESS names (checkGstSettings has made sure they agree and one of them is there).
 */
export const businessStateCodeOf = (settings: Static<typeof configSchema>): string =>
  settings.BUSINESS_STATE_CODE || settings.GSTIN.slice(0, 2) || gstStateCodeOfAddress(settings.BUSINESS_ADDRESS) || '';

const stateText = (code: string) => `${code} (${gstStateName(code)})`;

function checkGstSettings(base: Static<typeof configSchema>): void {
  if (base.GSTIN && !isValidGstin(base.GSTIN)) {
    throw new ConfigError(`GSTIN "${base.GSTIN}" is not a valid GSTIN (15 characters, capitals, with its check character).`);
  }
  if (base.BUSINESS_STATE_CODE && !isGstStateCode(base.BUSINESS_STATE_CODE)) {
    throw new ConfigError(
      `BUSINESS_STATE_CODE must be a two-digit GST state code such as 27 (Maharashtra), not "${base.BUSINESS_STATE_CODE}".`,
    );
  }
  if (base.GSTIN && base.BUSINESS_STATE_CODE && base.GSTIN.slice(0, 2) !== base.BUSINESS_STATE_CODE) {
    const registered = base.GSTIN.slice(0, 2);
    throw new ConfigError(
      `GSTIN ${base.GSTIN} is registered in state ${registered}, but BUSINESS_STATE_CODE is ${base.BUSINESS_STATE_CODE}.`,
    );
  }
  // Documents print the address beside the state code and split the tax by it: the two must name one state.
  const addressState = gstStateCodeOfAddress(base.BUSINESS_ADDRESS);
  const declared = base.BUSINESS_STATE_CODE || base.GSTIN.slice(0, 2);
  if (declared && addressState && declared !== addressState) {
    const source = base.BUSINESS_STATE_CODE ? 'BUSINESS_STATE_CODE is' : `GSTIN ${base.GSTIN} is registered in state`;
    throw new ConfigError(
      `BUSINESS_ADDRESS "${base.BUSINESS_ADDRESS}" is in state ${stateText(addressState)}, but ${source} ${stateText(declared)}: ` +
        'set the address and the state code of the same state.',
    );
  }
  if (!declared && !addressState) {
    throw new ConfigError(
      `BUSINESS_ADDRESS "${base.BUSINESS_ADDRESS}" names no Indian state: end it with the state (e.g. "Mumbai, Maharashtra 400050") ` +
        'or set BUSINESS_STATE_CODE (two-digit GST state code).',
    );
  }
  if (!(gstRates as readonly number[]).includes(base.GST_RATE_PERCENT)) {
    throw new ConfigError(`GST_RATE_PERCENT must be one of ${gstRates.join(', ')}, not ${base.GST_RATE_PERCENT}.`);
  }
  if (!/^\d{4,8}$/.test(base.GST_SAC))
    throw new ConfigError(`GST_SAC must be a code of 4 to 8 digits such as 998555, not "${base.GST_SAC}".`);
}
