/**
 * Admin trips: /api/admin/trips list, get, create, update, delete (docs/product.md#calls). Writes accept JSON or
 * multipart fields and are checked by the domain's trip rules; lists also speak ra-data-simple-rest.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { calendarDay, checkTripDatesNotPast, firstError, messages, type Trip, validateTrip } from '../domain/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { deleteTrip, findTrip, insertTrip, listTrips, tripSortFields, updateTrip } from '../repositories/trips.ts';
import { droppedMedia } from '../services/media-storage.ts';
import { TripSchema } from '../entities/trip.ts';
import { adminSecurity, errorResponses, IdParams } from '../schemas.ts';
import { registerAdminList } from './admin-list.ts';
import { definedOnly, isPlainObject, numberOrRaw, optionalText, urlList } from './form-values.ts';

const TripBody = Type.Object({
  place: Type.Optional(Type.String()),
  startDate: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  endDate: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  date: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  price: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  days: Type.Optional(Type.String()),
  groupSize: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  description: Type.Optional(Type.String()),
  googleSheetUrl: Type.Optional(Type.String()),
  images: Type.Optional(Type.Array(Type.String(), { maxItems: 10, description: 'URLs; multipart: joined by commas' })),
  video: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  itineraryPdf: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
type TripFields = Partial<Omit<Trip, 'id' | 'createdAt' | 'updatedAt'>>;

/** The fields a request gives, normalized; absent fields stay absent. */
function tripFields(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) return {};
  return definedOnly({
    place: typeof body.place === 'string' ? body.place.trim() : body.place,
    startDate: optionalText(body.startDate),
    endDate: optionalText(body.endDate),
    date: optionalText(body.date),
    price: numberOrRaw(body.price),
    days: typeof body.days === 'string' ? body.days.trim() : numberOrRaw(body.days),
    groupSize: body.groupSize === '' || body.groupSize === null ? null : numberOrRaw(body.groupSize),
    description: typeof body.description === 'string' ? body.description.trim() : body.description,
    googleSheetUrl: typeof body.googleSheetUrl === 'string' ? body.googleSheetUrl.trim() : body.googleSheetUrl,
    images: urlList(body.images),
    video: optionalText(body.video),
    itineraryPdf: optionalText(body.itineraryPdf),
  });
}

/** A numeric duration ("7") is kept as text: days is free text (docs/product.md#entities). */
const asRow = (fields: Record<string, unknown>) => {
  const row = { ...fields } as TripFields & Record<string, unknown>;
  if (typeof row.days === 'number') row.days = String(row.days);
  if (row.date === undefined && row.startDate) row.date = row.startDate;
  return row;
};

const adminTripRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin trips'];
  const today = () => calendarDay(app.now(), app.config.TIME_ZONE);

  registerAdminList(app, {
    tags,
    key: 'trips',
    resource: 'trips',
    item: TripSchema,
    sortFields: tripSortFields,
    list: async (params) => {
      const { trips: items, total } = await listTrips(app.db, params);
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
        response: { 200: Type.Object({ success: Type.Boolean(), trip: TripSchema }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const trip = await findTrip(app.db, request.params.id);
      if (!trip) throw notFound(messages.tripNotFound);
      return { success: true, trip };
    },
  );

  const writeResponse = { 200: Type.Object({ success: Type.Boolean(), trip: TripSchema, message: Type.String() }) };

  app.post(
    '/',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Create a trip (JSON or multipart form fields)',
        body: TripBody,
        response: { 201: writeResponse[200], ...errorResponses(400, 401, 403) },
      },
      preValidation: async (request) => {
        const fields = tripFields(request.body);
        const error = firstError(validateTrip(fields)) ?? checkTripDatesNotPast(fields, today());
        if (error) throw badRequest(error);
        request.body = fields;
      },
    },
    async (request, reply) => {
      const row = asRow(request.body);
      const trip = await insertTrip(app.db, {
        place: row.place!,
        startDate: row.startDate ?? null,
        endDate: row.endDate ?? null,
        date: row.date ?? null,
        price: row.price!,
        days: row.days!,
        groupSize: row.groupSize ?? null,
        description: row.description!,
        googleSheetUrl: row.googleSheetUrl!,
        images: row.images ?? [],
        video: row.video ?? null,
        itineraryPdf: row.itineraryPdf ?? null,
      });
      app.contentEvents.contentChanged();
      return reply.status(201).send({ success: true, trip, message: 'Trip created successfully' });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Update a trip: given fields replace, absent fields stay',
        params: IdParams,
        body: TripBody,
        response: { ...writeResponse, ...errorResponses(400, 401, 403, 404) },
      },
      // Runs before schema validation so that a bad value gets the specification's message, not a schema's.
      preValidation: async (request) => {
        // An absent field means "keep it"; a body that is not an object at all is refused, not a no-op.
        if (!isPlainObject(request.body)) throw badRequest(messages.invalidRequest);
        const existing = await findTrip(app.db, request.params.id);
        if (!existing) throw notFound(messages.tripNotFound);
        const changes = tripFields(request.body);
        // Only dates being changed must not be in the past: an old trip stays editable.
        const changedDates = {
          startDate: changes.startDate !== existing.startDate ? changes.startDate : undefined,
          endDate: changes.endDate !== existing.endDate ? changes.endDate : undefined,
        };
        const error = firstError(validateTrip({ ...existing, ...changes })) ?? checkTripDatesNotPast(changedDates, today());
        if (error) throw badRequest(error);
        request.body = changes;
      },
    },
    async (request) => {
      const before = await findTrip(app.db, request.params.id);
      const trip = await updateTrip(app.db, request.params.id, asRow(request.body));
      if (!before || !trip) throw notFound(messages.tripNotFound);
      app.contentEvents.contentChanged();
      await app.mediaStorage?.removeFiles(
        droppedMedia([...before.images, before.video, before.itineraryPdf], [...trip.images, trip.video, trip.itineraryPdf]),
      );
      return { success: true, trip, message: 'Trip updated successfully' };
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
      const trip = await deleteTrip(app.db, request.params.id);
      if (!trip) throw notFound(messages.tripNotFound);
      app.contentEvents.contentChanged();
      await app.mediaStorage?.removeFiles([...trip.images, trip.video, trip.itineraryPdf]);
      return { success: true, message: 'Trip deleted successfully', id: trip.id };
    },
  );
};

export default adminTripRoutes;
