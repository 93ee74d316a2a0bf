/**
 * Admin sign-in: POST /api/auth/login and GET /api/auth/verify (SPEC §7). Failed attempts are
 * counted per client address and e-mail; past the limit the answer is 429 until the window passes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import Type from 'typebox';
import { firstError, messages, validateAdminLogin } from '../domain/index.ts';
import { badRequest, tooManyRequests, unauthorized } from '../errors.ts';
import { checkAdminPassword } from '../repositories/admins.ts';
import { AdminSchema, adminSecurity, errorResponses } from '../schemas.ts';

const LoginBody = Type.Object({ email: Type.String(), password: Type.String() });

const adminAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ADMIN_LOGIN_MAX_FAILURES: maxFailures, ADMIN_LOGIN_WINDOW_MINUTES: windowMinutes } = app.config;

  async function recentFailures(email: string, address: string): Promise<number> {
    const since = new Date(app.now().getTime() - windowMinutes * 60_000);
    const { n } = await app.db
      .selectFrom('loginFailures')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('clientAddress', '=', address)
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('createdAt', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  app.post(
    '/login',
    {
      schema: {
        tags: ['admin auth'],
        summary: 'Admin sign-in with e-mail and password',
        body: LoginBody,
        response: {
          200: Type.Object({ success: Type.Boolean(), admin: AdminSchema, token: Type.String(), message: Type.String() }),
          ...errorResponses(400, 401, 429),
        },
      },
      preValidation: async (request) => {
        const error = firstError(validateAdminLogin(request.body ?? {}));
        if (error) throw badRequest(error);
      },
    },
    async (request) => {
      const email = request.body.email.trim();
      if ((await recentFailures(email, request.ip)) >= maxFailures) throw tooManyRequests();
      const admin = await checkAdminPassword(app.db, email, request.body.password);
      if (!admin) {
        await app.db.insertInto('loginFailures').values({ email, clientAddress: request.ip }).execute();
        request.log.warn({ email }, 'admin sign-in failed');
        throw unauthorized(messages.invalidCredentials);
      }
      await app.db
        .deleteFrom('loginFailures')
        .where('clientAddress', '=', request.ip)
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .execute();
      return { success: true, admin, token: app.signAdminToken(admin), message: messages.loginSuccessful };
    },
  );

  app.get(
    '/verify',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin auth'],
        summary: 'The signed-in admin',
        security: adminSecurity,
        response: { 200: Type.Object({ success: Type.Boolean(), admin: AdminSchema }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true, admin: request.admin! }),
  );
};

export default adminAuthRoutes;
