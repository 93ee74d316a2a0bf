/**
 * Where a visitor returns after signing in: the trip they started from. It is given as `?return=` on the sign-in
 * pages (the server's redirect of a signed-out trip link writes it, routes/site/astro-pages.ts), or kept in
 * sessionStorage when the browser sends a visitor to sign in (so /login stays the specification's plain /login).
 * Only a path on this site is accepted; anything else (another origin, `//host`, a sign-in page)
 * falls back to the specification's /trips.
 */
import { RETURN_QUERY_PARAM } from '@travel/server/domain';
import { sessionStore } from './safe-storage.ts';

export const RETURN_PARAM = RETURN_QUERY_PARAM;
/** The sessionStorage key; BaseLayout's inline guard writes the same key. */
export const RETURN_STORAGE_KEY = 'returnTo';
export const DEFAULT_RETURN_PATH = '/trips';

// In both languages: the Hindi sign-in pages live under /hi.
const signInPaths = ['/login', '/signup', '/verify-otp', '/admin', '/hi/login', '/hi/signup', '/hi/verify-otp'];

export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_RETURN_PATH;
  // Control characters and backslashes could be read as another host by some browsers.
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return DEFAULT_RETURN_PATH;
  const probe = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(raw, probe);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.origin !== probe) return DEFAULT_RETURN_PATH;
  if (signInPaths.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Remembers where to come back to (or forgets it, for a path that is not one). */
export function rememberReturnPath(path: string | null | undefined): void {
  const target = safeReturnPath(path);
  if (target === DEFAULT_RETURN_PATH) sessionStore.remove(RETURN_STORAGE_KEY);
  else sessionStore.set(RETURN_STORAGE_KEY, target);
}

/** A visitor back on the landing page has no trip to return to any more. */
export const forgetReturnPath = (): void => sessionStore.remove(RETURN_STORAGE_KEY);

/** /login, remembering the trip the visitor came from. */
export function loginPathReturningTo(path: string | null | undefined): string {
  rememberReturnPath(path);
  return '/login';
}

/**
 * Where to go once signed in: the query's target, else the remembered one, else /trips (in the sign-in page's
 * language: `prefix` '/hi' gives /hi/trips). Used once.
 */
export function takeReturnPath(fromQuery?: string | null, prefix = ''): string {
  const stored = sessionStore.get(RETURN_STORAGE_KEY);
  sessionStore.remove(RETURN_STORAGE_KEY);
  const queried = safeReturnPath(fromQuery);
  const target = queried !== DEFAULT_RETURN_PATH ? queried : safeReturnPath(stored);
  return target === DEFAULT_RETURN_PATH ? `${prefix}${DEFAULT_RETURN_PATH}` : target;
}

/** Where signing in will lead (as takeReturnPath), without using it up: what the sign-in page tells the visitor. */
export function peekReturnPath(fromQuery?: string | null): string {
  const queried = safeReturnPath(fromQuery);
  return queried !== DEFAULT_RETURN_PATH ? queried : safeReturnPath(sessionStore.get(RETURN_STORAGE_KEY));
}

/** The trip id of a trip page's path ('/trip/<id>', with or without a query or hash), else null. */
export function tripIdOfPath(path: string): string | null {
  const match = /^(?:\/hi)?\/trip\/([^/?#]+)/.exec(path);
  return match ? decodeURIComponent(match[1]) : null;
}

/** The trip page a clicked element belongs to (a trip card), if any. */
export function tripPathOf(element: Element | null): string | null {
  const card = element?.closest<HTMLElement>('[data-trip-id]');
  return card?.dataset.tripId ? `/trip/${encodeURIComponent(card.dataset.tripId)}` : null;
}
