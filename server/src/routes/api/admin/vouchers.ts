/**
 * /api/admin/vouchers: every credit voucher (ra-data-simple-rest list), a goodwill voucher issued to a
 * traveller (`{userId, amount, expiresAt?}`), and voiding one (`{status: "void"}`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { cancellationMessages, parseGoodwillVoucher, rupeesToPaise } from '../../../domain/index.ts';
import { GoodwillVoucherBodySchema, toVoucher, VoucherSchema } from '../../../entities/voucher.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { adminOf } from '../../../plugins/auth.ts';
import { findVoucher, listVouchers, travellerExists, updateVoucher, voucherSortFields } from '../../../repositories/vouchers.ts';
import { issueVoucher } from '../../../services/money/vouchers.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';
import { parseBodyWith } from '../parsed-body.ts';
import { registerAdminReads } from './list.ts';

const tags = ['admin vouchers'];
const VoucherAnswer = Type.Object({ voucher: VoucherSchema });

const adminVoucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const found = async (id: string) => {
    const row = await findVoucher(app.db, id);
    if (!row) throw notFound(cancellationMessages.voucherNotFound);
    return row;
  };

  registerAdminReads(app, {
    tags,
    key: 'vouchers',
    resource: 'vouchers',
    item: VoucherSchema,
    sortFields: voucherSortFields,
    description: 'Newest first. Filters: userId, sourceBookingId, status (active, used, expired, void, as of now), q (code), id (a list).',
    list: async (params) => {
      const { vouchers: items, total } = await listVouchers(app.db, app.now(), params);
      return { items, total };
    },
    one: { key: 'voucher', summary: 'One voucher', read: async (id) => toVoucher(await found(id), app.now()) },
  });

  app.post(
    '/',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Issue a goodwill voucher to a traveller (expiry default VOUCHER_VALID_DAYS)',
        body: GoodwillVoucherBodySchema,
        response: { 201: VoucherAnswer, ...errorResponses(400, 401, 403) },
      },
      preValidation: parseBodyWith((body) => parseGoodwillVoucher(body, app.now())),
    },
    async (request, reply) => {
      const { userId, amount, expiresAt } = request.body;
      if (!(await travellerExists(app.db, userId))) throw badRequest(cancellationMessages.voucherUserNotFound);
      const now = app.now();
      const row = await issueVoucher(app.db, {
        userId,
        amountPaise: rupeesToPaise(amount),
        sourceBookingId: null,
        issuedBy: adminOf(request).id,
        expiresAt: expiresAt ? new Date(expiresAt) : null,
        now,
        validDays: app.config.VOUCHER_VALID_DAYS,
      });
      return reply.status(201).send({ voucher: toVoucher(row, now) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Void a voucher ({status: "void"}): its balance can no longer be spent',
        params: IdParams,
        body: Type.Object({ status: Type.Literal('void', { 'x-error-message': cancellationMessages.voucherStatusChangeInvalid }) }),
        response: { 200: VoucherAnswer, ...errorResponses(400, 401, 403, 404) },
      },
      // An unknown voucher is 404 before its change is checked.
      preValidation: async (request) => {
        await found(request.params.id);
      },
    },
    async (request) => {
      const voucher = await found(request.params.id);
      await updateVoucher(app.db, voucher.id, { status: 'void' }, app.now());
      return { voucher: toVoucher(await found(voucher.id), app.now()) };
    },
  );
};

export default adminVoucherRoutes;
