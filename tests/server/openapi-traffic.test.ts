/**
 * Real traffic against the OpenAPI document at /api/docs/json, checked the way a validating proxy
 * checks it (support/openapi-traffic.ts): a tour of the API as the back office, a traveller and
 * anyone make it, error answers included. Every request must be one the document describes, and
 * every answer one it documents: status, media type, body and headers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipart, validReview, validTrip } from './support/api.ts';
import { daysFromNow } from './support/bookings.ts';
import { type Call, trafficChecker } from './support/openapi-traffic.ts';
import { captureSms, type SmsOutbox } from './support/sms-outbox.ts';
import { bearer, createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let sms: SmsOutbox;
let checker: ReturnType<typeof trafficChecker>;
const findings: string[] = [];
let admin: Record<string, string>;
let traveller: Record<string, string>;

beforeAll(async () => {
  sms = captureSms();
  t = await createTestApp({ ADMIN_LOGIN_MAX_FAILURES: '2', PAYMENT_UPI_ID: 'wander@okhdfc' });
  const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  checker = trafficChecker(document.json());
});
afterAll(async () => {
  await t?.close();
  sms.restore();
});
afterEach(() => {
  expect(findings.splice(0)).toEqual([]);
});

interface Sent extends Call {
  /** The status this call must get. */
  status: number;
  /** The request is wrong on purpose: the proxy must say so, and the answer is still checked. */
  invalid?: boolean;
  remoteAddress?: string;
}

async function api({ status, invalid, remoteAddress, ...call }: Sent) {
  const requestProblems = checker.checkRequest(call);
  if (invalid) expect(requestProblems, `${call.method} ${call.url} should be a request the document refuses`).not.toEqual([]);
  else findings.push(...requestProblems);
  const payload = call.payload as string | object | Buffer | undefined;
  const response = await t.app.inject({
    method: call.method as 'GET',
    url: call.url,
    headers: call.headers,
    remoteAddress,
    ...(payload === undefined ? {} : { payload }),
  });
  expect(response.statusCode, `${call.method} ${call.url}: ${response.body.slice(0, 300)}`).toBe(status);
  findings.push(...checker.checkResponse(call, response));
  return response;
}

const form = (fields: Record<string, string>) => ({ ...multipart(fields), formFields: fields });
const ids: Record<string, string> = {};

describe('traffic through a validating proxy', () => {
  it('admin sign-in, token check and sign-out', async () => {
    await t.adminToken('boss@example.in');
    const login = await api({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'boss@example.in', password: 'secret-password' },
      status: 200,
    });
    admin = bearer(login.json().token);
    await api({ method: 'GET', url: '/api/auth/verify', headers: admin, status: 200 });
    await api({ method: 'GET', url: '/api/auth/verify', status: 401 });
    await api({ method: 'POST', url: '/api/auth/login', payload: { email: 'boss@example.in' }, status: 400, invalid: true });
    for (const status of [401, 401, 429]) {
      await api({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'boss@example.in', password: 'wrong-password' },
        status,
        remoteAddress: '10.9.9.9',
      });
    }
    const other = bearer(await t.adminToken());
    await api({ method: 'POST', url: '/api/auth/logout', headers: other, status: 200 });
  });

  it('trips, reviews, statistics and departures, as JSON and as multipart', async () => {
    const trip = await api({ method: 'POST', url: '/api/admin/trips', headers: admin, payload: validTrip(), status: 201 });
    ids.trip = trip.json().trip.id;
    const byForm = form({
      ...Object.fromEntries(
        Object.entries(validTrip({ video: undefined, itineraryPdf: undefined }))
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ),
      place: 'Manali',
    });
    const formTrip = await api({
      method: 'POST',
      url: '/api/admin/trips',
      ...byForm,
      headers: { ...admin, ...byForm.headers },
      status: 201,
    });
    const edit = form({ price: '9999', groupSize: '' });
    await api({
      method: 'PUT',
      url: `/api/admin/trips/${formTrip.json().trip.id}`,
      ...edit,
      headers: { ...admin, ...edit.headers },
      status: 200,
    });
    await api({
      method: 'PUT',
      url: `/api/admin/trips/${ids.trip}`,
      headers: admin,
      payload: { video: null, groupSize: null },
      status: 200,
    });
    await api({ method: 'GET', url: `/api/admin/trips/${ids.trip}`, headers: admin, status: 200 });
    await api({ method: 'GET', url: '/api/admin/trips?sort=["price","DESC"]&range=[0,9]&filter={"q":"goa"}', headers: admin, status: 200 });
    await api({ method: 'GET', url: '/api/admin/trips?range=nonsense', headers: admin, status: 400 });
    await api({ method: 'POST', url: '/api/admin/trips', headers: admin, payload: validTrip({ price: -1 }), status: 400, invalid: true });
    await api({ method: 'GET', url: '/api/admin/trips/00000000-0000-0000-0000-000000000000', headers: admin, status: 404 });
    await api({ method: 'DELETE', url: `/api/admin/trips/${formTrip.json().trip.id}`, headers: admin, status: 200 });

    const review = await api({
      method: 'POST',
      url: '/api/admin/reviews',
      headers: admin,
      payload: validReview({ tripId: ids.trip }),
      status: 201,
    });
    const reviewForm = form({ reviewerName: 'Ravi', rating: '4', reviewText: 'Lovely', images: '' });
    const second = await api({
      method: 'POST',
      url: '/api/admin/reviews',
      ...reviewForm,
      headers: { ...admin, ...reviewForm.headers },
      status: 201,
    });
    await api({ method: 'PUT', url: `/api/admin/reviews/${review.json().review.id}`, headers: admin, payload: { rating: 4 }, status: 200 });
    await api({ method: 'GET', url: `/api/admin/reviews/${review.json().review.id}`, headers: admin, status: 200 });
    await api({ method: 'GET', url: '/api/admin/reviews', headers: admin, status: 200 });
    await api({ method: 'DELETE', url: `/api/admin/reviews/${second.json().review.id}`, headers: admin, status: 200 });

    await api({
      method: 'PUT',
      url: '/api/statistics',
      headers: admin,
      payload: { amazingTrips: 5, happyTravelers: 900, destinations: 12 },
      status: 200,
    });
    await api({ method: 'PUT', url: '/api/statistics', headers: admin, payload: { amazingTrips: -5 }, status: 400, invalid: true });

    const departure = { tripId: ids.trip, startDate: daysFromNow(30), seatsTotal: 10 };
    ids.departure = (
      await api({ method: 'POST', url: '/api/admin/departures', headers: admin, payload: departure, status: 201 })
    ).json().departure.id;
    const spare = await api({
      method: 'POST',
      url: '/api/admin/departures',
      headers: admin,
      payload: { ...departure, depositPerPerson: 1000 },
      status: 201,
    });
    await api({
      method: 'PUT',
      url: `/api/admin/departures/${spare.json().departure.id}`,
      headers: admin,
      payload: { endDate: null },
      status: 200,
    });
    // A payment plan set, and one whose percents do not add up refused.
    const paymentPlan = [
      { daysBefore: null, percent: 30 },
      { daysBefore: 20, percent: 40 },
      { daysBefore: 10, percent: 30 },
    ];
    const spareUrl = `/api/admin/departures/${spare.json().departure.id}`;
    await api({ method: 'PUT', url: spareUrl, headers: admin, payload: { paymentPlan }, status: 200 });
    await api({ method: 'PUT', url: spareUrl, headers: admin, payload: { paymentPlan: paymentPlan.slice(0, 2) }, status: 400 });
    await api({ method: 'GET', url: `/api/admin/departures/${ids.departure}`, headers: admin, status: 200 });
    await api({ method: 'GET', url: `/api/admin/departures?filter={"tripId":"${ids.trip}"}`, headers: admin, status: 200 });
    await api({ method: 'DELETE', url: `/api/admin/departures/${spare.json().departure.id}`, headers: admin, status: 200 });
  });

  it('public reads, with their ETags', async () => {
    const filtered =
      '/api/public/trips?q=goa&month=2030-01&minPrice=100&maxPrice=90000&minDays=1&maxDays=30&theme=urban-escapes&available=false';
    for (const url of [
      '/api/public/trips',
      filtered,
      `/api/public/trips/${ids.trip}`,
      '/api/public/reviews',
      '/api/public/departures',
      '/api/statistics',
    ]) {
      const first = await api({ method: 'GET', url, status: 200 });
      await api({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) }, status: 304 });
    }
    await api({ method: 'GET', url: `/api/public/trips/${ids.trip}/departures`, status: 200 });
    await api({ method: 'GET', url: '/api/public/trips/no-such-trip', status: 404 });
    await api({ method: 'GET', url: '/api/public/trips?month=2026-13', status: 400 });
    await api({ method: 'GET', url: '/api/health', status: 200 });
  });

  it('a traveller signs up and in by code, asks for a custom trip and books', async () => {
    const phone = { mobileNumber: '9812345678', countryCode: '91' };
    await api({ method: 'POST', url: '/api/mobile/auth/check-user', payload: phone, status: 200 });
    await api({ method: 'POST', url: '/api/mobile/auth/direct-login', payload: phone, status: 404 });
    const sent = await api({ method: 'POST', url: '/api/mobile/auth/send-otp', payload: { ...phone, username: 'asha_k' }, status: 200 });
    const verificationId = sent.json().verificationId as string;
    await api({ method: 'POST', url: '/api/mobile/auth/verify-otp', payload: { ...phone, verificationId, otp: '0000' }, status: 400 });
    const otp = sms.latestCode('+919812345678');
    const signedUp = await api({
      method: 'POST',
      url: '/api/mobile/auth/verify-otp',
      payload: { ...phone, verificationId, otp },
      status: 200,
    });
    traveller = bearer(signedUp.json().token);
    await api({ method: 'POST', url: '/api/mobile/auth/send-otp', payload: { ...phone, username: 'again' }, status: 409 });
    await api({
      method: 'POST',
      url: '/api/mobile/auth/send-otp',
      payload: { mobileNumber: '9800000001', countryCode: '91' },
      status: 404,
    });
    const signIn = await api({ method: 'POST', url: '/api/mobile/auth/send-otp', payload: phone, status: 200 });
    const code = sms.latestCode('+919812345678');
    const verification = { ...phone, verificationId: signIn.json().verificationId, code };
    await api({ method: 'POST', url: '/api/mobile/auth/verify-otp', payload: verification, status: 200 });
    await api({ method: 'GET', url: '/api/mobile/auth/verify', headers: traveller, status: 200 });
    await api({ method: 'POST', url: '/api/mobile/auth/direct-login', payload: phone, status: 200 });
    await api({ method: 'GET', url: '/api/mobile/auth/verify', headers: admin, status: 403 });
    await api({ method: 'POST', url: '/api/mobile/auth/check-user', payload: { mobileNumber: 'abc' }, status: 400, invalid: true });

    const customization = { preferredPlace: 'Ladakh', numberOfMembers: 4, startDate: daysFromNow(40), endDate: daysFromNow(45) };
    const request = { type: 'general_customization', customizationData: customization };
    await api({ method: 'POST', url: '/api/customize-trip', headers: traveller, payload: request, status: 201 });
    await api({ method: 'POST', url: '/api/customize-trip', payload: request, status: 401 });

    const reserved = await api({
      method: 'POST',
      url: '/api/bookings',
      headers: traveller,
      payload: { departureId: ids.departure, adults: 2 },
      status: 201,
    });
    ids.booking = reserved.json().booking.id;
    await api({
      method: 'POST',
      url: '/api/bookings',
      headers: traveller,
      payload: { departureId: ids.departure, adults: 50 },
      status: 409,
    });
    await api({
      method: 'POST',
      url: '/api/bookings',
      headers: traveller,
      payload: { departureId: ids.departure, adults: 0 },
      status: 400,
      invalid: true,
    });
    await api({ method: 'GET', url: '/api/bookings', headers: traveller, status: 200 });
    await api({ method: 'GET', url: `/api/bookings/${ids.booking}`, headers: traveller, status: 200 });
    await api({ method: 'POST', url: `/api/bookings/${ids.booking}/pay`, headers: traveller, payload: {}, status: 200 });
    await api({ method: 'GET', url: `/api/bookings/${ids.booking}/upi-qr`, headers: traveller, status: 200 });
    const forged = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'bad' };
    const verify = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${ids.booking}/razorpay/verify`,
      headers: traveller,
      payload: forged,
    });
    await api({
      method: 'POST',
      url: `/api/bookings/${ids.booking}/razorpay/verify`,
      headers: traveller,
      payload: forged,
      status: verify.statusCode,
    });
    await api({ method: 'GET', url: `/api/bookings/${ids.booking}`, headers: admin, status: 403 });
    await api({ method: 'GET', url: '/api/bookings/00000000-0000-0000-0000-000000000000', headers: traveller, status: 404 });
    const second = await api({
      method: 'POST',
      url: '/api/bookings',
      headers: traveller,
      payload: { departureId: ids.departure, adults: 1 },
      status: 201,
    });
    await api({ method: 'POST', url: `/api/bookings/${second.json().booking.id}/cancel`, headers: traveller, payload: {}, status: 200 });
    await api({ method: 'POST', url: `/api/bookings/${second.json().booking.id}/cancel`, headers: traveller, payload: {}, status: 409 });
    await api({ method: 'POST', url: '/api/mobile/auth/logout', headers: bearer((await t.travellerToken()).token), status: 200 });
    // A payment and a bank transfer matched (Smart Collect), both forged: refused.
    for (const event of ['payment.captured', 'virtual_account.credited']) {
      await api({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f00d' },
        payload: JSON.stringify({ event, payload: {} }),
        status: 400,
      });
    }
  });

  it('the back office reads the ledger, records payments and cancels', async () => {
    const booking = (await api({ method: 'GET', url: `/api/admin/bookings/${ids.booking}`, headers: admin, status: 200 })).json().booking;
    await api({
      method: 'GET',
      url: '/api/admin/bookings?filter={"status":"pending_payment"}&sort=["createdAt","DESC"]&range=[0,24]',
      headers: admin,
      status: 200,
    });
    await api({
      method: 'GET',
      url: `/api/admin/bookings?filter={"departureId":"${ids.departure}","q":"asha"}`,
      headers: admin,
      status: 200,
    });
    await api({ method: 'GET', url: '/api/admin/bookings/summary', headers: admin, status: 200 });
    const payment = { amount: 1000, method: 'upi', reference: 'UTR123', paidAt: null };
    await api({ method: 'POST', url: `/api/admin/bookings/${ids.booking}/payments`, headers: admin, payload: payment, status: 201 });
    // The payment's GST document, for the traveller and the back office, and the month's GST report.
    const documents = (await api({ method: 'GET', url: `/api/bookings/${ids.booking}/documents`, headers: traveller, status: 200 })).json()
      .documents as { id: string; issuedOn: string }[];
    expect(documents.length).toBeGreaterThan(0);
    const [document] = documents;
    const month = document.issuedOn.slice(0, 7);
    await api({ method: 'GET', url: `/api/bookings/${ids.booking}/documents/${document.id}/pdf`, headers: traveller, status: 200 });
    await api({ method: 'GET', url: `/api/admin/documents?month=${month}&range=[0,9]`, headers: admin, status: 200 });
    await api({ method: 'GET', url: `/api/admin/documents/${document.id}/pdf`, headers: admin, status: 200 });
    await api({ method: 'GET', url: `/api/admin/reports/gst?month=${month}`, headers: admin, status: 200 });
    await api({ method: 'GET', url: `/api/admin/documents/csv?month=${month}&type=receipt,receipt_voucher`, headers: admin, status: 200 });
    await api({ method: 'GET', url: `/api/admin/reports/finance?month=${month}`, headers: admin, status: 200 });
    await api({ method: 'GET', url: '/api/admin/reports/finance?month=2026-13', headers: admin, status: 400 });
    // A payment reminder by SMS, then the same booking again within the hour.
    await api({ method: 'POST', url: `/api/admin/bookings/${ids.booking}/reminders`, headers: admin, status: 202 });
    await api({ method: 'POST', url: `/api/admin/bookings/${ids.booking}/reminders`, headers: admin, status: 429 });
    await api({
      method: 'POST',
      url: `/api/admin/bookings/${ids.booking}/payments`,
      headers: admin,
      payload: { amount: 10_000_000, method: 'cash' },
      status: 400,
    });
    await api({ method: 'GET', url: `/api/admin/departures/${ids.departure}/manifest`, headers: admin, status: 200 });
    await api({ method: 'GET', url: `/api/admin/departures/${ids.departure}/cancellation`, headers: admin, status: 200 });
    // The booking's messages, a departure's broadcast, resending, the dashboard's failures, WhatsApp's callbacks.
    // A message already sent on this (pending) booking: the plan lists it, and it cannot be resent.
    await t.db
      .insertInto('messages')
      .values({
        bookingId: ids.booking,
        template: 'departure_update',
        channel: 'sms',
        recipient: '+919800000000',
        params: '{}',
        essential: true,
        sendAt: new Date(),
        status: 'sent',
        sentAt: new Date(),
      })
      .execute();
    const plan = (await api({ method: 'GET', url: `/api/admin/bookings/${ids.booking}/messages`, headers: admin, status: 200 })).json();
    expect(plan.messages.length).toBeGreaterThan(0);
    await api({ method: 'GET', url: '/api/admin/bookings/00000000-0000-4000-8000-000000000000/messages', headers: admin, status: 404 });
    await api({
      method: 'POST',
      url: `/api/admin/departures/${ids.departure}/messages`,
      headers: admin,
      payload: { text: 'Bus at 6' },
      status: 202,
    });
    await api({
      method: 'POST',
      url: `/api/admin/departures/${ids.departure}/messages`,
      headers: admin,
      payload: { text: '' },
      status: 400,
      invalid: true,
    });
    await api({ method: 'POST', url: `/api/admin/messages/${plan.messages[0].id}/resend`, headers: admin, status: 409 });
    await api({ method: 'POST', url: '/api/admin/messages/00000000-0000-4000-8000-000000000000/resend', headers: admin, status: 404 });
    await api({ method: 'GET', url: '/api/admin/messages/summary', headers: admin, status: 200 });
    await api({ method: 'GET', url: '/api/admin/messages/timing', headers: admin, status: 200 });
    // Failed work: a job that genuinely failed, listed, tried again, and the day's count.
    await t.app.jobs.queue('traffic-fail', { retryLimit: 0 });
    await t.app.jobs.work('traffic-fail', async () => {
      throw new Error('boom');
    });
    const failedJob = await t.app.jobs.send('traffic-fail', { order: 1 });
    for (let tries = 0; tries < 200; tries += 1) {
      const listed = await t.app.inject({ method: 'GET', url: '/api/admin/jobs?queue=traffic-fail', headers: admin });
      if (listed.json().jobs?.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const jobsPage = '/api/admin/jobs?sort=["failedAt","DESC"]&range=[0,9]&filter={"queue":"traffic-fail"}';
    await api({ method: 'GET', url: jobsPage, headers: admin, status: 200 });
    await api({ method: 'GET', url: '/api/admin/jobs/summary', headers: admin, status: 200 });
    await api({ method: 'POST', url: `/api/admin/jobs/${failedJob}/retry`, headers: admin, status: 200 });
    await api({ method: 'POST', url: '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry', headers: admin, status: 404 });
    await api({ method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1', status: 403 });
    await api({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=f00d' },
      payload: '{"object":"whatsapp_business_account","entry":[]}',
      status: 401,
    });
    await api({ method: 'PUT', url: `/api/admin/bookings/${ids.booking}`, headers: admin, payload: { status: 'cancelled' }, status: 200 });
    expect(booking.reference).toEqual(expect.any(String));
    await api({ method: 'DELETE', url: `/api/admin/departures/${ids.departure}`, headers: admin, status: 409 });

    const users = await api({ method: 'GET', url: '/api/admin/users?sort=["createdAt","DESC"]', headers: admin, status: 200 });
    await api({ method: 'GET', url: '/api/admin/users/stats', headers: admin, status: 200 });
    const asha = (Object.values(users.json()).find(Array.isArray) as { id: string; username: string }[]).find(
      (u) => u.username === 'asha_k',
    );
    // She has bookings: her account stays.
    await api({ method: 'DELETE', url: `/api/admin/users/${asha!.id}`, headers: admin, status: 409 });
    const { userId } = await t.travellerToken();
    await api({ method: 'DELETE', url: `/api/admin/users/${userId}`, headers: admin, status: 200 });
    await api({ method: 'GET', url: '/api/admin/users', headers: traveller, status: 403 });

    const requests = await api({ method: 'GET', url: '/api/admin/customization-requests', headers: admin, status: 200 });
    const id = (Object.values(requests.json()).find(Array.isArray) as { id: string }[])[0].id;
    await api({ method: 'GET', url: `/api/admin/customization-requests/${id}`, headers: admin, status: 200 });
    await api({ method: 'PATCH', url: `/api/admin/customization-requests/${id}`, headers: admin, payload: { handled: true }, status: 200 });
    await api({ method: 'PUT', url: `/api/admin/customization-requests/${id}`, headers: admin, payload: { handled: false }, status: 200 });
    await api({ method: 'DELETE', url: `/api/admin/customization-requests/${id}`, headers: admin, status: 200 });
  });

  it('a traveller reviews a booking whose departure has started, and an admin publishes it', async () => {
    const trip = (await api({ method: 'POST', url: '/api/admin/trips', headers: admin, payload: validTrip(), status: 201 })).json().trip;
    const departure = (
      await api({
        method: 'POST',
        url: '/api/admin/departures',
        headers: admin,
        payload: { tripId: trip.id, startDate: daysFromNow(2, t.app.now()), seatsTotal: 5 },
        status: 201,
      })
    ).json().departure;
    const booking = (
      await api({
        method: 'POST',
        url: '/api/bookings',
        headers: traveller,
        payload: { departureId: departure.id, adults: 1 },
        status: 201,
      })
    ).json().booking;
    const deposit = { amount: booking.depositAmount, method: 'cash' };
    await api({ method: 'POST', url: `/api/admin/bookings/${booking.id}/payments`, headers: admin, payload: deposit, status: 201 });
    const review = `/api/bookings/${booking.id}/review`;
    const photo = { fileName: 'sunset.jpg', fileType: 'image/jpeg', fileSize: 1200 };
    await api({ method: 'GET', url: review, headers: traveller, status: 200 });
    await api({ method: 'POST', url: `${review}/presigned-url`, headers: traveller, payload: photo, status: 409 });
    await api({ method: 'POST', url: review, headers: traveller, payload: { rating: 5, reviewText: 'Early' }, status: 409 });
    t.clock.advance(3 * 86_400_000);
    const signed = await api({ method: 'POST', url: `${review}/presigned-url`, headers: traveller, payload: photo, status: 200 });
    await api({
      method: 'POST',
      url: `${review}/presigned-url`,
      headers: traveller,
      payload: { ...photo, fileName: 'a.pdf' },
      status: 400,
    });
    await api({
      method: 'POST',
      url: `${review}/presigned-url`,
      headers: traveller,
      payload: { ...photo, fileSize: 10 ** 9 },
      status: 413,
    });
    await api({
      method: 'POST',
      url: review,
      headers: traveller,
      payload: { rating: 9, reviewText: 'Too many stars' },
      status: 400,
      invalid: true,
    });
    const body = { rating: 5, reviewText: 'Loved it', images: [signed.json().fileUrl as string] };
    const sent = await api({ method: 'POST', url: review, headers: traveller, payload: body, status: 201 });
    await api({ method: 'POST', url: review, headers: traveller, payload: body, status: 409 });
    await api({ method: 'GET', url: '/api/bookings/00000000-0000-0000-0000-000000000000/review', headers: traveller, status: 404 });
    const id = sent.json().review.id as string;
    await api({ method: 'PUT', url: `/api/admin/reviews/${id}`, headers: admin, payload: { status: 'published' }, status: 200 });
    await api({ method: 'GET', url: '/api/admin/reviews?filter={"status":"published","source":"traveller"}', headers: admin, status: 200 });
  });

  it('cancels with money: quotes, refunds, vouchers', async () => {
    const reserve = async () =>
      (
        await api({
          method: 'POST',
          url: '/api/bookings',
          headers: traveller,
          payload: { departureId: ids.departure, adults: 1 },
          status: 201,
        })
      ).json().booking.id as string;
    const paid = async (bookingId: string) =>
      api({
        method: 'POST',
        url: `/api/admin/bookings/${bookingId}/payments`,
        headers: admin,
        payload: { amount: 1000, method: 'upi' },
        status: 201,
      });
    const first = await reserve();
    await paid(first);
    await api({ method: 'GET', url: `/api/bookings/${first}/cancellation`, headers: traveller, status: 200 });
    await api({ method: 'POST', url: `/api/bookings/${first}/messages/stop`, headers: traveller, status: 200 });
    await api({ method: 'POST', url: '/api/bookings/00000000-0000-4000-8000-000000000000/messages/stop', headers: traveller, status: 404 });
    await api({
      method: 'POST',
      url: `/api/bookings/${first}/cancel`,
      headers: traveller,
      payload: { refundTo: 'cash' },
      status: 400,
      invalid: true,
    });
    await api({ method: 'POST', url: `/api/bookings/${first}/cancel`, headers: traveller, payload: { refundTo: 'voucher' }, status: 200 });
    await api({ method: 'GET', url: `/api/bookings/${first}/cancellation`, headers: traveller, status: 409 });
    const vouchers = (await api({ method: 'GET', url: '/api/vouchers', headers: traveller, status: 200 })).json().vouchers as {
      id: string;
      code: string;
    }[];
    const second = await reserve();
    await api({
      method: 'POST',
      url: `/api/bookings/${second}/pay`,
      headers: traveller,
      payload: { voucherCode: 'AAAA-AAAA-AAAA' },
      status: 400,
    });
    await api({
      method: 'POST',
      url: `/api/bookings/${second}/pay`,
      headers: traveller,
      payload: { voucherCode: vouchers[0].code },
      status: 200,
    });
    await api({
      method: 'POST',
      url: `/api/admin/bookings/${second}/cancel`,
      headers: admin,
      payload: { refundTo: 'sideways' },
      status: 400,
      invalid: true,
    });
    await api({
      method: 'POST',
      url: `/api/admin/bookings/${second}/cancel`,
      headers: admin,
      payload: { refundTo: 'original' },
      status: 200,
    });
    await api({ method: 'POST', url: `/api/admin/bookings/${second}/cancel`, headers: admin, payload: { refundTo: 'none' }, status: 409 });
    const third = await reserve();
    await paid(third);
    await api({
      method: 'POST',
      url: `/api/admin/bookings/${third}/cancel`,
      headers: admin,
      payload: { refundTo: 'original', amount: 1000, reason: 'Ill' },
      status: 200,
    });
    const refund = { amount: 1000, method: 'bank_transfer', reference: 'UTR-R1' };
    await api({ method: 'POST', url: `/api/admin/bookings/${third}/refunds`, headers: admin, payload: refund, status: 201 });
    await api({ method: 'POST', url: `/api/admin/bookings/${third}/refunds`, headers: admin, payload: refund, status: 400 });

    await api({ method: 'GET', url: '/api/admin/vouchers?sort=["createdAt","DESC"]&range=[0,9]', headers: admin, status: 200 });
    await api({ method: 'GET', url: `/api/admin/vouchers/${vouchers[0].id}`, headers: admin, status: 200 });
    await api({ method: 'GET', url: '/api/admin/vouchers/00000000-0000-0000-0000-000000000000', headers: admin, status: 404 });
    const { userId } = await t.travellerToken();
    await api({ method: 'POST', url: '/api/admin/vouchers', headers: admin, payload: { userId, amount: 500 }, status: 201 });
    await api({ method: 'POST', url: '/api/admin/vouchers', headers: admin, payload: { userId, amount: -5 }, status: 400, invalid: true });
    await api({
      method: 'PUT',
      url: `/api/admin/vouchers/${vouchers[0].id}`,
      headers: admin,
      payload: { status: 'active' },
      status: 400,
      invalid: true,
    });
    await api({ method: 'PUT', url: `/api/admin/vouchers/${vouchers[0].id}`, headers: admin, payload: { status: 'void' }, status: 200 });
  });

  it('the waitlist: join a sold-out departure, read the place, reorder, leave', async () => {
    const departure = { tripId: ids.trip, startDate: daysFromNow(60), seatsTotal: 1 };
    const soldOut = (await api({ method: 'POST', url: '/api/admin/departures', headers: admin, payload: departure, status: 201 })).json()
      .departure.id as string;
    const first = bearer((await t.travellerToken({ mobileNumber: '9811100001' })).token);
    const second = bearer((await t.travellerToken({ mobileNumber: '9811100002' })).token);
    await api({ method: 'POST', url: `/api/departures/${soldOut}/waitlist`, headers: traveller, payload: { seats: 1 }, status: 409 });
    await api({ method: 'POST', url: '/api/bookings', headers: first, payload: { departureId: soldOut, adults: 1 }, status: 201 });
    const url = `/api/departures/${soldOut}/waitlist`;
    const joined = await api({ method: 'POST', url, headers: traveller, payload: { seats: 1 }, status: 201 });
    await api({ method: 'POST', url, headers: traveller, payload: { seats: 1 }, status: 200 });
    const other = await api({ method: 'POST', url, headers: second, payload: { seats: 2 }, status: 201 });
    await api({ method: 'POST', url, headers: traveller, payload: { seats: 0 }, status: 400, invalid: true });
    await api({ method: 'POST', url, payload: { seats: 1 }, status: 401 });
    await api({ method: 'POST', url, headers: admin, payload: { seats: 1 }, status: 403 });
    const unknown = '00000000-0000-0000-0000-000000000000';
    await api({ method: 'POST', url: `/api/departures/${unknown}/waitlist`, headers: traveller, payload: { seats: 1 }, status: 404 });
    await api({ method: 'GET', url: '/api/waitlist', headers: traveller, status: 200 });
    await api({ method: 'GET', url: `/api/admin/departures/${soldOut}/waitlist`, headers: admin, status: 200 });
    await api({ method: 'GET', url: `/api/admin/departures/${unknown}/waitlist`, headers: admin, status: 404 });
    const move = `/api/admin/waitlist/${other.json().entry.id}`;
    await api({ method: 'PUT', url: move, headers: admin, payload: { position: 1 }, status: 200 });
    await api({ method: 'PUT', url: move, headers: admin, payload: { position: 0 }, status: 400, invalid: true });
    await api({ method: 'PUT', url: `/api/admin/waitlist/${unknown}`, headers: admin, payload: { position: 1 }, status: 404 });
    await api({ method: 'DELETE', url: `/api/waitlist/${joined.json().entry.id}`, headers: traveller, status: 200 });
    await api({ method: 'DELETE', url: `/api/waitlist/${joined.json().entry.id}`, headers: traveller, status: 200 });
    await api({
      method: 'PUT',
      url: `/api/admin/waitlist/${joined.json().entry.id}`,
      headers: admin,
      payload: { position: 1 },
      status: 409,
    });
    await api({ method: 'DELETE', url: `/api/waitlist/${other.json().entry.id}`, headers: traveller, status: 404 });
  });

  it('uploads through a presigned URL, and refuses what was not signed', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
    const file = { fileName: 'beach.jpg', fileType: 'image/jpeg', fileSize: jpeg.length, tripId: 'new' };
    const signed = await api({ method: 'POST', url: '/api/admin/upload/presigned-url', headers: admin, payload: file, status: 200 });
    const url = new URL(signed.json().presignedUrl as string);
    const put = `${url.pathname}${url.search}`;
    await api({ method: 'PUT', url: put, headers: { 'content-type': 'image/png' }, payload: jpeg, status: 400 });
    await api({ method: 'PUT', url: put, headers: { 'content-type': 'image/jpeg' }, payload: jpeg, status: 200 });
    await api({
      method: 'PUT',
      url: put.replace(/signature=[^&]+/, 'signature=x'),
      headers: { 'content-type': 'image/jpeg' },
      payload: jpeg,
      status: 403,
    });
    await api({
      method: 'POST',
      url: '/api/admin/upload/presigned-url',
      headers: admin,
      payload: { ...file, fileSize: 10 ** 9 },
      status: 413,
    });
    await api({
      method: 'POST',
      url: '/api/admin/upload/presigned-url',
      headers: admin,
      payload: { ...file, fileName: 'x.exe' },
      status: 400,
    });
  });

  it('prices: a live quote, coupons and their uses, a referral code', async () => {
    const quote = `/api/public/pricing-quote?departureId=${ids.departure}&adults=2&kids=0`;
    await api({ method: 'GET', url: quote, status: 200 });
    await api({ method: 'GET', url: `${quote}&code=NOSUCHCODE`, status: 400 });
    await api({ method: 'GET', url: '/api/admin/coupons', headers: admin, status: 200 });
    const coupon = { code: 'MONSOON10', kind: 'percent', value: 10, maxUses: 5 };
    const created = await api({ method: 'POST', url: '/api/admin/coupons', headers: admin, payload: coupon, status: 201 });
    await api({ method: 'POST', url: '/api/admin/coupons', headers: admin, payload: { ...coupon, code: 'monsoon10' }, status: 409 });
    await api({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: admin,
      payload: { ...coupon, kind: 'free' },
      status: 400,
      invalid: true,
    });
    const couponUrl = `/api/admin/coupons/${created.json().coupon.id}`;
    await api({ method: 'GET', url: couponUrl, headers: admin, status: 200 });
    await api({ method: 'PUT', url: couponUrl, headers: admin, payload: { status: 'disabled' }, status: 200 });
    await api({ method: 'GET', url: `${couponUrl}/uses`, headers: admin, status: 200 });
    await api({ method: 'GET', url: `${couponUrl}/uses.csv`, headers: admin, status: 200 });
    await api({ method: 'GET', url: '/api/admin/reports/discounts', headers: admin, status: 200 });
    await api({ method: 'GET', url: '/api/admin/reports/discounts?month=2026-13', headers: admin, status: 400 });
    await api({ method: 'GET', url: '/api/me/referral', headers: traveller, status: 200 });
    await api({ method: 'GET', url: '/api/me/referral', status: 401 });
  });

  it("everyone on the trip, staff and the trip leader's day", async () => {
    const soon = (
      await api({
        method: 'POST',
        url: '/api/admin/departures',
        headers: admin,
        payload: { tripId: ids.trip, startDate: daysFromNow(2, t.clock.now), seatsTotal: 6 },
        status: 201,
      })
    ).json().departure.id as string;
    const lead = bearer((await t.travellerToken({ mobileNumber: '9811100011' })).token);
    const booking = (
      await api({ method: 'POST', url: '/api/bookings', headers: lead, payload: { departureId: soon, adults: 2 }, status: 201 })
    ).json().booking.id as string;
    const travellersUrl = `/api/bookings/${booking}/travellers`;
    const { travellers } = (await api({ method: 'GET', url: travellersUrl, headers: lead, status: 200 })).json();
    const [own, second] = travellers as { id: string }[];
    const details = {
      name: 'Asha Verma',
      gender: 'female',
      dateOfBirth: '1992-04-18',
      idType: 'pan',
      idNumber: 'ABCPE1234F',
      emergencyContact: { name: 'Meera', relation: 'Mother', mobile: { countryCode: '91', number: '9811111111' } },
    };
    await api({ method: 'PUT', url: `${travellersUrl}/${own.id}`, headers: lead, payload: details, status: 200 });
    await api({ method: 'PUT', url: `${travellersUrl}/${own.id}`, headers: lead, payload: { ...details, idNumber: 'ABC' }, status: 400 });
    await api({ method: 'POST', url: `${travellersUrl}/${own.id}/consent`, headers: lead, payload: { name: 'asha verma' }, status: 200 });
    const invite = await api({ method: 'POST', url: `${travellersUrl}/${second.id}/invite`, headers: lead, status: 200 });
    const token = String(invite.json().inviteUrl).split('/join/')[1];
    const friend = bearer((await t.travellerToken({ mobileNumber: '9811100012' })).token);
    await api({ method: 'POST', url: `/api/join/${token}`, headers: friend, status: 200 });
    const stranger = bearer((await t.travellerToken({ mobileNumber: '9811100013' })).token);
    await api({ method: 'POST', url: `/api/join/${token}`, headers: stranger, status: 409 });
    await api({ method: 'GET', url: `/api/admin/departures/${soon}/readiness`, headers: admin, status: 200 });

    await api({ method: 'GET', url: '/api/admin/staff', headers: admin, status: 200 });
    const leader = { email: 'leader@example.in', name: 'Kiran', password: 'leader-password', role: 'leader' };
    const member = (await api({ method: 'POST', url: '/api/admin/staff', headers: admin, payload: leader, status: 201 })).json().member;
    await api({ method: 'POST', url: '/api/admin/staff', headers: admin, payload: leader, status: 409 });
    await api({ method: 'PUT', url: `/api/admin/staff/${member.id}`, headers: admin, payload: { name: 'Kiran Rao' }, status: 200 });
    await api({ method: 'PUT', url: `/api/admin/departures/${soon}`, headers: admin, payload: { leaderIds: [member.id] }, status: 200 });
    const signedIn = await api({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: leader.email, password: leader.password },
      status: 200,
    });
    const leaderAuth = bearer(signedIn.json().token);
    await api({ method: 'GET', url: '/api/admin/trips', headers: leaderAuth, status: 403 });
    await api({ method: 'GET', url: '/api/leader/departures', headers: leaderAuth, status: 200 });
    await api({ method: 'GET', url: `/api/leader/departures/${soon}/roster`, headers: leaderAuth, status: 200 });
    await api({ method: 'GET', url: `/api/leader/departures/${ids.departure}/roster`, headers: leaderAuth, status: 403 });
    const checkIn = {
      id: '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f',
      type: 'check_in',
      at: new Date().toISOString(),
      departureId: soon,
      payload: { travellerId: own.id, point: 'pickup', present: true },
    };
    await api({ method: 'POST', url: '/api/leader/sync', headers: leaderAuth, payload: { ops: [checkIn] }, status: 200 });
    await api({ method: 'GET', url: `/api/admin/departures/${soon}/check-ins`, headers: admin, status: 200 });
  });

  it('each pays their share: split, the public pay page, a reminder', async () => {
    const lead = bearer((await t.travellerToken({ mobileNumber: '9811100021' })).token);
    const made = await api({
      method: 'POST',
      url: '/api/bookings',
      headers: lead,
      payload: { departureId: ids.departure, adults: 2, split: true },
      status: 201,
    });
    const { id, shares } = made.json().booking as { id: string; shares: { id: string; payUrl: string }[] };
    const later = await api({
      method: 'POST',
      url: '/api/bookings',
      headers: lead,
      payload: { departureId: ids.departure, adults: 2 },
      status: 201,
    });
    await api({ method: 'POST', url: `/api/bookings/${later.json().booking.id}/split`, headers: lead, status: 200 });
    await api({ method: 'POST', url: `/api/bookings/${later.json().booking.id}/split`, headers: lead, status: 409 });
    const token = shares[1].payUrl.replace('/pay/', '');
    await api({ method: 'GET', url: `/api/pay/${token}`, status: 200 });
    await api({ method: 'GET', url: '/api/pay/not-a-token', status: 404 });
    await api({ method: 'POST', url: `/api/pay/${token}`, status: 200 });
    const forged = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'bad' };
    await api({
      method: 'POST',
      url: `/api/pay/${token}/razorpay/verify`,
      headers: { 'content-type': 'application/json' },
      payload: forged,
      status: 400,
    });
    await api({ method: 'POST', url: `/api/bookings/${id}/shares/${shares[1].id}/remind`, headers: lead, status: 200 });
  });

  it('fitness proofs, swaps, batch shifts and the rooming list', async () => {
    const trip = (
      await api({
        method: 'POST',
        url: '/api/admin/trips',
        headers: admin,
        payload: validTrip({ requirements: { fitnessProof: true } }),
        status: 201,
      })
    ).json().trip.id as string;
    const departureAt = async (days: number) =>
      (
        await api({
          method: 'POST',
          url: '/api/admin/departures',
          headers: admin,
          payload: { tripId: trip, startDate: daysFromNow(days, t.clock.now), seatsTotal: 6 },
          status: 201,
        })
      ).json().departure.id as string;
    const first = await departureAt(40);
    const later = await departureAt(70);
    const lead = bearer((await t.travellerToken({ mobileNumber: '9811100031' })).token);
    const booking = (
      await api({ method: 'POST', url: '/api/bookings', headers: lead, payload: { departureId: first, adults: 2 }, status: 201 })
    ).json().booking;
    const second = booking.travellers[1].id as string;
    const proofUrl = `/api/bookings/${booking.id}/travellers/${second}/fitness-proof`;
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const upload = (bytes: Buffer, status: number) => {
      const boundary = '----tourproof';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const headers = { ...lead, 'content-type': `multipart/form-data; boundary=${boundary}` };
      return api({ method: 'POST', url: proofUrl, headers, payload, formFields: { file: 'proof.jpg' }, status });
    };
    await upload(Buffer.from('not an image'), 400);
    await upload(jpeg, 200);
    const adminProof = `/api/admin/bookings/${booking.id}/travellers/${second}/fitness-proof`;
    await api({ method: 'GET', url: adminProof, headers: admin, status: 200 });
    await api({ method: 'PUT', url: adminProof, headers: admin, payload: { status: 'rejected' }, status: 400 });
    await api({ method: 'PUT', url: adminProof, headers: admin, payload: { status: 'approved' }, status: 200 });
    await api({
      method: 'POST',
      url: `/api/bookings/${booking.id}/travellers/${second}/replace`,
      headers: lead,
      payload: { name: 'Meera Shah', mobile: { countryCode: '91', number: '9811100032' } },
      status: 200,
    });
    await api({ method: 'GET', url: `/api/bookings/${booking.id}/shift-options`, headers: lead, status: 200 });
    await api({ method: 'POST', url: `/api/bookings/${booking.id}/shift`, headers: lead, payload: { departureId: first }, status: 400 });
    await api({ method: 'POST', url: `/api/bookings/${booking.id}/shift`, headers: lead, payload: { departureId: later }, status: 200 });
    await api({ method: 'GET', url: `/api/admin/departures/${later}/rooming`, headers: admin, status: 200 });
  });

  it('bodies too large or of another type, and a database that is down', async () => {
    const huge = JSON.stringify(validTrip({ description: 'x'.repeat(1_100_000) }));
    await api({
      method: 'POST',
      url: '/api/admin/trips',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: huge,
      status: 413,
    });
    await api({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
      status: 415,
      invalid: true,
    });
    await api({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
      status: 400,
      invalid: true,
    });
    await t.simulateDatabaseOutage();
    await api({ method: 'GET', url: '/api/health', status: 503 });
    await api({ method: 'GET', url: '/api/admin/trips', headers: admin, status: 503 });
    await api({ method: 'GET', url: '/api/bookings', headers: traveller, status: 503 });
  });

  it('reaches every operation of the document', () => {
    const missed = checker.operations.filter((operation) => !checker.reached.has(operation));
    expect(missed).toEqual([]);
  });
});
