/**
 * What the signup and code pages read from their query (docs/product.md#screens): without a valid number (or, for the
 * code page, a verification) the page goes back to /login, so each answers null then.
 */
import { limits, normalizeCountryCode, validateCountryCode, validateMobileNumber } from '@travel/server/domain';
import type { PhoneNumber } from './mobile-auth.ts';

export interface OtpQuery {
  phone: PhoneNumber;
  verificationId: string;
  username?: string;
  isSignup: boolean;
}

export function signupPhone(query: URLSearchParams): PhoneNumber | null {
  const mobileNumber = query.get('mobile')?.trim() ?? '';
  const countryCode = normalizeCountryCode(query.get('countryCode') || limits.defaultCountryCode);
  return validateMobileNumber(mobileNumber) || validateCountryCode(countryCode) ? null : { mobileNumber, countryCode };
}

export function otpQuery(query: URLSearchParams): OtpQuery | null {
  const phone = signupPhone(query);
  const verificationId = query.get('verificationId')?.trim() ?? '';
  if (!phone || !verificationId) return null;
  return { phone, verificationId, username: query.get('username')?.trim() || undefined, isSignup: query.get('isSignup') === 'true' };
}
