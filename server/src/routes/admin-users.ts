/** GET /api/admin/users and /api/admin/users/stats (SPEC §7); "today" and "this week" in TIME_ZONE. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { parseListQuery, setContentRange } from '../repositories/list-query.ts';
import { listUsers, userSortFields, userStats } from '../repositories/users.ts';
import { adminSecurity, errorResponses, ListQuerySchema, UserSchema, UserStatsSchema } from '../schemas.ts';

const adminUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin users'];

  app.get(
    '/',
    {
      schema: {
        tags,
        security: adminSecurity,
        querystring: ListQuerySchema,
        response: { 200: Type.Object({ success: Type.Boolean(), users: Type.Array(UserSchema), total: Type.Integer() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, userSortFields, 'createdAt');
      const { users, total } = await listUsers(app.db, params);
      setContentRange(reply, 'users', { offset: params.offset, count: users.length, total });
      return { success: true, users, total };
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        security: adminSecurity,
        description: 'newUsersToday counts from midnight and newUsersThisWeek from Monday 00:00, in the configured time zone (Asia/Kolkata).',
        response: { 200: Type.Object({ success: Type.Boolean(), stats: UserStatsSchema }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true, stats: await userStats(app.db, app.config.TIME_ZONE, app.now()) }),
  );
};

export default adminUserRoutes;
