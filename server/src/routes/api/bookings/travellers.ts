/**
 * Everyone on the trip (DESIGN "Everyone on the trip"): a booking's traveller records. The lead (who
 * booked) sees and fills every record; a traveller who claimed a place through an invitation sees
 * their own in full and the others by name. Anyone else's booking is 404, as for bookings.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import Value from 'typebox/value';
import {
  bookingMessages,
  calendarDay,
  parseReplacement,
  parseTravellerDetails,
  travellerLimits,
  travellerMessages,
} from '../../../domain/index.ts';
import {
  BookingTravellerSchema,
  ReadinessSchema,
  readinessOf,
  TravellerViewSchema,
  TravellerDetailsBodySchema,
  TravellerMobileSchema,
  travellersSeenBy,
} from '../../../entities/booking-traveller.ts';
import { Nullable } from '../../../entities/columns.ts';
import { notFound } from '../../../errors.ts';
import { parseBodyWith, uncheckedBody } from '../parsed-body.ts';
import { replaceTraveller, saveTravellerDetails, signConsent, travellerAccess } from '../../../services/travellers/traveller-records.ts';
import { uploadFitnessProof } from '../../../services/travellers/traveller-proofs.ts';
import { inviterName, inviteTraveller } from '../../../services/bookings/traveller-invitations.ts';
import { findBooking } from '../../../repositories/bookings.ts';
import { travellerOf } from '../../../plugins/auth.ts';
import { bookingLeadId, holdsPlace, travellersOfBooking } from '../../../repositories/booking-travellers.ts';
import { errorResponses, IdParams } from '../../../schemas.ts';

const security = [{ bearerAuth: [] }];

/** The fitness proof upload as the route reads it: its `file` part's bytes, or none (OpenAPI shows the multipart form). */
const ProofUploadBody = Type.Object({ file: Nullable(Type.Unsafe<Buffer>(Type.Object({}, { description: "the file part's bytes" }))) });
const proofBytesOf = (body: unknown): Buffer | null =>
  typeof body === 'object' && body !== null && 'file' in body && Buffer.isBuffer(body.file) ? body.file : null;

export const TravellerParams = Type.Object({ id: Type.String({ maxLength: 200 }), tid: Type.String({ maxLength: 200 }) });
export const TravellerAnswer = Type.Object({ traveller: BookingTravellerSchema });

const bookingTravellerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['bookings'];

  /** Who `userId` is on this booking: its lead, a claimer of a place, or nobody (404, as anyone else's booking). */
  async function viewerOn(bookingId: string, userId: string) {
    const leadId = await bookingLeadId(app.db, bookingId);
    if (leadId === userId) return { isLead: true };
    if (leadId && (await holdsPlace(app.db, bookingId, userId))) return { isLead: false };
    throw notFound(bookingMessages.bookingNotFound);
  }

  app.get(
    '/:id/travellers',
    {
      schema: {
        tags,
        security,
        summary: "A booking's traveller records (one per seat) and how many are complete",
        description:
          'The lead sees every record in full; a traveller who claimed a place sees their own record in full and the others by name.',
        params: IdParams,
        response: {
          200: Type.Object({ travellers: Type.Array(TravellerViewSchema), readiness: ReadinessSchema }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const userId = travellerOf(request).id;
      const { isLead } = await viewerOn(request.params.id, userId);
      const travellers = await travellersOfBooking(app.db, request.params.id);
      return { travellers: travellersSeenBy(travellers, { userId, isLead }), readiness: readinessOf(travellers) };
    },
  );

  const access = (request: FastifyRequest) => {
    const { id, tid } = Value.Parse(TravellerParams, request.params);
    return travellerAccess(app.db, id, tid, travellerOf(request).id);
  };

  app.put(
    '/:id/travellers/:tid',
    {
      schema: {
        tags,
        security,
        summary: "Fill a traveller's record (the lead any record, a claimer their own)",
        description:
          'ID numbers are checked (Aadhaar with its Verhoeff check digit, PAN, passport, driving licence, voter ID) and only ' +
          'their last four characters are stored. The date of birth must be in the past, and the age at the start at least ' +
          "the trip's minAge.",
        params: TravellerParams,
        body: TravellerDetailsBodySchema,
        response: { 200: TravellerAnswer, ...errorResponses(400, 401, 403, 404) },
      },
      // Who may touch the record first (404, 403), then its rules, which need the departure's start and the trip's minimum age.
      preValidation: parseBodyWith(async (body, request) => {
        const found = await access(request);
        return parseTravellerDetails(body, {
          today: calendarDay(app.now(), app.config.TIME_ZONE),
          startDate: found.startDate,
          minAge: found.requirements.minAge,
        });
      }),
    },
    async (request) => ({ traveller: await saveTravellerDetails(app.db, await access(request), request.body, app.now()) }),
  );

  app.post(
    '/:id/travellers/:tid/consent',
    {
      schema: {
        tags,
        security,
        summary: "Sign the trip's current waiver with one's typed name (the claimer; the lead for a kid or an unclaimed place)",
        params: TravellerParams,
        // A signature that is no text, or far longer than a name, is one that does not match, in the contract's words.
        body: Type.Object({
          name: Type.String({
            maxLength: travellerLimits.nameMax * 2,
            description: "the record's name, typed as the signature",
            'x-error-message': travellerMessages.signatureMismatch,
          }),
        }),
        response: { 200: TravellerAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ traveller: await signConsent(app.db, await access(request), request.body.name, app.now()) }),
  );

  app.post(
    '/:id/travellers/:tid/invite',
    {
      schema: {
        tags,
        security,
        summary: 'A link for one place, /join/<token>, valid until the start (the lead only)',
        description: 'When the record has a mobile, a traveller_invite message with the link goes to it at once.',
        params: TravellerParams,
        response: {
          200: Type.Object({ inviteUrl: Type.String({ description: '/join/<token>: unguessable; only its hash is stored' }) }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const found = await access(request);
      const booking = await findBooking(app.db, request.params.id, app.now());
      const leadName = booking ? inviterName(booking) : '';
      const inviteUrl = await inviteTraveller(
        {
          db: app.db,
          timeZone: app.config.TIME_ZONE,
          origin: app.messages.origin,
          sendInvite: (trx, bookingId, { params, to }) =>
            app.messages.aboutTraveller(trx, bookingId, { template: 'traveller_invite', params, to }),
        },
        found,
        leadName,
        app.now(),
      );
      return { inviteUrl };
    },
  );

  app.post(
    '/:id/travellers/:tid/fitness-proof',
    {
      schema: {
        tags,
        security,
        summary: "Upload a traveller's fitness proof: a JPEG, PNG or PDF of at most 5 MB (the lead or the claimer)",
        description:
          'multipart/form-data with the file in `file`. The kind is read from the bytes, not the name: anything else, or over ' +
          '5 MB, is 400 and nothing is stored. The proof is then pending until an admin approves or rejects it.',
        params: TravellerParams,
        body: ProofUploadBody,
        response: { 200: TravellerAnswer, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
      // Anything but a file part named `file` is no file: refused (400) only after the checks of who may upload.
      preValidation: async (request) => uncheckedBody(request, { file: proofBytesOf(request.body) }),
      config: {
        documentedBody: {
          'multipart/form-data': {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary', description: 'JPEG, PNG or PDF, at most 5 MB' } },
          },
        },
        // One file, read up to one byte past the limit: a longer one is refused by its length, not cut and stored.
        multipartOptions: {
          limits: { files: 1, fileSize: travellerLimits.fitnessProofMaxBytes + 1, fields: 4, parts: 5 },
          throwFileSizeLimit: false,
        },
      },
    },
    async (request) => {
      const found = await access(request);
      return {
        traveller: await uploadFitnessProof({ db: app.db, files: app.uploadStorage.privateFiles }, found, request.body.file, app.now()),
      };
    },
  );

  app.post(
    '/:id/travellers/:tid/replace',
    {
      schema: {
        tags,
        security,
        summary: 'Give a place to another traveller (the lead, until SWAP_UNTIL_DAYS before the start)',
        description: 'The record keeps its seat; every detail, the consent, the fitness proof, the claim and any invitation are cleared.',
        params: TravellerParams,
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: travellerLimits.nameMax }),
          mobile: Type.Optional(Nullable(TravellerMobileSchema)),
        }),
        response: { 200: TravellerAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: parseBodyWith(parseReplacement),
    },
    async (request) => {
      const found = await access(request);
      const now = app.now();
      const { traveller, droppedFile } = await replaceTraveller(
        app.db,
        found,
        { name: request.body.name, mobile: request.body.mobile ?? null },
        {
          today: calendarDay(now, app.config.TIME_ZONE),
          swapUntilDays: app.config.SWAP_UNTIL_DAYS,
          now,
        },
      );
      if (droppedFile) await app.uploadStorage.privateFiles.remove(droppedFile);
      return { traveller };
    },
  );
};

export default bookingTravellerRoutes;
