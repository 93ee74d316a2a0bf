import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectError, snapshot } from '../../../support/api.ts';
import { bearer, createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let auth: Record<string, string>;
const ids: Record<string, string> = {};

async function request(token: string, place: string, type = 'general_customization') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/customize-trip',
    headers: bearer(token),
    payload: { type, customizationData: { preferredPlace: place, numberOfMembers: 2, startDate: '2030-03-01', endDate: '2030-03-05' } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().requestId as string;
}

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.adminToken());
  const ravi = await t.travellerToken({ username: 'ravi_m', mobileNumber: '9811111111' });
  const sara = await t.travellerToken({ username: 'sara_k', mobileNumber: '9822222222' });
  ids.ladakh = await request(ravi.token, 'Ladakh');
  ids.goa = await request(sara.token, 'Goa', 'trip_customization');
  ids.sikkim = await request(sara.token, 'Sikkim');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
const places = (response: { json(): { requests: { preferredPlace: string }[] } }) => response.json().requests.map((r) => r.preferredPlace);

describe('admin customization requests', () => {
  it('lists the stored requests newest first, with total and an exposed Content-Range', async () => {
    const response = await get('/api/admin/customization-requests');
    expect(response.statusCode).toBe(200);
    expect(places(response)).toEqual(['Sikkim', 'Goa', 'Ladakh']);
    expect(response.json().total).toBe(3);
    expect(response.json().requests[2]).toMatchObject({
      username: 'ravi_m',
      mobileNumber: '9811111111',
      countryCode: '91',
      numberOfMembers: 2,
      handled: false,
      handledAt: null,
    });
    expect(response.headers['content-range']).toBe('customization-requests 0-2/3');
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/content-range/i);
  });

  it('filters by q (name, phone, place), by type and by handled', async () => {
    expect(places(await get(`/api/admin/customization-requests?filter=${encodeURIComponent('{"q":"SARA"}')}`))).toEqual(['Sikkim', 'Goa']);
    expect(places(await get(`/api/admin/customization-requests?filter=${encodeURIComponent('{"q":"981111"}')}`))).toEqual(['Ladakh']);
    expect(places(await get(`/api/admin/customization-requests?filter=${encodeURIComponent('{"type":"trip_customization"}')}`))).toEqual([
      'Goa',
    ]);
    const paged = await get(
      `/api/admin/customization-requests?sort=${encodeURIComponent('["preferredPlace","ASC"]')}&range=${encodeURIComponent('[1,1]')}`,
    );
    expect(places(paged)).toEqual(['Ladakh']);
    expect(paged.headers['content-range']).toBe('customization-requests 1-1/3');
  });

  it("answers react-admin's getMany with one id-filtered list (malformed ids ignored)", async () => {
    const wanted = encodeURIComponent(JSON.stringify({ id: [ids.goa, ids.ladakh, 'junk'] }));
    expect(places(await get(`/api/admin/customization-requests?filter=${wanted}`))).toEqual(['Goa', 'Ladakh']);
    expect(places(await get(`/api/admin/customization-requests?filter=${encodeURIComponent('{"id":[]}')}`))).toEqual([]);
  });

  it('marks a request handled (PATCH) and back (PUT, as react-admin sends it), visible in the list filter', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/customization-requests/${ids.goa}`,
      headers: auth,
      payload: { handled: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().request).toMatchObject({ id: ids.goa, handled: true, handledAt: expect.any(String) });
    const row = await t.db
      .selectFrom('customizationRequests')
      .select(['handled', 'handledAt'])
      .where('id', '=', ids.goa)
      .executeTakeFirstOrThrow();
    expect(row.handled).toBe(true);
    expect(row.handledAt).toBeInstanceOf(Date);

    expect(places(await get(`/api/admin/customization-requests?filter=${encodeURIComponent('{"handled":true}')}`))).toEqual(['Goa']);
    expect(places(await get(`/api/admin/customization-requests?filter=${encodeURIComponent('{"handled":false}')}`))).toEqual([
      'Sikkim',
      'Ladakh',
    ]);

    const read = await get(`/api/admin/customization-requests/${ids.goa}`);
    expect(read.json().request.handled).toBe(true);

    const reopened = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/customization-requests/${ids.goa}`,
      headers: auth,
      payload: { ...read.json().request, handled: false },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().request).toMatchObject({ handled: false, handledAt: null });
  });

  it('answers 404 for unknown and malformed ids, and refuses a bad body, changing nothing', async () => {
    const before = await snapshot(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      expectError(await get(`/api/admin/customization-requests/${id}`), 404);
      expectError(
        await t.app.inject({ method: 'PATCH', url: `/api/admin/customization-requests/${id}`, headers: auth, payload: { handled: true } }),
        404,
      );
    }
    for (const payload of [{ handled: 'yes' }, {}, { handled: [true] }]) {
      expectClientError(
        await t.app.inject({ method: 'PATCH', url: `/api/admin/customization-requests/${ids.ladakh}`, headers: auth, payload }),
      );
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('deletes a request (bulk delete), 404 after and for unknown ids, admin only', async () => {
    const other = await t.travellerToken({ username: 'deleter_x', mobileNumber: '9833333333' });
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/admin/customization-requests/${ids.sikkim}`, headers: bearer(other.token) }),
      403,
    );
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/customization-requests/${ids.sikkim}`, headers: auth });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(places(await get('/api/admin/customization-requests'))).not.toContain('Sikkim');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/customization-requests/${ids.sikkim}`, headers: auth }), 404);
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/admin/customization-requests/abc', headers: auth }), 404);
  });
});
