/**
 * The MSG91 SMS sender against a local fake that checks what we send (authkey, JSON body, template
 * and sender ids, the code as the template variable) and answers like MSG91 does, errors included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMsg91Sender } from '../../../../../server/src/services/messages/sms/msg91.ts';
import { fakeProvider, type FakeProvider, type Received } from '../../../support/fake-sms-provider.ts';
import { createTestApp } from '../../../support/test-app.ts';

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
  let msg91: FakeProvider;
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
  }, 90_000); // A whole app on a fresh embedded database: 15 s alone, twice that on a loaded machine.

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
      expect(refused.json()).toMatchObject({ error: 'Failed to send OTP' });
    } finally {
      await t.close();
    }
  });
});
