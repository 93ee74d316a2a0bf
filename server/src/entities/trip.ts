/** Trip: the one definition of its API shape, its type and its row mapping (its table: db/tables). */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { gstRates } from '../domain/gst.ts';
import { defaultTripRequirements, travellerLimits } from '../domain/travellers.ts';
import { tripThemeSlugs } from '../domain/trip-themes.ts';
import { DateOnly, fieldReader, Instant, literals, Nullable } from './columns.ts';
import type { TripsTable } from '../db/schema.ts';

/** A tier of a cancellation policy: from `daysBefore` days before the start, `retainPercent` of the total is retained. */
export const CancellationTierSchema = Type.Object({
  daysBefore: Type.Integer({ minimum: 0 }),
  retainPercent: Type.Integer({ minimum: 0, maximum: 100 }),
});

/** A group tier: `percent` off a booking of at least `minSeats` seats (the largest tier that fits applies). */
export const GroupTierSchema = Type.Object({
  minSeats: Type.Integer({ minimum: 2, maximum: 500 }),
  percent: Type.Integer({ minimum: 1, maximum: 90 }),
});
/** What the trip asks of each traveller (DESIGN "Everyone on the trip"). */
export const TripRequirementsSchema = Type.Object({
  idProof: Type.Boolean({ description: 'an ID type and number (default true)' }),
  fitnessProof: Type.Boolean({ description: 'a fitness proof an admin approves (default false)' }),
  minAge: Nullable(Type.Integer({ minimum: 0, maximum: travellerLimits.minAgeMax, description: 'age at the start; null: none' })),
  waiver: Type.String({ maxLength: travellerLimits.waiverMax, description: 'the terms each traveller signs' }),
  waiverVersion: Type.Integer({ description: 'read-only: each change of the waiver text adds one' }),
});
export type TripRequirementsShape = Static<typeof TripRequirementsSchema>;

export const TripSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  place: Type.String(),
  startDate: Nullable(DateOnly),
  endDate: Nullable(DateOnly),
  date: Nullable(DateOnly),
  price: Type.Number({ description: 'INR' }),
  days: Type.String(),
  groupSize: Nullable(Type.Integer()),
  description: Type.String(),
  googleSheetUrl: Type.String(),
  images: Type.Array(Type.String()),
  video: Nullable(Type.String()),
  itineraryPdf: Nullable(Type.String()),
  cancellationPolicy: Nullable(
    Type.Array(CancellationTierSchema, { description: "The trip's own cancellation tiers; null: CANCELLATION_POLICY" }),
  ),
  gstRatePercent: Nullable(Type.Integer({ enum: [...gstRates], description: "The trip's own GST rate; null: GST_RATE_PERCENT" })),
  themes: Type.Array(literals(tripThemeSlugs), { description: 'Custom Journeys themes (slugs), each once' }),
  placeHi: Nullable(Type.String({ description: 'The destination in Hindi; null: Hindi pages show `place`' })),
  descriptionHi: Nullable(Type.String({ description: 'The description in Hindi; null: Hindi pages show `description`' })),
  groupDiscount: Nullable(Type.Array(GroupTierSchema, { description: 'Group tiers by minimum seats; null: none' })),
  requirements: TripRequirementsSchema,
  createdAt: Instant,
  updatedAt: Instant,
});
export type Trip = Static<typeof TripSchema>;

export type TripRow = Selectable<TripsTable>;

const tripFields = fieldReader(TripSchema);

/** A trip without its own `date` shows its start date. */
export const toTrip = (row: TripRow): Trip => ({
  ...tripFields(row),
  date: row.date ?? row.startDate,
  price: Number(row.price),
  images: row.images ?? [],
  cancellationPolicy: Array.isArray(row.cancellationPolicy) && row.cancellationPolicy.length ? row.cancellationPolicy : null,
  gstRatePercent: row.gstRatePercent ?? null,
  themes: row.themes ?? [],
  placeHi: row.placeHi ?? null,
  descriptionHi: row.descriptionHi ?? null,
  groupDiscount: Array.isArray(row.groupDiscount) && row.groupDiscount.length ? row.groupDiscount : null,
  requirements: { ...defaultTripRequirements, ...row.requirements },
});
