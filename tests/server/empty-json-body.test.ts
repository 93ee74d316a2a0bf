/**
 * Request bodies as clients really send them: react-admin's fetchJson puts `Content-Type:
 * application/json` on a body-less POST or DELETE, and that empty body is no body (not Fastify's 400
 * "Body cannot be empty"), across the whole API. Routes whose body is optional answer as they do
 * without one; routes that need one give the same 400 as without one; malformed JSON is a 400
 * `{error}`; hostile bodies on /pay and /cancel are never a 5xx.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createDeparture, createTrip, reserveBooking, travellerHeaders, useBookingApp } from './support/bookings.ts';

const { t, admin, call } = useBookingApp();

const JSON_TYPE = { 'content-type': 'application/json' };

/** The same call with an empty body under each of these content types, and with none at all. */
const emptyBodies: { name: string; headers: Record<string, string> }[] = [
  { name: 'application/json', headers: JSON_TYPE },
  { name: 'application/json; charset=utf-8', headers: { 'content-type': 'application/json; charset=utf-8' } },
  { name: 'no content type', headers: {} },
];

const send = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: string) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

/** The answer without what differs between two bookings (ids, references, times). */
const shapeOf = (response: LightMyRequestResponse) => {
  const body = response.json();
  if (body.booking) return { status: response.statusCode, booking: { status: body.booking.status, amountPaid: body.booking.amountPaid } };
  if (body.payment) return { status: response.statusCode, payment: { provider: body.payment.provider, amount: body.payment.amount } };
  return { status: response.statusCode, body };
};

const expectJsonError = (response: LightMyRequestResponse) => {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(response.json())).toEqual(['error', 'code']);
  expect(typeof response.json().error).toBe('string');
};

describe('an empty JSON body is no body', () => {
  it('POST /bookings/{id}/cancel: the same answer with an empty JSON body as with no content type', async () => {
    const answers = [];
    for (const { name, headers } of emptyBodies) {
      const { booking, headers: traveller } = await reserveBooking(t, admin);
      const response = await send('POST', `/api/bookings/${booking.id}/cancel`, { ...traveller, ...headers }, '');
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      answers.push(shapeOf(response));
    }
    expect(answers).toEqual([answers[2], answers[2], answers[2]]);
    expect(answers[2]).toMatchObject({ status: 200, booking: { status: 'cancelled' } });
  });

  it('POST /bookings/{id}/pay: what is due is asked for, the same with an empty JSON body as with none', async () => {
    const answers = [];
    for (const { name, headers } of emptyBodies) {
      const { booking, headers: traveller } = await reserveBooking(t, admin);
      const response = await send('POST', `/api/bookings/${booking.id}/pay`, { ...traveller, ...headers }, '');
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      answers.push(shapeOf(response));
    }
    expect(answers).toEqual([answers[2], answers[2], answers[2]]);
  });

  it("a route that needs a body gives the same 400 as without one (the schema's message, not Fastify's)", async () => {
    const { headers } = await travellerHeaders(t);
    const answers = [];
    for (const { headers: type } of emptyBodies) {
      const response = await send('POST', '/api/bookings', { ...headers, ...type }, '');
      expect(response.statusCode, response.body).toBe(400);
      expectJsonError(response);
      answers.push(response.json());
    }
    expect(answers).toEqual([answers[2], answers[2], answers[2]]);
    expect(answers[0].error).not.toMatch(/cannot be empty/i);
  });

  it('DELETE with Content-Type: application/json and no body (react-admin) deletes as without one', async () => {
    const answers = [];
    for (const { headers } of emptyBodies) {
      const trip = await createTrip(t, admin);
      const departure = await createDeparture(t, admin, trip.id);
      const response = await send('DELETE', `/api/admin/departures/${departure.id}`, { ...admin, ...headers }, '');
      expect(response.statusCode, response.body).toBe(200);
      answers.push(response.json());
    }
    expect(answers).toEqual([answers[2], answers[2], answers[2]]);
  });

  it('malformed JSON is still a 400 with a JSON {error}', async () => {
    const { booking, headers } = await reserveBooking(t, admin);
    for (const url of [`/api/bookings/${booking.id}/pay`, `/api/bookings/${booking.id}/cancel`, '/api/bookings']) {
      for (const payload of ['{bad', '{"voucherCode":', ' ', '\u0000']) {
        const response = await send('POST', url, { ...headers, ...JSON_TYPE }, payload);
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
        expectJsonError(response);
      }
    }
    // Prototype poisoning stays refused, as Fastify's own parser refuses it.
    const poisoned = await send('POST', `/api/bookings/${booking.id}/pay`, { ...headers, ...JSON_TYPE }, '{"__proto__":{"x":1}}');
    expect(poisoned.statusCode).toBe(400);
    expectJsonError(poisoned);
  });
});

describe('hostile bodies on /pay and /cancel', () => {
  const hostile = [
    '[]',
    '[{"voucherCode":"ABCD-EFGH-JKLM"}]',
    'null',
    'true',
    '"a string"',
    '1e999',
    '-0',
    '123456789012345678901234567890123456789',
    '{"voucherCode":null}',
    '{"voucherCode":1e999}',
    '{"voucherCode":["ABCD"]}',
    '{"voucherCode":{"$gt":""}}',
    `{"voucherCode":"${'A'.repeat(50_000)}"}`,
    '{"voucherCode":"\\u0000\'; DROP TABLE vouchers;--"}',
    '{"refundTo":null}',
    '{"refundTo":"none"}',
    '{"refundTo":["voucher"]}',
    '{"refundTo":"voucher","extra":1}',
    '{"constructor":{"prototype":{"x":1}}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
  ];

  it('are never a 5xx: a JSON answer, an {error} whenever refused', async () => {
    for (const route of ['pay', 'cancel']) {
      // A booking per route, paid in part: /pay has something due, /cancel has money to refund.
      const { booking, headers } = await reserveBooking(t, admin, { paid: [1000] });
      for (const payload of hostile) {
        const response = await send('POST', `/api/bookings/${booking.id}/${route}`, { ...headers, ...JSON_TYPE }, payload);
        const what = `${route} ${payload.slice(0, 60)}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode >= 400) expectJsonError(response);
      }
    }
    // Still whole afterwards: the ledger answers.
    const { booking, headers } = await reserveBooking(t, admin);
    expect((await call('POST', `/api/bookings/${booking.id}/pay`, headers)).statusCode).toBe(200);
  });
});
