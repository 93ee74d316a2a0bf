/** Sign-in rules: the admin's e-mail and password, the traveller's phone, username and one-time code. */
import { DIGITS, EMAIL, isBlank, textOf } from './field-values.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import type { FieldErrors } from './validation.ts';

export interface AdminLoginInput {
  email?: unknown;
  password?: unknown;
}

export function validateAdminLogin(input: AdminLoginInput): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  if (!email) errors.email = messages.emailRequired;
  else if (!EMAIL.test(email) || email.length > limits.shortTextMax) errors.email = messages.emailInvalid;
  if (!password) errors.password = messages.passwordRequired;
  else if (password.length < limits.passwordMinLength) errors.password = messages.passwordTooShort;
  return errors;
}

// ---------------------------------------------------------------- traveller sign-in

export function validateMobileNumber(value: unknown): string | null {
  if (isBlank(value)) return messages.mobileRequired;
  const mobile = textOf(value)?.trim() ?? '';
  // E.164 numbers have at most 15 digits; fewer than 4 is no phone number anywhere.
  return DIGITS.test(mobile) && mobile.length >= 4 && mobile.length <= 15 ? null : messages.mobileInvalid;
}

/** A number as people type it ('98765 43210', '98765-43210'): spaces and dashes dropped, digits kept. */
export const compactMobileNumber = (value: unknown): string => String(value ?? '').replace(/[\s-]/g, '');

export function validateCountryCode(value: unknown): string | null {
  const code = normalizeCountryCode(value);
  return /^\d{1,4}$/.test(code) ? null : messages.countryCodeInvalid;
}

/** '+91' and '91' are the same country code; stored without the plus. */
export const normalizeCountryCode = (value: unknown): string => (textOf(value ?? '') ?? '').trim().replace(/^\+/, '');

export function validateUsername(value: unknown): string | null {
  if (isBlank(value)) return messages.usernameRequired;
  // `true` or 12345 in JSON is no username someone typed.
  if (typeof value !== 'string') return messages.usernameCharacters;
  const username = value.trim();
  if (username.length < limits.usernameMinLength) return messages.usernameTooShort;
  if (username.length > limits.usernameMaxLength) return messages.usernameTooLong;
  if (!/^[A-Za-z0-9_]+$/.test(username)) return messages.usernameCharacters;
  return null;
}

export function validateOtp(value: unknown): string | null {
  if (isBlank(value)) return messages.otpRequired;
  return /^\d{4}$/.test(textOf(value)?.trim() ?? '') ? null : messages.otpInvalid;
}
