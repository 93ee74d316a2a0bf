/**
 * /api/admin/coupons (DESIGN "Prices that fill departures"): the coupons with their uses (ra-data-simple-rest
 * list), one coupon, creating one (201 `{coupon}`), changing or disabling one (`{coupon}`), and its uses as a
 * list and a CSV. Disabling a coupon never changes the bookings made with it: they keep their pricing lines.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Updateable } from 'kysely';
import Type from 'typebox';
import { type CouponKind, parseCoupon, pricingMessages, rupeesToPaise } from '../../../domain/index.ts';
import { type Coupon, CouponBodySchema, type CouponChanges, CouponSchema, CouponUseSchema } from '../../../entities/coupon.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import {
  couponCodeTaken,
  couponSortFields,
  findCoupon,
  insertCoupon,
  listCouponUses,
  listCoupons,
  updateCoupon,
} from '../../../repositories/coupons.ts';
import { csvCell } from '../../../services/departures/departure-manifest.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';
import { parseBodyWith } from '../parsed-body.ts';
import { registerAdminReads } from './list.ts';
import type { CouponsTable } from '../../../db/schema.ts';

const tags = ['admin coupons'];
const CouponAnswer = Type.Object({ coupon: CouponSchema });

/** The columns a coupon's kind and value are stored in: a percent, or paise off the booking. */
function valueColumns(kind: CouponKind, value: number) {
  return kind === 'percent' ? { percent: value, amountPaise: null } : { percent: null, amountPaise: rupeesToPaise(value) };
}

function rowValues(body: CouponChanges, current?: Coupon): Updateable<CouponsTable> {
  const values: Updateable<CouponsTable> = {};
  if (body.code !== undefined) values.code = body.code;
  if (body.kind !== undefined) values.kind = body.kind;
  const kind = body.kind ?? current?.kind;
  if (body.value !== undefined && kind) Object.assign(values, valueColumns(kind, body.value));
  if (body.tripIds !== undefined) values.tripIds = JSON.stringify(body.tripIds ?? []);
  for (const field of ['validFrom', 'validUntil', 'maxUses', 'maxUsesPerTraveller', 'minSeats', 'status'] as const) {
    if (body[field] !== undefined) (values as Record<string, unknown>)[field] = body[field];
  }
  return values;
}

export const couponUsesHeader = ['reference', 'traveller', 'trip', 'start', 'seats', 'status', 'discount', 'total', 'booked at'];

const adminCouponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const found = async (id: string): Promise<Coupon> => {
    const coupon = await findCoupon(app.db, id, app.now());
    if (!coupon) throw notFound(pricingMessages.couponNotFound);
    return coupon;
  };
  const readBeforeUpdate = new WeakMap<object, Coupon>();

  registerAdminReads(app, {
    tags,
    key: 'coupons',
    resource: 'coupons',
    item: CouponSchema,
    sortFields: couponSortFields,
    description: 'Newest first. Filters: q (code), status, id (a list). Each with its uses, revenue and discount given.',
    list: async (params) => {
      const { coupons: items, total } = await listCoupons(app.db, app.now(), params);
      return { items, total };
    },
    one: { key: 'coupon', summary: 'One coupon with its uses', read: found },
  });

  app.post(
    '/',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Create a coupon: code (A-Z, 0-9, -; 4-20, unique whatever the case), kind percent or flat, value',
        body: CouponBodySchema,
        response: { 201: CouponAnswer, ...errorResponses(400, 401, 403, 409) },
      },
      preValidation: parseBodyWith((body) => parseCoupon(body, { creating: true })),
    },
    async (request, reply) => {
      const body = request.body;
      if (!body.code || !body.kind || body.value === undefined) throw badRequest(pricingMessages.couponCodeInvalid);
      const now = app.now();
      const id = await insertCoupon(app.db, {
        code: body.code,
        kind: body.kind,
        ...valueColumns(body.kind, body.value),
        tripIds: JSON.stringify(body.tripIds ?? []),
        validFrom: body.validFrom ?? null,
        validUntil: body.validUntil ?? null,
        maxUses: body.maxUses ?? null,
        maxUsesPerTraveller: body.maxUsesPerTraveller ?? 1,
        minSeats: body.minSeats ?? 1,
        status: body.status ?? 'active',
        createdAt: now,
        updatedAt: now,
      });
      if (!id) throw conflict(pricingMessages.couponCodeTaken);
      return reply.status(201).send({ coupon: await found(id) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Change a coupon, or disable it ({status: "disabled"}): bookings already made keep their price',
        params: IdParams,
        body: CouponBodySchema,
        response: { 200: CouponAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
      // An unknown coupon is 404 before its changes are checked against what it keeps.
      preValidation: async (request) => {
        const current = await found(request.params.id);
        await parseBodyWith((body) => parseCoupon(body, { creating: false, current }))(request);
        readBeforeUpdate.set(request, current);
      },
    },
    async (request) => {
      const current = readBeforeUpdate.get(request) ?? (await found(request.params.id));
      const body = request.body;
      if (body.kind !== undefined && body.kind !== current.kind && body.value === undefined)
        throw badRequest(pricingMessages.couponKindInvalid);
      if (body.code !== undefined && (await couponCodeTaken(app.db, body.code, current.id)))
        throw conflict(pricingMessages.couponCodeTaken);
      const values = rowValues(body, current);
      if (Object.keys(values).length) {
        try {
          await updateCoupon(app.db, current.id, values, app.now());
        } catch (error) {
          // Two renames to one code at once: the unique index refuses the second.
          if ((error as { code?: string }).code === '23505') throw conflict(pricingMessages.couponCodeTaken);
          throw error;
        }
      }
      return { coupon: await found(current.id) };
    },
  );

  app.get(
    '/:id/uses',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'The bookings made with a coupon, newest first (expired and cancelled ones too)',
        params: IdParams,
        response: { 200: Type.Object({ uses: Type.Array(CouponUseSchema) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const coupon = await found(request.params.id);
      return { uses: await listCouponUses(app.db, coupon.id, app.now()) };
    },
  );

  app.get(
    '/:id/uses.csv',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: "A coupon's uses as CSV, a header row first",
        params: IdParams,
        response: {
          200: { description: 'The uses', content: { 'text/csv': { schema: Type.String() } } },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const coupon = await found(request.params.id);
      const uses = await listCouponUses(app.db, coupon.id, app.now());
      const rows = uses.map((use) => [
        use.reference,
        use.traveller,
        use.place,
        use.startDate,
        use.seats,
        use.status,
        use.discount.toFixed(2),
        use.totalAmount.toFixed(2),
        use.createdAt,
      ]);
      const csv = [couponUsesHeader, ...rows].map((cells) => cells.map((cell) => csvCell(cell)).join(',')).join('\r\n');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="coupon-${coupon.code}-uses.csv"`)
        .send(`${csv}\r\n`);
    },
  );
};

export default adminCouponRoutes;
