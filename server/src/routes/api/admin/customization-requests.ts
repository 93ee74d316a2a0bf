/**
 * Beyond the specification (docs/product.md#beyond-the-specification): the stored customization requests, for the back office to act on.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { messages } from '../../../domain/index.ts';
import { notFound } from '../../../errors.ts';
import {
  customizationRequestSortFields,
  deleteCustomizationRequest,
  findCustomizationRequest,
  listCustomizationRequests,
  setCustomizationRequestHandled,
} from '../../../repositories/customization-requests.ts';
import { CustomizationRequestSchema } from '../../../entities/customization-request.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';
import { deleteRouteSchema, registerAdminList } from './list.ts';

const adminCustomizationRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin customization requests'];

  registerAdminList(app, {
    tags,
    key: 'requests',
    resource: 'customization-requests',
    item: CustomizationRequestSchema,
    sortFields: customizationRequestSortFields,
    description: 'Newest first. Filters: q (name, phone, place, trip), handled (true/false), type.',
    list: async (params) => {
      const { requests: items, total } = await listCustomizationRequests(app.db, params);
      return { items, total };
    },
  });

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'One customization request',
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), request: CustomizationRequestSchema }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const found = await findCustomizationRequest(app.db, request.params.id);
      if (!found) throw notFound(messages.requestNotFound);
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
      response: {
        200: Type.Object({ success: Type.Boolean(), request: CustomizationRequestSchema }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
  };
  const markHandledHandler = async (request: { params: { id: string }; body: { handled: boolean } }) => {
    const updated = await setCustomizationRequestHandled(app.db, request.params.id, request.body.handled);
    if (!updated) throw notFound(messages.requestNotFound);
    return { success: true, request: updated };
  };
  app.patch('/:id', markHandled, markHandledHandler);
  // ra-data-simple-rest updates with PUT and the whole record.
  app.put('/:id', markHandled, markHandledHandler);

  // Beyond the specification (docs/product.md#beyond-the-specification): the back office clears old or spam requests, one by one
  // or in bulk.
  app.delete('/:id', { schema: deleteRouteSchema(tags, 'customization request', 401, 403, 404) }, async (request) => {
    const removed = await deleteCustomizationRequest(app.db, request.params.id);
    if (!removed) throw notFound(messages.requestNotFound);
    return { success: true, message: messages.deleted, id: removed.id };
  });
};

export default adminCustomizationRequestRoutes;
