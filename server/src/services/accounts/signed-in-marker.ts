/**
 * The signed-in cookie: set beside every bearer token the API issues, so that a page request (a trip
 * link opened from a chat) tells the server whether this browser holds a session before any page byte
 * is sent (routes/site/astro-pages.ts redirects a signed-out one to the sign-in page).
 *
 * It is a marker, not the token: `<role>.<expiry>.<nonce>.<mac>`, an HMAC-SHA256 under a key derived from
 * JWT_SECRET for this use only. So it can never pass as a bearer token (the API authenticates by the
 * Authorization header alone and never reads cookies: no cross-site request can act with it), and a
 * leak of it grants nothing the public API does not already give. It expires with the token it was
 * issued beside, is issued anew with every token (rotated: a fresh nonce each time), and is cleared on logout. It is checked
 * by signature and expiry only, synchronously and without a database read, so pages answered from
 * memory stay one lookup; a session ended elsewhere is caught by the page's own check on its first
 * 401, as before.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNED_IN_COOKIE = 'signed_in';

export type SignedInRole = 'admin' | 'user';

const roles: readonly string[] = ['admin', 'user'] satisfies SignedInRole[];

export class SignedInMarker {
  private readonly key: Buffer;
  /** `; Secure` in production: the cookie then never travels over plain HTTP. */
  private readonly attributes: string;

  constructor(jwtSecret: string, options: { secure: boolean }) {
    this.key = createHmac('sha256', jwtSecret).update('signed-in cookie v1').digest();
    this.attributes = `; Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }

  /** The marker's value for a session of `role` ending at `expiresAt` (seconds since the epoch, the token's `exp`). */
  value(role: SignedInRole, expiresAt: number): string {
    const payload = `${role}.${expiresAt}.${randomBytes(9).toString('base64url')}`;
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** The Set-Cookie header of a session ending at `expiresAt`; Max-Age so that it ends with the token, whatever the browser's clock. */
  setCookie(role: SignedInRole, expiresAt: number, nowMs: number): string {
    const maxAge = Math.max(0, Math.floor(expiresAt - nowMs / 1000));
    return `${SIGNED_IN_COOKIE}=${this.value(role, expiresAt)}; Max-Age=${maxAge}${this.attributes}`;
  }

  /** The Set-Cookie header that removes the marker. */
  clearCookie(): string {
    return `${SIGNED_IN_COOKIE}=; Max-Age=0${this.attributes}`;
  }

  /** Whether a marker value is one this server made and has not expired. */
  isValid(value: string | undefined, nowMs: number): boolean {
    if (!value) return false;
    const parts = value.split('.');
    if (parts.length !== 4) return false;
    const [role, expiry, nonce, mac] = parts;
    if (!roles.includes(role) || !/^\d{1,12}$/.test(expiry) || Number(expiry) * 1000 <= nowMs) return false;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(`${role}.${expiry}.${nonce}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Whether a request's Cookie header carries a valid marker (any of several with the name, as browsers may send). */
  isSignedIn(cookieHeader: string | undefined, nowMs: number): boolean {
    if (!cookieHeader) return false;
    for (const value of cookieValues(cookieHeader, SIGNED_IN_COOKIE)) if (this.isValid(value, nowMs)) return true;
    return false;
  }
}

/** Every value of the cookie `name` in a Cookie header (`a=1; b=2`). */
export function cookieValues(cookieHeader: string, name: string): string[] {
  const values: string[] = [];
  for (const pair of cookieHeader.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    values.push(pair.slice(equals + 1).trim());
  }
  return values;
}
