import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { messages } from '../../../../server/src/domain/index.ts';
import { upsertAdmin } from '../../../../server/src/repositories/admins.ts';
import { expectClientError, expectError, snapshot } from '../../support/api.ts';
import { bearer, createTestApp, type TestApp } from '../../support/test-app.ts';

const login = (t: TestApp, body: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress });

describe('POST /api/auth/login and GET /api/auth/verify', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_LOGIN_MAX_FAILURES: '3', ADMIN_LOGIN_WINDOW_MINUTES: '15' });
    await upsertAdmin(t.db, 'owner@example.in', 'right-password');
  });
  afterAll(() => t.close());

  it('signs an admin in with SPEC shape {admin, token, message} and the token verifies', async () => {
    const response = await login(t, { email: 'owner@example.in', password: 'right-password' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ admin: { email: 'owner@example.in', id: expect.any(String) }, message: 'Login Successful!' });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
    // An admin session lasts ADMIN_TOKEN_TTL (12 hours by default), then the token is refused.
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: body.admin.id, role: 'admin' });
    expect(claims.exp - claims.iat).toBe(12 * 3600);

    const verify = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(body.token) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().admin).toEqual(body.admin);
  });

  it('accepts the e-mail in another case and with spaces around it', async () => {
    const response = await login(t, { email: '  OWNER@Example.IN ', password: 'right-password' });
    expect(response.statusCode).toBe(200);
    expect(response.json().admin.email).toBe('owner@example.in');
  });

  it('answers a wrong password and an unknown e-mail alike: 401 {error}, no token', async () => {
    const wrong = await login(t, { email: 'owner@example.in', password: 'wrong-password' }, '10.1.0.1');
    expectError(wrong, 401, 'Invalid email or password');
    const unknown = await login(t, { email: 'nobody@example.in', password: 'right-password' }, '10.1.0.1');
    expectError(unknown, 401, 'Invalid email or password');
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '', password: 'right-password' }, 'Email is required'],
    [{ email: '   ', password: 'right-password' }, 'Email is required'],
    [{ email: 'owner', password: 'right-password' }, 'Please enter a valid email address'],
    [{ email: 'owner@example', password: 'right-password' }, 'Please enter a valid email address'],
    [{ email: 'owner@example.in' }, 'Password is required'],
    [{ email: 'owner@example.in', password: '' }, 'Password is required'],
    [{ email: 'owner@example.in', password: '12345' }, 'Password must be at least 6 characters'],
    // The first failing rule answers: e-mail before password.
    [{ email: '', password: '' }, 'Email is required'],
  ])('refuses %j with 400 and SPEC message "%s"', async (body, message) => {
    const response = await login(t, body, '10.2.0.1');
    expectError(response, 400, message);
  });

  it('refuses malformed bodies with a 4xx error and no stack trace', async () => {
    const cases = [
      { payload: '{"email": "owner@example.in", "password":', headers: { 'content-type': 'application/json' } },
      { payload: '[]', headers: { 'content-type': 'application/json' } },
      { payload: '"owner@example.in"', headers: { 'content-type': 'application/json' } },
      { payload: JSON.stringify({ email: { $ne: '' }, password: 'right-password' }), headers: { 'content-type': 'application/json' } },
      { payload: JSON.stringify({ email: 'owner@example.in', password: { $ne: '' } }), headers: { 'content-type': 'application/json' } },
      {
        payload: JSON.stringify({ email: ['owner@example.in'], password: 'right-password' }),
        headers: { 'content-type': 'application/json' },
      },
      { payload: JSON.stringify({ email: 'owner@example.in', password: 123456789 }), headers: { 'content-type': 'application/json' } },
      {
        payload: JSON.stringify({ email: `${'a'.repeat(100_000)}@example.in`, password: 'right-password' }),
        headers: { 'content-type': 'application/json' },
      },
      { payload: '', headers: { 'content-type': 'application/json' } },
      { payload: 'email=owner@example.in&password=right-password', headers: { 'content-type': 'text/plain' } },
    ];
    for (const request of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.3.0.1', ...request });
      expectClientError(response);
      expect(response.json()).not.toHaveProperty('token');
    }
  });

  it('answers 429 after ADMIN_LOGIN_MAX_FAILURES failures in the window, even for the right password, and recovers after it', async () => {
    const address = '10.4.0.1';
    for (let i = 0; i < 3; i += 1) {
      expectError(await login(t, { email: 'owner@example.in', password: `wrong-${i}-pass` }, address), 401);
    }
    expectError(await login(t, { email: 'owner@example.in', password: 'right-password' }, address), 429);
    // Another client address is not blocked by these failures.
    expect((await login(t, { email: 'owner@example.in', password: 'right-password' }, '10.4.0.2')).statusCode).toBe(200);

    t.clock.advance(14 * 60_000);
    expectError(await login(t, { email: 'owner@example.in', password: 'right-password' }, address), 429);
    t.clock.advance(2 * 60_000);
    const recovered = await login(t, { email: 'owner@example.in', password: 'right-password' }, address);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().token).toEqual(expect.any(String));
  });

  it('does not change any business data when a sign-in fails', async () => {
    const before = await snapshot(t);
    await login(t, { email: 'owner@example.in', password: 'wrong-password' }, '10.5.0.1');
    await login(t, { email: 'x', password: 'y' }, '10.5.0.1');
    expect(await snapshot(t)).toEqual(before);
  });

  it('verify refuses a missing, malformed or traveller token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/verify' }), 401);
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization: 'Bearer not-a-jwt' } }), 401);
    const { token } = await t.travellerToken();
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) }), 403);
  });
});

describe('admin sign-in limit under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_LOGIN_MAX_FAILURES: '10', ADMIN_LOGIN_WINDOW_MINUTES: '15' });
    await upsertAdmin(t.db, 'busy@example.in', 'right-password');
  });
  afterAll(() => t.close());

  it('40 concurrent wrong passwords: exactly 10 are checked (401), the rest 429 with Retry-After', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(t, { email: 'busy@example.in', password: `wrong-password-${i}` }, '10.9.0.1')),
    );
    const checked = responses.filter((response) => response.statusCode === 401);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(checked).toHaveLength(10);
    expect(refused).toHaveLength(30);
    for (const response of refused) {
      expectError(response, 429, messages.tooManyRequests);
      const wait = Number(response.headers['retry-after']);
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
    }
    // The right password waits too, and is told how long.
    const right = await login(t, { email: 'busy@example.in', password: 'right-password' }, '10.9.0.1');
    expectError(right, 429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('ending admin sessions: POST /api/auth/logout and password changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await upsertAdmin(t.db, 'leaving@example.in', 'first-password');
  });
  afterAll(() => t.close());

  const signIn = async (password = 'first-password') => {
    const response = await login(t, { email: 'leaving@example.in', password }, '10.8.0.1');
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };
  const verify = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });

  it('logout ends every token of that admin (other devices too); a new sign-in works', async () => {
    const laptop = await signIn();
    const phone = await signIn();
    const other = await t.adminToken('stays@example.in');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(laptop) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: messages.loggedOut });
    expectError(await verify(laptop), 401, messages.invalidToken);
    expectError(await verify(phone), 401, messages.invalidToken);
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(phone) }), 401);
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(laptop) }), 401);
    expect((await verify(other)).statusCode).toBe(200);
    expect((await verify(await signIn())).statusCode).toBe(200);
  });

  it('a password reset (npm run admin:create) ends the sessions signed in with the old password', async () => {
    const before = await signIn();
    await upsertAdmin(t.db, 'leaving@example.in', 'second-password');
    expectError(await verify(before), 401, messages.invalidToken);
    expect((await verify(await signIn('second-password'))).statusCode).toBe(200);
  });

  it('a password hashed with older argon2id parameters signs in, is hashed again as today, and keeps its sessions', async () => {
    const older = await hash('older-password', { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await t.db.updateTable('admins').set({ passwordHash: older }).where('email', '=', 'leaving@example.in').execute();
    const token = await signIn('older-password');
    const { passwordHash } = await t.db
      .selectFrom('admins')
      .select('passwordHash')
      .where('email', '=', 'leaving@example.in')
      .executeTakeFirstOrThrow();
    expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect((await verify(token)).statusCode).toBe(200);
    expect((await verify(await signIn('older-password'))).statusCode).toBe(200);
    expect((await login(t, { email: 'leaving@example.in', password: 'second-password' }, '10.8.0.3')).statusCode).toBe(401);
    await upsertAdmin(t.db, 'leaving@example.in', 'second-password');
  });

  it('logout needs an admin token: 401 without one, 403 with a traveller token', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/logout' }), 401);
    const { token } = await t.travellerToken();
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }), 403);
  });

  it('admin and sign-in answers are never stored by browsers or proxies (Cache-Control: no-store)', async () => {
    const token = await signIn('second-password');
    const answers = await Promise.all([
      login(t, { email: 'leaving@example.in', password: 'second-password' }, '10.8.0.2'),
      verify(token),
      t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: '/api/admin/trips', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: '/api/admin/users' }),
      t.app.inject({ method: 'POST', url: '/api/mobile/auth/check-user', payload: { mobileNumber: '9876500001', countryCode: '91' } }),
    ]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    const publicTrips = await t.app.inject({ method: 'GET', url: '/api/public/trips' });
    expect(publicTrips.headers['cache-control']).not.toBe('no-store');
  });
});
