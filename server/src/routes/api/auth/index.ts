/**
 * Admin sign-in: POST /api/auth/login and GET /api/auth/verify (docs/product.md#calls), and POST /api/auth/logout,
 * which ends every session of that admin. Attempts are counted per client address and e-mail
 * before the password is checked; past the limit the answer is 429 with Retry-After.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { firstError, messages, validateAdminLogin } from '../../../domain/index.ts';
import { badRequest, tooManyRequests, unauthorized } from '../../../errors.ts';
import { checkAdminPassword } from '../../../repositories/admins.ts';
import { clearLoginFailures, reserveLoginAttempt } from '../../../repositories/login-failures.ts';
import { endAdminSessions } from '../../../repositories/sessions.ts';
import { AdminSchema } from '../../../entities/admin.ts';
import { adminSecurity, errorResponses, publicAccess } from '../../../schemas.ts';
import { adminOf, bearerTokenOf, clearSignedInCookie } from '../../../plugins/auth.ts';
import { neverStored } from '../no-store.ts';

const LoginBody = Type.Object({ email: Type.String(), password: Type.String() });

const adminAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Tokens and accounts: never kept by a browser or proxy.
  neverStored(app);
  const { ADMIN_LOGIN_MAX_FAILURES: maxFailures, ADMIN_LOGIN_WINDOW_MINUTES: windowMinutes } = app.config;

  app.post(
    '/login',
    {
      schema: {
        tags: ['admin auth'],
        summary: 'Admin sign-in with e-mail and password',
        security: publicAccess,
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
    async (request, reply) => {
      const email = request.body.email.trim();
      const attempt = { email, clientAddress: request.ip, now: app.now(), windowMinutes, maxFailures };
      const reservation = await reserveLoginAttempt(app.db, attempt);
      if (!reservation.allowed) {
        reply.header('retry-after', String(reservation.retryAfterSeconds));
        throw tooManyRequests();
      }
      const signed = await checkAdminPassword(app.db, email, request.body.password);
      if (!signed) {
        request.log.warn({ email }, 'admin sign-in failed');
        throw unauthorized(messages.invalidCredentials);
      }
      await clearLoginFailures(app.db, email, request.ip);
      const token = await app.signAdminToken(signed);
      app.markSignedIn(reply, token);
      return { success: true, admin: signed.account, token, message: messages.loginSuccessful };
    },
  );

  app.get(
    '/verify',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin auth'],
        summary: 'The signed-in admin',
        description: 'Also sets the signed-in cookie for this token again (the pages read it; the API never does).',
        security: adminSecurity,
        response: { 200: Type.Object({ success: Type.Boolean(), admin: AdminSchema }), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      // A checked token renews the signed-in cookie: a session from before the cookie existed gets one.
      app.markSignedIn(reply, bearerTokenOf(request)!);
      return { success: true, admin: adminOf(request) };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireStaff,
      // The cookie goes whatever the answer: a token already ended (401) leaves no signed-in browser either.
      onSend: clearSignedInCookie(app),
      schema: {
        tags: ['admin auth'],
        summary: 'Sign out: ends every session of this admin (all its tokens stop working)',
        description: 'Clears the signed-in cookie, whatever the answer.',
        security: adminSecurity,
        response: { 200: Type.Object({ success: Type.Boolean(), message: Type.String() }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await endAdminSessions(app.db, adminOf(request).id);
      return { success: true, message: messages.loggedOut };
    },
  );
};

export default adminAuthRoutes;
