/** Review: the one definition of its API shape, its type, its table and its row mapping. */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { limits } from '../domain/limits.ts';
import { type EntityTable, fieldReader, Instant, Nullable } from './columns.ts';

export const ReviewSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  reviewerName: Type.String(),
  rating: Type.Integer({ minimum: limits.ratingMin, maximum: limits.ratingMax }),
  reviewText: Type.String(),
  images: Type.Array(Type.String()),
  video: Nullable(Type.String()),
  tripId: Nullable(Type.String()),
  trip: Nullable(Type.Object({ id: Type.String(), place: Type.String() }, { description: 'The trip reviewed, joined' })),
  createdAt: Instant,
  updatedAt: Instant,
});
export type Review = Static<typeof ReviewSchema>;

/** The public list names the id `_id` (docs/product.md#entities); it carries `id` too. */
export const PublicReviewSchema = Type.Intersect([ReviewSchema, Type.Object({ _id: Type.String() })]);
export type PublicReview = Static<typeof PublicReviewSchema>;

export type ReviewsTable = EntityTable<Review, { derived: 'trip'; generated: 'id' | 'images' }>;
export type ReviewRow = Selectable<ReviewsTable>;

const reviewFields = fieldReader(ReviewSchema);

/** A row joined with its trip's place (null when the review is about no trip). */
export const toReview = (row: ReviewRow & { tripPlace: string | null }): Review => ({
  ...reviewFields(row),
  images: row.images ?? [],
  trip: row.tripId && row.tripPlace !== null ? { id: row.tripId, place: row.tripPlace } : null,
});
