/** /api/vouchers: the traveller's own credit vouchers, newest first (spent through POST /bookings/{id}/pay). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { VoucherSchema } from '../../entities/voucher.ts';
import { travellerOf } from '../../plugins/auth.ts';
import { listUserVouchers } from '../../repositories/vouchers.ts';
import { errorResponses } from '../../schemas.ts';
import { neverStored } from './no-store.ts';

const voucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTraveller);
  neverStored(app);
  app.get(
    '/',
    {
      schema: {
        tags: ['vouchers'],
        security: [{ bearerAuth: [] }],
        summary: 'My vouchers, newest first: code, amount, balance, expiry, status',
        response: { 200: Type.Object({ vouchers: Type.Array(VoucherSchema) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ vouchers: await listUserVouchers(app.db, travellerOf(request).id, app.now()) }),
  );
};

export default voucherRoutes;
