/**
 * Where a visitor returns after signing in (issue 12 item 3): the trip they started from, carried
 * as `returnTo` through /login, /signup and /verify-otp. Only a path on this site is accepted;
 * anything else (another origin, `//host`, a sign-in page) falls back to SPEC's /trips.
 */
export const RETURN_PARAM = 'returnTo';
export const DEFAULT_RETURN_PATH = '/trips';

const signInPaths = ['/login', '/signup', '/verify-otp', '/admin'];

export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_RETURN_PATH;
  // Control characters and backslashes could be read as another host by some browsers.
  if (/[\u0000-\u001f\\]/.test(raw)) return DEFAULT_RETURN_PATH;
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

/** /login, with the return target when it is not the default. */
export function loginPathReturningTo(path: string | null | undefined): string {
  const target = safeReturnPath(path);
  return target === DEFAULT_RETURN_PATH ? '/login' : `/login?${new URLSearchParams({ [RETURN_PARAM]: target })}`;
}

/** The trip page a clicked element belongs to (a trip card, or the trip page itself), if any. */
export function tripPathOf(element: Element | null): string | null {
  const card = element?.closest<HTMLElement>('[data-trip-id]');
  return card?.dataset.tripId ? `/trip/${encodeURIComponent(card.dataset.tripId)}` : null;
}
