/**
 * The browser session of docs/product.md#entities (localStorage keys shared with the admin back office), as a
 * nanostore every island reads. It is restored from storage on load without a server check (docs/product.md#states).
 */
import { atom } from 'nanostores';
import { sessionKeys } from '@travel/server/domain';
import type { UserType } from '@travel/server/domain';
import { localStore } from './safe-storage.ts';

export interface TravellerData {
  username: string;
  mobileNumber: string;
  countryCode: string;
  email?: string | null;
}

export interface Session {
  token: string | null;
  userType: UserType | null;
  user: TravellerData | null;
}

const signedOut: Session = { token: null, userType: null, user: null };

function storedUser(): TravellerData | null {
  const value = localStore.getJson<TravellerData>(sessionKeys.userData);
  return value && typeof value === 'object' ? value : null;
}

export function readStoredSession(): Session {
  const token = localStore.get(sessionKeys.authToken);
  if (!token) return signedOut;
  const userType = localStore.get(sessionKeys.userType) === 'admin' ? 'admin' : 'user';
  return { token, userType, user: userType === 'user' ? storedUser() : null };
}

export const $session = atom<Session>(readStoredSession());

export const isAuthenticated = (session: Session = $session.get()): boolean => Boolean(session.token);

/** A traveller signed in by code or direct login. */
export function signInTraveller(token: string, user: TravellerData): void {
  localStore.set(sessionKeys.authToken, token);
  localStore.set(sessionKeys.userType, 'user');
  localStore.setJson(sessionKeys.userData, {
    username: user.username,
    mobileNumber: user.mobileNumber,
    countryCode: user.countryCode,
    email: user.email ?? null,
  });
  localStore.remove(sessionKeys.adminData);
  $session.set({ token, userType: 'user', user });
}

/** docs/product.md#states: any logout, failed verification or failed login clears token, user type and data. */
export function clearSession(): void {
  for (const key of Object.values(sessionKeys)) localStore.remove(key);
  $session.set(signedOut);
}

/** The server call that ends every session of the signed-in account (its tokens stop working everywhere). */
const logoutPaths: Record<UserType, string> = { admin: '/api/auth/logout', user: '/api/mobile/auth/logout' };

/**
 * Logout: the browser's session is cleared at once (docs/product.md#states), and the server is told to end the
 * account's sessions, so a copied token is useless too. `keepalive` lets the call finish while
 * the page navigates away; a failure (offline, token already ended) changes nothing here.
 */
export async function signOut(): Promise<void> {
  const { token, userType } = $session.get();
  clearSession();
  if (!token || !userType) return;
  const headers = { Authorization: `Bearer ${token}` };
  await fetch(logoutPaths[userType], { method: 'POST', headers, keepalive: true }).catch(() => undefined);
}

// Another tab signing in or out changes what this page may show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(sessionKeys) as string[]).includes(event.key)) {
      $session.set(readStoredSession());
    }
  });
}
