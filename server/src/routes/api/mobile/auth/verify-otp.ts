/**
 * Checking a sign-in code under /api/mobile/auth/verify-otp: a sign-up code creates the traveller,
 * a sign-in code signs the registered one in; either way the answer carries a traveller token.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { messages, validateOtp } from '../../../../domain/index.ts';
import type { User } from '../../../../entities/index.ts';
import { badRequest, conflict } from '../../../../errors.ts';
import type { Signed } from '../../../../repositories/sessions.ts';
import { findUserByMobile, insertUser, recordLogin } from '../../../../repositories/users.ts';
import { errorResponses, publicAccess } from '../../../../schemas.ts';
import { isPlainObject } from '../../admin/form-values.ts';
import { existingTraveller, phoneOf, SignedInUser, tags, VerifyOtpBody } from './common.ts';

const verifyCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/verify-otp',
    {
      schema: {
        tags,
        summary: 'Check the code and sign the traveller up or in',
        security: publicAccess,
        description:
          'The code may be sent as `otp` or `code`. A sign-up code creates the account with the username given to send-otp ' +
          '(isNewUser true); a sign-in code (send-otp without username, or direct-login answering otpRequired) signs the ' +
          'existing traveller in (isNewUser false). A wrong code answers 400; the last allowed wrong try burns the code and ' +
          'from then on even the right code answers 429; an expired, used or replaced code answers 400. Two concurrent ' +
          'verifications of one code: exactly one succeeds. Signed in, the answer also sets the signed-in cookie (HttpOnly: the pages ' +
          'read it to know who is signed in; the API never does).',
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
    async (request, reply) => {
      const { verificationId, otp, ...phone } = request.body;
      const used = await app.signInCodes.consume({ verificationId, code: otp!, phone });
      const at = app.now();
      let signed: Signed<User>;
      let isNewUser = false;
      if (used.purpose === 'signup') {
        if (await findUserByMobile(app.db, phone.countryCode, phone.mobileNumber)) throw conflict(messages.mobileAlreadyRegistered);
        try {
          // Joined and signed in at the same moment, on the app's clock.
          signed = await insertUser(app.db, { ...phone, username: used.username ?? '', createdAt: at, lastLoginAt: at });
        } catch (error) {
          // Two sign-ups of one number racing: the database's unique key lets one through.
          if ((error as { code?: string }).code === '23505') throw conflict(messages.mobileAlreadyRegistered);
          throw error;
        }
        isNewUser = true;
      } else {
        const existing = await existingTraveller(app.db, phone);
        if (!existing) throw badRequest(messages.otpExpired);
        const returning = await recordLogin(app.db, existing.id, at);
        if (!returning) throw badRequest(messages.otpExpired);
        signed = returning;
      }
      request.log.info({ userId: signed.account.id, isNewUser }, 'traveller signed in with a code');
      const token = await app.signTravellerToken(signed);
      app.markSignedIn(reply, token);
      return {
        success: true,
        user: { ...signed.account, isNewUser },
        token,
        message: isNewUser ? messages.signupSuccessful : messages.travellerLoginSuccessful,
      };
    },
  );
};

export default verifyCodeRoutes;
