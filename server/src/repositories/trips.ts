/** Trip queries; rows become Trips through the entity's mapping (entities/trip.ts). */
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { TripRequirementsInput } from '../domain/trip-requirements.ts';
import type { TripRequirements } from '../domain/travellers.ts';
import type { Database, TripsTable } from '../db/schema.ts';
import { type Trip, toTrip } from '../entities/trip.ts';
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

export async function insertTrip(
  db: Kysely<Database>,
  { requirements, ...values }: Omit<Insertable<TripsTable>, 'requirements'> & { requirements?: TripRequirements },
): Promise<Trip> {
  // Written as JSON text, as every jsonb column is (db/tables).
  const stored = requirements ? { requirements: sql<string>`${JSON.stringify(requirements)}::jsonb` } : {};
  return toTrip(
    await db
      .insertInto('trips')
      .values({ ...values, ...stored })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/**
 * Writes a trip. Requirements given are merged into the stored ones, and a waiver whose text changes
 * raises its version by one, in the same statement (two edits at once each count).
 */
export async function updateTrip(
  db: Kysely<Database>,
  id: string,
  { requirements, ...values }: Omit<Updateable<TripsTable>, 'requirements'> & { requirements?: TripRequirementsInput },
): Promise<Trip | null> {
  const given = requirements ? JSON.stringify(requirements) : null;
  const row = await db
    .updateTable('trips')
    .set({
      ...values,
      ...(given
        ? {
            requirements: sql`requirements || ${given}::jsonb || jsonb_build_object('waiverVersion',
              COALESCE((requirements ->> 'waiverVersion')::int, 0)
              + CASE WHEN (${given}::jsonb ->> 'waiver') IS NOT NULL
                  AND (${given}::jsonb ->> 'waiver') IS DISTINCT FROM COALESCE(requirements ->> 'waiver', '')
                THEN 1 ELSE 0 END)`,
          }
        : {}),
      updatedAt: new Date(),
    })
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
