/**
 * The traveller sign-in calls (docs/product.md#calls mobile auth) and the addresses of the sign-in pages. Returning
 * travellers follow the verified sign-in of docs/product.md#beyond-the-specification: direct login answers `otpRequired` unless the
 * operator turned direct login on.
 */
import { defaultLanguage, type Language, messages } from '@travel/server/domain';
import { apiRequest } from './api.ts';
import { DEFAULT_RETURN_PATH, RETURN_PARAM, safeReturnPath } from './return-target.ts';
import type { TravellerData } from './session.ts';
import { rememberCodeSent } from './code-sent.ts';

export interface PhoneNumber {
  mobileNumber: string;
  countryCode: string;
}

export interface SignedIn {
  token: string;
  user: TravellerData & { isNewUser?: boolean };
}

export type DirectLoginResult = ({ kind: 'signed-in' } & SignedIn) | { kind: 'code-sent'; verificationId: string };

export async function checkUser(phone: PhoneNumber): Promise<boolean> {
  const body = await apiRequest<{ userExists?: boolean }>('/mobile/auth/check-user', {
    method: 'POST',
    body: phone,
    fallbackError: messages.checkUserFailed,
    redirectOn401: false,
  });
  return body.userExists === true;
}

/** A body as SPEC shapes it, with the page's language for the code's SMS when not English (English pages send SPEC's body as is). */
const withLanguage = <T extends object>(body: T, language: Language): T | (T & { language: Language }) =>
  language === defaultLanguage ? body : { ...body, language };

export async function directLogin(
  phone: PhoneNumber,
  fallbackError: string = messages.loginFailed,
  language: Language = defaultLanguage,
): Promise<DirectLoginResult> {
  const body = await apiRequest<{ token?: string; user?: SignedIn['user']; otpRequired?: boolean; verificationId?: string }>(
    '/mobile/auth/direct-login',
    { method: 'POST', body: withLanguage(phone, language), fallbackError, redirectOn401: false },
  );
  if (body.token && body.user) return { kind: 'signed-in', token: body.token, user: body.user };
  if (body.otpRequired && body.verificationId) {
    rememberCodeSent(body.verificationId);
    return { kind: 'code-sent', verificationId: body.verificationId };
  }
  throw new Error(fallbackError);
}

export async function sendOtp(
  phone: PhoneNumber & { username: string },
  fallbackError: string = messages.sendOtpFailed,
  language: Language = defaultLanguage,
): Promise<string> {
  const body = await apiRequest<{ verificationId?: string }>('/mobile/auth/send-otp', {
    method: 'POST',
    body: withLanguage(phone, language),
    fallbackError,
    redirectOn401: false,
  });
  if (!body.verificationId) throw new Error(fallbackError);
  rememberCodeSent(body.verificationId);
  return body.verificationId;
}

export async function verifyOtp(input: PhoneNumber & { username?: string; verificationId: string; otp: string }): Promise<SignedIn> {
  const body = await apiRequest<{ success?: boolean; token?: string; user?: SignedIn['user']; error?: string }>('/mobile/auth/verify-otp', {
    method: 'POST',
    body: input,
    fallbackError: messages.verifyOtpFailed,
    redirectOn401: false,
  });
  if (!body.success || !body.token || !body.user) throw new Error(body.error || messages.verificationFailed);
  return { token: body.token, user: body.user };
}

/** Adds the return target (the trip to go back to after signing in) to a sign-in page's query when there is one. */
function withReturnTo(query: URLSearchParams, returnTo?: string | null): URLSearchParams {
  const target = safeReturnPath(returnTo);
  if (target !== DEFAULT_RETURN_PATH) query.set(RETURN_PARAM, target);
  return query;
}

// `prefix`: where the sign-in pages of the page's language live ('' English, '/hi' Hindi).
export function signupUrl(phone: PhoneNumber, returnTo?: string | null, prefix = ''): string {
  return `${prefix}/signup?${withReturnTo(new URLSearchParams({ mobile: phone.mobileNumber, countryCode: phone.countryCode }), returnTo)}`;
}

export function loginUrl(phone?: PhoneNumber, returnTo?: string | null, prefix = ''): string {
  const query = withReturnTo(new URLSearchParams(phone ? { mobile: phone.mobileNumber, countryCode: phone.countryCode } : {}), returnTo);
  return query.size > 0 ? `${prefix}/login?${query}` : `${prefix}/login`;
}

export function verifyOtpUrl(
  phone: PhoneNumber,
  verificationId: string,
  isSignup: boolean,
  username?: string,
  returnTo?: string | null,
  prefix = '',
): string {
  const query = new URLSearchParams({ mobile: phone.mobileNumber, countryCode: phone.countryCode, verificationId });
  if (username) query.set('username', username);
  query.set('isSignup', String(isSignup));
  return `${prefix}/verify-otp?${withReturnTo(query, returnTo)}`;
}
