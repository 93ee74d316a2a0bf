/**
 * The channels against local fakes of their providers: the WhatsApp Cloud API (bearer token,
 * template name, named parameters; its delivery callbacks signed with X-Hub-Signature-256), SMS
 * when WhatsApp refuses (a number not on WhatsApp), MSG91's Flow API with the template's DLT id.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travellerMessageTexts } from '../../../../server/src/domain/index.ts';
import { adminHeaders, caller, createDeparture, createTrip, travellerHeaders } from '../../support/bookings.ts';
import { fakeProvider, type FakeProvider } from '../../support/fake-sms-provider.ts';
import { captureMessageLines, type MessageLines, until } from '../../support/message-lines.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let out: MessageLines;
beforeAll(() => {
  out = captureMessageLines();
});
afterAll(() => out.restore());

async function confirmBooking(t: TestApp, mobileNumber: string, language: 'en' | 'hi' = 'en') {
  const admin = await adminHeaders(t);
  const trip = await createTrip(t, admin, { price: 10000, place: 'Hampi', startDate: '2030-06-01', endDate: '2030-06-05' });
  const departure = await createDeparture(t, admin, trip.id, { startDate: '2030-03-01' });
  const { headers } = await travellerHeaders(t, { mobileNumber, countryCode: '91' });
  const booking = (await caller(t)('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1, language })).json().booking;
  expect((await caller(t)('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 2500, method: 'upi' })).statusCode).toBe(
    201,
  );
  const plan = async () => (await caller(t)('GET', `/api/admin/bookings/${booking.id}/messages`, admin)).json().messages;
  return { admin, booking: booking as { id: string; reference: string }, plan };
}

describe('WhatsApp Cloud API with SMS behind it', () => {
  let t: TestApp;
  let whatsapp: FakeProvider;
  let twilio: FakeProvider;
  const notOnWhatsapp = '9844400002';
  beforeAll(async () => {
    whatsapp = await fakeProvider((request) =>
      request.body.includes(`"91${notOnWhatsapp}"`)
        ? { status: 400, body: { error: { message: 'Message undeliverable', code: 131026 } } }
        : { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: `wamid.${whatsapp.received.length}` }] } },
    );
    twilio = await fakeProvider(() => ({ status: 201, body: { sid: 'SM1', status: 'queued' } }));
    t = await createTestApp({
      JOB_POLL_SECONDS: '0.5',
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_TOKEN: 'wa-token',
      WHATSAPP_PHONE_NUMBER_ID: '1055',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_API_URL: whatsapp.url,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'tw-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: twilio.url,
      BUSINESS_NAME: 'Wander India Trips',
    });
    t.clock.runFrom(new Date('2030-01-10T05:00:00Z'));
  });
  afterAll(async () => {
    await t.close();
    await whatsapp.close();
    await twilio.close();
  });

  it('sends the approved template with its parameters, and records signed delivery callbacks', async () => {
    const { booking, plan } = await confirmBooking(t, '9844400001');
    const sent = await until(plan, (messages) => messages[0]?.status === 'sent');
    expect(sent[0]).toMatchObject({ template: 'booking_confirmed', channel: 'whatsapp', to: '+919844400001' });
    const request = whatsapp.received.find((r) => r.body.includes('9844400001'))!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/1055/messages');
    expect(request.headers.authorization).toBe('Bearer wa-token');
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ messaging_product: 'whatsapp', to: '919844400001', type: 'template' });
    expect(body.template.name).toBe('booking_confirmed');
    expect(body.template.language).toEqual({ code: 'en' });
    expect(body.template.components[0].parameters).toEqual([
      { type: 'text', parameter_name: 'reference', text: booking.reference },
      { type: 'text', parameter_name: 'place', text: 'Hampi' },
      { type: 'text', parameter_name: 'startDate', text: '2030-03-01' },
      { type: 'text', parameter_name: 'paid', text: '₹2,500' },
      { type: 'text', parameter_name: 'balance', text: '₹7,500' },
    ]);
    const row = await t.db.selectFrom('messages').select('providerMessageId').where('bookingId', '=', booking.id).executeTakeFirstOrThrow();
    const callback = (status: string, extra: object = {}) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ value: { statuses: [{ id: row.providerMessageId, status, ...extra }] } }] }],
      });
    const post = (payload: string, signature: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
        payload,
      });
    const sign = (payload: string, secret = 'app-secret') => `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`;

    const read = callback('read');
    const forged = await post(read, sign(read, 'wrong-secret'));
    expect(forged.statusCode).toBe(401);
    expect((await post(read, undefined)).statusCode).toBe(401);
    expect((await plan())[0].status).toBe('sent');

    const delivered = callback('delivered');
    expect((await post(delivered, sign(delivered))).json()).toEqual({ updated: 1 });
    expect((await plan())[0].status).toBe('delivered');
    expect((await post(read, sign(read))).json()).toEqual({ updated: 1 });
    expect((await plan())[0].status).toBe('read');
    // A late "delivered" never moves it back.
    expect((await post(delivered, sign(delivered))).json()).toEqual({ updated: 0 });
    expect((await plan())[0].status).toBe('read');
  });

  it('recognises, by the id it echoes, a message whose try was interrupted before the provider’s id was stored', async () => {
    const { booking, plan } = await confirmBooking(t, '9844400004');
    const [first] = await until(plan, (messages) => messages[0]?.status === 'sent');
    // Each request names our message, for the provider's callbacks to carry back.
    const request = whatsapp.received.find((r) => r.body.includes('9844400004'))!;
    expect(JSON.parse(request.body).biz_opaque_callback_data).toBe(first.id);
    // A try killed between the provider's answer and our record left this behind (the retry then marked it failed).
    const [left] = await t.db
      .insertInto('messages')
      .values({
        bookingId: booking.id,
        template: 'departure_update',
        channel: 'whatsapp',
        recipient: '+919844400004',
        params: JSON.stringify({ text: 'Left mid-send' }),
        essential: true,
        status: 'failed',
        error: travellerMessageTexts.interruptedWhileSending,
        sendAt: new Date(),
      })
      .returning('id')
      .execute();
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ value: { statuses: [{ id: 'wamid.RECOVERED1', status: 'delivered', biz_opaque_callback_data: left.id }] } }] }],
    });
    const signature = `sha256=${createHmac('sha256', 'app-secret').update(payload).digest('hex')}`;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      payload,
    });
    expect(answer.json()).toEqual({ updated: 1 });
    const recovered = (await plan()).find((message: { id: string }) => message.id === left.id);
    expect(recovered).toMatchObject({ status: 'delivered', error: null });
    expect(recovered.sentAt).not.toBeNull();
    // Sent twice is never the outcome: a replay changes nothing, and a message that is not interrupted is not touched.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/webhooks/whatsapp',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
          payload,
        })
      ).json(),
    ).toEqual({ updated: 0 });
  });

  it("sends a Hindi booking's template in Hindi", async () => {
    const { plan } = await confirmBooking(t, '9844400003', 'hi');
    await until(plan, (messages) => messages[0]?.status === 'sent');
    const body = JSON.parse(whatsapp.received.find((r) => r.body.includes('9844400003'))!.body);
    expect(body.template).toMatchObject({ name: 'booking_confirmed', language: { code: 'hi' } });
  });

  it('falls back to SMS when the number is not on WhatsApp', async () => {
    const { booking, plan } = await confirmBooking(t, notOnWhatsapp);
    const sent = await until(plan, (messages) => messages[0]?.status === 'sent');
    expect(sent[0]).toMatchObject({ template: 'booking_confirmed', channel: 'sms', to: `+91${notOnWhatsapp}`, error: null });
    const sms = twilio.received.find((r) => r.body.includes(notOnWhatsapp))!;
    expect(sms.headers.authorization).toBe(`Basic ${Buffer.from('AC123:tw-token').toString('base64')}`);
    const form = new URLSearchParams(sms.body);
    expect(form.get('To')).toBe(`+91${notOnWhatsapp}`);
    expect(form.get('Body')).toBe(
      `Wander India Trips: booking ${booking.reference} for Hampi on Mar 01, 2030 is confirmed. Paid ₹2,500, balance ₹7,500.`,
    );
  });

  it("answers Meta's verification handshake only with the verify token", async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=12345',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('12345');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=12345',
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('MSG91 with DLT templates', () => {
  let t: TestApp;
  let msg91: FakeProvider;
  beforeAll(async () => {
    msg91 = await fakeProvider(() => ({ status: 200, body: { type: 'success', message: 'queued' } }));
    t = await createTestApp({
      JOB_POLL_SECONDS: '0.5',
      WHATSAPP_PROVIDER: 'off',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'msg-key',
      MSG91_TEMPLATE_ID: '1207100000000000001',
      MSG91_SENDER_ID: 'WANDER',
      MSG91_API_URL: msg91.url,
      MSG91_DLT_TEMPLATES: 'booking_confirmed=1207161234567890123, balance_reminder=1207161234567890124',
    });
    t.clock.runFrom(new Date('2030-01-10T05:00:00Z'));
  });
  afterAll(async () => {
    await t.close();
    await msg91.close();
  });

  it('sends booking_confirmed through the Flow API with its DLT template id and the parameters as variables', async () => {
    const { booking, plan } = await confirmBooking(t, '9855500001');
    const sent = await until(plan, (messages) => messages[0]?.status === 'sent');
    expect(sent[0]).toMatchObject({ channel: 'sms', to: '+919855500001' });
    const request = msg91.received.find((r) => r.body.includes('9855500001'))!;
    expect(request.url).toBe('/api/v5/flow');
    expect(request.headers.authkey).toBe('msg-key');
    expect(JSON.parse(request.body)).toEqual({
      template_id: '1207161234567890123',
      sender: 'WANDER',
      short_url: '0',
      recipients: [
        {
          mobiles: '919855500001',
          reference: booking.reference,
          place: 'Hampi',
          startDate: '2030-03-01',
          paid: '₹2,500',
          balance: '₹7,500',
        },
      ],
    });
    expect(out.with(booking.reference)).toEqual([]);
  });
});
