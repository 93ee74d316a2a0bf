/**
 * Traveller sign-in by mobile number and one-time code (docs/product.md#states mobile flow, #calls mobile auth calls),
 * under /api/mobile/auth. DESIGN.md's verified sign-in: a returning traveller gets a code too unless
 * the operator set DIRECT_LOGIN=true; the code's row (not the request) says whether it signs up a
 * new traveller or signs in an existing one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { resolveJwtSecret } from '../config.ts';
import {
  limits,
  messages,
  normalizeCountryCode,
  otpSmsText,
  type User,
  validateCountryCode,
  validateMobileNumber,
  validateOtp,
  validateUsername,
} from '../domain/index.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../errors.ts';
import { endTravellerSessions } from '../repositories/sessions.ts';
import { findUserByMobile, insertUser, recordLogin } from '../repositories/users.ts';
import { UserSchema } from '../entities/user.ts';
import { errorResponses } from '../schemas.ts';
import { createOtpCodes, otpPolicy, type OtpPurpose, type Phone, SendLimitError } from '../services/otp-codes.ts';
import { createSmsSender, type SmsSender } from '../services/sms/index.ts';
import { isPlainObject } from './form-values.ts';

const PhoneFields = {
  mobileNumber: Type.String({ description: 'Digits only, without the country code', examples: ['9876543210'] }),
  countryCode: Type.String({ description: "Digits, '+' optional; default 91", examples: ['91'] }),
};
const PhoneBody = Type.Object(PhoneFields);
const SendOtpBody = Type.Object({
  ...PhoneFields,
  username: Type.Optional(
    Type.String({
      description: 'Given: sign up a new traveller (409 if the number is registered). Absent: a code to sign an existing traveller in.',
    }),
  ),
});
const VerifyOtpBody = Type.Object({
  ...PhoneFields,
  verificationId: Type.String({ description: 'From send-otp or direct-login' }),
  otp: Type.Optional(Type.String({ description: 'The 4-digit code (or send it as `code`)' })),
  code: Type.Optional(Type.String({ description: 'Same as `otp`, for clients that name it so' })),
  username: Type.Optional(Type.String({ description: 'Ignored: the username given to send-otp is the one registered' })),
});
const SignedInUser = Type.Intersect([UserSchema, Type.Object({ isNewUser: Type.Boolean() })]);

const SMS_FAILED_STATUS = 502;
const PRUNE_INTERVAL_MS = 3_600_000;

/** The phone number of a request body, checked by the specification's rules (their messages win over the schema's). */
function phoneOf(body: unknown): Phone {
  const fields = isPlainObject(body) ? body : {};
  const mobileError = validateMobileNumber(fields.mobileNumber);
  if (mobileError) throw badRequest(mobileError);
  const given = fields.countryCode;
  const countryCode = given === undefined || given === null || given === '' ? limits.defaultCountryCode : given;
  const countryError = validateCountryCode(countryCode);
  if (countryError) throw badRequest(countryError);
  return { mobileNumber: String(fields.mobileNumber).trim(), countryCode: normalizeCountryCode(countryCode) };
}

const mobileAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['traveller sign-in'];
  const policy = otpPolicy(app.config);
  const codes = createOtpCodes({ db: app.db, now: () => app.now(), secret: resolveJwtSecret(app.config), policy });
  const sms: SmsSender = createSmsSender(app.config);

  const pruneTimer = setInterval(() => {
    codes.prune().catch((error: unknown) => app.log.warn({ err: error }, 'pruning old sign-in codes failed'));
  }, PRUNE_INTERVAL_MS);
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  /** Stores a code and texts it; a provider failure withdraws the code and answers 'Failed to send OTP'. */
  async function sendCode(request: FastifyRequest, reply: FastifyReply, phone: Phone, purpose: OtpPurpose, username: string | null) {
    let issued: { verificationId: string; code: string };
    try {
      issued = await codes.issue({ phone, purpose, username, clientAddress: request.ip });
    } catch (error) {
      if (error instanceof SendLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    try {
      await sms.sendCode({ to: phone, code: issued.code, text: otpSmsText(app.config.BUSINESS_NAME, issued.code) });
    } catch (error) {
      await codes.withdraw(issued.verificationId);
      request.log.error({ err: error, provider: sms.provider, countryCode: phone.countryCode }, 'sign-in code not sent');
      throw new HttpError(SMS_FAILED_STATUS, messages.sendOtpFailed);
    }
    request.log.info({ provider: sms.provider, purpose }, 'sign-in code sent');
    return issued.verificationId;
  }

  async function existingTraveller(phone: Phone): Promise<User | null> {
    const user = await findUserByMobile(app.db, phone.countryCode, phone.mobileNumber);
    if (user && !user.isActive) throw forbidden(messages.accountDisabled);
    return user;
  }

  app.post(
    '/check-user',
    {
      schema: {
        tags,
        summary: 'Whether a traveller account exists for this number (SPEC §4: Login or the Account Not Found prompt)',
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
        const phone = phoneOf(request.body);
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
      const { username, ...phone } = request.body;
      const user = await existingTraveller(phone);
      if (username !== undefined && user) throw conflict(messages.mobileAlreadyRegistered);
      if (username === undefined && !user) throw notFound(messages.accountNotFoundTitle);
      const purpose: OtpPurpose = username === undefined ? 'login' : 'signup';
      const verificationId = await sendCode(request, reply, phone, purpose, username ?? null);
      return { success: true, verificationId, message: messages.otpSent };
    },
  );

  app.post(
    '/verify-otp',
    {
      schema: {
        tags,
        summary: 'Check the code and sign the traveller up or in',
        description:
          'The code may be sent as `otp` or `code`. A sign-up code creates the account with the username given to send-otp ' +
          '(isNewUser true); a sign-in code (send-otp without username, or direct-login answering otpRequired) signs the ' +
          'existing traveller in (isNewUser false). A wrong code answers 400; the last allowed wrong try burns the code and ' +
          'from then on even the right code answers 429; an expired, used or replaced code answers 400. Two concurrent ' +
          'verifications of one code: exactly one succeeds.',
        body: VerifyOtpBody,
        response: {
          200: Type.Object({ success: Type.Boolean(), user: SignedInUser, token: Type.String(), message: Type.String() }),
          ...errorResponses(400, 403, 409, 429),
        },
      },
      preValidation: async (request) => {
        const phone = phoneOf(request.body);
        const raw: unknown = request.body;
        const body: Record<string, unknown> = isPlainObject(raw) ? raw : {};
        const code = body.otp ?? body.code;
        const codeError = validateOtp(code);
        if (codeError) throw badRequest(codeError);
        if (typeof body.verificationId !== 'string' || !body.verificationId.trim()) throw badRequest(messages.verificationIdRequired);
        request.body = { ...phone, verificationId: body.verificationId.trim(), otp: String(code).trim() };
      },
    },
    async (request) => {
      const { verificationId, otp, ...phone } = request.body;
      const used = await codes.consume({ verificationId, code: otp!, phone });
      const at = app.now();
      let user: User | null;
      let isNewUser = false;
      if (used.purpose === 'signup') {
        if (await findUserByMobile(app.db, phone.countryCode, phone.mobileNumber)) throw conflict(messages.mobileAlreadyRegistered);
        try {
          // Joined and signed in at the same moment, on the app's clock.
          user = await insertUser(app.db, { ...phone, username: used.username ?? '', createdAt: at, lastLoginAt: at });
        } catch (error) {
          // Two sign-ups of one number racing: the database's unique key lets one through.
          if ((error as { code?: string }).code === '23505') throw conflict(messages.mobileAlreadyRegistered);
          throw error;
        }
        isNewUser = true;
      } else {
        const existing = await existingTraveller(phone);
        if (!existing) throw badRequest(messages.otpExpired);
        user = await recordLogin(app.db, existing.id, at);
        if (!user) throw badRequest(messages.otpExpired);
      }
      request.log.info({ userId: user.id, isNewUser }, 'traveller signed in with a code');
      return {
        success: true,
        user: { ...user, isNewUser },
        token: await app.signTravellerToken(user),
        message: isNewUser ? messages.signupSuccessful : messages.travellerLoginSuccessful,
      };
    },
  );

  app.post(
    '/direct-login',
    {
      schema: {
        tags,
        summary: 'Sign a returning traveller in',
        description:
          'DIRECT_LOGIN=true (SPEC): {success, token, user} at once for a registered number. ' +
          'Otherwise (the default, DESIGN.md verified sign-in) a code is texted and the answer is ' +
          '{"success": true, "otpRequired": true, "verificationId": "…"}: the client opens /verify-otp with isSignup=false ' +
          'and calls verify-otp without a username. The same limits as send-otp apply (429). ' +
          'Either way an unknown number answers 404 "Account Not Found".',
        body: PhoneBody,
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
        request.body = phoneOf(request.body);
      },
    },
    async (request, reply) => {
      const phone = request.body;
      const existing = await existingTraveller(phone);
      if (!existing) throw notFound(messages.accountNotFoundTitle);
      if (!app.config.DIRECT_LOGIN) {
        // Back from the code page and Login again within the resend wait: the code already sent still works.
        const verificationId = (await codes.recentLiveCode(phone, 'login')) ?? (await sendCode(request, reply, phone, 'login', null));
        return { success: true, otpRequired: true, verificationId };
      }
      const user = await recordLogin(app.db, existing.id, app.now());
      if (!user) throw notFound(messages.accountNotFoundTitle);
      request.log.info({ userId: user.id }, 'traveller signed in directly (DIRECT_LOGIN=true)');
      return { success: true, token: await app.signTravellerToken(user), user: { ...user, isNewUser: false } };
    },
  );

  app.get(
    '/verify',
    {
      onRequest: app.requireTraveller,
      schema: {
        tags,
        summary: 'The signed-in traveller (traveller token)',
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ success: Type.Boolean(), user: UserSchema }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true, user: request.traveller! }),
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireTraveller,
      schema: {
        tags,
        summary: 'Sign out: ends every session of this traveller (all its tokens stop working)',
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ success: Type.Boolean(), message: Type.String() }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await endTravellerSessions(app.db, request.traveller!.id);
      return { success: true, message: messages.loggedOut };
    },
  );
};

export default mobileAuthRoutes;
