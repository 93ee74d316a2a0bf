/**
 * The admin sign-in limit: failed tries per client address and e-mail in a sliding window. An
 * attempt is counted before its password is checked, under a lock per address and e-mail, so
 * concurrent tries cannot all pass the check: at most `maxFailures` passwords are ever checked.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface LoginAttempt {
  email: string;
  clientAddress: string;
  now: Date;
  windowMinutes: number;
  maxFailures: number;
}

export type LoginAttemptReservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts this attempt as a failure up front (a sign-in that succeeds clears it), or refuses it with the wait. */
export async function reserveLoginAttempt(db: Kysely<Database>, attempt: LoginAttempt): Promise<LoginAttemptReservation> {
  const { email, clientAddress, now, windowMinutes, maxFailures } = attempt;
  const windowMs = windowMinutes * 60_000;
  return db.transaction().execute(async (trx) => {
    const lockKey = `admin-login|${clientAddress}|${email.toLowerCase()}`;
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`.execute(trx);
    const recent = await trx
      .selectFrom('loginFailures')
      .select('createdAt')
      .where('clientAddress', '=', clientAddress)
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('createdAt', '>', new Date(now.getTime() - windowMs))
      .orderBy('createdAt', 'desc')
      .limit(maxFailures)
      .execute();
    if (recent.length >= maxFailures) {
      // Allowed again once the oldest of the last `maxFailures` failures leaves the window.
      const freedAt = recent[recent.length - 1].createdAt.getTime() + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
    }
    await trx.insertInto('loginFailures').values({ email, clientAddress, createdAt: now }).execute();
    return { allowed: true };
  });
}

/** A successful sign-in starts the count afresh for this address and e-mail. */
export async function clearLoginFailures(db: Kysely<Database>, email: string, clientAddress: string): Promise<void> {
  await db
    .deleteFrom('loginFailures')
    .where('clientAddress', '=', clientAddress)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .execute();
}
