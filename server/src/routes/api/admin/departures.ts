/**
 * /api/admin/departures: a trip's dated runs with seats, for admins. A departure with bookings
 * cannot be deleted (cancel it instead); its seats never fall below those already taken (checked
 * under the departure's row lock, like every seat change). Lists speak ra-data-simple-rest.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Updateable } from 'kysely';
import Type from 'typebox';
import { bookingMessages, calendarDay, messages, parseDeparture, rupeesToPaise, staffMessages } from '../../../domain/index.ts';
import type { Departure, DepartureChanges } from '../../../entities/index.ts';
import { badRequest, conflict, isStillReferenced, notFound } from '../../../errors.ts';
import {
  departureSortFields,
  findAdminDeparture,
  listDepartures,
  seatContextOf,
  setDepartureLeaders,
  updateDepartureRow,
} from '../../../repositories/departures.ts';
import { notActiveLeaders } from '../../../repositories/admins.ts';
import { findTrip } from '../../../repositories/trips.ts';
import { addDeparture, removeDeparture, setSeatsTotal } from '../../../services/bookings/booking-ledger.ts';
import { cancelDeparture, departureCancellationQuote } from '../../../services/bookings/booking-cancellation.ts';
import {
  AdminDepartureSchema,
  DepartureBodySchema,
  DepartureCancellationQuoteSchema,
  type AdminDeparture,
} from '../../../entities/departure.ts';
import { adminSecurity, errorResponses, IdParams, MessageSchema } from '../../../schemas.ts';
import { parseBodyWith } from '../parsed-body.ts';
import { registerAdminList } from './list.ts';
import type { DeparturesTable } from '../../../db/schema.ts';

const tags = ['admin departures'];
const DepartureAnswer = Type.Object({ departure: AdminDepartureSchema, message: Type.String() });

/** Optional money fields: null clears (the trip's price, the default deposit), a number sets paise. */
const paiseOrNull = (value: number | null) => (value === null ? null : rupeesToPaise(value));

const adminDepartureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const context = () => seatContextOf(app.config, app.now());
  const today = () => calendarDay(app.now(), app.config.TIME_ZONE);
  const found = async (id: string): Promise<AdminDeparture> => {
    const departure = await findAdminDeparture(app.db, id, context());
    if (!departure) throw notFound(bookingMessages.departureNotFound);
    return departure;
  };
  // The departure an update's preValidation read, so the handler reads it once, not twice.
  const readBeforeUpdate = new WeakMap<object, AdminDeparture>();
  /** The deposit may not exceed the price that applies (the departure's own or the trip's). */
  const checkDepositWithinPrice = async (tripId: string, body: DepartureChanges, current?: Departure) => {
    if (body.depositPerPerson === undefined || body.depositPerPerson === null) return;
    // The price the departure will have: the one given (null clears it: the trip's price then), else its own.
    const ownPrice = body.pricePerPerson !== undefined ? body.pricePerPerson : (current?.pricePerPerson ?? null);
    const price = typeof ownPrice === 'number' ? ownPrice : ((await findTrip(app.db, tripId))?.price ?? 0);
    if (body.depositPerPerson > price) throw badRequest(bookingMessages.depositPerPersonInvalid);
  };

  /** A departure names active trip leaders only. */
  const checkLeaders = async (leaderIds: string[] | undefined) => {
    if (leaderIds && (await notActiveLeaders(app.db, leaderIds)).length) throw badRequest(staffMessages.leadersInvalid);
  };

  registerAdminList(app, {
    tags,
    key: 'departures',
    resource: 'departures',
    item: AdminDepartureSchema,
    sortFields: departureSortFields,
    description: 'Filters: tripId, status, id (a list). Newest first unless sorted.',
    list: async (params) => {
      const { departures: items, total } = await listDepartures(app.db, context(), params);
      return { items, total };
    },
  });

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'One departure with its seats left and resolved prices',
        params: IdParams,
        response: { 200: Type.Object({ departure: AdminDepartureSchema }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ departure: await found(request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Add a dated run of a trip with its seats',
        body: DepartureBodySchema,
        response: { 201: DepartureAnswer, ...errorResponses(400, 401, 403) },
      },
      preValidation: parseBodyWith((body) => parseDeparture(body, { creating: true, today: today() })),
    },
    async (request, reply) => {
      const body = request.body;
      const { tripId, startDate, seatsTotal } = body;
      // parseDeparture requires these on a create; a body it has not seen (not an object) never gets here.
      if (tripId === undefined || startDate === undefined || seatsTotal === undefined) throw badRequest(messages.invalidRequest);
      const trip = await findTrip(app.db, tripId);
      if (!trip) throw badRequest(messages.tripNotFound);
      await checkDepositWithinPrice(trip.id, body);
      await checkLeaders(body.leaderIds);
      const id = await addDeparture(app.ledger, {
        tripId: trip.id,
        startDate,
        endDate: body.endDate ?? null,
        seatsTotal,
        pricePerPersonPaise: paiseOrNull(body.pricePerPerson ?? null),
        kidPricePerPersonPaise: paiseOrNull(body.kidPricePerPerson ?? null),
        depositPerPersonPaise: paiseOrNull(body.depositPerPerson ?? null),
        status: body.status ?? 'open',
        balanceDueDays: body.balanceDueDays ?? null,
        joiningInstructions: body.joiningInstructions ?? '',
        earlyBird: body.earlyBird ? JSON.stringify(body.earlyBird) : null,
        paymentPlan: body.paymentPlan ? JSON.stringify(body.paymentPlan) : null,
      });
      if (body.leaderIds?.length) await setDepartureLeaders(app.db, id, body.leaderIds);
      return reply.status(201).send({ departure: await found(id), message: bookingMessages.departureCreated });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary:
          'Change dates, seats (not below those taken), prices, status or leaders (leaderIds: active trip leaders); ' +
          '{status: "cancelled"} cancels every active booking, refunded in full',
        params: IdParams,
        body: DepartureBodySchema,
        response: { 200: DepartureAnswer, ...errorResponses(400, 401, 403, 404) },
      },
      // An unknown departure is 404 before its changes are checked, against the start it keeps.
      preValidation: async (request) => {
        const current = await found(request.params.id);
        await parseBodyWith((body) => parseDeparture(body, { creating: false, today: today(), keptStartDate: current.startDate }))(request);
        readBeforeUpdate.set(request, current);
      },
    },
    async (request) => {
      const current = readBeforeUpdate.get(request) ?? (await found(request.params.id));
      const body = request.body;
      await checkDepositWithinPrice(current.tripId, body, current);
      await checkLeaders(body.leaderIds);
      const values: Updateable<DeparturesTable> = {};
      if (body.startDate !== undefined) values.startDate = body.startDate;
      if (body.endDate !== undefined) values.endDate = body.endDate;
      if (body.seatsTotal !== undefined) values.seatsTotal = body.seatsTotal;
      if (body.pricePerPerson !== undefined) values.pricePerPersonPaise = paiseOrNull(body.pricePerPerson);
      if (body.depositPerPerson !== undefined) values.depositPerPersonPaise = paiseOrNull(body.depositPerPerson);
      if (body.kidPricePerPerson !== undefined) values.kidPricePerPersonPaise = paiseOrNull(body.kidPricePerPerson);
      if (body.status !== undefined) values.status = body.status;
      if (body.balanceDueDays !== undefined) values.balanceDueDays = body.balanceDueDays;
      if (body.joiningInstructions !== undefined) values.joiningInstructions = body.joiningInstructions;
      if (body.earlyBird !== undefined) values.earlyBird = body.earlyBird ? JSON.stringify(body.earlyBird) : null;
      if (body.paymentPlan !== undefined) values.paymentPlan = body.paymentPlan ? JSON.stringify(body.paymentPlan) : null;
      // The operator cancelling: every active booking on it is cancelled and refunded in full.
      const cancelling = values.status === 'cancelled' && current.status !== 'cancelled';
      if (cancelling) delete values.status;
      // New dates or joining instructions: the travellers' planned messages follow, in the same transaction.
      const replan = !cancelling && ['startDate', 'endDate', 'joiningInstructions'].some((field) => field in values);
      await setSeatsTotal(app.ledger, current.id, async (trx, taken) => {
        if (typeof values.seatsTotal === 'number' && values.seatsTotal < taken) throw badRequest(bookingMessages.seatsBelowTaken);
        if (Object.keys(values).length) await updateDepartureRow(trx, current.id, values, app.now());
        if (body.leaderIds) await setDepartureLeaders(trx, current.id, body.leaderIds);
        if (replan) await app.messages.departureChanged(trx, current.id);
      });
      if (cancelling) await cancelDeparture(app.ledger, current.id);
      return { departure: await found(current.id), message: bookingMessages.departureUpdated };
    },
  );

  app.get(
    '/:id/cancellation',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'What {status: "cancelled"} would do, changing nothing: the bookings it cancels, their travellers, the money refunded',
        description:
          'The same bookings PUT {status: "cancelled"} cancels (holding seats now, or expired with money held), each refunded ' +
          'in full; a cancelled departure has none left. The back office shows it before the admin confirms.',
        params: IdParams,
        response: { 200: Type.Object({ quote: DepartureCancellationQuoteSchema }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const departure = await found(request.params.id);
      return { quote: await departureCancellationQuote(app.db, departure.id, app.now()) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Delete a departure without bookings (409 when it has any: cancel it instead)',
        params: IdParams,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const departure = await found(request.params.id);
      try {
        await removeDeparture(app.ledger, departure.id);
      } catch (error) {
        // Bookings refer to their departure (ON DELETE RESTRICT): the database decides, with no race.
        if (isStillReferenced(error)) throw conflict(bookingMessages.departureHasBookings);
        throw error;
      }
      return { message: bookingMessages.departureDeleted };
    },
  );
};

export default adminDepartureRoutes;
