// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/** PGlite runs one statement per query: the script is split at statement ends. */
async function runScript(db: Kysely<any>, script: string): Promise<void> {
  for (const statement of script
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}

/**
 * Cancellations, refunds and vouchers. A trip may carry its own cancellation policy (tiers
 * [{daysBefore, retainPercent}]); a booking keeps the tiers in force when it was made (null for
 * bookings made before this: CANCELLATION_POLICY applies to them). A cancelled booking records when,
 * by whom and the amounts it was cancelled with. Refunds are rows of their own, `pending` until the
 * provider (or an admin) settles them, retried in the background with a next attempt time; their id
 * is the idempotency key sent to the provider. Vouchers are credit a traveller spends as a payment of
 * method `voucher` (the balance row locked while spent). Documents may name the refund they are for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    ALTER TABLE trips ADD COLUMN cancellation_policy jsonb;
    ALTER TABLE bookings ADD COLUMN cancellation_policy jsonb;
    ALTER TABLE bookings ADD COLUMN amount_refunded_paise bigint NOT NULL DEFAULT 0 CHECK (amount_refunded_paise >= 0);
    ALTER TABLE bookings ADD COLUMN cancelled_at timestamptz;
    ALTER TABLE bookings ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('traveller', 'admin', 'operator'));
    ALTER TABLE bookings ADD COLUMN cancellation_retained_paise bigint CHECK (cancellation_retained_paise >= 0);
    ALTER TABLE bookings ADD COLUMN cancellation_refund_paise bigint CHECK (cancellation_refund_paise >= 0);
    ALTER TABLE bookings ADD COLUMN cancellation_voucher_paise bigint CHECK (cancellation_voucher_paise >= 0);
    ALTER TABLE bookings ADD COLUMN cancellation_refund_to text CHECK (cancellation_refund_to IN ('original', 'voucher', 'none'));
    ALTER TABLE bookings ADD COLUMN cancellation_reason text;

    CREATE TABLE vouchers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
      amount_paise bigint NOT NULL CHECK (amount_paise > 0),
      balance_paise bigint NOT NULL CHECK (balance_paise >= 0),
      expires_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'used', 'void')),
      source_booking_id uuid REFERENCES bookings (id) ON DELETE RESTRICT,
      issued_by uuid REFERENCES admins (id) ON DELETE SET NULL,
      note text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT vouchers_code_key UNIQUE (code),
      CONSTRAINT vouchers_balance_within_amount CHECK (balance_paise <= amount_paise)
    );
    CREATE INDEX vouchers_user_id_idx ON vouchers (user_id, created_at DESC);
    CREATE INDEX vouchers_source_booking_id_idx ON vouchers (source_booking_id);
    CREATE INDEX vouchers_issued_by_idx ON vouchers (issued_by);

    ALTER TABLE booking_payments DROP CONSTRAINT booking_payments_method_check;
    ALTER TABLE booking_payments ADD CONSTRAINT booking_payments_method_check
      CHECK (method IN ('upi', 'bank_transfer', 'cash', 'card', 'razorpay', 'voucher'));
    ALTER TABLE booking_payments ADD COLUMN voucher_id uuid REFERENCES vouchers (id) ON DELETE RESTRICT;
    ALTER TABLE booking_payments ADD COLUMN amount_refunded_paise bigint NOT NULL DEFAULT 0 CHECK (amount_refunded_paise >= 0);
    CREATE INDEX booking_payments_voucher_id_idx ON booking_payments (voucher_id);

    CREATE TABLE refunds (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT,
      payment_id uuid REFERENCES booking_payments (id) ON DELETE RESTRICT,
      amount_paise bigint NOT NULL CHECK (amount_paise > 0),
      method text NOT NULL CHECK (method IN ('upi', 'bank_transfer', 'cash', 'card', 'razorpay', 'voucher')),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processed', 'failed')),
      provider_refund_id text,
      reference text,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      last_error text,
      recorded_by uuid REFERENCES admins (id) ON DELETE SET NULL,
      processed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX refunds_booking_id_idx ON refunds (booking_id, created_at);
    CREATE INDEX refunds_payment_id_idx ON refunds (payment_id);
    CREATE INDEX refunds_recorded_by_idx ON refunds (recorded_by);
    CREATE INDEX refunds_retry_idx ON refunds (next_attempt_at) WHERE status = 'pending' AND method = 'razorpay';
    CREATE UNIQUE INDEX refunds_provider_refund_key ON refunds (provider_refund_id) WHERE provider_refund_id IS NOT NULL;

    ALTER TABLE documents ADD COLUMN refund_id uuid REFERENCES refunds (id) ON DELETE RESTRICT;
    CREATE INDEX documents_refund_id_idx ON documents (refund_id)
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    DROP INDEX documents_refund_id_idx;
    ALTER TABLE documents DROP COLUMN refund_id;
    DROP TABLE refunds;
    DROP INDEX booking_payments_voucher_id_idx;
    ALTER TABLE booking_payments DROP COLUMN amount_refunded_paise;
    ALTER TABLE booking_payments DROP COLUMN voucher_id;
    DELETE FROM booking_payments WHERE method = 'voucher';
    ALTER TABLE booking_payments DROP CONSTRAINT booking_payments_method_check;
    ALTER TABLE booking_payments ADD CONSTRAINT booking_payments_method_check
      CHECK (method IN ('upi', 'bank_transfer', 'cash', 'card', 'razorpay'));
    DROP TABLE vouchers;
    ALTER TABLE bookings DROP COLUMN cancellation_reason;
    ALTER TABLE bookings DROP COLUMN cancellation_refund_to;
    ALTER TABLE bookings DROP COLUMN cancellation_voucher_paise;
    ALTER TABLE bookings DROP COLUMN cancellation_refund_paise;
    ALTER TABLE bookings DROP COLUMN cancellation_retained_paise;
    ALTER TABLE bookings DROP COLUMN cancelled_by;
    ALTER TABLE bookings DROP COLUMN cancelled_at;
    ALTER TABLE bookings DROP COLUMN amount_refunded_paise;
    ALTER TABLE bookings DROP COLUMN cancellation_policy;
    ALTER TABLE trips DROP COLUMN cancellation_policy
    `,
  );
}
