/** Trip queries; rows become Trips through the entity's mapping (entities/trip.ts). */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type Trip, toTrip, type TripsTable } from '../entities/trip.ts';
import { idsFilter, likePattern, type ListParams, page, UUID } from './list-query.ts';

export const tripSortFields = ['id', 'createdAt', 'updatedAt', 'place', 'price', 'startDate', 'date', 'days'] as const;
export type TripSortField = (typeof tripSortFields)[number];

export async function listTrips(db: Kysely<Database>, params?: ListParams<TripSortField>): Promise<{ trips: Trip[]; total: number }> {
  let query = db.selectFrom('trips');
  const q = params?.filter.q;
  if (typeof q === 'string' && q.trim()) {
    // The place in either language: the back office finds 'हम्पी' as it finds 'Hampi'.
    const pattern = likePattern(q.trim().normalize('NFC'));
    query = query.where((eb) => eb.or([eb('place', 'ilike', pattern), eb('placeHi', 'ilike', pattern)]));
  }
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

export async function insertTrip(db: Kysely<Database>, values: Insertable<TripsTable>): Promise<Trip> {
  return toTrip(await db.insertInto('trips').values(values).returningAll().executeTakeFirstOrThrow());
}

export async function updateTrip(db: Kysely<Database>, id: string, values: Updateable<TripsTable>): Promise<Trip | null> {
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
