/**
 * GET /api/statistics (anyone, from the public cache like the landing page) and PUT /api/statistics
 * (admin): the landing page's three counters.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { firstError, messages, parseDecimal, validateStatistics } from '../../domain/index.ts';
import { badRequest } from '../../errors.ts';
import { StatisticsSchema } from '../../entities/statistics.ts';
import { isPlainObject } from './admin/form-values.ts';
import { adminSecurity, errorResponses, cachedAnswer, NotModified, publicAccess } from '../../schemas.ts';
import { saveStatistics } from '../../services/catalogue/public-content.ts';

const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      helmet: false,
      schema: {
        tags: ['statistics'],
        summary: "The landing page's counters",
        security: publicAccess,
        response: { 200: Type.Object({ success: Type.Boolean(), statistics: StatisticsSchema }, cachedAnswer), 304: NotModified },
      },
    },
    (request, reply) =>
      app.sendPublicJson(request, reply, 'api:statistics', async () => ({ success: true, statistics: await app.siteData.getStatistics() })),
  );

  app.put(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['statistics'],
        summary: "Set the landing page's counters",
        security: adminSecurity,
        body: StatisticsSchema,
        response: {
          200: Type.Object({ success: Type.Boolean(), statistics: StatisticsSchema, message: Type.String() }),
          ...errorResponses(400, 401, 403),
        },
      },
      preValidation: async (request) => {
        const body: Record<string, unknown> = isPlainObject(request.body) ? request.body : {};
        const error = firstError(validateStatistics(body));
        if (error) throw badRequest(error);
        // Numbers typed into a form may arrive as numeric strings.
        request.body = {
          amazingTrips: parseDecimal(body.amazingTrips),
          happyTravelers: parseDecimal(body.happyTravelers),
          destinations: parseDecimal(body.destinations),
        };
      },
    },
    async (request) => {
      const statistics = await saveStatistics(app.publicContent, request.body);
      return { success: true, statistics, message: messages.statisticsUpdated };
    },
  );
};

export default statisticsRoutes;
