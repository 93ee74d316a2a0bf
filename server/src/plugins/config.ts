/** The checked configuration (config.ts's `loadConfig`) as `app.config`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export default fp(
  async function configPlugin(app: FastifyInstance, options: { config: Config }) {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
