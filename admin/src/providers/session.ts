/**
 * The product's (docs/product.md#entities) client session in localStorage, shared with the public site: authToken, userType,
 * adminData, userData. The admin back office only ever writes an admin session.
 */
import { sessionKeys } from '@travel/server/domain';
import type { UserType } from '@travel/server/domain';
import type { Admin } from '@travel/server/entities';

export interface StoredSession {
  token: string | null;
  userType: UserType | null;
  admin: (Pick<Admin, 'email'> & Partial<Admin>) | null;
}

const parseJson = <T>(raw: string | null): T | null => {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

export function readSession(): StoredSession {
  const userType = localStorage.getItem(sessionKeys.userType);
  return {
    token: localStorage.getItem(sessionKeys.authToken),
    userType: userType === 'admin' || userType === 'user' ? userType : null,
    admin: parseJson(localStorage.getItem(sessionKeys.adminData)),
  };
}

export const isAdminSession = (session: StoredSession = readSession()): boolean => Boolean(session.token) && session.userType === 'admin';

/** A signed-in traveller (docs/product.md#entities userType 'user'), who belongs on the public site. */
export const isTravellerSession = (session: StoredSession = readSession()): boolean =>
  Boolean(session.token) && session.userType === 'user';

export function saveAdminSession(token: string, admin: StoredSession['admin']): void {
  localStorage.setItem(sessionKeys.authToken, token);
  localStorage.setItem(sessionKeys.userType, 'admin');
  localStorage.setItem(sessionKeys.adminData, JSON.stringify(admin));
  // One browser holds one session: a traveller signed in before is signed out by an admin login.
  localStorage.removeItem(sessionKeys.userData);
}

/** docs/product.md#states: any logout, failed verify or failed login clears the token, user type and data. */
export function clearSession(): void {
  for (const key of Object.values(sessionKeys)) localStorage.removeItem(key);
}
