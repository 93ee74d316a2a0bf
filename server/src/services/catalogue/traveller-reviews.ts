/**
 * Reviews from real travellers (docs/product.md#reviews-from-travellers): whether a booking may be
 * reviewed now, where its photos and video are uploaded, and storing the review as `pending` (the
 * public pages do not change until an admin publishes it, through services/public-content.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import {
  DomainError,
  extensionOf,
  reviewRefusal,
  type TravellerReviewDraft,
  travellerReviewerName,
  travellerReviewMessages,
} from '../../domain/index.ts';
import type { Booking, Review } from '../../entities/index.ts';
import { findBookingReview, insertReview } from '../../repositories/reviews.ts';
import { s3PublicBase } from '../media/storage/s3-address.ts';

/** A booking's review as its traveller sees it: the one written, and whether one may be written now (else why not). */
export interface ReviewState {
  review: Review | null;
  canReview: boolean;
  reason: string | null;
}

export async function reviewStateOf(db: Kysely<Database>, booking: Booking, today: string): Promise<ReviewState> {
  const review = await findBookingReview(db, booking.id);
  const reason = reviewRefusal(booking, today, review !== null);
  return { review, canReview: reason === null, reason };
}

/** Review uploads of a booking live in their own folder, so a review can only use files sent for it. */
const folderOf = (bookingId: string) => `reviews/${bookingId.toLowerCase()}`;

/** A new, unguessable key for one photo or video of this booking's review: 'reviews/<booking>/<stem>-<32 hex>.jpg'. */
export const reviewUploadKey = (fileName: string, bookingId: string, stem: string): string =>
  `${folderOf(bookingId)}/${stem}-${randomBytes(16).toString('hex')}.${extensionOf(fileName)}`;

/** Where the files of this booking's review are read from (the storage drivers' fileUrl, without the file). */
function reviewMediaBase(config: Config, bookingId: string): string {
  const base = config.STORAGE === 's3' ? s3PublicBase(config) : '/uploads';
  return `${base}/${folderOf(bookingId)}/`;
}

const ownFile = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Whether every photo and video of a draft was uploaded for this booking's review (not linked from elsewhere). */
export function usesOwnUploads(config: Config, bookingId: string, draft: TravellerReviewDraft): boolean {
  const base = reviewMediaBase(config, bookingId);
  return [...draft.images, ...(draft.video ? [draft.video] : [])].every(
    (url) => url.startsWith(base) && ownFile.test(url.slice(base.length)),
  );
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Stores the traveller's review of their booking as `pending`, under the lead traveller's name and about the booking's
 * trip. Refused (conflict) when the booking may not be reviewed now, or already has its review,
 * two submissions at once included (the unique index on booking_id decides).
 */
export async function submitTravellerReview(
  db: Kysely<Database>,
  config: Config,
  booking: Booking,
  draft: TravellerReviewDraft,
  today: string,
): Promise<Review> {
  const state = await reviewStateOf(db, booking, today);
  if (state.reason) throw new DomainError('conflict', state.reason);
  if (!usesOwnUploads(config, booking.id, draft)) throw new DomainError('invalid', travellerReviewMessages.mediaNotUploaded);
  try {
    return await insertReview(db, {
      reviewerName: travellerReviewerName(booking),
      rating: draft.rating,
      reviewText: draft.reviewText,
      images: draft.images,
      video: draft.video,
      tripId: booking.tripId,
      status: 'pending',
      source: 'traveller',
      bookingId: booking.id,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', travellerReviewMessages.alreadyReviewed);
    throw error;
  }
}
