/** Razorpay Payment Links asked for a share or an instalment (services/payments/payment-links.ts), one row per link. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type PaymentLinkPurpose = 'share' | 'instalment';

/** The newest link asked for this share or instalment, whatever its state. */
export async function latestPaymentLink(db: Db, purpose: PaymentLinkPurpose, referenceId: string) {
  return (
    (await db
      .selectFrom('paymentLinks')
      .select(['shortUrl', 'amountPaise', 'status'])
      .where('referenceId', '=', referenceId)
      .where('purpose', '=', purpose)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst()) ?? null
  );
}

/** A link to be made (status pending); answers its id. */
export async function insertPaymentLink(
  db: Db,
  link: { bookingId: string; purpose: PaymentLinkPurpose; referenceId: string; amountPaise: number },
): Promise<string> {
  return (await db.insertInto('paymentLinks').values(link).returning('id').executeTakeFirstOrThrow()).id;
}

export async function findPaymentLinkRow(db: Db, id: string) {
  return (await db.selectFrom('paymentLinks').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The link the payment_link.paid webhook names by Razorpay's id; null for one we never made. */
export async function findPaymentLink(db: Db, linkId: string) {
  return (await db.selectFrom('paymentLinks').selectAll().where('linkId', '=', linkId).executeTakeFirst()) ?? null;
}

export async function updatePaymentLink(
  db: Db,
  id: string,
  values: Partial<{ status: 'pending' | 'created' | 'paid' | 'cancelled'; linkId: string; shortUrl: string; error: string | null }>,
  now: Date,
) {
  await db
    .updateTable('paymentLinks')
    .set({ ...values, updatedAt: now })
    .where('id', '=', id)
    .execute();
}
