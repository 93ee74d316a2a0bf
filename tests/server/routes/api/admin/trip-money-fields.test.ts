/**
 * A trip's own cancellation tiers and GST rate (JSON and multipart form values, public trip too), a
 * departure's own balance due days, and the tiers a booking keeps from when it was made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationMessages } from '../../../../../server/src/domain/index.ts';
import { expectError, validTrip } from '../../../support/api.ts';
import { adminHeaders, caller, createDeparture, createTrip, daysFromNow, travellerHeaders } from '../../../support/bookings.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ CANCELLATION_POLICY: '20:25,0:100' });
  admin = await adminHeaders(t);
  call = caller(t);
});
afterAll(() => t.close());

function multipart(fields: Record<string, string>) {
  const boundary = '----tripform';
  const body = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return { payload: `${body}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('trip cancellation policy and GST rate', () => {
  it('are null by default, set and read back as JSON, cleared with null, and shown on the public trip', async () => {
    const plain = await createTrip(t, admin);
    expect(plain).toMatchObject({ cancellationPolicy: null, gstRatePercent: null });

    const tiers = [
      { daysBefore: 15, retainPercent: 50 },
      { daysBefore: 45, retainPercent: 0 },
      { daysBefore: 0, retainPercent: 100 },
    ];
    const trip = await createTrip(t, admin, { cancellationPolicy: tiers, gstRatePercent: 18 });
    const sorted = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore);
    expect(trip).toMatchObject({ cancellationPolicy: sorted, gstRatePercent: 18 });
    const read = await call('GET', `/api/admin/trips/${trip.id}`, admin);
    expect(read.json().trip).toMatchObject({ cancellationPolicy: sorted, gstRatePercent: 18 });
    const pub = await call('GET', `/api/public/trips/${trip.id}`, {});
    expect(pub.json().trip).toMatchObject({ cancellationPolicy: sorted, gstRatePercent: 18 });

    const changed = await call('PUT', `/api/admin/trips/${trip.id}`, admin, { gstRatePercent: 12 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().trip).toMatchObject({ cancellationPolicy: sorted, gstRatePercent: 12 });
    const cleared = await call('PUT', `/api/admin/trips/${trip.id}`, admin, { cancellationPolicy: null, gstRatePercent: null });
    expect(cleared.json().trip).toMatchObject({ cancellationPolicy: null, gstRatePercent: null });
  });

  it('take multipart form values: tiers as JSON or "days:percent" text, the rate as text, blank clears', async () => {
    const form = multipart({
      ...Object.fromEntries(Object.entries(validTrip({ price: 9000 })).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)])),
      cancellationPolicy: '30:10, 7:60',
      gstRatePercent: '5',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const trip = created.json().trip;
    expect(trip).toMatchObject({
      cancellationPolicy: [
        { daysBefore: 30, retainPercent: 10 },
        { daysBefore: 7, retainPercent: 60 },
      ],
      gstRatePercent: 5,
    });
    const json = multipart({ cancellationPolicy: JSON.stringify([{ daysBefore: 10, retainPercent: 40 }]), gstRatePercent: '' });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${trip.id}`,
      headers: { ...admin, ...json.headers },
      payload: json.payload,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().trip).toMatchObject({ cancellationPolicy: [{ daysBefore: 10, retainPercent: 40 }], gstRatePercent: null });
    const blank = multipart({ cancellationPolicy: '' });
    const clearedForm = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${trip.id}`,
      headers: { ...admin, ...blank.headers },
      payload: blank.payload,
    });
    expect(clearedForm.json().trip.cancellationPolicy).toBeNull();
  });

  it('refuse malformed tiers and rates with their messages, changing nothing', async () => {
    const trip = await createTrip(t, admin, { gstRatePercent: 5 });
    for (const cancellationPolicy of [
      [{ daysBefore: -1, retainPercent: 10 }],
      [{ daysBefore: 3, retainPercent: 101 }],
      [{ daysBefore: 3, retainPercent: 10.5 }],
      [
        { daysBefore: 3, retainPercent: 10 },
        { daysBefore: 3, retainPercent: 20 },
      ],
      [{ daysBefore: '3', retainPercent: 10 }],
      'thirty:ten',
      { daysBefore: 3, retainPercent: 10 },
      [null],
    ]) {
      expectError(await call('PUT', `/api/admin/trips/${trip.id}`, admin, { cancellationPolicy }), 400, cancellationMessages.policyInvalid);
    }
    for (const gstRatePercent of [7, '7', -5, 5.5, 'five', true]) {
      expectError(await call('PUT', `/api/admin/trips/${trip.id}`, admin, { gstRatePercent }), 400, cancellationMessages.gstRateInvalid);
    }
    expectError(await call('POST', '/api/admin/trips', admin, validTrip({ gstRatePercent: 3 })), 400, cancellationMessages.gstRateInvalid);
    const read = await call('GET', `/api/admin/trips/${trip.id}`, admin);
    expect(read.json().trip).toMatchObject({ cancellationPolicy: null, gstRatePercent: 5 });
  });
});

describe('departure balance due days', () => {
  it('are null by default, set on create and update, cleared with null, and refused outside 0-365', async () => {
    const trip = await createTrip(t, admin);
    const plain = await createDeparture(t, admin, trip.id);
    expect(plain).toMatchObject({ balanceDueDays: null });
    const own = await createDeparture(t, admin, trip.id, { balanceDueDays: 20 });
    expect(own).toMatchObject({ balanceDueDays: 20 });
    const updated = await call('PUT', `/api/admin/departures/${own.id}`, admin, { balanceDueDays: 0 });
    expect(updated.json().departure.balanceDueDays).toBe(0);
    const read = await call('GET', `/api/admin/departures/${own.id}`, admin);
    expect(read.json().departure.balanceDueDays).toBe(0);
    const cleared = await call('PUT', `/api/admin/departures/${own.id}`, admin, { balanceDueDays: null });
    expect(cleared.json().departure.balanceDueDays).toBeNull();
    for (const balanceDueDays of [-1, 366, 2.5, '10', true]) {
      expectError(
        await call('PUT', `/api/admin/departures/${own.id}`, admin, { balanceDueDays }),
        400,
        cancellationMessages.balanceDueDaysInvalid,
      );
    }
    expectError(
      await call('POST', '/api/admin/departures', admin, {
        tripId: trip.id,
        startDate: daysFromNow(30, t.app.now()),
        seatsTotal: 5,
        balanceDueDays: 400,
      }),
      400,
      cancellationMessages.balanceDueDaysInvalid,
    );
  });

  it("give the booking its balance due date: the departure's own days, else BALANCE_DUE_DAYS", async () => {
    const trip = await createTrip(t, admin);
    const start = daysFromNow(60, t.app.now());
    const own = await createDeparture(t, admin, trip.id, { startDate: start, balanceDueDays: 20 });
    const { headers } = await travellerHeaders(t);
    const booked = await call('POST', '/api/bookings', headers, { departureId: own.id, adults: 1 });
    expect(booked.statusCode, booked.body).toBe(201);
    const expected = new Date(Date.parse(`${start}T00:00:00Z`) - 20 * 86_400_000).toISOString().slice(0, 10);
    expect(booked.json().booking.balanceDueDate).toBe(expected);
  });
});

describe("a booking's cancellation policy", () => {
  it("is the trip's own tiers when it has them, else CANCELLATION_POLICY, and a later change never alters it", async () => {
    const { headers } = await travellerHeaders(t);
    const own = await createTrip(t, admin, { cancellationPolicy: [{ daysBefore: 10, retainPercent: 30 }] });
    const ownDeparture = await createDeparture(t, admin, own.id);
    const first = await call('POST', '/api/bookings', headers, { departureId: ownDeparture.id, adults: 1 });
    expect(first.json().booking.cancellationPolicy).toEqual([{ daysBefore: 10, retainPercent: 30 }]);

    const plain = await createTrip(t, admin);
    const plainDeparture = await createDeparture(t, admin, plain.id);
    const second = await call('POST', '/api/bookings', headers, { departureId: plainDeparture.id, adults: 1 });
    expect(second.json().booking.cancellationPolicy).toEqual([
      { daysBefore: 20, retainPercent: 25 },
      { daysBefore: 0, retainPercent: 100 },
    ]);

    await call('PUT', `/api/admin/trips/${own.id}`, admin, { cancellationPolicy: [{ daysBefore: 5, retainPercent: 90 }] });
    const again = await call('GET', `/api/bookings/${first.json().booking.id}`, headers);
    expect(again.json().booking.cancellationPolicy).toEqual([{ daysBefore: 10, retainPercent: 30 }]);
    const adminRead = await call('GET', `/api/admin/bookings/${first.json().booking.id}`, admin);
    expect(adminRead.json().booking.cancellationPolicy).toEqual([{ daysBefore: 10, retainPercent: 30 }]);
  });
});
