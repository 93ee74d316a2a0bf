import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, messages, otpResendWait } from '../../../../server/src/domain/index.ts';
import { bearer, createTestApp, type TestApp } from '../../support/test-app.ts';

/** Every error answer keeps SPEC's `error` and adds the stable `code` of its message (and its values). */
describe('error answers carry a code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the framework own 4xx, the product rules and the access checks with a code', async () => {
    const unknown = await t.app.inject({ url: '/api/nowhere' });
    expect(unknown.json()).toMatchObject({ error: messages.notFound, code: 'common.notFound' });

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/mobile/auth/send-otp',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().code).toBe('common.invalidRequest');

    const signedOut = await t.app.inject({ url: '/api/bookings' });
    expect(signedOut.json()).toMatchObject({ error: messages.unauthorized, code: 'common.unauthorized' });

    const traveller = await t.travellerToken();
    const notAdmin = await t.app.inject({ url: '/api/admin/bookings', headers: bearer(traveller.token) });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().code).toBe('common.forbidden');

    const rule = await t.app.inject({
      method: 'POST',
      url: '/api/mobile/auth/send-otp',
      payload: { countryCode: '91', mobileNumber: '12' },
    });
    expect(rule.json()).toMatchObject({ error: messages.mobileInvalid, code: 'common.mobileInvalid' });

    const missing = await t.app.inject({ url: '/api/bookings/00000000-0000-4000-8000-000000000000', headers: bearer(traveller.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: bookingMessages.bookingNotFound, code: 'booking.bookingNotFound' });
  });

  it('sends the values of a message with values as params', async () => {
    const phone = { countryCode: '91', mobileNumber: '9876500001', username: 'coded_user' };
    const first = await t.app.inject({ method: 'POST', url: '/api/mobile/auth/send-otp', payload: phone });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/mobile/auth/send-otp', payload: phone });
    expect(again.statusCode).toBe(429);
    const body = again.json();
    expect(body.code).toBe('common.otpResendWait');
    expect(body.error).toBe(otpResendWait(Number(body.params[0])));
  });
});
