/** Bookings' own Smart Collect accounts (services/bank-matching.ts). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BankAccount } from '../entities/booking-instalments.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Stores the account made for a booking; false when the booking already has one (made at the same time elsewhere). */
export async function insertBankAccount(
  db: Db,
  account: { bookingId: string; providerAccountId: string; accountNumber: string; ifsc: string; name: string; upiId: string | null },
): Promise<boolean> {
  const row = await db
    .insertInto('bankAccounts')
    .values(account)
    .onConflict((oc) => oc.column('bookingId').doNothing())
    .returning('bookingId')
    .executeTakeFirst();
  return Boolean(row);
}

export async function bankAccountOfBooking(db: Db, bookingId: string) {
  return (await db.selectFrom('bankAccounts').selectAll().where('bookingId', '=', bookingId).executeTakeFirst()) ?? null;
}

export async function bankAccountByProviderId(db: Db, providerAccountId: string) {
  return (await db.selectFrom('bankAccounts').selectAll().where('providerAccountId', '=', providerAccountId).executeTakeFirst()) ?? null;
}

export async function markBankAccountClosed(db: Db, bookingId: string, at: Date): Promise<void> {
  await db.updateTable('bankAccounts').set({ status: 'closed', closedAt: at }).where('bookingId', '=', bookingId).execute();
}

/** The active accounts of these bookings, as the API shows them. */
export async function activeBankAccountsOf(db: Db, bookingIds: string[]): Promise<Map<string, BankAccount>> {
  const result = new Map<string, BankAccount>();
  if (bookingIds.length === 0) return result;
  const rows = await db
    .selectFrom('bankAccounts')
    .selectAll()
    .where('bookingId', 'in', bookingIds)
    .where('status', '=', 'active')
    .execute();
  for (const row of rows) result.set(row.bookingId, { accountNumber: row.accountNumber, ifsc: row.ifsc, name: row.name, upiId: row.upiId });
  return result;
}
