/**
 * What the repositories' list reads take: a list's sort, page and filter, already parsed and
 * checked by the route layer (routes/api/admin/list.ts), and the helpers that apply them to a query.
 */

export interface ListParams<F extends string> {
  sortField: F;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number | null;
  filter: Record<string, unknown>;
}

/** The page a list asks for (`range`): a limit and offset, or everything from the offset. */
export function page<Q extends { limit(n: number): Q; offset(n: number): Q }>(
  query: Q,
  params?: { offset: number; limit: number | null },
): Q {
  if (params?.limit) return query.limit(params.limit).offset(params.offset);
  return params?.offset ? query.offset(params.offset) : query;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from a `filter={"id":[...]}` (react-admin getMany), keeping only well-formed ones. */
export function idsFilter(value: unknown): string[] | null {
  if (value === undefined) return null;
  const ids = (Array.isArray(value) ? value : [value]).map(String);
  return ids.filter((id) => UUID.test(id));
}

/** `%` and `_` typed by an admin are searched for literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
