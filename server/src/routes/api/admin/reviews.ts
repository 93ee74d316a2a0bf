/**
 * Admin reviews: /api/admin/reviews list, get, create, update, delete (docs/product.md#calls), with the domain's
 * review rules (admin-media-records.ts runs the write flow); JSON or multipart; lists also speak ra-data-simple-rest.
 * Publishing a traveller's review is an update of its `status` (pending → published), which refreshes the public pages.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import {
  checkReviewMedia,
  firstError,
  isReviewStatus,
  limits,
  messages,
  travellerReviewMessages,
  validateReview,
} from '../../../domain/index.ts';
import type { Review } from '../../../entities/index.ts';
import { UUID } from '../../../repositories/list-query.ts';
import { findReview, listReviews, reviewSortFields } from '../../../repositories/reviews.ts';
import { deleteReview, insertReview, updateReview } from '../../../services/catalogue/public-content.ts';
import { findTrip } from '../../../repositories/trips.ts';
import { ReviewSchema } from '../../../entities/review.ts';
import { registerAdminList } from './list.ts';
import { registerMediaRecordRoutes, uploadedUrlsText } from './media-records.ts';
import { definedOnly, isPlainObject, numberOrRaw, optionalText, urlList } from './form-values.ts';

/** The writable review fields, all optional (an update keeps what it does not name); `trip` is joined, not written. */
const ReviewBody = Type.Partial(
  Type.Object({
    ...Type.Omit(ReviewSchema, ['id', 'trip', 'source', 'bookingId', 'createdAt', 'updatedAt']).properties,
    images: Type.Array(ReviewSchema.properties.images.items, { maxItems: limits.reviewImagesMax, description: uploadedUrlsText }),
  }),
);

function reviewFields(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) return {};
  const trip = isPlainObject(body.trip) ? (body.trip.id ?? body.trip._id) : undefined;
  return definedOnly({
    reviewerName: typeof body.reviewerName === 'string' ? body.reviewerName.trim() : body.reviewerName,
    rating: numberOrRaw(body.rating),
    reviewText: typeof body.reviewText === 'string' ? body.reviewText.trim() : body.reviewText,
    images: urlList(body.images),
    video: optionalText(body.video),
    tripId: optionalText(body.tripId ?? trip),
    status: body.status,
  });
}

/** A review may name the trip it is about; an unknown trip is refused rather than dropped. */
async function checkTripLink(db: Kysely<Database>, tripId: unknown): Promise<string | null> {
  if (tripId === undefined || tripId === null) return null;
  const known = typeof tripId === 'string' && UUID.test(tripId) && (await findTrip(db, tripId));
  return known ? null : messages.tripNotFound;
}

const adminReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin reviews'];

  registerAdminList(app, {
    tags,
    key: 'reviews',
    resource: 'reviews',
    item: ReviewSchema,
    sortFields: reviewSortFields,
    list: async (params) => {
      const { reviews: items, total } = await listReviews(app.db, params);
      return { items, total };
    },
  });

  registerMediaRecordRoutes<Review>(app, {
    tags,
    noun: 'review',
    item: ReviewSchema,
    body: ReviewBody,
    messages: {
      notFound: messages.reviewNotFound,
      created: messages.reviewCreated,
      updated: messages.reviewUpdated,
      deleted: messages.reviewDeleted,
    },
    fields: reviewFields,
    check: async (candidate, changes) =>
      firstError(validateReview(candidate)) ??
      checkReviewMedia(candidate) ??
      (changes.status === undefined || isReviewStatus(changes.status) ? null : travellerReviewMessages.statusInvalid) ??
      (await checkTripLink(app.db, changes.tripId)),
    find: findReview,
    insert: (content, fields) =>
      insertReview(content, {
        reviewerName: fields.reviewerName as string,
        rating: fields.rating as number,
        reviewText: fields.reviewText as string,
        images: (fields.images as string[] | undefined) ?? [],
        video: (fields.video as string | null | undefined) ?? null,
        tripId: (fields.tripId as string | null | undefined) ?? null,
        // Entered by an admin: published unless they say otherwise.
        status: isReviewStatus(fields.status) ? fields.status : 'published',
      }),
    update: updateReview,
    remove: deleteReview,
    media: (review) => [...review.images, review.video],
  });
};

export default adminReviewRoutes;
