/**
 * Reviews from real travellers (docs/product.md#reviews-from-travellers): who may write one, for
 * which booking and when, the statuses a review goes through, and what the pages and the API say.
 */
import type { Parsed } from './booking-validation.ts';
import type { BookingStatus } from './bookings.ts';
import { leadTravellerName } from './exports.ts';
import { isBlank } from './field-values.ts';
import { reviewerText } from './format.ts';
import { fallbacks } from './limits.ts';
import { checkReviewMedia } from './media-rules.ts';
import { validateReview } from './review-validation.ts';
import { firstError } from './validation.ts';
import type { ReviewSource, ReviewStatus } from './review-statuses.ts';

/** Bookings whose travellers went (or are going) on the trip: the ones that may be reviewed. */
export const reviewableBookingStatuses: readonly BookingStatus[] = ['confirmed', 'paid'];

export const travellerReviewMessages = {
  alreadyReviewed: 'You have already reviewed this booking',
  beforeStart: 'You can review this trip once it has started',
  notReviewable: 'Only a confirmed or paid booking can be reviewed',
  statusInvalid: 'Status must be pending or published',
  mediaNotUploaded: 'Photos and videos must be uploaded from this page',
} as const;

/** Texts people read on the review page, the booking page, the landing and in the back office. */
export const travellerReviewTexts = {
  writeReview: 'Write a review',
  seeReview: 'Your review',
  pageTitle: 'Review your trip',
  lead: 'How was your trip? Your review helps other travellers choose.',
  rating: 'Your rating',
  text: 'Your review',
  media: 'Photos or a video (optional)',
  submit: 'Send review',
  sending: 'Sending...',
  thanksTitle: 'Thank you for your review!',
  thanksText: 'Our team reads every review; yours will appear on our site once it is published.',
  yourReview: 'Your review',
  pending: 'Awaiting publication',
  published: 'Published',
  backToBooking: 'Back to your booking',
  verifiedTraveller: 'Verified traveller',
  statusLabel: { pending: 'Pending', published: 'Published' } satisfies Record<ReviewStatus, string>,
  sourceLabel: { admin: 'Entered by admin', traveller: 'Traveller' } satisfies Record<ReviewSource, string>,
  publish: 'Publish',
  unpublish: 'Unpublish',
  publishedNotice: 'Review published',
  unpublishedNotice: 'Review moved back to pending',
} as const;

/**
 * The name a traveller's review is shown under: the booking's lead traveller as named on it (the first traveller),
 * else the account's username. People sign their words with their name, not a handle.
 */
export function travellerReviewerName(booking: { travellers: readonly { name: string }[]; user: { username: string } }): string {
  return reviewerText(leadTravellerName(booking));
}

/**
 * 'Verified traveller' follows the booking as it is now: a traveller's review of a booking still confirmed or paid
 * (cancelled and refunded, the badge goes; the review itself stays as published).
 */
export const isVerifiedTravellerReview = (review: { source: ReviewSource }, bookingStatus: BookingStatus | null): boolean =>
  review.source === 'traveller' && bookingStatus !== null && reviewableBookingStatuses.includes(bookingStatus);

/**
 * Whether a review's text is shown beside its media. A traveller's words are always shown (they wrote them to be
 * read); a review entered in the back office with media shows the media instead, as its form's preview notes
 * (messages.reviewTextHiddenNote).
 */
export const reviewTextShown = (review: { source: ReviewSource; images: readonly string[]; video: string | null }): boolean =>
  review.source === 'traveller' || (review.images.length === 0 && !review.video);

/**
 * Why this booking may not be reviewed now (the 409 message), or null when it may: one review per
 * booking, a confirmed or paid booking, and its departure started (`today` in TIME_ZONE, YYYY-MM-DD).
 */
export function reviewRefusal(
  booking: { status: BookingStatus; startDate: string },
  today: string,
  alreadyReviewed: boolean,
): string | null {
  if (alreadyReviewed) return travellerReviewMessages.alreadyReviewed;
  if (!reviewableBookingStatuses.includes(booking.status)) return travellerReviewMessages.notReviewable;
  if (booking.startDate > today) return travellerReviewMessages.beforeStart;
  return null;
}

/** What a traveller sends: the rating, the text, and either up to 3 photos or one video (uploaded URLs). */
export interface TravellerReviewDraft {
  rating: number;
  reviewText: string;
  images: string[];
  video: string | null;
}

/**
 * A traveller's review body checked by the review rules of the admin form (docs/product.md#rules:
 * text, rating, media; the name is the traveller's own) and the media rule (photos or a video).
 */
export function parseTravellerReview(input: Record<string, unknown>): Parsed<TravellerReviewDraft> {
  const images = input.images === undefined || input.images === null ? [] : input.images;
  const video = isBlank(input.video) ? null : input.video;
  const errors = validateReview({ reviewerName: fallbacks.reviewer, rating: input.rating, reviewText: input.reviewText, images, video });
  const error = firstError(errors) ?? checkReviewMedia({ images, video });
  if (error) return { error };
  return {
    value: {
      rating: Number(input.rating),
      reviewText: String(input.reviewText).trim(),
      images: images as string[],
      video: video as string | null,
    },
  };
}
