/**
 * Configuration: read from the environment and validated here, once. The type is derived from
 * the schema (config/schema.ts). `.env.example` at the repository root lists every variable.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Static } from 'typebox';
import Value from 'typebox/value';
import { businessStateCodeOf, checkSettings, type SmsProviderName, smsProviderOf } from './config/checks.ts';
import { ConfigError } from './config/config-error.ts';
import { type MessagingConfig, messagingOf } from './config/messaging.ts';
import { payeeSettings } from './config/demo-payee.ts';
import { type CancellationTier, parseCancellationPolicy } from './domain/policies.ts';
import { configSchema } from './config/schema.ts';
import { parseTrustProxy, type TrustedProxies } from './config/trusted-proxies.ts';

export { ConfigError } from './config/config-error.ts';
export { configSchema } from './config/schema.ts';
export { parseTrustProxy, type TrustedProxies } from './config/trusted-proxies.ts';

export type Config = Static<typeof configSchema> & {
  /** Absolute data directory. */
  dataDir: string;
  trustedProxies: TrustedProxies;
  isProduction: boolean;
  smsProvider: SmsProviderName;
  /** PAYMENT_PAYEE_NAME, or BUSINESS_NAME. */
  paymentPayeeName: string;
  /** CANCELLATION_POLICY's tiers, from the earliest to the latest. */
  cancellationPolicy: CancellationTier[];
  /** BUSINESS_LEGAL_NAME, or BUSINESS_NAME: the supplier on GST documents. */
  businessLegalName: string;
  /** BUSINESS_STATE_CODE, or the GSTIN's state, or the state BUSINESS_ADDRESS names (checked to agree). */
  businessStateCode: string;
  /** WhatsApp, e-mail and the message plan's settings, checked (config/messaging.ts). */
  messaging: MessagingConfig;
};

/** A `.env` file in the working directory fills in what the environment does not set. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Reads and checks the configuration; in production nothing is defaulted that must not be. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(configSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const converted = Value.Convert(configSchema, Value.Default(configSchema, raw));
  const merged = { ...(converted as object), ...overrides } as Record<string, unknown>;
  if (!Value.Check(configSchema, merged)) {
    const first = [...Value.Errors(configSchema, merged)][0];
    throw new ConfigError(`Invalid configuration ${first?.instancePath ?? ''}: ${first?.message ?? 'unknown error'}`);
  }
  const base = merged;
  const isProduction = base.NODE_ENV === 'production';
  const smsProvider = smsProviderOf(base, isProduction);

  checkSettings(base, isProduction, smsProvider);
  const messaging = messagingOf(base, isProduction);

  const trustedProxies = parseTrustProxy(base.TRUST_PROXY);
  const paymentPayeeName = base.PAYMENT_PAYEE_NAME || base.BUSINESS_NAME;
  const sms = smsProvider as SmsProviderName;
  const policy = parseCancellationPolicy(base.CANCELLATION_POLICY);
  const cancellationPolicy = 'tiers' in policy ? policy.tiers : [];
  const gst = { businessLegalName: base.BUSINESS_LEGAL_NAME || base.BUSINESS_NAME, businessStateCode: businessStateCodeOf(base) };
  return {
    ...base,
    ...payeeSettings(base),
    dataDir: path.resolve(base.DATA_DIR),
    isProduction,
    smsProvider: sms,
    trustedProxies,
    paymentPayeeName,
    cancellationPolicy,
    messaging,
    ...gst,
  };
}

/**
 * Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so tokens
 * survive restarts without any setup.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
