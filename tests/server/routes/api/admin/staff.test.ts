/**
 * Staff and roles: GET/POST /api/admin/staff, PUT /api/admin/staff/{id}, a trip leader's sign-in, and a
 * leader refused (403) on every registered /api/admin route, read from the app's own OpenAPI document.
 */
import { describe, expect, it } from 'vitest';
import { messages, staffMessages } from '../../../../../server/src/domain/index.ts';
import { expectError, snapshot } from '../../../support/api.ts';
import { createDeparture, createTrip, useBookingApp } from '../../../support/bookings.ts';
import { bearer } from '../../../support/test-app.ts';

const { t, admin, call } = useBookingApp();
let counter = 0;

async function invite(role: 'admin' | 'leader', overrides: Record<string, unknown> = {}) {
  counter += 1;
  const body = { email: `member${counter}@example.in`, name: `Member ${counter}`, password: 'first-password', role, ...overrides };
  const response = await call('POST', '/api/admin/staff', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return { member: response.json().member, password: body.password };
}

async function signIn(email: string, password: string) {
  return call('POST', '/api/auth/login', {}, { email, password });
}

async function leaderHeaders() {
  const { member, password } = await invite('leader');
  const login = await signIn(member.email, password);
  expect(login.statusCode, login.body).toBe(200);
  return { member, headers: bearer(login.json().token) };
}

describe('GET and POST /api/admin/staff', () => {
  it('invites an admin or a leader with a first password; lists them; never sends a password hash', async () => {
    const { member } = await invite('leader', { email: ' Asha.Leader@Example.in ', name: '  Asha Rawat ' });
    expect(member).toEqual({
      id: expect.any(String),
      email: 'Asha.Leader@Example.in',
      name: 'Asha Rawat',
      role: 'leader',
      status: 'active',
      createdAt: expect.any(String),
    });
    const list = await call('GET', '/api/admin/staff', admin);
    expect(list.statusCode).toBe(200);
    const { staff } = list.json();
    expect(staff.find((m: { id: string }) => m.id === member.id)).toEqual(member);
    expect(staff.some((m: { role: string }) => m.role === 'admin')).toBe(true);
    expect(list.body).not.toMatch(/argon2|passwordHash|tokenVersion/);
    const leaders = await call(
      'GET',
      `/api/admin/staff?filter=${encodeURIComponent(JSON.stringify({ role: 'leader', status: 'active' }))}`,
      admin,
    );
    expect(leaders.json().staff.every((m: { role: string }) => m.role === 'leader')).toBe(true);
    const one = await call('GET', `/api/admin/staff?filter=${encodeURIComponent(JSON.stringify({ id: [member.id] }))}`, admin);
    expect(one.json().staff).toEqual([member]);
    expectError(await call('GET', '/api/admin/staff?filter=%7Bnope', admin), 400);
    // Stored as argon2id, like every admin password.
    const row = await t.db.selectFrom('admins').select('passwordHash').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 when the e-mail exists (in any case) and changes nothing', async () => {
    const { member } = await invite('admin');
    const before = await snapshot(t);
    const again = await call('POST', '/api/admin/staff', admin, {
      email: member.email.toUpperCase(),
      name: 'Someone',
      password: 'another-pass',
      role: 'leader',
    });
    expectError(again, 409, staffMessages.emailTaken);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses bad bodies with the rule broken first', async () => {
    const body = { email: 'new@example.in', name: 'New', password: 'secret1', role: 'leader' };
    expectError(await call('POST', '/api/admin/staff', admin, { ...body, email: 'nope' }), 400, messages.emailInvalid);
    expectError(await call('POST', '/api/admin/staff', admin, { ...body, name: ' ' }), 400, staffMessages.nameRequired);
    expectError(await call('POST', '/api/admin/staff', admin, { ...body, password: '123' }), 400, messages.passwordTooShort);
    expectError(await call('POST', '/api/admin/staff', admin, { ...body, role: 'owner' }), 400, staffMessages.roleInvalid);
    expectError(await call('POST', '/api/admin/staff', admin, [1]), 400);
  });
});

describe('PUT /api/admin/staff/{id}', () => {
  it('changes name, role and password; a new password ends the old tokens', async () => {
    const { member, headers } = await leaderHeaders();
    const renamed = await call('PUT', `/api/admin/staff/${member.id}`, admin, { name: 'Kiran' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().member).toMatchObject({ id: member.id, name: 'Kiran', role: 'leader', status: 'active' });
    expect(renamed.body).not.toMatch(/argon2|passwordHash/);
    expect((await call('GET', '/api/auth/verify', headers)).statusCode).toBe(200);
    const repassed = await call('PUT', `/api/admin/staff/${member.id}`, admin, { password: 'new-password' });
    expect(repassed.statusCode).toBe(200);
    expectError(await call('GET', '/api/auth/verify', headers), 401);
    expect((await signIn(member.email, 'new-password')).statusCode).toBe(200);
    const promoted = await call('PUT', `/api/admin/staff/${member.id}`, admin, { role: 'admin' });
    expect(promoted.json().member.role).toBe('admin');
  });

  it('a disabled member cannot sign in and their tokens stop working; enabled again, they can', async () => {
    const { member, headers } = await leaderHeaders();
    const disabled = await call('PUT', `/api/admin/staff/${member.id}`, admin, { status: 'disabled' });
    expect(disabled.json().member.status).toBe('disabled');
    expectError(await call('GET', '/api/auth/verify', headers), 401);
    expectError(await signIn(member.email, 'first-password'), 401, messages.invalidCredentials);
    await call('PUT', `/api/admin/staff/${member.id}`, admin, { status: 'active' });
    expect((await signIn(member.email, 'first-password')).statusCode).toBe(200);
  });

  it('never disables or demotes the last active admin (409), whoever asks', async () => {
    // Leave exactly one active admin: the others are disabled.
    const { staff } = (await call('GET', '/api/admin/staff', admin)).json();
    const self = (await call('GET', '/api/auth/verify', admin)).json().admin;
    for (const other of staff.filter((m: { id: string; role: string }) => m.role === 'admin' && m.id !== self.id)) {
      const response = await call('PUT', `/api/admin/staff/${other.id}`, admin, { status: 'disabled' });
      expect(response.statusCode, response.body).toBe(200);
    }
    const before = await snapshot(t);
    expectError(await call('PUT', `/api/admin/staff/${self.id}`, admin, { status: 'disabled' }), 409, staffMessages.lastAdmin);
    expectError(await call('PUT', `/api/admin/staff/${self.id}`, admin, { role: 'leader' }), 409, staffMessages.lastAdmin);
    expect(await snapshot(t)).toEqual(before);
    // With a second active admin, either may go.
    const { member: second } = await invite('admin');
    const demoted = await call('PUT', `/api/admin/staff/${second.id}`, admin, { role: 'leader' });
    expect(demoted.statusCode).toBe(200);
  });

  it('404 for an unknown member, 400 for a bad role or status', async () => {
    expectError(
      await call('PUT', '/api/admin/staff/00000000-0000-4000-8000-000000000000', admin, { name: 'x' }),
      404,
      staffMessages.memberNotFound,
    );
    const { member } = await invite('leader');
    expectError(await call('PUT', `/api/admin/staff/${member.id}`, admin, { status: 'gone' }), 400, staffMessages.statusInvalid);
    expectError(await call('PUT', `/api/admin/staff/${member.id}`, admin, { role: 'boss' }), 400, staffMessages.roleInvalid);
  });
});

describe('a trip leader', () => {
  it('signs in with POST /auth/login and is told their role', async () => {
    const { member, password } = await invite('leader');
    const login = await signIn(member.email, password);
    expect(login.statusCode).toBe(200);
    expect(login.json().admin).toMatchObject({ id: member.id, role: 'leader' });
    expect(login.body).not.toMatch(/argon2|passwordHash/);
  });

  it('is 403 on every registered /api/admin route (walked from the OpenAPI document)', async () => {
    const { headers } = await leaderHeaders();
    const document = (await call('GET', '/api/docs/json', {})).json();
    const adminCalls = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
          .map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000') })),
      );
    expect(adminCalls.length).toBeGreaterThan(40);
    expect(adminCalls).toContainEqual({ method: 'GET', url: '/api/admin/staff' });
    for (const { method, url } of adminCalls) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // The statistics update is an admin's too.
    expectError(await call('PUT', '/api/statistics', headers, {}), 403);
  });
});

describe('departure leaders', () => {
  it('PUT /admin/departures/{id} {leaderIds} names active leaders only', async () => {
    const trip = await createTrip(t, admin);
    const departure = await createDeparture(t, admin, trip.id);
    expect(departure.leaderIds).toEqual([]);
    const { member: leader } = await invite('leader');
    const named = await call('PUT', `/api/admin/departures/${departure.id}`, admin, { leaderIds: [leader.id, leader.id] });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().departure.leaderIds).toEqual([leader.id]);
    const listed = await call('GET', `/api/admin/departures?filter=${encodeURIComponent(JSON.stringify({ id: [departure.id] }))}`, admin);
    expect(listed.json().departures[0].leaderIds).toEqual([leader.id]);

    const { member: anAdmin } = await invite('admin');
    const { member: disabled } = await invite('leader');
    await call('PUT', `/api/admin/staff/${disabled.id}`, admin, { status: 'disabled' });
    for (const leaderIds of [[anAdmin.id], [disabled.id], ['not-an-id'], 'x', [7]]) {
      expectError(await call('PUT', `/api/admin/departures/${departure.id}`, admin, { leaderIds }), 400, staffMessages.leadersInvalid);
    }
    const cleared = await call('PUT', `/api/admin/departures/${departure.id}`, admin, { leaderIds: [] });
    expect(cleared.json().departure.leaderIds).toEqual([]);
  });
});
