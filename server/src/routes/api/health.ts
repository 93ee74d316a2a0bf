/** GET /api/health: 200 once the database answers, 503 otherwise. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { messages } from '../../domain/index.ts';
import { publicAccess } from '../../schemas.ts';
import { pingDatabase } from '../../repositories/health.ts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Whether the service and its database answer',
        security: publicAccess,
        response: {
          200: Type.Object({ status: Type.Literal('ok') }),
          503: Type.Object({ status: Type.String(), error: Type.String() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer');
        return reply.status(503).send({ status: 'unavailable', error: messages.databaseUnavailable });
      }
    },
  );
};

export default healthRoutes;
