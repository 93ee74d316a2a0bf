/**
 * The Twilio SMS sender against a local fake that checks what we send (basic auth, form fields,
 * sender or Messaging Service id) and answers like Twilio does, errors included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../../server/src/domain/index.ts';
import { SmsDeliveryError } from '../../../../../server/src/services/messages/sms/sender.ts';
import { createTwilioSender } from '../../../../../server/src/services/messages/sms/twilio.ts';
import { fakeProvider, type FakeProvider, type Received } from '../../../support/fake-sms-provider.ts';
import { captureSms, type SmsOutbox } from '../../../support/sms-outbox.ts';
import { createTestApp } from '../../../support/test-app.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-for-tests';

/** Twilio's Messages API as documented: basic auth, form body, 201 or a JSON error. */
function twilioAnswer(request: Received) {
  const expectedAuth = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
  if (request.headers.authorization !== expectedAuth) {
    return {
      status: 401,
      body: { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 },
    };
  }
  if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${SID}/Messages.json`)
    return { status: 404, body: { code: 20404, message: 'Not found', status: 404 } };
  if (request.headers['content-type'] !== 'application/x-www-form-urlencoded')
    return { status: 400, body: { code: 21000, message: 'form expected' } };
  const form = new URLSearchParams(request.body);
  if (form.get('To') === '+910000000000') {
    return {
      status: 400,
      body: {
        code: 21211,
        message: "The 'To' number +910000000000 is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      },
    };
  }
  if (!form.get('Body') || !(form.get('From') || form.get('MessagingServiceSid')))
    return { status: 400, body: { code: 21602, message: 'Message body is required.', status: 400 } };
  return { status: 201, body: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued', to: form.get('To'), body: form.get('Body') } };
}

describe('Twilio', () => {
  let twilio: FakeProvider;
  let sms: SmsOutbox;
  beforeAll(async () => {
    twilio = await fakeProvider(twilioAnswer);
    sms = captureSms();
  });
  afterAll(async () => {
    await twilio.close();
    sms.restore();
  });
  /** The product configured for Twilio, pointed at the fake provider. */
  const twilioEnv = () => ({
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: '+15005550006',
    TWILIO_API_URL: twilio.url,
  });

  it('signs a traveller up with the code Twilio was asked to send, and prints no console line', async () => {
    const t = await createTestApp(twilioEnv());
    try {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/mobile/auth/send-otp',
        payload: { username: 'twilio_user', mobileNumber: '9811122233', countryCode: '91' },
      });
      expect(sent.statusCode).toBe(200);
      const form = new URLSearchParams(twilio.received.at(-1)!.body);
      expect(form.get('To')).toBe('+919811122233');
      expect(form.get('From')).toBe('+15005550006');
      const code = /^(\d{4}) is your /.exec(form.get('Body') ?? '')?.[1];
      expect(code).toMatch(/^\d{4}$/);
      expect(sms.lines).toEqual([]);
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/mobile/auth/verify-otp',
        payload: { mobileNumber: '9811122233', countryCode: '91', verificationId: sent.json().verificationId, otp: code },
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().user.isNewUser).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('a refusal gives the client "Failed to send OTP", keeps no code and does not hold a retry back', async () => {
    const t = await createTestApp(twilioEnv());
    try {
      const payload = { username: 'bad_number', mobileNumber: '0000000000', countryCode: '91' };
      const refused = await t.app.inject({ method: 'POST', url: '/api/mobile/auth/send-otp', payload });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({ error: messages.sendOtpFailed });
      expect(await t.db.selectFrom('otpCodes').select('id').where('mobileNumber', '=', '0000000000').execute()).toEqual([]);
      const again = await t.app.inject({ method: 'POST', url: '/api/mobile/auth/send-otp', payload });
      expect(again.statusCode).toBe(502);
    } finally {
      await t.close();
    }
  });

  it('explains why: the provider error code and text, never the code', async () => {
    const sender = createTwilioSender({ accountSid: SID, authToken: 'wrong-token', from: '+15005550006', apiUrl: twilio.url });
    const error = await sender
      .sendCode({ to: { countryCode: '91', mobileNumber: '9811122233' }, code: '4321', text: '4321 is your code' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as SmsDeliveryError).message).toBe('Twilio refused the message (HTTP 401): 20003 Authenticate');
    expect((error as SmsDeliveryError).message).not.toContain('4321');
  });

  it('uses a Messaging Service SID as MessagingServiceSid', async () => {
    const service = `MG${'a'.repeat(32)}`;
    const sender = createTwilioSender({ accountSid: SID, authToken: TOKEN, from: service, apiUrl: `${twilio.url}/` });
    await sender.sendCode({ to: { countryCode: '1', mobileNumber: '4155550100' }, code: '1111', text: '1111 is your code' });
    const form = new URLSearchParams(twilio.received.at(-1)!.body);
    expect(form.get('MessagingServiceSid')).toBe(service);
    expect(form.get('From')).toBeNull();
  });

  it('an unreachable or non-JSON provider is a delivery error', async () => {
    const down = createTwilioSender({ accountSid: SID, authToken: TOKEN, from: '+15005550006', apiUrl: 'http://127.0.0.1:9' });
    await expect(down.sendCode({ to: { countryCode: '91', mobileNumber: '9811122233' }, code: '1', text: 'x' })).rejects.toThrow(
      /Twilio unreachable/,
    );
    const proxy = await fakeProvider(() => ({ status: 503, body: '<html>Service Unavailable</html>' }));
    try {
      const sender = createTwilioSender({ accountSid: SID, authToken: TOKEN, from: '+15005550006', apiUrl: proxy.url });
      await expect(sender.sendCode({ to: { countryCode: '91', mobileNumber: '9811122233' }, code: '1', text: 'x' })).rejects.toThrow(
        'Twilio refused the message (HTTP 503): <html>Service Unavailable</html>',
      );
    } finally {
      await proxy.close();
    }
  });
});
