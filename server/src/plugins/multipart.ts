/** Multipart bodies (the admin's trip and review forms): fields only, as key/values on `request.body`. */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function multipartPlugin(app: FastifyInstance) {
    await app.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      // Trip and review forms carry fields only; files go through the presigned upload flow.
      limits: { fields: 40, fieldSize: 100 * 1024, files: 0, parts: 40 },
    });
  },
  { name: 'multipart' },
);
