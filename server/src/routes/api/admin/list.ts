/**
 * The GET list of an admin resource: the specification's wrapped answer ({success, <key>: [...], total}) that
 * also speaks ra-data-simple-rest (`sort=["field","ASC"]`, `range=[0,24]`, `filter={"q":"goa"}` in,
 * Content-Range out). One definition for every admin list; without those parameters a list is
 * everything, newest first. Repositories get the parsed, checked ListParams.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type, { type TSchema } from 'typebox';
import { cannotSortBy, invalidListParameter } from '../../../domain/index.ts';
import { badRequest } from '../../../errors.ts';
import type { ListParams } from '../../../repositories/list-query.ts';
import { adminSecurity, DeletedSchema, errorResponses, IdParams, ListQuerySchema } from '../../../schemas.ts';

interface ListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

/** A list never answers more rows than this at once, whatever `range` asks. */
const MAX_PAGE = 1000;

function parseJson(value: string | undefined, name: 'sort' | 'range' | 'filter'): unknown {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(invalidListParameter(name));
  }
}

function parseListQuery<F extends string>(query: ListQuery, sortable: readonly F[], defaultSort: F): ListParams<F> {
  const sort = parseJson(query.sort, 'sort');
  const range = parseJson(query.range, 'range');
  const filter = parseJson(query.filter, 'filter');
  let sortField = defaultSort;
  let sortOrder: 'asc' | 'desc' = 'desc';
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string') throw badRequest(invalidListParameter('sort'));
    if (!sortable.includes(sort[0] as F)) throw badRequest(cannotSortBy(sort[0]));
    sortField = sort[0] as F;
    sortOrder = String(sort[1] ?? 'ASC').toUpperCase() === 'DESC' ? 'desc' : 'asc';
  }
  let offset = 0;
  let limit: number | null = null;
  if (range !== undefined) {
    if (!Array.isArray(range) || !Number.isInteger(range[0]) || !Number.isInteger(range[1]) || range[0] < 0 || range[1] < range[0]) {
      throw badRequest(invalidListParameter('range'));
    }
    offset = range[0];
    limit = Math.min(range[1] - range[0] + 1, MAX_PAGE);
  }
  if (filter !== undefined && (typeof filter !== 'object' || filter === null || Array.isArray(filter))) {
    throw badRequest(invalidListParameter('filter'));
  }
  return { sortField, sortOrder, offset, limit, filter: (filter ?? {}) as Record<string, unknown> };
}

/** `Content-Range: trips 0-24/319`, as ra-data-simple-rest reads it. */
function contentRange(resource: string, offset: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + count - 1}/${total}`;
}

/** Sets the page's Content-Range on a list answer, readable by a browser client too. */
function setContentRange(
  reply: { header(name: string, value: string): unknown },
  resource: string,
  page: { offset: number; count: number; total: number },
): void {
  reply.header('content-range', contentRange(resource, page.offset, page.count, page.total));
  reply.header('access-control-expose-headers', 'Content-Range');
}

type TypedApp = Parameters<FastifyPluginAsyncTypebox>[0];

export interface AdminListOptions<F extends string> {
  tags: string[];
  /** The answer's array key (docs/product.md#calls: trips, reviews, users) and the Content-Range unit. */
  key: string;
  resource: string;
  item: TSchema;
  sortFields: readonly F[];
  /** The field a list without `sort` is ordered by, newest (descending) first; createdAt unless given. */
  defaultSort?: F;
  description?: string;
  /** Fields the answer carries beside the page (bookings: counts per status under the other filters), by schema. */
  extra?: Record<string, TSchema>;
  /** Plain query parameters beside sort/range/filter (`?overdue=true`, `?month=2026-11`), by schema: text, as sent. */
  query?: Record<string, TSchema>;
  list(
    params: ListParams<F>,
    query: Record<string, string | undefined>,
  ): Promise<{ items: unknown[]; total: number; extra?: Record<string, unknown> }>;
}

export function registerAdminList<F extends string>(app: TypedApp, options: AdminListOptions<F>): void {
  app.get(
    '/',
    {
      schema: {
        tags: options.tags,
        security: adminSecurity,
        summary: `List ${options.resource.replace(/-/g, ' ')} a page at a time (sort, range, filter)`,
        ...(options.description ? { description: options.description } : {}),
        querystring: options.query ? Type.Object({ ...ListQuerySchema.properties, ...options.query }) : ListQuerySchema,
        response: {
          200: Type.Object(
            {
              success: Type.Boolean(),
              [options.key]: Type.Array(options.item),
              total: Type.Integer(),
              ...options.extra,
            },
            { headers: { 'Content-Range': Type.String({ description: 'The page and the total, e.g. `trips 0-24/319`' }) } },
          ),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, options.sortFields, options.defaultSort ?? ('createdAt' as F));
      const { items, total, extra } = await options.list(params, request.query);
      setContentRange(reply, options.resource, { offset: params.offset, count: items.length, total });
      return { success: true, [options.key]: items, total, ...extra };
    },
  );
}

/**
 * An admin resource's reads: its list (registerAdminList) and GET /:id answering `{<one.key>: item}`, or the 404 `one.read`
 * throws. The rows of both come from the same repository, so the list's item schema is the one's too.
 */
export function registerAdminReads<F extends string>(
  app: TypedApp,
  options: AdminListOptions<F> & { one: { key: string; summary: string; read(id: string): Promise<unknown> } },
): void {
  registerAdminList(app, options);
  app.get(
    '/:id',
    {
      schema: {
        tags: options.tags,
        security: adminSecurity,
        summary: options.one.summary,
        params: IdParams,
        response: { 200: Type.Object({ [options.one.key]: options.item }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ [options.one.key]: await options.one.read(request.params.id) }),
  );
}

/** The schema of DELETE /:id on an admin resource: `{success, message, id}` or the errors given. */
export const deleteRouteSchema = (tags: string[], noun: string, ...errors: number[]) => ({
  tags,
  security: adminSecurity,
  summary: `Delete a ${noun}`,
  params: IdParams,
  response: { 200: DeletedSchema, ...errorResponses(...errors) },
});
