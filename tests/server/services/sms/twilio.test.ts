/**
 * SMS providers against local fakes that check what we send (auth, form or JSON fields, template
 * and sender ids) and answer like Twilio and MSG91 do, errors included; and the configuration rules.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../server/src/config.ts';
import { messages } from '../../../../server/src/domain/index.ts';
import { createMsg91Sender } from '../../../../server/src/services/sms/msg91.ts';
import { SmsDeliveryError } from '../../../../server/src/services/sms/sender.ts';
import { createTwilioSender } from '../../../../server/src/services/sms/twilio.ts';
import { captureSms, type SmsOutbox } from '../../support/sms-outbox.ts';
import { createTestApp } from '../../support/test-app.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local HTTP server: records each request and answers with what `answer` returns. */
async function fakeProvider(answer: (request: Received) => { status: number; body: unknown }) {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      const { status, body } = answer(request);
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

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
  let twilio: Awaited<ReturnType<typeof fakeProvider>>;
  let sms: SmsOutbox;
  beforeAll(async () => {
    twilio = await fakeProvider(twilioAnswer);
    sms = captureSms();
  });
  afterAll(async () => {
    await twilio.close();
    sms.restore();
  });

  it('signs a traveller up with the code Twilio was asked to send, and prints no console line', async () => {
    const t = await createTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: twilio.url,
    });
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
    const t = await createTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: twilio.url,
    });
    try {
      const payload = { username: 'bad_number', mobileNumber: '0000000000', countryCode: '91' };
      const refused = await t.app.inject({ method: 'POST', url: '/api/mobile/auth/send-otp', payload });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({ error: messages.sendOtpFailed });
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

/** MSG91's Flow API as documented: authkey header, JSON body; errors as {"type":"error"}, sometimes with HTTP 200. */
function msg91Answer(request: Received) {
  if (request.method !== 'POST' || request.url !== '/api/v5/flow') return { status: 404, body: { type: 'error', message: 'Not found' } };
  if (request.headers.authkey !== 'msg91-key')
    return { status: 401, body: { type: 'error', message: 'Authentication failure', code: '401' } };
  const body = JSON.parse(request.body) as { template_id?: string; sender?: string; recipients?: { mobiles?: string; otp?: string }[] };
  if (body.template_id !== 'tmpl-otp-1')
    return { status: 200, body: { type: 'error', message: 'Template ID Missing or Invalid Template' } };
  const recipient = body.recipients?.[0];
  if (!recipient?.mobiles || !/^\d{4}$/.test(recipient.otp ?? ''))
    return { status: 400, body: { type: 'error', message: 'Mobile or variable missing' } };
  return { status: 200, body: { type: 'success', message: '3763646c3058373530393030' } };
}

describe('MSG91', () => {
  let msg91: Awaited<ReturnType<typeof fakeProvider>>;
  beforeAll(async () => {
    msg91 = await fakeProvider(msg91Answer);
  });
  afterAll(() => msg91.close());

  it('sends the template, sender id and the code as the template variable; the code signs in', async () => {
    const t = await createTestApp({
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'msg91-key',
      MSG91_TEMPLATE_ID: 'tmpl-otp-1',
      MSG91_SENDER_ID: 'WNDRIN',
      MSG91_API_URL: msg91.url,
    });
    try {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/mobile/auth/send-otp',
        payload: { username: 'msg91_user', mobileNumber: '9822233344', countryCode: '91' },
      });
      expect(sent.statusCode).toBe(200);
      const request = msg91.received.at(-1)!;
      expect(request.headers['content-type']).toBe('application/json');
      const body = JSON.parse(request.body);
      expect(body).toMatchObject({
        template_id: 'tmpl-otp-1',
        sender: 'WNDRIN',
        recipients: [{ mobiles: '919822233344', otp: expect.stringMatching(/^\d{4}$/) }],
      });
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/mobile/auth/verify-otp',
        payload: { mobileNumber: '9822233344', countryCode: '91', verificationId: sent.json().verificationId, otp: body.recipients[0].otp },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('an error answered with HTTP 200 is still a failure, and the client gets "Failed to send OTP"', async () => {
    const sender = createMsg91Sender({ authKey: 'msg91-key', templateId: 'no-such-template', senderId: '', apiUrl: msg91.url });
    await expect(sender.sendCode({ to: { countryCode: '91', mobileNumber: '9822233344' }, code: '1234', text: '' })).rejects.toThrow(
      'MSG91 refused the message (HTTP 200): Template ID Missing or Invalid Template',
    );
    expect(JSON.parse(msg91.received.at(-1)!.body)).not.toHaveProperty('sender');

    const t = await createTestApp({
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'wrong-key',
      MSG91_TEMPLATE_ID: 'tmpl-otp-1',
      MSG91_API_URL: msg91.url,
    });
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/mobile/auth/send-otp',
        payload: { username: 'msg91_user', mobileNumber: '9822233355', countryCode: '91' },
      });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({ error: 'Failed to send OTP' });
    } finally {
      await t.close();
    }
  });
});

describe('provider configuration', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    DATA_DIR: '/tmp/unused',
    PUBLIC_URL: 'https://trips.example.in',
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
    expect(() => loadConfig({ DATA_DIR: '/tmp/unused', SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID })).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() => loadConfig({ DATA_DIR: '/tmp/unused', SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' })).toThrow(/MSG91_TEMPLATE_ID/);
    expect(() => loadConfig({ DATA_DIR: '/tmp/unused', SMS_PROVIDER: 'carrier-pigeon' })).toThrow(ConfigError);
  });
});
