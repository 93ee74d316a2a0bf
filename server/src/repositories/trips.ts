/** Trip queries. Rows become the API's Trip shape here and only here. */
import type { Kysely } from 'kysely';
import type { Trip } from '../domain/index.ts';
import type { Database, NewTripRow, TripRow, TripUpdate } from '../db/schema.ts';
import { idsFilter, likePattern, type ListParams, page, UUID } from './list-query.ts';

export const tripSortFields = ['id', 'createdAt', 'updatedAt', 'place', 'price', 'startDate', 'date', 'days'] as const;
export type TripSortField = (typeof tripSortFields)[number];

export function toTrip(row: TripRow): Trip {
  return {
    id: row.id,
    place: row.place,
    startDate: row.startDate,
    endDate: row.endDate,
    date: row.date ?? row.startDate,
    price: Number(row.price),
    days: row.days,
    groupSize: row.groupSize,
    description: row.description,
    googleSheetUrl: row.googleSheetUrl,
    images: row.images ?? [],
    video: row.video,
    itineraryPdf: row.itineraryPdf,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listTrips(db: Kysely<Database>, params?: ListParams<TripSortField>): Promise<{ trips: Trip[]; total: number }> {
  let query = db.selectFrom('trips');
  const q = params?.filter.q;
  if (typeof q === 'string' && q.trim()) query = query.where('place', 'ilike', likePattern(q.trim()));
  const ids = idsFilter(params?.filter.id);
  if (ids) query = ids.length ? query.where('id', 'in', ids) : query.where(({ lit }) => lit(false));
  const { total } = await query.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = page(
    query
      .selectAll()
      .orderBy(params?.sortField ?? 'createdAt', params?.sortOrder ?? 'desc')
      .orderBy('id'),
    params,
  );
  return { trips: (await rows.execute()).map(toTrip), total: Number(total) };
}

export async function findTrip(db: Kysely<Database>, id: string): Promise<Trip | null> {
  if (!UUID.test(id)) return null;
  const row = await db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toTrip(row) : null;
}

export async function insertTrip(db: Kysely<Database>, values: NewTripRow): Promise<Trip> {
  return toTrip(await db.insertInto('trips').values(values).returningAll().executeTakeFirstOrThrow());
}

export async function updateTrip(db: Kysely<Database>, id: string, values: TripUpdate): Promise<Trip | null> {
  const row = await db
    .updateTable('trips')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toTrip(row) : null;
}

export async function deleteTrip(db: Kysely<Database>, id: string): Promise<Trip | null> {
  if (!UUID.test(id)) return null;
  const row = await db.deleteFrom('trips').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toTrip(row) : null;
}

export async function countTrips(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('trips')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
