/**
 * The code page inside the real app: its resend countdown starts from the server's own wait between
 * codes (OTP_RESEND_SECONDS), not the domain's default of 60. Builds the site first if it is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../support/site-build.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  ensureBuilt();
  t = await createTestApp({ OTP_RESEND_SECONDS: '120' });
}, 300_000);
afterAll(() => t?.close());

describe('/verify-otp', () => {
  it('renders the resend countdown from OTP_RESEND_SECONDS', async () => {
    const page = await t.app.inject({ url: '/verify-otp?mobile=9876543210&countryCode=91&verificationId=abc&isSignup=false' });
    expect(page.statusCode).toBe(200);
    // React separates the sentence's text parts with empty comments.
    expect(page.body.replaceAll('<!-- -->', '')).toContain('Resend OTP in 120s');
  });
});
