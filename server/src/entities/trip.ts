/** Trip: the one definition of its API shape, its type, its table and its row mapping. */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { DateOnly, type EntityTable, fieldReader, Instant, Nullable } from './columns.ts';

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
  placeHi: Nullable(Type.String({ description: 'The destination in Hindi; null: Hindi pages show `place`' })),
  descriptionHi: Nullable(Type.String({ description: 'The description in Hindi; null: Hindi pages show `description`' })),
  createdAt: Instant,
  updatedAt: Instant,
});
export type Trip = Static<typeof TripSchema>;

export type TripsTable = EntityTable<
  Trip,
  { generated: 'id' | 'images' | 'placeHi' | 'descriptionHi'; numeric: 'price' },
  {
    /** The trip's own GST rate (percent); null: GST_RATE_PERCENT. */
    gstRatePercent: number | null;
  }
>;
export type TripRow = Selectable<TripsTable>;

const tripFields = fieldReader(TripSchema);

/** A trip without its own `date` shows its start date. */
export const toTrip = (row: TripRow): Trip => ({
  ...tripFields(row),
  date: row.date ?? row.startDate,
  price: Number(row.price),
  images: row.images ?? [],
  placeHi: row.placeHi ?? null,
  descriptionHi: row.descriptionHi ?? null,
});
