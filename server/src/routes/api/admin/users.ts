/** GET /api/admin/users and /api/admin/users/stats (docs/product.md#calls); "today" and "this week" in TIME_ZONE. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { messages } from '../../../domain/index.ts';
import { conflict, isStillReferenced, notFound } from '../../../errors.ts';
import { deleteUser, listUsers, userSortFields, userStats } from '../../../repositories/users.ts';
import { UserSchema, UserStatsSchema } from '../../../entities/user.ts';
import { adminSecurity, errorResponses } from '../../../schemas.ts';
import { deleteRouteSchema, registerAdminList } from './list.ts';

const adminUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin users'];

  registerAdminList(app, {
    tags,
    key: 'users',
    resource: 'users',
    item: UserSchema,
    sortFields: userSortFields,
    list: async (params) => {
      const { users: items, total } = await listUsers(app.db, params);
      return { items, total };
    },
  });

  app.get(
    '/stats',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Registered travellers: in all, new today, new this week',
        description:
          'newUsersToday counts from midnight and newUsersThisWeek from Monday 00:00, ' +
          `in the configured time zone (${app.config.TIME_ZONE}).`,
        response: { 200: Type.Object({ success: Type.Boolean(), stats: UserStatsSchema }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true, stats: await userStats(app.db, app.config.TIME_ZONE, app.now()) }),
  );

  // Beyond the specification (docs/product.md#beyond-the-specification): remove test or spam accounts, one by one or in bulk.
  app.delete('/:id', { schema: deleteRouteSchema(tags, 'traveller account', 401, 403, 404, 409) }, async (request) => {
    let removed;
    try {
      removed = await deleteUser(app.db, request.params.id);
    } catch (error) {
      // Another table that refers to users without ON DELETE (bookings) keeps the account.
      if (isStillReferenced(error)) throw conflict(messages.userStillReferenced);
      throw error;
    }
    if (!removed) throw notFound(messages.userNotFound);
    return { success: true, message: messages.deleted, id: removed.id };
  });
};

export default adminUserRoutes;
