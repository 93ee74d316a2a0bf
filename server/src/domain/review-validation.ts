/** A review's rules, as the admin form and the API check them. */
import { isBlank, isBlankOrMediaUrl, parseDecimal, textOf, validateMediaList } from './field-values.ts';
import { limits } from './limits.ts';
import { messages, tooLong } from './messages.ts';
import type { FieldErrors } from './validation.ts';

/** The review form's fields before checking (a Review less what the server sets): any value. */
export type ReviewInput = {
  [K in 'reviewerName' | 'rating' | 'reviewText' | 'images' | 'video' | 'status' | 'source' | 'bookingId']?: unknown;
};

type ReviewField = keyof ReviewInput;

export function validateReview(input: ReviewInput): FieldErrors<ReviewField> {
  const errors: FieldErrors<ReviewField> = {};
  const reviewerName = textOf(input.reviewerName);
  const reviewText = textOf(input.reviewText);
  if (isBlank(input.reviewerName)) errors.reviewerName = messages.reviewerNameRequired;
  else if (reviewerName === null) errors.reviewerName = messages.invalidRequest;
  else if (reviewerName.trim().length > limits.shortTextMax) {
    errors.reviewerName = tooLong('Reviewer name', limits.shortTextMax);
  }
  // docs/product.md#rules order: name, text, rating.
  if (isBlank(input.reviewText)) errors.reviewText = messages.reviewTextRequired;
  else if (reviewText === null) errors.reviewText = messages.invalidRequest;
  else if (reviewText.length > limits.longTextMax) {
    errors.reviewText = tooLong('Review text', limits.longTextMax);
  }
  const rating = parseDecimal(input.rating);
  if (
    isBlank(input.rating) ||
    typeof input.rating === 'boolean' ||
    !Number.isInteger(rating) ||
    rating < limits.ratingMin ||
    rating > limits.ratingMax
  ) {
    errors.rating = messages.ratingRange;
  }
  const imageError = validateMediaList(input.images, limits.reviewImagesMax);
  if (imageError) errors.images = imageError;
  if (!isBlankOrMediaUrl(input.video)) errors.video = messages.urlInvalid;
  return errors;
}
