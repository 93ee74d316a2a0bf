/**
 * ra-data-simple-rest's list conventions (`sort=["field","ASC"]`, `range=[0,24]`,
 * `filter={"q":"goa"}`), parsed once for every admin list. Without them: everything, newest first.
 */
import { badRequest } from '../errors.ts';

export interface ListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface ListParams<F extends string> {
  sortField: F;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number | null;
  filter: Record<string, unknown>;
}

function parseJson(value: string | undefined, name: string): unknown {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`Invalid ${name} parameter`);
  }
}

export function parseListQuery<F extends string>(query: ListQuery, sortable: readonly F[], defaultSort: F): ListParams<F> {
  const sort = parseJson(query.sort, 'sort');
  const range = parseJson(query.range, 'range');
  const filter = parseJson(query.filter, 'filter');
  let sortField = defaultSort;
  let sortOrder: 'asc' | 'desc' = 'desc';
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string') throw badRequest('Invalid sort parameter');
    if (!sortable.includes(sort[0] as F)) throw badRequest(`Cannot sort by ${sort[0]}`);
    sortField = sort[0] as F;
    sortOrder = String(sort[1] ?? 'ASC').toUpperCase() === 'DESC' ? 'desc' : 'asc';
  }
  let offset = 0;
  let limit: number | null = null;
  if (range !== undefined) {
    if (!Array.isArray(range) || !Number.isInteger(range[0]) || !Number.isInteger(range[1]) || range[0] < 0 || range[1] < range[0]) {
      throw badRequest('Invalid range parameter');
    }
    offset = range[0];
    limit = Math.min(range[1] - range[0] + 1, 1000);
  }
  if (filter !== undefined && (typeof filter !== 'object' || filter === null || Array.isArray(filter))) {
    throw badRequest('Invalid filter parameter');
  }
  return { sortField, sortOrder, offset, limit, filter: (filter ?? {}) as Record<string, unknown> };
}

/** The page a list asks for (`range`): a limit and offset, or everything from the offset. */
export function page<Q extends { limit(n: number): Q; offset(n: number): Q }>(
  query: Q,
  params?: { offset: number; limit: number | null },
): Q {
  if (params?.limit) return query.limit(params.limit).offset(params.offset);
  return params?.offset ? query.offset(params.offset) : query;
}

/** `Content-Range: trips 0-24/319`, as ra-data-simple-rest reads it. */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + count - 1}/${total}`;
}

/** Sets the page's Content-Range on a list answer, readable by a browser client too. */
export function setContentRange(
  reply: { header(name: string, value: string): unknown },
  resource: string,
  page: { offset: number; count: number; total: number },
): void {
  reply.header('content-range', contentRange(resource, page.offset, page.count, page.total));
  reply.header('access-control-expose-headers', 'Content-Range');
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
