/** The database as `app.db`: opened and migrated by the caller (main.ts, the tests), closed by it after the app. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export default fp(
  async function databasePlugin(app: FastifyInstance, options: { db: Kysely<Database> }) {
    app.decorate('db', options.db);
  },
  { name: 'database' },
);
