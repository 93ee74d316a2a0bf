/**
 * Admin trips: /api/admin/trips list, get, create, update, delete (docs/product.md#calls). Writes accept JSON or
 * multipart fields and are checked by the domain's trip rules (admin-media-records.ts runs the write
 * flow); lists also speak ra-data-simple-rest.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  calendarDay,
  checkTripDatesNotPast,
  firstError,
  limits,
  messages,
  parseTripCancellationPolicy,
  parseGroupDiscount,
  parseTripGstRate,
  parseTripRequirements,
  parseTripThemes,
  defaultTripRequirements,
  type TripRequirementsInput,
  validateTrip,
} from '../../../domain/index.ts';
import type { Trip } from '../../../entities/index.ts';
import { findTrip, listTrips, tripSortFields } from '../../../repositories/trips.ts';
import { deleteTrip, insertTrip, updateTrip } from '../../../services/catalogue/public-content.ts';
import { Nullable } from '../../../entities/columns.ts';
import { TripRequirementsSchema, TripSchema } from '../../../entities/trip.ts';
import { registerAdminList } from './list.ts';
import { registerMediaRecordRoutes, uploadedUrlsText } from './media-records.ts';
import { definedOnly, isPlainObject, numberOrRaw, optionalText, urlList } from './form-values.ts';

/**
 * The writable trip fields, all optional (an update keeps what it does not name), with the form's bounds. Dates stay
 * free text here: the domain's rules check them first and answer the product's message, not a schema's.
 */
const { price, images } = TripSchema.properties;
const TripBody = Type.Partial(
  Type.Object({
    ...Type.Omit(TripSchema, ['id', 'createdAt', 'updatedAt']).properties,
    startDate: Nullable(Type.String()),
    endDate: Nullable(Type.String()),
    date: Nullable(Type.String()),
    price: Type.Number({ ...price, exclusiveMinimum: 0 }),
    groupSize: Nullable(Type.Integer({ minimum: 1 })),
    images: Type.Array(images.items, { maxItems: limits.tripImagesMax, description: uploadedUrlsText }),
    requirements: Type.Partial(Type.Omit(TripRequirementsSchema, ['waiverVersion'])),
  }),
);
type TripFields = Partial<Omit<Trip, 'id' | 'createdAt' | 'updatedAt'>>;

/** A value its rule reads (form text such as "30:10,15:50" or "5", JSON, '' to clear), or as it came for the rule to refuse. */
function parsedOrRaw<K extends string>(value: unknown, parse: (value: unknown) => { [key in K]: unknown } | { error: string }, key: K) {
  if (value === undefined) return undefined;
  const parsed = parse(value);
  return 'error' in parsed ? value : parsed[key];
}

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
    cancellationPolicy: parsedOrRaw(body.cancellationPolicy, parseTripCancellationPolicy, 'tiers'),
    gstRatePercent: parsedOrRaw(body.gstRatePercent, parseTripGstRate, 'rate'),
    groupDiscount: parsedOrRaw(body.groupDiscount, parseGroupDiscount, 'value'),
    // A list, or one multipart field joined by commas; anything else goes on as it came for the rules to refuse.
    themes: body.themes === undefined ? undefined : (parseTripThemes(body.themes) ?? body.themes),
    // Hindi texts: empty means none, and Hindi pages show the English ones.
    placeHi: optionalText(body.placeHi),
    descriptionHi: optionalText(body.descriptionHi),
    requirements: parsedOrRaw(body.requirements, parseTripRequirements, 'requirements'),
  });
}

/**
 * A numeric duration ("7") is kept as text: days is free text (docs/product.md#entities). The
 * cancellation tiers (tripFields made an array of them, or null) are stored as JSON text; null clears
 * them and the GST rate (the settings apply).
 */
const asRow = (fields: Record<string, unknown>) => {
  const { cancellationPolicy, gstRatePercent, groupDiscount, ...rest } = fields;
  const row = { ...rest } as Omit<TripFields, 'cancellationPolicy' | 'groupDiscount'> & Record<string, unknown>;
  if (typeof row.days === 'number') row.days = String(row.days);
  if (row.date === undefined && row.startDate) row.date = row.startDate;
  if (cancellationPolicy !== undefined)
    row.cancellationPolicy = Array.isArray(cancellationPolicy) ? JSON.stringify(cancellationPolicy) : null;
  if (gstRatePercent !== undefined) row.gstRatePercent = typeof gstRatePercent === 'number' ? gstRatePercent : null;
  if (groupDiscount !== undefined)
    row.groupDiscount = Array.isArray(groupDiscount) && groupDiscount.length ? JSON.stringify(groupDiscount) : null;
  return row;
};

/** A new trip's requirements: the defaults, then what was given; a waiver given is its first version. */
function requirementsForNewTrip(given: unknown) {
  const requirements = { ...defaultTripRequirements, ...(given as TripRequirementsInput | undefined) };
  return { ...requirements, waiverVersion: requirements.waiver ? 1 : 0 };
}

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

  registerMediaRecordRoutes<Trip>(app, {
    tags,
    noun: 'trip',
    item: TripSchema,
    body: TripBody,
    messages: {
      notFound: messages.tripNotFound,
      created: messages.tripCreated,
      updated: messages.tripUpdated,
      deleted: messages.tripDeleted,
    },
    fields: tripFields,
    check: async (candidate, changes, existing) => {
      // Only dates being set must not be in the past: an old trip stays editable.
      const changedDates = {
        startDate: changes.startDate !== existing?.startDate ? changes.startDate : undefined,
        endDate: changes.endDate !== existing?.endDate ? changes.endDate : undefined,
      };
      return firstError(validateTrip(candidate)) ?? checkTripDatesNotPast(changedDates, today());
    },
    find: findTrip,
    insert: (content, fields) => {
      const row = asRow(fields);
      return insertTrip(content, {
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
        cancellationPolicy: typeof row.cancellationPolicy === 'string' ? row.cancellationPolicy : null,
        gstRatePercent: typeof row.gstRatePercent === 'number' ? row.gstRatePercent : null,
        groupDiscount: typeof row.groupDiscount === 'string' ? row.groupDiscount : null,
        themes: row.themes ?? [],
        placeHi: row.placeHi ?? null,
        descriptionHi: row.descriptionHi ?? null,
        requirements: requirementsForNewTrip(row.requirements),
      });
    },
    update: (content, id, changes) => updateTrip(content, id, asRow(changes)),
    remove: deleteTrip,
    media: (trip) => [...trip.images, trip.video, trip.itineraryPdf],
  });
};

export default adminTripRoutes;
