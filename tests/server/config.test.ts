/** TRUST_PROXY as operators write it: hop counts, true/false, addresses and subnets. */
import { describe, expect, it } from 'vitest';
import { demoPayee } from '../../server/src/config/demo-payee.ts';
import { ConfigError, loadConfig, parseTrustProxy } from '../../server/src/config.ts';

describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['0', false],
    ['false', false],
    ['true', true],
    ['TRUE', true],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.1', { addresses: ['10.0.0.1'] }],
    ['10.0.0.1, 172.16.0.0/12 ,fd00::/8', { addresses: ['10.0.0.1', '172.16.0.0/12', 'fd00::/8'] }],
    ['loopback, uniquelocal', { addresses: ['loopback', 'uniquelocal'] }],
  ])('reads %j', (text, expected) => {
    expect(parseTrustProxy(text)).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '::1/129', '10.0.0.1/', '10.0.0', 'nginx', '1.5', '-1', ',', '10.0.0.1/8/8'])(
    'refuses %j with a clear message',
    (text) => {
      expect(() => parseTrustProxy(text)).toThrow(ConfigError);
      expect(() => parseTrustProxy(text)).toThrow(/TRUST_PROXY must be a hop count/);
    },
  );

  it('is read by loadConfig (default: no proxy trusted)', () => {
    expect(loadConfig({}).trustedProxies).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustedProxies).toEqual({ hops: 1 });
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
  });
});

describe('SMS provider configuration', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    DATA_DIR: '/tmp/unused',
    PUBLIC_URL: 'https://trips.example.in',
    PAYMENT_UPI_ID: 'wanderindia@okhdfc',
  };

  it('defaults to console outside production', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/unused' }).smsProvider).toBe('console');
  });

  it('refuses console in production unless explicitly allowed, and needs a provider there', () => {
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'console' })).toThrow(ConfigError);
    expect(loadConfig({ ...production, SMS_PROVIDER: 'console', SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true' }).smsProvider).toBe('console');
    expect(() => loadConfig(production)).toThrow(/SMS_PROVIDER/);
  });

  it('needs each provider’s credentials', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/unused', SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef' }),
    ).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() => loadConfig({ DATA_DIR: '/tmp/unused', SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' })).toThrow(/MSG91_TEMPLATE_ID/);
    expect(() => loadConfig({ DATA_DIR: '/tmp/unused', SMS_PROVIDER: 'carrier-pigeon' })).toThrow(ConfigError);
  });
});

describe('offline payment payee', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    DATA_DIR: '/tmp/unused',
    PUBLIC_URL: 'https://trips.example.in',
    SMS_PROVIDER: 'console',
    SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true',
  };

  it('production with offline payment refuses to start without a UPI id or bank details', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER=offline needs PAYMENT_UPI_ID or PAYMENT_INSTRUCTIONS/);
    expect(() => loadConfig({ ...production, PAYMENT_INSTRUCTIONS: '   ' })).toThrow(/PAYMENT_UPI_ID or PAYMENT_INSTRUCTIONS/);
    expect(loadConfig({ ...production, PAYMENT_UPI_ID: 'trips@okaxis' }).PAYMENT_UPI_ID).toBe('trips@okaxis');
    expect(loadConfig({ ...production, PAYMENT_INSTRUCTIONS: 'HDFC 5010, IFSC HDFC0000001' }).PAYMENT_UPI_ID).toBe('');
  });

  it('production with Razorpay needs no offline payee', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'razorpay', ...keys }).PAYMENT_PROVIDER).toBe('razorpay');
  });

  it('development gets demo payee details, so a new start shows a whole way to pay', () => {
    const development = loadConfig({ DATA_DIR: '/tmp/unused' });
    expect(development.PAYMENT_UPI_ID).toBe(demoPayee.upiId);
    expect(development.PAYMENT_INSTRUCTIONS).toBe(demoPayee.instructions);
    expect(development.PAYMENT_INSTRUCTIONS).toMatch(/IFSC/);
    // Given details are used as they are; other environments (tests) get none made up.
    expect(loadConfig({ DATA_DIR: '/tmp/unused', PAYMENT_INSTRUCTIONS: 'Cash at our office.' }).PAYMENT_UPI_ID).toBe('');
    expect(loadConfig({ DATA_DIR: '/tmp/unused', NODE_ENV: 'test' }).PAYMENT_UPI_ID).toBe('');
  });
});

describe('GST and balance settings', () => {
  const base = { JWT_SECRET: 'x'.repeat(40) };

  it('default to an unregistered business at 5 % with SAC 998555, the balance 15 days ahead, in the state of its address', () => {
    const config = loadConfig({ ...base, BUSINESS_NAME: 'Wander' });
    expect(config).toMatchObject({ GSTIN: '', GST_RATE_PERCENT: 5, GST_SAC: '998555', BALANCE_DUE_DAYS: 15 });
    // The default address and the default state code name one state: documents print both.
    expect(config.BUSINESS_ADDRESS).toMatch(/Maharashtra/);
    expect(config.businessStateCode).toBe('27');
    expect(config.businessLegalName).toBe('Wander');
  });

  it('takes the state from the GSTIN when BUSINESS_STATE_CODE is unset, and the legal name when given', () => {
    const bengaluru = '21 MG Road, Bengaluru, Karnataka 560001, India';
    const config = loadConfig({
      ...base,
      GSTIN: '29AAACW1234A1ZU',
      BUSINESS_ADDRESS: bengaluru,
      BUSINESS_LEGAL_NAME: 'Wander India Pvt Ltd',
    });
    expect(config.businessStateCode).toBe('29');
    expect(config.businessLegalName).toBe('Wander India Pvt Ltd');
  });

  it.each([
    ['12 Park Street, Kolkata, West Bengal 700016', '19'],
    ['Plot 4, Sector 18, Gurugram, Haryana 122015, India', '06'],
    ['Connaught Place, New Delhi 110001', '07'],
    ['MG Marg, Gangtok, Sikkim', '11'],
    ['Panaji, GOA', '30'],
  ])('derives the state code from the address %j when neither BUSINESS_STATE_CODE nor GSTIN is set', (address, code) => {
    expect(loadConfig({ ...base, BUSINESS_ADDRESS: address }).businessStateCode).toBe(code);
  });

  it.each([
    [{ GSTIN: '29AAACW1234A1ZA' }, /GSTIN "29AAACW1234A1ZA" is not a valid GSTIN/],
    [{ BUSINESS_STATE_CODE: '99' }, /BUSINESS_STATE_CODE must be a two-digit GST state code/],
    [{ GSTIN: '29AAACW1234A1ZU', BUSINESS_STATE_CODE: '27' }, /registered in state 29, but BUSINESS_STATE_CODE is 27/],
    [
      { BUSINESS_ADDRESS: '21 MG Road, Bengaluru, Karnataka 560001, India', BUSINESS_STATE_CODE: '27' },
      /BUSINESS_ADDRESS "21 MG Road, Bengaluru, Karnataka 560001, India" is in state 29 \(Karnataka\), but BUSINESS_STATE_CODE is 27 \(Maharashtra\)/,
    ],
    [{ GSTIN: '29AAACW1234A1ZU' }, /is in state 27 \(Maharashtra\), but GSTIN 29AAACW1234A1ZU is registered in state 29 \(Karnataka\)/],
    [{ BUSINESS_ADDRESS: '21 MG Road, Bengaluru 560001' }, /BUSINESS_ADDRESS "21 MG Road, Bengaluru 560001" names no Indian state/],
    [{ GST_RATE_PERCENT: '7' }, /GST_RATE_PERCENT must be one of 0, 5, 12, 18/],
    [{ GST_SAC: 'tours' }, /GST_SAC must be a code of 4 to 8 digits/],
    [{ BALANCE_DUE_DAYS: '-1' }, /BALANCE_DUE_DAYS/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
