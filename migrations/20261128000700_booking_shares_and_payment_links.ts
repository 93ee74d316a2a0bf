// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * Each pays their share (DESIGN "Each pays their share"): a booking split into one share per adult,
 * each with its own public pay token; payments and provider orders name the share they pay; and
 * Razorpay Payment Links, one row per link asked for (a share's or an instalment's), made at once or
 * later by a job when Razorpay was down, settled by the payment_link.paid webhook.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE booking_shares (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      traveller_id uuid REFERENCES booking_travellers (id) ON DELETE SET NULL,
      position integer NOT NULL CHECK (position >= 1),
      amount_paise bigint NOT NULL CHECK (amount_paise >= 0),
      deposit_paise bigint NOT NULL CHECK (deposit_paise >= 0),
      amount_paid_paise bigint NOT NULL DEFAULT 0 CHECK (amount_paid_paise >= 0),
      token text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (booking_id, position)
    )`.execute(db);
  await sql`CREATE INDEX booking_shares_traveller_id_idx ON booking_shares (traveller_id)`.execute(db);
  await sql`ALTER TABLE booking_payments ADD COLUMN share_id uuid REFERENCES booking_shares (id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX booking_payments_share_id_idx ON booking_payments (share_id)`.execute(db);
  await sql`ALTER TABLE payment_orders ADD COLUMN share_id uuid REFERENCES booking_shares (id) ON DELETE CASCADE`.execute(db);
  await sql`CREATE INDEX payment_orders_share_id_idx ON payment_orders (share_id)`.execute(db);
  await sql`CREATE TABLE payment_links (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('share', 'instalment')),
      reference_id uuid NOT NULL,
      amount_paise bigint NOT NULL CHECK (amount_paise > 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'created', 'paid', 'cancelled')),
      link_id text UNIQUE,
      short_url text,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX payment_links_booking_id_idx ON payment_links (booking_id)`.execute(db);
  await sql`CREATE INDEX payment_links_reference_id_idx ON payment_links (reference_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE payment_links`.execute(db);
  await sql`ALTER TABLE payment_orders DROP COLUMN share_id`.execute(db);
  await sql`ALTER TABLE booking_payments DROP COLUMN share_id`.execute(db);
  await sql`DROP TABLE booking_shares`.execute(db);
}
