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
 * Departures (dated runs of a trip with a seat count), bookings (seats held or sold on one), the
 * payments counted on a booking and the provider orders asked for it. Money is integer paise.
 * The seat invariant is kept by the application under a row lock on the departure; seats of a
 * pending booking count only while hold_expires_at is in the future.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE departures (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      trip_id uuid NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
      start_date date NOT NULL,
      end_date date,
      seats_total integer NOT NULL CHECK (seats_total BETWEEN 1 AND 500),
      price_per_person_paise bigint CHECK (price_per_person_paise > 0),
      deposit_per_person_paise bigint CHECK (deposit_per_person_paise >= 0),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'cancelled')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT departures_dates_order CHECK (end_date IS NULL OR end_date > start_date)
    );
    CREATE INDEX departures_trip_id_idx ON departures (trip_id, start_date);
    CREATE INDEX departures_start_date_idx ON departures (start_date);

    CREATE TABLE bookings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      reference text NOT NULL CHECK (reference ~ '^[A-Z2-9]{8}$'),
      trip_id uuid NOT NULL REFERENCES trips (id) ON DELETE RESTRICT,
      departure_id uuid NOT NULL REFERENCES departures (id) ON DELETE RESTRICT,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
      adults integer NOT NULL CHECK (adults >= 1),
      kids integer NOT NULL DEFAULT 0 CHECK (kids >= 0),
      seats integer NOT NULL CHECK (seats = adults + kids),
      travellers jsonb NOT NULL DEFAULT '[]',
      notes text NOT NULL DEFAULT '',
      price_per_person_paise bigint NOT NULL CHECK (price_per_person_paise > 0),
      deposit_per_person_paise bigint NOT NULL CHECK (deposit_per_person_paise >= 0),
      total_paise bigint NOT NULL CHECK (total_paise >= 0),
      deposit_paise bigint NOT NULL CHECK (deposit_paise >= 0),
      amount_paid_paise bigint NOT NULL DEFAULT 0 CHECK (amount_paid_paise >= 0),
      status text NOT NULL CHECK (status IN ('pending_payment', 'confirmed', 'paid', 'cancelled', 'expired')),
      hold_expires_at timestamptz,
      notification_status text NOT NULL DEFAULT 'none',
      notification_attempts integer NOT NULL DEFAULT 0,
      notification_last_error text,
      notified_at timestamptz,
      notification_next_attempt_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT bookings_reference_key UNIQUE (reference)
    );
    CREATE INDEX bookings_departure_id_idx ON bookings (departure_id, status);
    CREATE INDEX bookings_trip_id_idx ON bookings (trip_id);
    CREATE INDEX bookings_user_id_idx ON bookings (user_id, created_at DESC);
    CREATE INDEX bookings_created_at_idx ON bookings (created_at DESC);
    CREATE INDEX bookings_notification_due_idx ON bookings (notification_status) WHERE notification_status IN ('pending', 'failed');

    CREATE TABLE booking_payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      amount_paise bigint NOT NULL CHECK (amount_paise > 0),
      method text NOT NULL CHECK (method IN ('upi', 'bank_transfer', 'cash', 'card', 'razorpay')),
      status text NOT NULL DEFAULT 'captured' CHECK (status IN ('captured', 'refunded')),
      provider_payment_id text,
      provider_order_id text,
      paid_at timestamptz NOT NULL DEFAULT now(),
      recorded_by uuid REFERENCES admins (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX booking_payments_booking_id_idx ON booking_payments (booking_id, created_at);
    CREATE INDEX booking_payments_recorded_by_idx ON booking_payments (recorded_by);
    CREATE INDEX booking_payments_paid_at_idx ON booking_payments (paid_at);
    -- A provider's payment counts once, however often the browser or the webhook reports it.
    CREATE UNIQUE INDEX booking_payments_provider_payment_key ON booking_payments (provider_payment_id) WHERE method = 'razorpay';

    CREATE TABLE payment_orders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      provider text NOT NULL,
      order_id text NOT NULL,
      amount_paise bigint NOT NULL CHECK (amount_paise > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT payment_orders_order_id_key UNIQUE (provider, order_id)
    );
    CREATE INDEX payment_orders_booking_id_idx ON payment_orders (booking_id)
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    DROP TABLE payment_orders;
    DROP TABLE booking_payments;
    DROP TABLE bookings;
    DROP TABLE departures
    `,
  );
}
