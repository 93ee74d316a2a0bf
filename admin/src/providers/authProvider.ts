/**
 * react-admin's authProvider over the product's (docs/product.md#entities) shared localStorage session. The session is restored
 * from storage without a server check (docs/product.md#states); a 401 from any call signs the admin out.
 */
import { LEADER_PAGE_PATH, leaderSessionKey, messages } from '@travel/server/domain';
import type { Admin } from '@travel/server/entities';
import type { AuthProvider } from 'react-admin';
import { ADMIN_LOGIN_PATH, DASHBOARD_PATH } from '../layout/paths.ts';
import { errorMessage, requestJson } from './api.ts';
import { clearSession, isAdminSession, readSession, saveAdminSession } from './session.ts';

interface LoginResponse {
  admin: Admin;
  token: string;
  message?: string;
}

export interface AdminCredentials {
  email: string;
  password: string;
}

export const authProvider: AuthProvider = {
  async login({ email, password }: AdminCredentials) {
    try {
      const result = await requestJson<LoginResponse>('/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: email.trim(), password }),
      });
      if (result.admin.role === 'leader') {
        // A trip leader's place is the leader page, which keeps its own session: handed over, never an admin one here.
        clearSession();
        localStorage.setItem(leaderSessionKey, JSON.stringify({ token: result.token, member: result.admin }));
        window.location.assign(LEADER_PAGE_PATH);
        return { redirectTo: false };
      }
      saveAdminSession(result.token, result.admin);
      return { redirectTo: DASHBOARD_PATH };
    } catch (error) {
      clearSession();
      throw new Error(errorMessage(error, messages.loginFailed), { cause: error });
    }
  },

  async logout() {
    // react-admin also calls this when checkAuth fails: a traveller who opened an admin page keeps
    // the public site's session (the login page then sends them back to the site).
    const session = readSession();
    if (session.userType === 'user') return ADMIN_LOGIN_PATH;
    clearSession();
    if (session.token && session.userType === 'admin') {
      // Ends every session of this admin on the server; offline or already ended changes nothing here.
      await requestJson('/auth/logout', { method: 'POST', token: session.token }).catch(() => undefined);
    }
    return ADMIN_LOGIN_PATH;
  },

  async checkAuth() {
    if (isAdminSession()) return;
    // No notice: landing on the login page says enough.
    throw { redirectTo: ADMIN_LOGIN_PATH, message: false };
  },

  async checkError(error: { status?: number }) {
    if (error?.status !== 401) return;
    const { userType } = readSession();
    clearSession();
    if (userType === 'user') {
      // docs/product.md#states: a traveller's session goes to the public /login page, outside this app. (Several
      // calls may fail at once: after the first, the session is already gone and this is skipped.)
      window.location.assign('/login');
    }
    throw { redirectTo: ADMIN_LOGIN_PATH, message: false };
  },

  async getIdentity() {
    const { admin } = readSession();
    if (!admin) throw new Error(messages.unauthorized);
    return { id: admin.id ?? admin.email, fullName: admin.email };
  },

  async getPermissions() {
    return readSession().userType;
  },
};
