/**
 * One-time sign-in codes (docs/product.md#beyond-the-specification, "Codes"): 4 digits from a cryptographic generator, kept only as
 * an HMAC-SHA256 keyed by a server secret (a leaked table gives no code away), valid OTP_TTL_SECONDS,
 * burnt by the OTP_MAX_ATTEMPTS-th wrong try, a new one no sooner than OTP_RESEND_SECONDS after an unused one, and
 * hourly send limits per number and per client address. Times come from the app's clock. The rows
 * are read and written through repositories/otp-codes.ts; this file keeps the rules and their order.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database, OtpCodeRow } from '../../db/schema.ts';
import { DomainError, limits, messages, otpResendWait } from '../../domain/index.ts';
import {
  consumeOtp,
  countOtpAttempt,
  countOtpsFromAddress,
  countOtpsToNumber,
  deleteOtpsMadeBefore,
  deleteUnusedOtp,
  expireLiveOtps,
  findOtpState,
  findUsableOtpId,
  insertOtpCode,
  latestUnusedOtpAt,
  lockOtpSends,
} from '../../repositories/otp-codes.ts';

export type OtpPurpose = 'signup' | 'login';

export interface OtpPolicy {
  ttlSeconds: number;
  maxAttempts: number;
  resendSeconds: number;
  sendsPerNumberPerHour: number;
  unusedPerNumberPerDay: number;
  sendsPerAddressPerHour: number;
}

export const otpPolicy = (config: Config): OtpPolicy => ({
  ttlSeconds: config.OTP_TTL_SECONDS,
  maxAttempts: config.OTP_MAX_ATTEMPTS,
  resendSeconds: config.OTP_RESEND_SECONDS,
  sendsPerNumberPerHour: config.OTP_SENDS_PER_NUMBER_PER_HOUR,
  unusedPerNumberPerDay: config.OTP_UNUSED_PER_NUMBER_PER_DAY,
  sendsPerAddressPerHour: config.OTP_SENDS_PER_ADDRESS_PER_HOUR,
});

export interface Phone {
  countryCode: string;
  mobileNumber: string;
}

export interface IssueRequest {
  phone: Phone;
  purpose: OtpPurpose;
  username: string | null;
  clientAddress: string;
}

export interface OtpCodes {
  /** Checks the limits, stores a new code (older live codes of the number stop working) and returns it. */
  issue(request: IssueRequest): Promise<{ verificationId: string; code: string }>;
  /**
   * The verificationId of a code sent for `purpose` within the resend wait and still usable, if any:
   * the traveller already has it, so going back and asking again reuses it instead of hitting the wait.
   */
  recentLiveCode(phone: Phone, purpose: OtpPurpose): Promise<string | null>;
  /** Forgets a code that never reached the traveller (the provider failed), so a retry is not held back. */
  withdraw(verificationId: string): Promise<void>;
  /** Uses up the code if it is right: of two concurrent right tries exactly one gets the row. */
  consume(attempt: { verificationId: string; code: string; phone: Phone }): Promise<OtpCodeRow>;
  /** Drops codes older than a day: the limits only look back an hour. */
  prune(): Promise<void>;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A send refused by a limit ('too_many'), with the seconds until one is allowed again (for Retry-After). */
export class SendLimitError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterMs: number) {
    super('too_many', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
const VERIFICATION_ID_MAX_LENGTH = 100;

export function createOtpCodes(options: { db: Kysely<Database>; now: () => Date; secret: string; policy: OtpPolicy }): OtpCodes {
  const { db, now, policy } = options;
  // A key of its own, derived from the server secret, so a code hash is no use for anything else.
  const hashKey = createHmac('sha256', options.secret).update('otp-code-hash').digest();
  const hashOf = (verificationId: string, code: string) => createHmac('sha256', hashKey).update(`${verificationId}:${code}`).digest('hex');

  return {
    async issue({ phone, purpose, username, clientAddress }) {
      const at = now();
      const code = String(randomInt(0, 10 ** limits.otpLength)).padStart(limits.otpLength, '0');
      const verificationId = randomBytes(24).toString('base64url');
      await db.transaction().execute(async (trx) => {
        // Concurrent sends for one number (or from one address) wait for each other, so no limit is overrun.
        await lockOtpSends(trx, phone, clientAddress);
        const hourAgo = new Date(at.getTime() - HOUR_MS);

        // The wait is between resends of a pending code: once a code has been used, the next sign-in may have one at once.
        const latest = await latestUnusedOtpAt(trx, phone);
        const sinceLatestMs = latest ? at.getTime() - latest.getTime() : Number.POSITIVE_INFINITY;
        if (sinceLatestMs < policy.resendSeconds * 1000) {
          const waitMs = policy.resendSeconds * 1000 - sinceLatestMs;
          throw new SendLimitError(otpResendWait(Math.ceil(waitMs / 1000)), waitMs);
        }
        // Past a limit, a send is possible again once the oldest send of the hour leaves the window.
        const limitReached = (oldest: Date | null) =>
          new SendLimitError(messages.otpSendLimitReached, (oldest ? oldest.getTime() + HOUR_MS : at.getTime() + HOUR_MS) - at.getTime());
        const toNumber = await countOtpsToNumber(trx, phone, hourAgo);
        if (toNumber.count >= policy.sendsPerNumberPerHour) throw limitReached(toNumber.oldest);
        // Each unused code is up to maxAttempts guesses: a day's worth of them is capped too.
        const unusedToday = await countOtpsToNumber(trx, phone, new Date(at.getTime() - DAY_MS), true);
        if (unusedToday.count >= policy.unusedPerNumberPerDay) {
          throw new SendLimitError(messages.otpSendLimitReached, (unusedToday.oldest ?? at).getTime() + DAY_MS - at.getTime());
        }
        const fromAddress = await countOtpsFromAddress(trx, clientAddress, hourAgo);
        if (fromAddress.count >= policy.sendsPerAddressPerHour) throw limitReached(fromAddress.oldest);

        await expireLiveOtps(trx, phone, at);
        await insertOtpCode(trx, {
          id: verificationId,
          countryCode: phone.countryCode,
          mobileNumber: phone.mobileNumber,
          username,
          purpose,
          codeHash: hashOf(verificationId, code),
          expiresAt: new Date(at.getTime() + policy.ttlSeconds * 1000),
          clientAddress,
          createdAt: at,
        });
      });
      return { verificationId, code };
    },

    async recentLiveCode(phone, purpose) {
      const at = now();
      const since = new Date(at.getTime() - policy.resendSeconds * 1000);
      return findUsableOtpId(db, { phone, purpose, at, since, maxAttempts: policy.maxAttempts });
    },

    async withdraw(verificationId) {
      await deleteUnusedOtp(db, verificationId);
    },

    async consume({ verificationId, code, phone }) {
      if (verificationId.length > VERIFICATION_ID_MAX_LENGTH) throw new DomainError('invalid', messages.otpExpired);
      const at = now();
      // Every try is counted before the code is compared, in one statement: concurrent guesses
      // cannot get more than maxAttempts comparisons between them.
      const counted = await countOtpAttempt(db, { id: verificationId, phone, at, maxAttempts: policy.maxAttempts });
      if (!counted) {
        const existing = await findOtpState(db, verificationId, phone);
        const burnt = existing && !existing.consumedAt && existing.expiresAt > at && existing.attempts >= policy.maxAttempts;
        throw burnt ? new DomainError('too_many', messages.otpAttemptsExhausted) : new DomainError('invalid', messages.otpExpired);
      }
      const given = Buffer.from(hashOf(verificationId, code));
      const stored = Buffer.from(counted.codeHash);
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
        if (counted.attempts >= policy.maxAttempts) throw new DomainError('too_many', messages.otpAttemptsExhausted);
        throw new DomainError('invalid', messages.otpIncorrect);
      }
      const consumed = await consumeOtp(db, verificationId, at);
      if (!consumed) throw new DomainError('invalid', messages.otpExpired);
      return consumed;
    },

    async prune() {
      await deleteOtpsMadeBefore(db, new Date(now().getTime() - DAY_MS));
    },
  };
}
