/** A review's rules, as the admin form and the API check them. */
import { isBlank, isBlankOrMediaUrl, parseDecimal, textOf, validateMediaList } from './field-values.ts';
import { limits } from './limits.ts';
import { messages, tooLong } from './messages.ts';
import type { FieldErrors, InputOf } from './validation.ts';
import type { Review } from '../entities/review.ts';

export type ReviewInput = InputOf<Review, 'id' | 'tripId' | 'trip' | 'createdAt' | 'updatedAt'>;

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
