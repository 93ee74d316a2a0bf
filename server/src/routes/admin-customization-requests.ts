/** Beyond SPEC: the stored customization requests, for the back office to act on. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { notFound } from '../errors.ts';
import {
  customizationRequestSortFields,
  findCustomizationRequest,
  listCustomizationRequests,
  setCustomizationRequestHandled,
} from '../repositories/customization-requests.ts';
import { parseListQuery, setContentRange } from '../repositories/list-query.ts';
import { adminSecurity, CustomizationRequestSchema, errorResponses, IdParams, ListQuerySchema } from '../schemas.ts';

const adminCustomizationRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin customization requests'];

  app.get(
    '/',
    {
      schema: {
        tags,
        security: adminSecurity,
        description: 'Newest first. Filters: q (name, phone, place, trip), handled (true/false), type.',
        querystring: ListQuerySchema,
        response: {
          200: Type.Object({ success: Type.Boolean(), requests: Type.Array(CustomizationRequestSchema), total: Type.Integer() }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, customizationRequestSortFields, 'createdAt');
      const { requests, total } = await listCustomizationRequests(app.db, params);
      setContentRange(reply, 'customization-requests', { offset: params.offset, count: requests.length, total });
      return { success: true, requests, total };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), request: CustomizationRequestSchema }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const found = await findCustomizationRequest(app.db, request.params.id);
      if (!found) throw notFound('Request not found');
      return { success: true, request: found };
    },
  );

  const markHandled = {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Mark a request handled (or not)',
      params: IdParams,
      body: Type.Object({ handled: Type.Boolean() }),
      response: { 200: Type.Object({ success: Type.Boolean(), request: CustomizationRequestSchema }), ...errorResponses(400, 401, 403, 404) },
    },
  };
  const markHandledHandler = async (request: { params: { id: string }; body: { handled: boolean } }) => {
    const updated = await setCustomizationRequestHandled(app.db, request.params.id, request.body.handled);
    if (!updated) throw notFound('Request not found');
    return { success: true, request: updated };
  };
  app.patch('/:id', markHandled, markHandledHandler);
  // ra-data-simple-rest updates with PUT and the whole record.
  app.put('/:id', markHandled, markHandledHandler);
};

export default adminCustomizationRequestRoutes;
