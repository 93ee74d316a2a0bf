import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, clearSession, isAuthenticated, readStoredSession, signInTraveller, signOut } from '../../../site/src/lib/session.ts';

describe('browser session (docs/product.md#entities keys)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });

  it('stores a traveller under authToken, userType and userData and publishes it', () => {
    signInTraveller('token-1', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91' });
    expect(localStorage.getItem('authToken')).toBe('token-1');
    expect(localStorage.getItem('userType')).toBe('user');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toEqual({
      username: 'asha_k',
      mobileNumber: '9876543210',
      countryCode: '91',
      email: null,
    });
    expect(isAuthenticated($session.get())).toBe(true);
    expect(readStoredSession()).toMatchObject({ token: 'token-1', userType: 'user', user: { username: 'asha_k' } });
  });

  it('restores an admin session written by the back office, and nothing without a token', () => {
    localStorage.setItem('userType', 'admin');
    expect(readStoredSession()).toEqual({ token: null, userType: null, user: null });
    localStorage.setItem('authToken', 'admin-token');
    localStorage.setItem('adminData', JSON.stringify({ email: 'a@b.in' }));
    expect(readStoredSession()).toEqual({ token: 'admin-token', userType: 'admin', user: null });
  });

  it('survives unreadable userData', () => {
    localStorage.setItem('authToken', 't');
    localStorage.setItem('userData', '{not json');
    expect(readStoredSession()).toEqual({ token: 't', userType: 'user', user: null });
  });

  it('clears every key on logout (docs/product.md#states)', () => {
    signInTraveller('token-1', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91' });
    localStorage.setItem('adminData', '{}');
    clearSession();
    for (const key of ['authToken', 'userType', 'adminData', 'userData']) expect(localStorage.getItem(key)).toBeNull();
    expect(isAuthenticated($session.get())).toBe(false);
  });

  describe('signOut', () => {
    afterEach(() => vi.unstubAllGlobals());

    it("clears the session and asks the server to end the traveller's sessions with its token", async () => {
      const calls: [string, RequestInit][] = [];
      vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        return new Response('{"success":true}', { status: 200 });
      });
      signInTraveller('token-1', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91' });
      await signOut();
      expect(localStorage.getItem('authToken')).toBeNull();
      expect(isAuthenticated($session.get())).toBe(false);
      expect(calls).toHaveLength(1);
      expect(calls[0][0]).toBe('/api/mobile/auth/logout');
      expect(calls[0][1]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer token-1' }, keepalive: true });
    });

    it('an admin session on the site ends through the admin logout; offline still signs out here', async () => {
      const calls: string[] = [];
      vi.stubGlobal('fetch', async (url: string) => {
        calls.push(url);
        throw new TypeError('Failed to fetch');
      });
      localStorage.setItem('authToken', 'admin-token');
      localStorage.setItem('userType', 'admin');
      $session.set(readStoredSession());
      await signOut();
      expect(calls).toEqual(['/api/auth/logout']);
      expect(localStorage.getItem('authToken')).toBeNull();
      await signOut();
      expect(calls).toHaveLength(1);
    });
  });
});
