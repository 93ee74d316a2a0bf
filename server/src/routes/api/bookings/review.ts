/**
 * /api/bookings/{id}/review: the traveller's review of their own booking (docs/product.md#reviews-from-travellers).
 * Read it (or whether one may be written), upload its photos or video, send it once the departure
 * has started; it waits as `pending` until an admin publishes it. Anyone else's booking is 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  baseNameOf,
  bookingMessages,
  calendarDay,
  DomainError,
  fileNameStem,
  limits,
  parseTravellerReview,
} from '../../../domain/index.ts';
import { ReviewSchema } from '../../../entities/review.ts';
import { PresignedUploadSchema } from '../../../entities/upload.ts';
import { notFound } from '../../../errors.ts';
import { travellerOf } from '../../../plugins/auth.ts';
import { findBooking } from '../../../repositories/bookings.ts';
import { errorResponses, IdParams } from '../../../schemas.ts';
import { reviewStateOf, reviewUploadKey, submitTravellerReview } from '../../../services/catalogue/traveller-reviews.ts';
import { checkedUpload, issueUpload } from '../admin/upload.ts';
import { isPlainObject } from '../admin/form-values.ts';
import { noStore } from '../no-store.ts';
import { parseBodyWith } from '../parsed-body.ts';

const security = [{ bearerAuth: [] }];
const tags = ['bookings'];

const ReviewState = Type.Object({
  review: Type.Union([ReviewSchema, Type.Null()], { description: 'The review written for this booking, if any' }),
  canReview: Type.Boolean({ description: 'Whether a review may be written now' }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why not (the message POST would answer with 409), else null' }),
});

const TravellerReviewBody = Type.Object({
  rating: Type.Integer({ minimum: limits.ratingMin, maximum: limits.ratingMax }),
  reviewText: Type.String({ minLength: 1, maxLength: limits.longTextMax }),
  images: Type.Optional(
    Type.Array(Type.String({ maxLength: limits.urlMax }), {
      maxItems: limits.reviewImagesMax,
      description: 'fileUrl of photos uploaded through /review/presigned-url (or a video, not both)',
    }),
  ),
  video: Type.Optional(
    Type.Union([Type.String({ maxLength: limits.urlMax }), Type.Null()], { description: 'fileUrl of one uploaded video' }),
  ),
});

const UploadBody = Type.Object({
  fileName: Type.String({ maxLength: 255, description: 'Original name; its extension decides the type: a photo or a video' }),
  fileType: Type.String({ maxLength: 100, description: 'MIME type; must agree with the extension' }),
  fileSize: Type.Integer({ minimum: 1, description: 'Bytes, within the limits of docs/product.md#rules' }),
});

const bookingReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => calendarDay(app.now(), app.config.TIME_ZONE);
  const ownBooking = async (id: string, userId: string) => {
    const booking = await findBooking(app.db, id, app.now(), userId);
    if (!booking) throw notFound(bookingMessages.bookingNotFound);
    return booking;
  };

  app.get(
    '/:id/review',
    {
      onSend: noStore,
      schema: {
        tags,
        security,
        summary: 'The review of one of my bookings, and whether one may be written now',
        params: IdParams,
        response: { 200: ReviewState, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const booking = await ownBooking(request.params.id, travellerOf(request).id);
      return reviewStateOf(app.db, booking, today());
    },
  );

  app.post(
    '/:id/review/presigned-url',
    {
      onSend: noStore,
      schema: {
        tags,
        security,
        summary: 'A short-lived URL to PUT one photo or video of my review to',
        description:
          'As POST /api/admin/upload/presigned-url, for photos and videos only, while the booking may be reviewed. ' +
          '400: a type not allowed; 409: the booking may not be reviewed now; 413: over the size limit.',
        params: IdParams,
        body: UploadBody,
        response: { 200: PresignedUploadSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
      preValidation: async (request) => {
        const body: unknown = request.body;
        const { fileName, fileType, fileSize } = checkedUpload(isPlainObject(body) ? body : {}, ['image', 'video']);
        request.body = { fileName, fileType, fileSize };
      },
    },
    async (request) => {
      const booking = await ownBooking(request.params.id, travellerOf(request).id);
      const state = await reviewStateOf(app.db, booking, today());
      if (state.reason) throw new DomainError('conflict', state.reason);
      const { fileName, fileType, fileSize } = request.body;
      const key = reviewUploadKey(fileName, booking.id, fileNameStem(baseNameOf(fileName)));
      return issueUpload(app, request, { key, fileName, fileType, fileSize });
    },
  );

  app.post(
    '/:id/review',
    {
      schema: {
        tags,
        security,
        summary: 'Review one of my bookings once its departure has started (once per booking)',
        description:
          'Rating, text, and up to 3 photos or one video uploaded through /review/presigned-url. The review waits as ' +
          '`pending` until an admin publishes it. 409: already reviewed, not confirmed or paid, or before the start.',
        params: IdParams,
        body: TravellerReviewBody,
        response: { 201: Type.Object({ review: ReviewSchema }), ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: parseBodyWith(parseTravellerReview),
    },
    async (request, reply) => {
      const booking = await ownBooking(request.params.id, travellerOf(request).id);
      const { rating, reviewText, images = [], video = null } = request.body;
      const review = await submitTravellerReview(app.db, app.config, booking, { rating, reviewText, images, video }, today());
      return reply.status(201).send({ review });
    },
  );
};

export default bookingReviewRoutes;
