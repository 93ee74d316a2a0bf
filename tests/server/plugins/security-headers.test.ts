/**
 * The security headers: computed once from the configuration @fastify/helmet is given, and the
 * same on every answer, routed or from memory, as helmet itself sets with that configuration.
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderOptions } from '../../../server/src/plugins/security-headers.ts';
import { ensureBuilt } from '../support/site-build.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  ensureBuilt();
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

/** What @fastify/helmet, registered the usual way with these options, puts on an answer. */
async function helmetsOwnHeaders(options: FastifyHelmetOptions): Promise<Record<string, unknown>> {
  const reference = Fastify();
  await reference.register(fastifyHelmet, options);
  reference.get('/', async () => 'ok');
  const { headers } = await reference.inject('/');
  await reference.close();
  const { 'content-type': _type, 'content-length': _length, date: _date, connection: _connection, ...security } = headers;
  return security;
}

describe('security headers', () => {
  it('are what helmet sets with our options, on routed answers, errors and answers from memory', async () => {
    const expected = await helmetsOwnHeaders(securityHeaderOptions(t.config) as FastifyHelmetOptions);
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    const names = t.app.securityHeaders.filter((_, i) => i % 2 === 0);
    expect(names.sort()).toEqual(Object.keys(expected).sort());
    for (const url of ['/api/health', '/api/public/trips', '/api/public/trips/00000000-0000-4000-8000-000000000000', '/trips', '/nope']) {
      const { headers } = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      for (const [name, value] of Object.entries(expected)) expect([url, name, headers[name]]).toEqual([url, name, value]);
    }
  });

  it('follow the configuration: HSTS in production, Razorpay Checkout allowed when payments are on', () => {
    const production = securityHeaderOptions({ ...t.config, isProduction: true, PAYMENT_PROVIDER: 'razorpay' });
    expect(production.strictTransportSecurity).toEqual({ maxAge: 31536000, includeSubDomains: true });
    const directives = (production.contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
    expect(directives.scriptSrc).toContain('https://checkout.razorpay.com');
    expect(securityHeaderOptions(t.config).strictTransportSecurity).toBe(false);
  });
});
