/**
 * Admin reviews: /api/admin/reviews list, get, create, update, delete (docs/product.md#calls), with the domain's
 * review rules; JSON or multipart; lists also speak ra-data-simple-rest.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { firstError, messages, validateReview } from '../domain/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { UUID } from '../repositories/list-query.ts';
import { deleteReview, findReview, insertReview, listReviews, reviewSortFields, updateReview } from '../repositories/reviews.ts';
import { findTrip } from '../repositories/trips.ts';
import { droppedMedia } from '../services/media-storage.ts';
import { ReviewSchema } from '../entities/review.ts';
import { adminSecurity, errorResponses, IdParams } from '../schemas.ts';
import { registerAdminList } from './admin-list.ts';
import { definedOnly, isPlainObject, numberOrRaw, optionalText, urlList } from './form-values.ts';

const ReviewBody = Type.Object({
  reviewerName: Type.Optional(Type.String()),
  rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  reviewText: Type.Optional(Type.String()),
  images: Type.Optional(Type.Array(Type.String(), { maxItems: 3, description: 'URLs; multipart: joined by commas' })),
  video: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  tripId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

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
  });
}

/** A review may name the trip it is about; an unknown trip is refused rather than dropped. */
async function checkTripLink(app: FastifyInstance, tripId: unknown) {
  if (tripId === undefined || tripId === null) return;
  if (typeof tripId !== 'string' || !UUID.test(tripId) || !(await findTrip(app.db, tripId))) throw badRequest(messages.tripNotFound);
}

const adminReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin reviews'];
  const writeResponse = Type.Object({ success: Type.Boolean(), review: ReviewSchema, message: Type.String() });

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

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), review: ReviewSchema }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const review = await findReview(app.db, request.params.id);
      if (!review) throw notFound('Review not found');
      return { success: true, review };
    },
  );

  app.post(
    '/',
    {
      schema: { tags, security: adminSecurity, body: ReviewBody, response: { 201: writeResponse, ...errorResponses(400, 401, 403) } },
      preValidation: async (request) => {
        const fields = reviewFields(request.body);
        const error = firstError(validateReview(fields));
        if (error) throw badRequest(error);
        await checkTripLink(app, fields.tripId);
        request.body = fields;
      },
    },
    async (request, reply) => {
      const body = request.body;
      const review = await insertReview(app.db, {
        reviewerName: body.reviewerName!,
        rating: body.rating!,
        reviewText: body.reviewText!,
        images: body.images ?? [],
        video: body.video ?? null,
        tripId: body.tripId ?? null,
      });
      app.contentEvents.contentChanged();
      return reply.status(201).send({ success: true, review, message: 'Review created successfully' });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        params: IdParams,
        body: ReviewBody,
        response: { 200: writeResponse, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: async (request) => {
        // An absent field means "keep it"; a body that is not an object at all is refused, not a no-op.
        if (!isPlainObject(request.body)) throw badRequest(messages.invalidRequest);
        const existing = await findReview(app.db, request.params.id);
        if (!existing) throw notFound('Review not found');
        const changes = reviewFields(request.body);
        const error = firstError(validateReview({ ...existing, ...changes }));
        if (error) throw badRequest(error);
        await checkTripLink(app, changes.tripId);
        request.body = changes;
      },
    },
    async (request) => {
      const before = await findReview(app.db, request.params.id);
      const review = await updateReview(app.db, request.params.id, request.body);
      if (!before || !review) throw notFound('Review not found');
      app.contentEvents.contentChanged();
      await app.mediaStorage?.removeFiles(droppedMedia([...before.images, before.video], [...review.images, review.video]));
      return { success: true, review, message: 'Review updated successfully' };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Boolean(), message: Type.String(), id: Type.String() }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const review = await deleteReview(app.db, request.params.id);
      if (!review) throw notFound('Review not found');
      app.contentEvents.contentChanged();
      await app.mediaStorage?.removeFiles([...review.images, review.video]);
      return { success: true, message: 'Review deleted successfully', id: review.id };
    },
  );
};

export default adminReviewRoutes;
