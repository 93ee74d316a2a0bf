// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * Payment plans and bank transfers matched. A departure may carry its own plan (jsonb
 * [{daysBefore, percent}], null: the deposit now and the balance before the start); a booking made
 * on one keeps the instalments it was planned with ([{dueDate, amountPaise}], null: deposit and
 * balance). Payments gain the bank's reference (a transfer's UTR); a Smart Collect payment is
 * counted once by Razorpay's payment id. Each booking that owes money may have its own Smart Collect
 * account (one per booking), closed once it is paid or cancelled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE departures ADD COLUMN payment_plan jsonb`.execute(db);
  await sql`ALTER TABLE bookings ADD COLUMN instalment_plan jsonb`.execute(db);
  await sql`ALTER TABLE booking_payments ADD COLUMN reference text`.execute(db);
  await sql`CREATE UNIQUE INDEX booking_payments_bank_transfer_key ON booking_payments (provider_payment_id)
    WHERE method = 'bank_transfer' AND recorded_by IS NULL`.execute(db);
  await sql`CREATE TABLE bank_accounts (
      booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
      provider_account_id text NOT NULL UNIQUE,
      account_number text NOT NULL,
      ifsc text NOT NULL,
      name text NOT NULL,
      upi_id text,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'closed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE bank_accounts`.execute(db);
  await sql`DROP INDEX booking_payments_bank_transfer_key`.execute(db);
  await sql`ALTER TABLE booking_payments DROP COLUMN reference`.execute(db);
  await sql`ALTER TABLE bookings DROP COLUMN instalment_plan`.execute(db);
  await sql`ALTER TABLE departures DROP COLUMN payment_plan`.execute(db);
}
