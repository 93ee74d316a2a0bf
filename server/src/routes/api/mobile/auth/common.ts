/**
 * What the traveller sign-in routes share: the phone number fields and their check, the signed-in
 * answer's shape, and the lookup of a registered (and not disabled) traveller.
 */
import type { Kysely } from 'kysely';
import Type from 'typebox';
import type { Database } from '../../../../db/schema.ts';
import {
  bookingMessages,
  isLanguage,
  type Language,
  languages,
  limits,
  messages,
  normalizeCountryCode,
  validateCountryCode,
  validateMobileNumber,
} from '../../../../domain/index.ts';
import type { User } from '../../../../entities/index.ts';
import { badRequest, forbidden } from '../../../../errors.ts';
import { findUserByMobile } from '../../../../repositories/users.ts';
import { UserSchema } from '../../../../entities/user.ts';
import type { Phone } from '../../../../services/accounts/otp-codes.ts';
import { isPlainObject } from '../../admin/form-values.ts';

export const tags = ['traveller sign-in'];

export const PhoneFields = {
  mobileNumber: Type.String({ description: 'Digits only, without the country code', examples: ['9876543210'] }),
  countryCode: Type.String({ description: "Digits, '+' optional; default 91", examples: ['91'] }),
};
export const PhoneBody = Type.Object(PhoneFields);
/** Beside SPEC's fields, never required: the language of the sign-in page, which the code's SMS is written in. */
const LanguageField = {
  language: Type.Optional(
    Type.Unsafe<Language>(
      Type.String({ enum: [...languages], description: "The sign-in page's language: the code's SMS is in it (default en)" }),
    ),
  ),
};
/** What asks for a code without a username (direct-login): the phone, and the page's language. */
export const CodeRequestBody = Type.Object({ ...PhoneFields, ...LanguageField });
export const SendOtpBody = Type.Object({
  ...PhoneFields,
  ...LanguageField,
  username: Type.Optional(
    Type.String({
      description: 'Given: sign up a new traveller (409 if the number is registered). Absent: a code to sign an existing traveller in.',
    }),
  ),
});
export const VerifyOtpBody = Type.Object({
  ...PhoneFields,
  verificationId: Type.String({ description: 'From send-otp or direct-login' }),
  otp: Type.Optional(Type.String({ description: 'The 4-digit code (or send it as `code`)' })),
  code: Type.Optional(Type.String({ description: 'Same as `otp`, for clients that name it so' })),
  username: Type.Optional(Type.String({ description: 'Ignored: the username given to send-otp is the one registered' })),
});
export const SignedInUser = Type.Intersect([UserSchema, Type.Object({ isNewUser: Type.Boolean() })]);

/** The phone number of a request body, checked by the specification's rules (their messages win over the schema's). */
export function phoneOf(body: unknown): Phone {
  const fields = isPlainObject(body) ? body : {};
  const mobileError = validateMobileNumber(fields.mobileNumber);
  if (mobileError) throw badRequest(mobileError);
  const given = fields.countryCode;
  const countryCode = given === undefined || given === null || given === '' ? limits.defaultCountryCode : given;
  const countryError = validateCountryCode(countryCode);
  if (countryError) throw badRequest(countryError);
  return { mobileNumber: String(fields.mobileNumber).trim(), countryCode: normalizeCountryCode(countryCode) };
}

/** The language a body names for the code's SMS: English when it names none; another value is refused (400). */
export function languageOf(body: unknown): { language?: Language } {
  const given = isPlainObject(body) ? body.language : undefined;
  if (given === undefined) return {};
  if (!isLanguage(given)) throw badRequest(bookingMessages.languageInvalid);
  return { language: given };
}

/** The traveller registered with this number, or null; a disabled account is refused (403). */
export async function existingTraveller(db: Kysely<Database>, phone: Phone): Promise<User | null> {
  const user = await findUserByMobile(db, phone.countryCode, phone.mobileNumber);
  if (user && !user.isActive) throw forbidden(messages.accountDisabled);
  return user;
}
