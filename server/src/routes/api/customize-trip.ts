/**
 * POST /api/customize-trip (docs/product.md#calls), for a signed-in traveller. The request is stored first and
 * answered 201; the business is notified afterwards (services/customization-notifier), so a
 * failing mail server or webhook never loses a request.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  checkCustomization,
  customizationTypeInvalid,
  customizationTypes,
  earliestTodayAnywhere,
  isCustomizationType,
  limits,
  messages,
} from '../../domain/index.ts';
import { badRequest } from '../../errors.ts';
import { UUID } from '../../repositories/list-query.ts';
import { findTrip } from '../../repositories/trips.ts';
import { CustomizationRequestBodySchema } from '../../entities/customization-request.ts';
import { errorResponses } from '../../schemas.ts';
import { travellerOf } from '../../plugins/auth.ts';
import { isPlainObject, numberOrRaw } from './admin/form-values.ts';
import { uncheckedBody } from './parsed-body.ts';

const optionalInt = (value: unknown) => (value === '' || value === null ? undefined : numberOrRaw(value));

/**
 * The page's trip as it was shown: docs/product.md#entities days are "free text or number" and a page may hold the
 * price or id as text, so those are taken either way rather than losing the request.
 */
function tripSnapshot(trip: unknown): unknown {
  if (!isPlainObject(trip)) return trip;
  const asText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);
  const price = trip.price === '' || trip.price === null ? undefined : numberOrRaw(trip.price);
  return { ...trip, id: asText(trip.id), days: asText(trip.days), price };
}

const customizeTripRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requireTraveller,
      schema: {
        tags: ['customization'],
        security: [{ bearerAuth: [] }],
        summary: 'Send a trip customization request (traveller token)',
        body: CustomizationRequestBodySchema,
        response: {
          201: Type.Object({ success: Type.Boolean(), message: Type.String(), requestId: Type.String() }),
          ...errorResponses(400, 401, 403),
        },
      },
      preValidation: async (request) => {
        const body: Record<string, unknown> = isPlainObject(request.body) ? request.body : {};
        const data = isPlainObject(body.customizationData) ? body.customizationData : {};
        const normalized = {
          preferredPlace: typeof data.preferredPlace === 'string' ? data.preferredPlace.trim() : data.preferredPlace,
          numberOfMembers: numberOrRaw(data.numberOfMembers),
          startDate: data.startDate,
          endDate: data.endDate,
          numberOfAdults: optionalInt(data.numberOfAdults),
          numberOfKids: optionalInt(data.numberOfKids),
          tripType: data.tripType === '' || data.tripType === null ? undefined : data.tripType,
          additionalNotes: typeof data.additionalNotes === 'string' ? data.additionalNotes.trim() || undefined : data.additionalNotes,
        };
        const problem = checkCustomization(normalized, earliestTodayAnywhere(app.now()));
        if (problem) throw badRequest(problem.text);
        if (!isCustomizationType(body.type)) throw badRequest(customizationTypeInvalid(customizationTypes));
        // The schema checks what is left (the trip's fields, the message) and gives the handler its type.
        uncheckedBody(request, { ...body, trip: tripSnapshot(body.trip), customizationData: JSON.parse(JSON.stringify(normalized)) });
      },
    },
    async (request, reply) => {
      const traveller = travellerOf(request);
      const { type, trip: tripRef, customizationData: data } = request.body;
      const message = (request.body.message ?? '').slice(0, limits.longTextMax * 2);
      // The trip is snapshotted from our own data when it still exists, else from what the page showed.
      const trip = tripRef?.id && UUID.test(tripRef.id) ? await findTrip(app.db, tripRef.id) : null;
      const row = await app.customizationRequests.store({
        type,
        userId: traveller.id,
        username: traveller.username,
        mobileNumber: traveller.mobileNumber,
        countryCode: traveller.countryCode,
        email: traveller.email,
        tripId: trip?.id ?? null,
        tripName: trip?.place ?? tripRef?.name?.slice(0, limits.shortTextMax) ?? null,
        tripPrice: trip?.price ?? (typeof tripRef?.price === 'number' && Number.isFinite(tripRef.price) ? tripRef.price : null),
        tripDays: trip?.days ?? tripRef?.days?.slice(0, limits.durationMaxLength) ?? null,
        preferredPlace: data.preferredPlace,
        numberOfMembers: data.numberOfMembers,
        numberOfAdults: data.numberOfAdults ?? null,
        numberOfKids: data.numberOfKids ?? null,
        tripType: data.tripType ?? null,
        startDate: data.startDate,
        endDate: data.endDate,
        additionalNotes: data.additionalNotes ?? null,
        message: message || `${traveller.username} asked to customize a trip to ${data.preferredPlace}`,
      });
      return reply.status(201).send({ success: true, message: messages.customizationSentText, requestId: row.id });
    },
  );
};

export default customizeTripRoutes;
