/** The settings the app reads from the environment: names, types, defaults and bounds. */
import Type from 'typebox';
import { limits, TIME_ZONE } from '../domain/limits.ts';
import { defaultCancellationPolicy } from '../domain/policies.ts';
import { messagingSettings } from './messaging.ts';

const Str = Type.String();

export const configSchema = Type.Object({
  NODE_ENV: Type.String({ default: 'development' }),
  HOST: Type.String({ default: '0.0.0.0' }),
  PORT: Type.Integer({ default: 3000, minimum: 0, maximum: 65535 }),
  LOG_LEVEL: Type.String({ default: 'info' }),
  /** Requests slower than this are logged (with every 4xx and 5xx); others are not, to keep the hot path cheap. */
  SLOW_REQUEST_MS: Type.Integer({ default: 500, minimum: 0 }),
  /** Proxies whose X-Forwarded-For is trusted: a hop count, true/false, or addresses and CIDR subnets (comma-separated). */
  TRUST_PROXY: Type.String({ default: 'false' }),
  DATA_DIR: Type.String({ default: './data' }),
  DATABASE_URL: Type.String({ default: '' }),
  DATABASE_POOL_SIZE: Type.Integer({ default: 10, minimum: 1 }),
  JWT_SECRET: Type.String({ default: '' }),
  ADMIN_TOKEN_TTL: Type.String({ default: '12h' }),
  TRAVELLER_TOKEN_TTL: Type.String({ default: '30d' }),
  ADMIN_EMAIL: Type.String({ default: '' }),
  ADMIN_PASSWORD: Type.String({ default: '' }),
  SEED_DEMO: Type.Boolean({ default: true }),
  TIME_ZONE: Type.String({ default: TIME_ZONE }),
  /**
   * Public origin, e.g. https://trips.example.in: absolute links in sitemaps, Open Graph and upload URLs.
   * Required in production; without it only a loopback or the first valid Host header seen is used.
   */
  PUBLIC_URL: Type.String({ default: '' }),

  ADMIN_LOGIN_MAX_FAILURES: Type.Integer({ default: 10, minimum: 1 }),
  ADMIN_LOGIN_WINDOW_MINUTES: Type.Integer({ default: 15, minimum: 1 }),
  /** Requests per minute per client address across /api (loopback is not limited). */
  API_RATE_LIMIT_PER_MINUTE: Type.Integer({ default: 1200, minimum: 1 }),
  REDIS_URL: Type.String({ default: '' }),
  /** How often each replica reads the count of public content changes: bounds staleness when a change notification is lost. */
  CONTENT_CHECK_SECONDS: Type.Integer({ default: 30, minimum: 1 }),

  SMS_PROVIDER: Type.String({ default: '' }),
  SMS_ALLOW_CONSOLE_IN_PRODUCTION: Type.Boolean({ default: false }),
  DIRECT_LOGIN: Type.Boolean({ default: false }),
  OTP_TTL_SECONDS: Type.Integer({ default: 600, minimum: 30 }),
  OTP_MAX_ATTEMPTS: Type.Integer({ default: 5, minimum: 1 }),
  OTP_RESEND_SECONDS: Type.Integer({ default: limits.otpResendSeconds, minimum: 0 }),
  OTP_SENDS_PER_NUMBER_PER_HOUR: Type.Integer({ default: 5, minimum: 1 }),
  /** Codes a number may have sent and left unused in 24 h: caps guessing against one number. */
  OTP_UNUSED_PER_NUMBER_PER_DAY: Type.Integer({ default: 10, minimum: 1 }),
  OTP_SENDS_PER_ADDRESS_PER_HOUR: Type.Integer({ default: 50, minimum: 1 }),
  TWILIO_ACCOUNT_SID: Str,
  TWILIO_AUTH_TOKEN: Str,
  TWILIO_FROM: Str,
  TWILIO_API_URL: Type.String({ default: 'https://api.twilio.com' }),
  MSG91_AUTH_KEY: Str,
  MSG91_TEMPLATE_ID: Str,
  MSG91_SENDER_ID: Str,
  MSG91_API_URL: Type.String({ default: 'https://control.msg91.com' }),

  STORAGE: Type.Union([Type.Literal('local'), Type.Literal('s3')], { default: 'local' }),
  UPLOAD_URL_TTL_SECONDS: Type.Integer({ default: 900, minimum: 60 }),
  S3_BUCKET: Str,
  S3_REGION: Type.String({ default: 'ap-south-1' }),
  S3_ENDPOINT: Str,
  S3_ACCESS_KEY_ID: Str,
  S3_SECRET_ACCESS_KEY: Str,
  S3_FORCE_PATH_STYLE: Type.Boolean({ default: false }),
  /**
   * The S3 endpoint as browsers reach it, for presigned upload URLs, when the app reaches the store
   * by another address (docker: http://minio:9000 inside, http://localhost:9000 outside). Default: S3_ENDPOINT.
   */
  S3_PRESIGN_ENDPOINT: Str,
  /** Where uploaded objects are read from (bucket website or CDN); defaults to the bucket's URL. */
  S3_PUBLIC_URL: Str,

  SMTP_URL: Str,
  NOTIFY_EMAIL_TO: Str,
  NOTIFY_EMAIL_FROM: Str,
  NOTIFY_WEBHOOK_URL: Str,
  /** When set, webhook calls carry X-Signature: sha256=<HMAC of the body> so the receiver can trust them. */
  NOTIFY_WEBHOOK_SECRET: Str,
  /** Delivery tries per customization request before it stays 'failed' (the request itself is kept). */
  NOTIFY_MAX_ATTEMPTS: Type.Integer({ default: 8, minimum: 1 }),
  /** First retry delay; each further retry waits twice as long. */
  NOTIFY_RETRY_BASE_MS: Type.Integer({ default: 30_000, minimum: 10 }),

  /** offline (UPI link, bank details, an admin records the money) or razorpay (online checkout). */
  PAYMENT_PROVIDER: Type.Union([Type.Literal('offline'), Type.Literal('razorpay')], { default: 'offline' }),
  /**
   * off (offline payment as before: one shared account, an admin records transfers) or razorpay (each
   * booking that owes money gets its own Smart Collect account and UPI id; transfers are matched by webhook).
   */
  PAYMENT_BANK_MATCHING: Type.Union([Type.Literal('off'), Type.Literal('razorpay')], { default: 'off' }),
  RAZORPAY_KEY_ID: Str,
  RAZORPAY_KEY_SECRET: Str,
  RAZORPAY_WEBHOOK_SECRET: Str,
  RAZORPAY_API_URL: Type.String({ default: 'https://api.razorpay.com' }),
  /** How long to wait for the Orders API before telling the traveller to try again. */
  RAZORPAY_TIMEOUT_MS: Type.Integer({ default: 10_000, minimum: 1 }),
  /** Deposit per person when a departure sets none: this percentage of the price, rounded up to the rupee. */
  DEPOSIT_PERCENT: Type.Integer({ default: 25, minimum: 0, maximum: 100 }),
  /** Seats held for an online payment (Razorpay). */
  BOOKING_HOLD_SECONDS: Type.Integer({ default: 900, minimum: 60 }),
  /** Seats held while an offline payment is on its way. */
  OFFLINE_HOLD_HOURS: Type.Integer({ default: 48, minimum: 1 }),
  /** How long a waitlist offer's booking holds the freed seats before the offer passes to the next in the queue (fractions allowed). */
  WAITLIST_OFFER_HOURS: Type.Number({ default: 12, exclusiveMinimum: 0, maximum: 168 }),
  /** Days after a trip ends when its travellers' medical notes, ID digits and emergency contacts are erased (DPDP Act). */
  TRAVELLER_DATA_DAYS: Type.Integer({ default: 180, minimum: 1 }),
  /** Until how many days before the start the lead may replace a traveller. */
  SWAP_UNTIL_DAYS: Type.Integer({ default: 10, minimum: 0, maximum: 365 }),
  /** Until how many days before the start the lead may move the booking to another departure of the trip. */
  SHIFT_UNTIL_DAYS: Type.Integer({ default: 15, minimum: 0, maximum: 365 }),
  /** The fee for moving a booking to another departure, in rupees per seat. */
  BATCH_SHIFT_FEE: Type.Integer({ default: 0, minimum: 0, maximum: 1_000_000 }),
  /** Travellers per room on the rooming list. */
  ROOM_SIZE: Type.Integer({ default: 2, minimum: 1, maximum: 20 }),
  /** UPI id for the offline payment link and QR code (e.g. business@okbank); none: no link. */
  PAYMENT_UPI_ID: Str,
  /** Payee name in the UPI link; default BUSINESS_NAME. */
  PAYMENT_PAYEE_NAME: Str,
  /**
   * Bank details and how to pay offline, shown with the booking reference. Production with offline
   * payment needs this or PAYMENT_UPI_ID; development gets demo details (config/demo-payee.ts).
   */
  PAYMENT_INSTRUCTIONS: Str,
  /**
   * Money after the deposit: 'daysBefore:retainPercent' tiers (the tier with the largest daysBefore ≤ the
   * days left applies), parsed once by domain/policies.ts and stated on the Cancellation and Refunds page.
   */
  CANCELLATION_POLICY: Type.String({ default: defaultCancellationPolicy }),
  /** A folder of Markdown files (privacy.md, terms.md, cancellation-and-refunds.md, contact.md) replacing the default page texts. */
  POLICIES_DIR: Str,
  /** How often stored holds past their time are marked expired (their seats are free regardless). */
  BOOKING_SWEEP_SECONDS: Type.Integer({ default: 60, minimum: 1 }),
  /**
   * Reservations in the booking path at once on one process (waiting for their departure's lock, or in its transaction);
   * one more is answered 503 with Retry-After at once rather than queued behind them (services/booking-gate.ts).
   */
  BOOKING_QUEUE_LIMIT: Type.Integer({ default: 400, minimum: 1 }),
  /** The balance is due this many days before a departure starts (a departure's balanceDueDays wins). */
  BALANCE_DUE_DAYS: Type.Integer({ default: 15, minimum: 0, maximum: 365 }),
  /** A credit voucher instead of money back is worth this share (percent) of what was paid, the charge waived. */
  VOUCHER_VALUE_PERCENT: Type.Integer({ default: 100, minimum: 0, maximum: 200 }),
  /** A voucher can be spent for this many days after it is issued. */
  VOUCHER_VALID_DAYS: Type.Integer({ default: 365, minimum: 1, maximum: 3650 }),
  /** No booking is discounted by more than this percent of its undiscounted total, whatever discounts add up to. */
  MAX_DISCOUNT_PERCENT: Type.Integer({ default: 50, minimum: 0, maximum: 90 }),
  /** INR off a new traveller's first booking made with another traveller's referral code. */
  REFERRAL_DISCOUNT: Type.Integer({ default: 500, minimum: 0, maximum: 100000 }),
  /** INR credit voucher issued to the referrer once the referred booking is fully paid. */
  REFERRAL_REWARD: Type.Integer({ default: 500, minimum: 0, maximum: 100000 }),
  /**
   * A Razorpay refund whose try failed (the provider down, slow or refusing) is tried again this many
   * times, the first after REFUND_RETRY_DELAY_SECONDS, doubling (with jitter) up to an hour; then its
   * job is `failed` with the error and the refund stays pending.
   */
  REFUND_RETRY_LIMIT: Type.Integer({ default: 10, minimum: 0, maximum: 30 }),
  REFUND_RETRY_DELAY_SECONDS: Type.Integer({ default: 30, minimum: 1, maximum: 3600 }),

  /** The business's GSTIN; unset: not registered for GST, every payment gets a plain receipt. */
  GSTIN: Str,
  /** The name on GST documents; default BUSINESS_NAME. */
  BUSINESS_LEGAL_NAME: Str,
  /** Two-digit GST state code of the business (place of supply at home); default the GSTIN's state, else BUSINESS_ADDRESS's. */
  BUSINESS_STATE_CODE: Str,
  /** GST rate (percent, inclusive in prices) for trips that set none: 0, 5, 12 or 18. */
  GST_RATE_PERCENT: Type.Integer({ default: 5 }),
  /** Services Accounting Code printed on GST documents (tour operator services). */
  GST_SAC: Type.String({ default: '998555' }),

  BUSINESS_NAME: Type.String({ default: 'Wander India Trips' }),
  BUSINESS_PHONE: Type.String({ default: '+91 98765 43210' }),
  BUSINESS_EMAIL: Type.String({ default: 'hello@example.in' }),
  BUSINESS_ADDRESS: Type.String({ default: '21 Hill Road, Bandra West, Mumbai, Maharashtra 400050, India' }),
  WHATSAPP_NUMBER: Type.String({ default: '919876543210' }),
  WHATSAPP_GREETING: Type.String({ default: 'Hi! I would like to know more about your trips.' }),
  INSTAGRAM_URL: Type.String({ default: 'https://www.instagram.com/' }),
  FACEBOOK_URL: Type.String({ default: 'https://www.facebook.com/' }),
  YOUTUBE_URL: Type.String({ default: 'https://www.youtube.com/' }),
  EXTERNAL_REVIEWS_URL: Type.String({ default: 'https://www.google.com/maps' }),
  /** The rating the hero's badge shows (out of 5), as the external reviews page gives it. */
  EXTERNAL_RATING: Type.Number({ default: 5, minimum: 0, maximum: 5 }),
  CERTIFICATION_IMAGE_URL: Type.String({ default: '/certification.svg' }),
  ...messagingSettings,
});

// Optional strings default to empty.
for (const key of Object.keys(configSchema.properties) as (keyof typeof configSchema.properties)[]) {
  const property = configSchema.properties[key] as { type?: string; default?: unknown };
  if (property.type === 'string' && property.default === undefined) property.default = '';
}
