/** Review: the one definition of its API shape, its type and its row mapping (its table: db/tables). */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { limits } from '../domain/limits.ts';
import { reviewSources, reviewStatuses } from '../domain/review-statuses.ts';
import { fieldReader, Instant, literals, Nullable } from './columns.ts';
import type { ReviewsTable } from '../db/schema.ts';

export const ReviewSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  reviewerName: Type.String(),
  rating: Type.Integer({ minimum: limits.ratingMin, maximum: limits.ratingMax }),
  reviewText: Type.String(),
  images: Type.Array(Type.String()),
  video: Nullable(Type.String()),
  tripId: Nullable(Type.String()),
  trip: Nullable(Type.Object({ id: Type.String(), place: Type.String() }, { description: 'The trip reviewed, joined' })),
  status: literals(reviewStatuses),
  source: literals(reviewSources),
  bookingId: Nullable(Type.String({ description: "The booking a traveller's review is about" })),
  createdAt: Instant,
  updatedAt: Instant,
});
export type Review = Static<typeof ReviewSchema>;

/**
 * The public list names the id `_id` (docs/product.md#entities); it carries `id` too. Only published
 * reviews are public, and never the booking a traveller's review is about: only whether it still stands (`verified`).
 */
export const PublicReviewSchema = Type.Intersect([
  Type.Omit(ReviewSchema, ['bookingId']),
  Type.Object({
    _id: Type.String(),
    verified: Type.Boolean({ description: "A traveller's review of a booking still confirmed or paid: 'Verified traveller'" }),
  }),
]);
export type PublicReview = Static<typeof PublicReviewSchema>;

export type ReviewRow = Selectable<ReviewsTable>;

const reviewFields = fieldReader(ReviewSchema);

/** A row joined with its trip's place (null when the review is about no trip). */
export const toReview = (row: ReviewRow & { tripPlace: string | null }): Review => ({
  ...reviewFields(row),
  images: row.images ?? [],
  trip: row.tripId && row.tripPlace !== null ? { id: row.tripId, place: row.tripPlace } : null,
});
