/** A trip's rules, as the admin form and the API check them. */
import {
  DURATION,
  isBlank,
  isBlankOrMediaUrl,
  isHttpUrl,
  isValidDate,
  optionalDate,
  parseDecimal,
  textOf,
  validateMediaList,
} from './field-values.ts';
import { parseTripCancellationPolicy, parseTripGstRate } from './cancellation.ts';
import { limits } from './limits.ts';
import { messages, tooLong } from './messages.ts';
import { parseTripThemes, tripThemesInvalid } from './trip-themes.ts';
import { parseGroupDiscount } from './pricing-validation.ts';
import { parseTripRequirements } from './trip-requirements.ts';
import type { FieldErrors } from './validation.ts';

/** The trip form's fields: a Trip's, less its id and timestamps. */
type TripField =
  | 'place'
  | 'startDate'
  | 'endDate'
  | 'date'
  | 'price'
  | 'days'
  | 'groupSize'
  | 'description'
  | 'googleSheetUrl'
  | 'images'
  | 'video'
  | 'itineraryPdf'
  | 'cancellationPolicy'
  | 'gstRatePercent'
  | 'themes'
  | 'placeHi'
  | 'descriptionHi'
  | 'groupDiscount'
  | 'requirements';
/** The trip form's fields before checking: any value. */
export type TripInput = { [K in TripField]?: unknown };

export function validateTrip(input: TripInput): FieldErrors<TripField> {
  const errors: FieldErrors<TripField> = {};
  const place = isBlank(input.place) ? '' : (textOf(input.place)?.trim() ?? null);
  if (place === null) errors.place = messages.invalidRequest;
  else if (!place) errors.place = messages.destinationRequired;
  else if (place.length > limits.shortTextMax) errors.place = tooLong('Destination', limits.shortTextMax);

  const startDate = optionalDate(input.startDate);
  const endDate = optionalDate(input.endDate);
  const date = optionalDate(input.date);
  if (startDate && !isValidDate(startDate)) errors.startDate = messages.dateInvalid;
  if (endDate && !isValidDate(endDate)) errors.endDate = messages.dateInvalid;
  if (date && !isValidDate(date)) errors.date = messages.dateInvalid;
  if (startDate && endDate && !errors.startDate && !errors.endDate && endDate <= startDate) {
    errors.endDate = messages.endDateAfterStart;
  }

  const price = parseDecimal(input.price);
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
    const groupSize = parseDecimal(input.groupSize);
    if (typeof input.groupSize === 'boolean' || !Number.isInteger(groupSize) || groupSize <= 0 || groupSize > 100000) {
      errors.groupSize = messages.groupSizePositive;
    }
  }

  if (isBlank(input.description)) errors.description = messages.descriptionRequired;
  else if (textOf(input.description) === null) errors.description = messages.invalidRequest;
  else if (textOf(input.description)!.length > limits.longTextMax) {
    errors.description = tooLong('Description', limits.longTextMax);
  }

  for (const [field, limit, name] of [
    ['placeHi', limits.shortTextMax, 'Destination in Hindi'],
    ['descriptionHi', limits.longTextMax, 'Description in Hindi'],
  ] as const) {
    const value = input[field];
    if (isBlank(value)) continue;
    const text = textOf(value);
    if (text === null) errors[field] = messages.invalidRequest;
    else if (text.trim().length > limit) errors[field] = tooLong(name, limit);
  }

  if (isBlank(input.googleSheetUrl)) errors.googleSheetUrl = messages.googleSheetUrlRequired;
  else if (!isHttpUrl(textOf(input.googleSheetUrl)?.trim() ?? '')) errors.googleSheetUrl = messages.urlInvalid;

  const imageError = validateMediaList(input.images, limits.tripImagesMax);
  if (imageError) errors.images = imageError;
  if (!isBlankOrMediaUrl(input.video)) errors.video = messages.urlInvalid;
  if (!isBlankOrMediaUrl(input.itineraryPdf)) errors.itineraryPdf = messages.urlInvalid;
  const policy = parseTripCancellationPolicy(input.cancellationPolicy);
  if ('error' in policy) errors.cancellationPolicy = policy.error;
  const gstRate = parseTripGstRate(input.gstRatePercent);
  if ('error' in gstRate) errors.gstRatePercent = gstRate.error;
  const groupDiscount = parseGroupDiscount(input.groupDiscount);
  if ('error' in groupDiscount) errors.groupDiscount = groupDiscount.error;
  if (input.themes !== undefined && parseTripThemes(input.themes) === null) errors.themes = tripThemesInvalid;
  const requirements = input.requirements === undefined ? null : parseTripRequirements(input.requirements);
  if (requirements && 'error' in requirements) errors.requirements = requirements.error;
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
