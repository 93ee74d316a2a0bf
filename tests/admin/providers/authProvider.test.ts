import { messages } from '@travel/server/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../admin/src/providers/authProvider.ts';
import { installFakeApi } from './fakeServer.ts';

const admin = { id: 'a1', email: 'admin@example.com', createdAt: '2026-01-01T00:00:00Z' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('authProvider over the docs/product.md#entities session', () => {
  it('stores authToken, userType and adminData on login, clearing a traveller session', async () => {
    localStorage.setItem('userData', JSON.stringify({ username: 'asha' }));
    const api = installFakeApi({ 'POST /api/auth/login': () => ({ body: { admin, token: 'jwt-1', message: messages.loginSuccessful } }) });
    await authProvider.login({ email: ' admin@example.com ', password: 'admin12345' });
    expect(api.calls[0].body).toEqual({ email: 'admin@example.com', password: 'admin12345' });
    expect(localStorage.getItem('authToken')).toBe('jwt-1');
    expect(localStorage.getItem('userType')).toBe('admin');
    expect(JSON.parse(localStorage.getItem('adminData')!)).toEqual(admin);
    expect(localStorage.getItem('userData')).toBeNull();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ fullName: 'admin@example.com' });
  });

  it("fails with the server's error, else 'Login failed', and clears the session", async () => {
    localStorage.setItem('authToken', 'old');
    installFakeApi({ 'POST /api/auth/login': () => ({ status: 401, body: { error: messages.invalidCredentials } }) });
    await expect(authProvider.login({ email: 'a@b.co', password: 'wrong12' })).rejects.toThrow(messages.invalidCredentials);
    expect(localStorage.getItem('authToken')).toBeNull();
    vi.unstubAllGlobals();
    installFakeApi({ 'POST /api/auth/login': () => ({ status: 500 }) });
    await expect(authProvider.login({ email: 'a@b.co', password: 'wrong12' })).rejects.toThrow(messages.loginFailed);
  });

  it('restores a stored admin session without a server call, and refuses a traveller one', async () => {
    const api = installFakeApi({});
    localStorage.setItem('authToken', 'jwt');
    localStorage.setItem('userType', 'admin');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    localStorage.setItem('userType', 'user');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/admin/login' });
    localStorage.clear();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/admin/login' });
    expect(api.calls).toHaveLength(0);
  });

  it('on a 401 clears everything and sends an admin to /admin/login; other errors keep the session', async () => {
    localStorage.setItem('authToken', 'jwt');
    localStorage.setItem('userType', 'admin');
    localStorage.setItem('adminData', JSON.stringify(admin));
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(localStorage.getItem('authToken')).toBe('jwt');
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/admin/login' });
    expect(['authToken', 'userType', 'adminData', 'userData'].map((key) => localStorage.getItem(key))).toEqual([null, null, null, null]);
    // A second failed call at the same time stays in the admin app.
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/admin/login' });
    expect(assign).not.toHaveBeenCalled();
  });

  it("on a 401 with a traveller's session sends them to the public /login", async () => {
    localStorage.setItem('authToken', 'jwt');
    localStorage.setItem('userType', 'user');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("leaves a traveller's session alone when react-admin logs out after a failed checkAuth", async () => {
    localStorage.setItem('authToken', 'traveller');
    localStorage.setItem('userType', 'user');
    await expect(authProvider.logout({})).resolves.toBe('/admin/login');
    expect(localStorage.getItem('authToken')).toBe('traveller');
  });

  it('logout ends the session on the server, clears it here and points at the admin login', async () => {
    const api = installFakeApi({ 'POST /api/auth/logout': () => ({ body: { success: true, message: messages.loggedOut } }) });
    localStorage.setItem('authToken', 'jwt');
    localStorage.setItem('userType', 'admin');
    await expect(authProvider.logout({})).resolves.toBe('/admin/login');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(api.calls.map((call) => [call.method, call.url, call.headers.authorization])).toEqual([
      ['POST', '/api/auth/logout', 'Bearer jwt'],
    ]);
  });

  it('logout still signs out here when the server cannot be reached, and calls nothing without a session', async () => {
    installFakeApi({ 'POST /api/auth/logout': () => 'network-error' });
    localStorage.setItem('authToken', 'jwt');
    localStorage.setItem('userType', 'admin');
    await expect(authProvider.logout({})).resolves.toBe('/admin/login');
    expect(localStorage.getItem('authToken')).toBeNull();
    vi.unstubAllGlobals();
    const api = installFakeApi({});
    await expect(authProvider.logout({})).resolves.toBe('/admin/login');
    expect(api.calls).toHaveLength(0);
  });
});
