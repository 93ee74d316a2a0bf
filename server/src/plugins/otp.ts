/**
 * Traveller sign-in codes as `app.signInCodes`: the one-time-code service (services/otp-codes.ts)
 * bound to this app's database, clock and secret, with the SMS provider that texts the codes.
 * It owns its upkeep: old codes are pruned hourly, a periodic job on the job engine (one run per hour
 * across replicas, retried when it fails), from the moment the app is ready.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../config.ts';
import { type Language, messages, otpSmsText } from '../domain/index.ts';
import { HttpError } from '../errors.ts';
import { createOtpCodes, type IssueRequest, type OtpCodes, type OtpPolicy, otpPolicy } from '../services/accounts/otp-codes.ts';
import { createSmsSender } from '../services/messages/sms/index.ts';

/** The provider failed to text the code: the answer is 502 'Failed to send OTP'. */
const SMS_FAILED_STATUS = 502;
/** The periodic job that deletes codes more than a day old, once an hour. */
export const CODE_PRUNE_QUEUE = 'sign-in-code-prune';
const PRUNE_SECONDS = 3600;

export interface SignInCodes extends Pick<OtpCodes, 'consume' | 'recentLiveCode'> {
  readonly policy: OtpPolicy;
  /**
   * Stores a code and texts it in `language` (the sign-in page's), returning its verificationId. A limit
   * refuses with a SendLimitError (429); a provider failure withdraws the code (a retry is not held back) and throws 502.
   */
  send(request: IssueRequest, log: FastifyBaseLogger, language?: Language): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signInCodes: SignInCodes;
  }
}

export default fp(
  async function otpPlugin(app: FastifyInstance) {
    const policy = otpPolicy(app.config);
    const codes = createOtpCodes({ db: app.db, now: () => app.now(), secret: resolveJwtSecret(app.config), policy });
    const sms = createSmsSender(app.config);

    const send = async (request: IssueRequest, log: FastifyBaseLogger, language: Language = 'en'): Promise<string> => {
      const issued = await codes.issue(request);
      const { phone } = request;
      try {
        await sms.sendCode({ to: phone, code: issued.code, text: otpSmsText(app.config.BUSINESS_NAME, issued.code, language) });
      } catch (error) {
        await codes.withdraw(issued.verificationId);
        log.error({ err: error, provider: sms.provider, countryCode: phone.countryCode }, 'sign-in code not sent');
        throw new HttpError(SMS_FAILED_STATUS, messages.sendOtpFailed);
      }
      log.info({ provider: sms.provider, purpose: request.purpose }, 'sign-in code sent');
      return issued.verificationId;
    };
    app.decorate('signInCodes', { policy, send, consume: codes.consume, recentLiveCode: codes.recentLiveCode });

    // The job engine starts in the messages plugin's onReady, registered before this one; it stops the period on close.
    app.addHook('onReady', async () => {
      await app.jobs.every(CODE_PRUNE_QUEUE, PRUNE_SECONDS, () => codes.prune());
    });
  },
  { name: 'otp', dependencies: ['config', 'database', 'clock', 'messages'] },
);
