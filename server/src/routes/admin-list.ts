/**
 * The GET list of an admin resource: the specification's wrapped answer ({success, <key>: [...], total}) that
 * also speaks ra-data-simple-rest (`sort`, `range`, `filter` in, Content-Range out). One definition
 * for trips, reviews, users and customization requests.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type, { type TSchema } from 'typebox';
import { type ListParams, parseListQuery, setContentRange } from '../repositories/list-query.ts';
import { adminSecurity, DeletedSchema, errorResponses, IdParams, ListQuerySchema } from '../schemas.ts';

type TypedApp = Parameters<FastifyPluginAsyncTypebox>[0];

export interface AdminListOptions<F extends string> {
  tags: string[];
  /** The answer's array key (docs/product.md#calls: trips, reviews, users) and the Content-Range unit. */
  key: string;
  resource: string;
  item: TSchema;
  sortFields: readonly F[];
  description?: string;
  /** Fields the answer carries beside the page (bookings: counts per status under the other filters), by schema. */
  extra?: Record<string, TSchema>;
  list(params: ListParams<F>): Promise<{ items: unknown[]; total: number; extra?: Record<string, unknown> }>;
}

export function registerAdminList<F extends string>(app: TypedApp, options: AdminListOptions<F>): void {
  app.get(
    '/',
    {
      schema: {
        tags: options.tags,
        security: adminSecurity,
        ...(options.description ? { description: options.description } : {}),
        querystring: ListQuerySchema,
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            [options.key]: Type.Array(options.item),
            total: Type.Integer(),
            ...options.extra,
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, options.sortFields, 'createdAt' as F);
      const { items, total, extra } = await options.list(params);
      setContentRange(reply, options.resource, { offset: params.offset, count: items.length, total });
      return { success: true, [options.key]: items, total, ...extra };
    },
  );
}

/** The schema of DELETE /:id on an admin resource: `{success, message, id}` or the errors given. */
export const deleteRouteSchema = (tags: string[], ...errors: number[]) => ({
  tags,
  security: adminSecurity,
  params: IdParams,
  response: { 200: DeletedSchema, ...errorResponses(...errors) },
});
