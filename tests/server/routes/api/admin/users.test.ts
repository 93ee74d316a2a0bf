import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, setClock } from '../../../support/api.ts';
import { businessTime } from '../../../support/business-time.ts';
import { bearer, createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let auth: Record<string, string>;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.adminToken());
});
afterAll(() => t.close());

async function addUser(createdAt: string, values: { isActive?: boolean; lastLoginAt?: string; username?: string } = {}) {
  counter += 1;
  return t.db
    .insertInto('users')
    .values({
      username: values.username ?? `user_${counter}`,
      mobileNumber: `90000${String(counter).padStart(5, '0')}`,
      countryCode: '91',
      email: null,
      isActive: values.isActive ?? true,
      createdAt: new Date(createdAt),
      lastLoginAt: values.lastLoginAt ? new Date(values.lastLoginAt) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const stats = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/users/stats', headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json().stats;
};

describe('GET /api/admin/users', () => {
  it('answers {users} with SPEC fields, newest first, and an exposed Content-Range', async () => {
    await t.db.deleteFrom('users').execute();
    await addUser('2026-01-01T10:00:00Z', { username: 'older_one' });
    await addUser('2026-02-01T10:00:00Z', { username: 'newer_one', lastLoginAt: '2026-02-02T10:00:00Z', isActive: false });
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth });
    expect(response.statusCode).toBe(200);
    const { users } = response.json();
    expect(users.map((u: { username: string }) => u.username)).toEqual(['newer_one', 'older_one']);
    expect(users[0]).toEqual({
      id: expect.any(String),
      username: 'newer_one',
      mobileNumber: expect.stringMatching(/^\d+$/),
      countryCode: '91',
      email: null,
      createdAt: '2026-02-01T10:00:00.000Z',
      lastLoginAt: '2026-02-02T10:00:00.000Z',
      isActive: false,
    });
    expect(users[1].lastLoginAt).toBeNull();
    expect(response.headers['content-range']).toBe('users 0-1/2');
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/content-range/i);
  });

  it('honours sort, range and q', async () => {
    const sorted = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?sort=${encodeURIComponent('["username","ASC"]')}&range=${encodeURIComponent('[0,0]')}`,
      headers: auth,
    });
    expect(sorted.json().users.map((u: { username: string }) => u.username)).toEqual(['newer_one']);
    expect(sorted.headers['content-range']).toBe('users 0-0/2');
    const q = await t.app.inject({ method: 'GET', url: `/api/admin/users?filter=${encodeURIComponent('{"q":"OLDER"}')}`, headers: auth });
    expect(q.json().users.map((u: { username: string }) => u.username)).toEqual(['older_one']);
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/admin/users?sort=${encodeURIComponent('["otp","ASC"]')}`, headers: auth }),
      400,
    );
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,24]')}`,
      headers: auth,
    });
    expect(byId.statusCode).toBe(200);
    const listed = byId.json().users.map((u: { id: string }) => u.id);
    expect(listed).toEqual([...listed].sort());
    expect(listed).toHaveLength(2);
  });

  it("answers react-admin's getMany with one id-filtered list (malformed ids ignored)", async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth })).json().users as { id: string }[];
    const wanted = encodeURIComponent(JSON.stringify({ id: [all[1].id, 'junk'] }));
    const many = await t.app.inject({ method: 'GET', url: `/api/admin/users?filter=${wanted}`, headers: auth });
    expect(many.json().users.map((u: { id: string }) => u.id)).toEqual([all[1].id]);
    expect(many.headers['content-range']).toBe('users 0-0/1');
    const none = await t.app.inject({ method: 'GET', url: `/api/admin/users?filter=${encodeURIComponent('{"id":[]}')}`, headers: auth });
    expect(none.json().users).toEqual([]);
  });
});

describe('DELETE /api/admin/users/:id (bulk delete)', () => {
  it('removes a traveller, keeps their customization requests unlinked, and answers 404 after', async () => {
    const user = await addUser('2026-03-01T10:00:00Z', { username: 'to_remove' });
    const request = await t.db
      .insertInto('customizationRequests')
      .values({
        type: 'general_customization',
        userId: user.id,
        username: user.username,
        mobileNumber: user.mobileNumber,
        countryCode: '91',
        preferredPlace: 'Goa',
        numberOfMembers: 2,
        startDate: '2030-01-01',
        endDate: '2030-01-05',
        message: 'hello',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: auth });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, id: user.id });
    expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    const kept = await t.db.selectFrom('customizationRequests').select('userId').where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(kept.userId).toBeNull();
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: auth }), 404);
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/admin/users/not-a-uuid', headers: auth }), 404);
  });

  it('needs an admin', async () => {
    const user = await addUser('2026-03-02T10:00:00Z');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}` }), 401);
    const traveller = await t.travellerToken({ username: 'some_traveller', mobileNumber: '9811111111', countryCode: '91' });
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: bearer(traveller.token) }), 403);
  });
});

describe('GET /api/admin/users/stats: today and this week in TIME_ZONE', () => {
  const at = (day: string, time: string) => businessTime(day, time).toISOString();

  it('counts from local midnight and from Monday 00:00 in the business’s zone, not UTC', async () => {
    await t.db.deleteFrom('users').execute();
    // Now: Wednesday 18 Nov 2026, 10:00 there; in India today began 17 Nov 18:30 UTC, the week 15 Nov 18:30 UTC.
    setClock(t, at('2026-11-18', '10:00'));
    await addUser(at('2026-11-15', '23:59:59')); // Sun 23:59:59: last week
    await addUser(at('2026-11-16', '00:00')); // Mon 00:00: this week
    await addUser(at('2026-11-17', '23:59:59')); // Tue 23:59:59: this week, not today
    await addUser(at('2026-11-18', '00:00')); // Wed 00:00: today (still 17 Nov in UTC)
    await addUser(at('2026-11-18', '01:30'), { isActive: false }); // Wed 01:30: today, inactive
    await addUser(at('2026-11-18', '09:30')); // Wed 09:30: today
    await addUser('2025-06-01T00:00:00Z', { isActive: false }); // long ago
    expect(await stats()).toEqual({ totalUsers: 7, activeUsers: 5, newUsersToday: 3, newUsersThisWeek: 5 });
  });

  it('on Monday just after local midnight (still Sunday in UTC) the week and the day both start at local midnight', async () => {
    await t.db.deleteFrom('users').execute();
    setClock(t, at('2026-11-16', '03:00')); // Mon 16 Nov 03:00
    await addUser(at('2026-11-15', '23:30')); // Sun 23:30: neither
    await addUser(at('2026-11-16', '00:30')); // Mon 00:30: today and this week
    await addUser(at('2026-11-09', '00:00')); // previous Monday 00:00: neither
    await addUser(at('2026-11-14', '17:30')); // Sat: neither (a UTC week would count it)
    expect(await stats()).toEqual({ totalUsers: 4, activeUsers: 4, newUsersToday: 1, newUsersThisWeek: 1 });
  });

  it('answers zeros, as numbers, when nobody has registered', async () => {
    await t.db.deleteFrom('users').execute();
    expect(await stats()).toEqual({ totalUsers: 0, activeUsers: 0, newUsersToday: 0, newUsersThisWeek: 0 });
  });
});
