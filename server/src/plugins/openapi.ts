/**
 * The OpenAPI document, made from the routes' schemas, and its browsable page at /api/docs.
 * Registered before the routes: swagger collects them as they are added.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function openApiPlugin(app: FastifyInstance) {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Travel app API',
          version: '1.0.0',
          description: 'Public trips, traveller sign-in with one-time codes, admin back office. Every error is {"error": "<message>"}.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
