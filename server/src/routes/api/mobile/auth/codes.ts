/**
 * Asking for a sign-in code under /api/mobile/auth: check-user (is the number registered),
 * send-otp (sign-up with a username, sign-in without) and direct-login (a returning traveller:
 * a code, or a token at once when the operator set DIRECT_LOGIN=true).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { type Language, messages, validateUsername } from '../../../../domain/index.ts';
import { badRequest, conflict, notFound } from '../../../../errors.ts';
import { findUserByMobile, recordLogin } from '../../../../repositories/users.ts';
import { errorResponses, publicAccess } from '../../../../schemas.ts';
import { type OtpPurpose, type Phone, SendLimitError } from '../../../../services/accounts/otp-codes.ts';
import { isPlainObject } from '../../admin/form-values.ts';
import { CodeRequestBody, existingTraveller, languageOf, PhoneBody, phoneOf, SendOtpBody, SignedInUser, tags } from './common.ts';

const signInCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { policy } = app.signInCodes;

  /** Texts a code in the sign-in page's language; a send limit answers 429 with Retry-After. */
  async function sendCode(
    request: FastifyRequest,
    reply: FastifyReply,
    phone: Phone,
    purpose: OtpPurpose,
    username: string | null,
    language: Language | undefined,
  ) {
    try {
      return await app.signInCodes.send({ phone, purpose, username, clientAddress: request.ip }, request.log, language);
    } catch (error) {
      if (error instanceof SendLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }

  app.post(
    '/check-user',
    {
      schema: {
        tags,
        summary: 'Whether a traveller account exists for this number (docs/product.md#states: Login or the Account Not Found prompt)',
        security: publicAccess,
        body: PhoneBody,
        response: { 200: Type.Object({ success: Type.Boolean(), userExists: Type.Boolean() }), ...errorResponses(400, 429) },
      },
      preValidation: async (request) => {
        request.body = phoneOf(request.body);
      },
    },
    async (request) => {
      const user = await findUserByMobile(app.db, request.body.countryCode, request.body.mobileNumber);
      return { success: true, userExists: user !== null };
    },
  );

  app.post(
    '/send-otp',
    {
      schema: {
        tags,
        summary: 'Text a 4-digit sign-in code',
        security: publicAccess,
        description:
          'With a username: sign-up of a new traveller; 409 "Mobile number already registered" when the number has an account. ' +
          'Without one: a code for an existing traveller (404 "Account Not Found" otherwise). ' +
          `A code is valid ${policy.ttlSeconds} s and for ${policy.maxAttempts} tries; a new one for the same number no sooner than ` +
          `${policy.resendSeconds} s after the last one still unused; at most ${policy.sendsPerNumberPerHour} an hour per number and ` +
          `${policy.sendsPerAddressPerHour} per client address (429 past these). Provider failure: 502 "Failed to send OTP".`,
        body: SendOtpBody,
        response: {
          200: Type.Object({ success: Type.Boolean(), verificationId: Type.String(), message: Type.String() }),
          ...errorResponses(400, 403, 404, 409, 429, 502),
        },
      },
      preValidation: async (request) => {
        const phone = { ...phoneOf(request.body), ...languageOf(request.body) };
        // docs/product.md#rules: a username given empty is 'Username is required'; only a body without one signs a traveller in.
        const given = isPlainObject(request.body) ? request.body.username : undefined;
        if (given === undefined) {
          request.body = phone;
          return;
        }
        const usernameError = validateUsername(given);
        if (usernameError) throw badRequest(usernameError);
        request.body = { ...phone, username: String(given).trim() };
      },
    },
    async (request, reply) => {
      const { username, language, ...phone } = request.body;
      const user = await existingTraveller(app.db, phone);
      if (username !== undefined && user) throw conflict(messages.mobileAlreadyRegistered);
      if (username === undefined && !user) throw notFound(messages.accountNotFoundTitle);
      const purpose: OtpPurpose = username === undefined ? 'login' : 'signup';
      const verificationId = await sendCode(request, reply, phone, purpose, username ?? null, language);
      return { success: true, verificationId, message: messages.otpSent };
    },
  );

  app.post(
    '/direct-login',
    {
      schema: {
        tags,
        summary: 'Sign a returning traveller in',
        security: publicAccess,
        description:
          'DIRECT_LOGIN=true (docs/product.md#calls): {success, token, user} at once for a registered number. ' +
          'Otherwise (the default, docs/product.md verified sign-in) a code is texted and the answer is ' +
          '{"success": true, "otpRequired": true, "verificationId": "…"}: the client opens /verify-otp with isSignup=false ' +
          'and calls verify-otp without a username. The same limits as send-otp apply (429). ' +
          'Either way an unknown number answers 404 "Account Not Found".',
        body: CodeRequestBody,
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            token: Type.Optional(Type.String({ description: 'DIRECT_LOGIN=true only' })),
            user: Type.Optional(SignedInUser),
            otpRequired: Type.Optional(Type.Boolean({ description: 'true: a code was sent; verify it with verify-otp' })),
            verificationId: Type.Optional(Type.String({ description: 'With otpRequired' })),
          }),
          ...errorResponses(400, 403, 404, 429, 502),
        },
      },
      preValidation: async (request) => {
        request.body = { ...phoneOf(request.body), ...languageOf(request.body) };
      },
    },
    async (request, reply) => {
      const { language, ...phone } = request.body;
      const existing = await existingTraveller(app.db, phone);
      if (!existing) throw notFound(messages.accountNotFoundTitle);
      if (!app.config.DIRECT_LOGIN) {
        // Back from the code page and Login again within the resend wait: the code already sent still works.
        const verificationId =
          (await app.signInCodes.recentLiveCode(phone, 'login')) ?? (await sendCode(request, reply, phone, 'login', null, language));
        return { success: true, otpRequired: true, verificationId };
      }
      const signed = await recordLogin(app.db, existing.id, app.now());
      if (!signed) throw notFound(messages.accountNotFoundTitle);
      request.log.info({ userId: signed.account.id }, 'traveller signed in directly (DIRECT_LOGIN=true)');
      const token = await app.signTravellerToken(signed);
      app.markSignedIn(reply, token);
      return { success: true, token, user: { ...signed.account, isNewUser: false } };
    },
  );
};

export default signInCodeRoutes;
