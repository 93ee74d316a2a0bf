/**
 * Every validation rule of docs/product.md#rules with its exact message. Each validator returns the errors of
 * the fields that fail, in the specification's checking order; `firstError` gives the one the API answers with.
 */
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { customizationTypes, tripTypes } from './types.ts';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export const firstError = (errors: FieldErrors): string | null => Object.values(errors).find(Boolean) ?? null;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
/**
 * A field's text: a string as it is, a finite number written out. Objects, arrays and booleans are
 * no text (null), never converted: `String()` on `{"toString": 1}` would throw.
 */
const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
/** Numbers as people write them in a form: '12', '-3', '12.5'. Not '0x1F', ' 12', '1e3' or '12 000'. */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
/** A number, or decimal text from a form; anything else (arrays, objects, booleans, hex) is NaN, never coerced. */
export const parseDecimal = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value) ? Number(value) : Number.NaN;
const toNumber = parseDecimal;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^\d+$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HTTP_URL = /^https?:\/\/[^\s]+$/i;
/** 4N/3D, 3D/4N, '7 days', '2 weeks', '1 month', '1 year', '5 days 4 nights', 'flexible', 'custom'. */
const DURATION =
  /^(?:\d+\s*n\s*\/\s*\d+\s*d|\d+\s*d\s*\/\s*\d+\s*n|\d+\s*(?:days?|nights?|weeks?|months?|years?)(?:\s*(?:,|\/|&|and)?\s*\d+\s*(?:days?|nights?))?|flexible|custom)$/i;

export function isValidDate(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const isHttpUrl = (value: string) => HTTP_URL.test(value) && value.length <= limits.urlMax;

// ---------------------------------------------------------------- admin login

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

// ---------------------------------------------------------------- trips

export interface TripInput {
  place?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  date?: unknown;
  price?: unknown;
  days?: unknown;
  groupSize?: unknown;
  description?: unknown;
  googleSheetUrl?: unknown;
  images?: unknown;
  video?: unknown;
  itineraryPdf?: unknown;
}

type TripField = keyof TripInput;

/** A date field's text; a value of the wrong type becomes text no date matches. */
const optionalDate = (value: unknown) => (isBlank(value) ? null : (textOf(value)?.trim() ?? '?'));

export function validateTrip(input: TripInput): FieldErrors<TripField> {
  const errors: FieldErrors<TripField> = {};
  const place = isBlank(input.place) ? '' : (textOf(input.place)?.trim() ?? null);
  if (place === null) errors.place = messages.invalidRequest;
  else if (!place) errors.place = messages.destinationRequired;
  else if (place.length > limits.shortTextMax) errors.place = `Destination must be at most ${limits.shortTextMax} characters`;

  const startDate = optionalDate(input.startDate);
  const endDate = optionalDate(input.endDate);
  const date = optionalDate(input.date);
  if (startDate && !isValidDate(startDate)) errors.startDate = messages.dateInvalid;
  if (endDate && !isValidDate(endDate)) errors.endDate = messages.dateInvalid;
  if (date && !isValidDate(date)) errors.date = messages.dateInvalid;
  if (startDate && endDate && !errors.startDate && !errors.endDate && endDate <= startDate) {
    errors.endDate = messages.endDateAfterStart;
  }

  const price = toNumber(input.price);
  if (isBlank(input.price) || typeof input.price === 'boolean' || !Number.isFinite(price) || price <= 0) {
    errors.price = messages.priceGreaterThanZero;
  } else if (price >= 1e10) errors.price = 'Price is too large';

  if (isBlank(input.days)) errors.days = messages.durationRequired;
  else {
    const days = textOf(input.days)?.trim() ?? '';
    if (!days) errors.days = messages.durationFormat;
    else if (days.length < limits.durationMinLength) errors.days = messages.durationTooShort;
    else if (days.length > limits.durationMaxLength) errors.days = messages.durationTooLong;
    else if (!DURATION.test(days)) errors.days = messages.durationFormat;
  }

  if (!isBlank(input.groupSize)) {
    const groupSize = toNumber(input.groupSize);
    if (typeof input.groupSize === 'boolean' || !Number.isInteger(groupSize) || groupSize <= 0 || groupSize > 100000) {
      errors.groupSize = messages.groupSizePositive;
    }
  }

  if (isBlank(input.description)) errors.description = messages.descriptionRequired;
  else if (textOf(input.description) === null) errors.description = messages.invalidRequest;
  else if (textOf(input.description)!.length > limits.longTextMax) {
    errors.description = `Description must be at most ${limits.longTextMax} characters`;
  }

  if (isBlank(input.googleSheetUrl)) errors.googleSheetUrl = messages.googleSheetUrlRequired;
  else if (!isHttpUrl(textOf(input.googleSheetUrl)?.trim() ?? '')) errors.googleSheetUrl = messages.urlInvalid;

  const imageError = validateMediaList(input.images, limits.tripImagesMax);
  if (imageError) errors.images = imageError;
  if (!isBlankOrMediaUrl(input.video)) errors.video = messages.urlInvalid;
  if (!isBlankOrMediaUrl(input.itineraryPdf)) errors.itineraryPdf = messages.urlInvalid;
  return errors;
}

/**
 * docs/product.md#rules: trip start and end dates have a minimum of today. Checked for dates being set, so a
 * past trip stays editable; `today` is 'YYYY-MM-DD' in India's time zone (calendarDay()).
 */
export function checkTripDatesNotPast(dates: { startDate?: unknown; endDate?: unknown }, today: string): string | null {
  const start = optionalDate(dates.startDate);
  const end = optionalDate(dates.endDate);
  if (start && isValidDate(start) && start < today) return messages.startDateInPast;
  if (end && isValidDate(end) && end < today) return messages.endDateInPast;
  return null;
}

/** Stored media are our own /uploads paths or web addresses (S3, CDN). */
export const isMediaUrl = (value: string) =>
  value.length <= limits.urlMax && (HTTP_URL.test(value) || /^\/uploads\/[A-Za-z0-9._\-/]+$/.test(value));

const isBlankOrMediaUrl = (value: unknown) => isBlank(value) || (typeof value === 'string' && isMediaUrl(value));

function validateMediaList(value: unknown, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) return messages.urlInvalid;
  if (value.length > max) return `Too many images: ${value.length}. Maximum ${max} images allowed.`;
  return value.every((item) => typeof item === 'string' && isMediaUrl(item)) ? null : messages.urlInvalid;
}

// ---------------------------------------------------------------- reviews

export interface ReviewInput {
  reviewerName?: unknown;
  rating?: unknown;
  reviewText?: unknown;
  images?: unknown;
  video?: unknown;
}

type ReviewField = keyof ReviewInput;

export function validateReview(input: ReviewInput): FieldErrors<ReviewField> {
  const errors: FieldErrors<ReviewField> = {};
  const reviewerName = textOf(input.reviewerName);
  const reviewText = textOf(input.reviewText);
  if (isBlank(input.reviewerName)) errors.reviewerName = messages.reviewerNameRequired;
  else if (reviewerName === null) errors.reviewerName = messages.invalidRequest;
  else if (reviewerName.trim().length > limits.shortTextMax) {
    errors.reviewerName = `Reviewer name must be at most ${limits.shortTextMax} characters`;
  }
  // docs/product.md#rules order: name, text, rating.
  if (isBlank(input.reviewText)) errors.reviewText = messages.reviewTextRequired;
  else if (reviewText === null) errors.reviewText = messages.invalidRequest;
  else if (reviewText.length > limits.longTextMax) {
    errors.reviewText = `Review text must be at most ${limits.longTextMax} characters`;
  }
  const rating = toNumber(input.rating);
  if (isBlank(input.rating) || typeof input.rating === 'boolean' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    errors.rating = messages.ratingRange;
  }
  const imageError = validateMediaList(input.images, limits.reviewImagesMax);
  if (imageError) errors.images = imageError;
  if (!isBlankOrMediaUrl(input.video)) errors.video = messages.urlInvalid;
  return errors;
}

// ---------------------------------------------------------------- statistics

export interface StatisticsInput {
  amazingTrips?: unknown;
  happyTravelers?: unknown;
  destinations?: unknown;
}

export function validateStatistics(input: StatisticsInput): FieldErrors<keyof StatisticsInput> {
  const errors: FieldErrors<keyof StatisticsInput> = {};
  for (const key of ['amazingTrips', 'happyTravelers', 'destinations'] as const) {
    const value = input[key];
    const n = toNumber(value);
    if (isBlank(value) || typeof value === 'boolean' || !Number.isInteger(n) || n < 0 || n > 2_000_000_000) {
      errors[key] = messages.statisticsNonNegative;
    }
  }
  return errors;
}

// ---------------------------------------------------------------- customization requests

export interface CustomizationInput {
  preferredPlace?: unknown;
  numberOfMembers?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  numberOfAdults?: unknown;
  numberOfKids?: unknown;
  tripType?: unknown;
  additionalNotes?: unknown;
}

export interface CustomizationProblem {
  field: keyof CustomizationInput;
  title: string;
  text: string;
}

const inRange = (value: unknown, min: number, max: number) => {
  const n = toNumber(value);
  return Number.isInteger(n) && n >= min && n <= max;
};

/**
 * The product's (docs/product.md#rules) five checks in order, each a warning popup (title and text), then the hints' ranges.
 * Returns the first problem, or null.
 */
/**
 * The product's (docs/product.md#rules) checks in order, then the limits. `today` ('YYYY-MM-DD'), when given, refuses a start
 * date before it (the specification's 'start date minimum today').
 */
export function checkCustomization(input: CustomizationInput, today?: string): CustomizationProblem | null {
  const missing = (field: keyof CustomizationInput, text: string): CustomizationProblem => ({
    field,
    title: messages.requiredFieldMissingTitle,
    text,
  });
  const preferredPlace = textOf(input.preferredPlace);
  if (isBlank(input.preferredPlace) || preferredPlace === null) return missing('preferredPlace', messages.preferredPlaceRequired);
  if (isBlank(input.numberOfMembers) || !(toNumber(input.numberOfMembers) >= 1)) {
    return missing('numberOfMembers', messages.membersMinimum);
  }
  if (isBlank(input.startDate)) return missing('startDate', messages.startDateRequired);
  if (isBlank(input.endDate)) return missing('endDate', messages.endDateRequired);
  const start = textOf(input.startDate)?.trim() ?? '';
  const end = textOf(input.endDate)?.trim() ?? '';
  if (!isValidDate(start)) return missing('startDate', messages.startDateRequired);
  if (!isValidDate(end)) return missing('endDate', messages.endDateRequired);
  if (end <= start) return { field: 'endDate', title: messages.invalidDateRangeTitle, text: messages.customizationEndAfterStart };
  if (today && start < today) return { field: 'startDate', title: messages.invalidDateTitle, text: messages.customizationStartInPast };
  const outOfRange = (field: keyof CustomizationInput, text: string): CustomizationProblem => ({
    field,
    title: messages.numberOutOfRangeTitle,
    text,
  });
  if (!inRange(input.numberOfMembers, limits.membersMin, limits.membersMax)) {
    return outOfRange('numberOfMembers', messages.membersRange);
  }
  if (!isBlank(input.numberOfAdults) && !inRange(input.numberOfAdults, limits.adultsMin, limits.adultsMax)) {
    return outOfRange('numberOfAdults', messages.adultsRange);
  }
  if (!isBlank(input.numberOfKids) && !inRange(input.numberOfKids, limits.kidsMin, limits.kidsMax)) {
    return outOfRange('numberOfKids', messages.kidsRange);
  }
  if (!isBlank(input.tripType) && !tripTypes.some((t) => t.value === input.tripType)) {
    return missing('tripType', messages.tripTypeInvalid);
  }
  if (preferredPlace.length > limits.shortTextMax) {
    return missing('preferredPlace', `Destination must be at most ${limits.shortTextMax} characters`);
  }
  if (!isBlank(input.additionalNotes) && (textOf(input.additionalNotes)?.length ?? Infinity) > limits.longTextMax) {
    return missing('additionalNotes', `Notes must be at most ${limits.longTextMax} characters`);
  }
  return null;
}

export const isCustomizationType = (value: unknown): boolean => customizationTypes.includes(value as (typeof customizationTypes)[number]);
