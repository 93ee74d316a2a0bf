/** Stored customization requests: written with their notification's job, listed in the back office. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CustomizationRequestsTable, Database } from '../db/schema.ts';
import type { CustomizationType } from '../domain/index.ts';
import { type CustomizationRequest, type CustomizationRequestRow, toCustomizationRequest } from '../entities/customization-request.ts';
import { idsFilter, likePattern, type ListParams, page, UUID } from './list-query.ts';

export const customizationRequestSortFields = ['id', 'createdAt', 'startDate', 'preferredPlace', 'username', 'handled'] as const;
export type CustomizationRequestSortField = (typeof customizationRequestSortFields)[number];

export async function insertCustomizationRequest(
  db: Kysely<Database> | Transaction<Database>,
  values: Insertable<CustomizationRequestsTable>,
): Promise<CustomizationRequestRow> {
  return db.insertInto('customizationRequests').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function listCustomizationRequests(
  db: Kysely<Database>,
  params?: ListParams<CustomizationRequestSortField>,
): Promise<{ requests: CustomizationRequest[]; total: number }> {
  let query = db.selectFrom('customizationRequests');
  const filter = params?.filter ?? {};
  if (typeof filter.q === 'string' && filter.q.trim()) {
    const pattern = likePattern(filter.q.trim());
    query = query.where((eb) =>
      eb.or([
        eb('username', 'ilike', pattern),
        eb('mobileNumber', 'like', pattern),
        eb('preferredPlace', 'ilike', pattern),
        eb('tripName', 'ilike', pattern),
      ]),
    );
  }
  if (filter.handled !== undefined && filter.handled !== '')
    query = query.where('handled', '=', filter.handled === true || filter.handled === 'true');
  // A type that is none of ours matches no row, as any value the column does not hold.
  if (typeof filter.type === 'string' && filter.type) query = query.where('type', '=', filter.type as CustomizationType);
  const ids = idsFilter(filter.id);
  if (ids) query = ids.length ? query.where('id', 'in', ids) : query.where(({ lit }) => lit(false));
  const { total } = await query.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = page(
    query
      .selectAll()
      .orderBy(params?.sortField ?? 'createdAt', params?.sortOrder ?? 'desc')
      .orderBy('id'),
    params,
  );
  return { requests: (await rows.execute()).map(toCustomizationRequest), total: Number(total) };
}

export async function findCustomizationRequest(db: Kysely<Database>, id: string): Promise<CustomizationRequest | null> {
  if (!UUID.test(id)) return null;
  const row = await db.selectFrom('customizationRequests').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toCustomizationRequest(row) : null;
}

export async function setCustomizationRequestHandled(
  db: Kysely<Database>,
  id: string,
  handled: boolean,
): Promise<CustomizationRequest | null> {
  if (!UUID.test(id)) return null;
  const row = await db
    .updateTable('customizationRequests')
    .set({ handled, handledAt: handled ? new Date() : null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toCustomizationRequest(row) : null;
}

export async function deleteCustomizationRequest(db: Kysely<Database>, id: string): Promise<CustomizationRequest | null> {
  if (!UUID.test(id)) return null;
  const row = await db.deleteFrom('customizationRequests').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toCustomizationRequest(row) : null;
}
