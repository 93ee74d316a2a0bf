/**
 * Sign-in code rows (services/otp-codes.ts keeps the rules): the counts the send limits read, the
 * code's writes, and the attempt counter that is raised before a code is compared.
 */
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database, OtpCodeRow } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface OtpPhone {
  countryCode: string;
  mobileNumber: string;
}

/** How many rows a limit counts, and when the oldest of them was made (null when none). */
export interface OtpSendCount {
  count: number;
  oldest: Date | null;
}

/**
 * Concurrent sends for one number (or from one address) wait for each other until the transaction
 * ends. The number's lock is always taken before the address's: no two sends wait on each other in a circle.
 */
export async function lockOtpSends(trx: Transaction<Database>, phone: OtpPhone, clientAddress: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`otp-number:${phone.countryCode}:${phone.mobileNumber}`}))`.execute(trx);
  await sql`select pg_advisory_xact_lock(hashtext(${`otp-address:${clientAddress}`}))`.execute(trx);
}

const forNumber = (db: Db, phone: OtpPhone) =>
  db.selectFrom('otpCodes').where('countryCode', '=', phone.countryCode).where('mobileNumber', '=', phone.mobileNumber);

/** When the number's newest code still unused was made, if there is one. */
export async function latestUnusedOtpAt(db: Db, phone: OtpPhone): Promise<Date | null> {
  const latest = await forNumber(db, phone)
    .select('createdAt')
    .where('consumedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.createdAt ?? null;
}

/** Codes made for the number after `since`; only the unused ones with `unusedOnly`. */
export async function countOtpsToNumber(db: Db, phone: OtpPhone, since: Date, unusedOnly = false): Promise<OtpSendCount> {
  let query = forNumber(db, phone)
    .select(({ fn }) => [fn.countAll<number>().as('count'), fn.min('createdAt').as('oldest')])
    .where('createdAt', '>', since);
  if (unusedOnly) query = query.where('consumedAt', 'is', null);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest };
}

/** Codes asked for from the client address after `since`. */
export async function countOtpsFromAddress(db: Db, clientAddress: string, since: Date): Promise<OtpSendCount> {
  const row = await db
    .selectFrom('otpCodes')
    .select(({ fn }) => [fn.countAll<number>().as('count'), fn.min('createdAt').as('oldest')])
    .where('clientAddress', '=', clientAddress)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest };
}

/** The number's live unused codes stop working at `at`. */
export async function expireLiveOtps(db: Db, phone: OtpPhone, at: Date): Promise<void> {
  await db
    .updateTable('otpCodes')
    .set({ expiresAt: at })
    .where('countryCode', '=', phone.countryCode)
    .where('mobileNumber', '=', phone.mobileNumber)
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', at)
    .execute();
}

export async function insertOtpCode(db: Db, values: Insertable<Database['otpCodes']>): Promise<void> {
  await db.insertInto('otpCodes').values(values).execute();
}

/** The newest code for `purpose` made after `since` that can still be used at `at`. */
export async function findUsableOtpId(
  db: Db,
  query: { phone: OtpPhone; purpose: string; at: Date; since: Date; maxAttempts: number },
): Promise<string | null> {
  const row = await forNumber(db, query.phone)
    .select('id')
    .where('purpose', '=', query.purpose)
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', query.at)
    .where('attempts', '<', query.maxAttempts)
    .where('createdAt', '>', query.since)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Removes a code that was never used. */
export async function deleteUnusedOtp(db: Db, id: string): Promise<void> {
  await db.deleteFrom('otpCodes').where('id', '=', id).where('consumedAt', 'is', null).execute();
}

/**
 * Counts one try on a usable code of this number, in one statement (concurrent guesses cannot get
 * more than `maxAttempts` between them); answers its hash and tries so far, or undefined when the
 * code is not usable.
 */
export async function countOtpAttempt(
  db: Db,
  attempt: { id: string; phone: OtpPhone; at: Date; maxAttempts: number },
): Promise<{ codeHash: string; attempts: number } | undefined> {
  return db
    .updateTable('otpCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', attempt.id)
    .where('countryCode', '=', attempt.phone.countryCode)
    .where('mobileNumber', '=', attempt.phone.mobileNumber)
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', attempt.at)
    .where('attempts', '<', attempt.maxAttempts)
    .returning(['codeHash', 'attempts'])
    .executeTakeFirst();
}

/** A code of this number as it stands: tries, use and expiry. */
export async function findOtpState(
  db: Db,
  id: string,
  phone: OtpPhone,
): Promise<{ attempts: number; consumedAt: Date | null; expiresAt: Date } | undefined> {
  return forNumber(db, phone).select(['attempts', 'consumedAt', 'expiresAt']).where('id', '=', id).executeTakeFirst();
}

/** Marks the code used at `at`; only one of two concurrent callers gets the row. */
export async function consumeOtp(db: Db, id: string, at: Date): Promise<OtpCodeRow | undefined> {
  return db
    .updateTable('otpCodes')
    .set({ consumedAt: at })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteOtpsMadeBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('otpCodes').where('createdAt', '<', before).execute();
}
