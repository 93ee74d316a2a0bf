/** /api/me: the signed-in traveller's own things beyond bookings: their referral code, its link and what it earned. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReferralSchema } from '../../entities/coupon.ts';
import { travellerOf } from '../../plugins/auth.ts';
import { referralOf } from '../../services/money/referrals.ts';
import { errorResponses } from '../../schemas.ts';
import { neverStored } from './no-store.ts';

const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTraveller);
  neverStored(app);
  app.get(
    '/referral',
    {
      schema: {
        tags: ['me'],
        security: [{ bearerAuth: [] }],
        summary: 'My referral code, the link to share, and the vouchers it earned (REFERRAL_REWARD once a referred booking is paid)',
        response: { 200: ReferralSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => referralOf(app.db, travellerOf(request).id, app.publicOrigin(request)),
  );
};

export default meRoutes;
