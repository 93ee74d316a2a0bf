/** The signed-in traveller under /api/mobile/auth: who the token belongs to, and signing out. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { messages } from '../../../../domain/index.ts';
import { bearerTokenOf, clearSignedInCookie, travellerOf } from '../../../../plugins/auth.ts';
import { endTravellerSessions } from '../../../../repositories/sessions.ts';
import { UserSchema } from '../../../../entities/user.ts';
import { errorResponses } from '../../../../schemas.ts';
import { tags } from './common.ts';

const travellerSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/verify',
    {
      onRequest: app.requireTraveller,
      schema: {
        tags,
        summary: 'The signed-in traveller (traveller token)',
        description: 'Also sets the signed-in cookie for this token again (the pages read it; the API never does).',
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ success: Type.Boolean(), user: UserSchema }), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      // A checked token renews the signed-in cookie: a session from before the cookie existed gets one.
      app.markSignedIn(reply, bearerTokenOf(request)!);
      return { success: true, user: travellerOf(request) };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireTraveller,
      // The cookie goes whatever the answer: a token already ended (401) leaves no signed-in browser either.
      onSend: clearSignedInCookie(app),
      schema: {
        tags,
        summary: 'Sign out: ends every session of this traveller (all its tokens stop working)',
        description: 'Clears the signed-in cookie, whatever the answer.',
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ success: Type.Boolean(), message: Type.String() }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await endTravellerSessions(app.db, travellerOf(request).id);
      return { success: true, message: messages.loggedOut };
    },
  );
};

export default travellerSessionRoutes;
