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
 * Money after the deposit: a trip's own GST rate, a departure's own balance due days, a booking's
 * billing details (state, GSTIN, company name) and balance due date, and the GST documents issued
 * for the money received. Document numbers count per series and financial year from
 * document_counters, whose row is locked (SELECT ... FOR UPDATE) in the transaction that counts the
 * payment: a sequence would leave gaps when a transaction rolls back, a counter row never does.
 * Existing bookings get their balance date from the default of 15 days before the start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    ALTER TABLE trips ADD COLUMN gst_rate_percent integer CHECK (gst_rate_percent IN (0, 5, 12, 18));
    ALTER TABLE departures ADD COLUMN balance_due_days integer CHECK (balance_due_days BETWEEN 0 AND 365);
    ALTER TABLE bookings ADD COLUMN billing_state text CHECK (billing_state ~ '^[0-9]{2}$');
    ALTER TABLE bookings ADD COLUMN billing_gstin text CHECK (billing_gstin ~ '^[0-9]{2}[0-9A-Z]{13}$');
    ALTER TABLE bookings ADD COLUMN billing_name text;
    ALTER TABLE bookings ADD COLUMN balance_due_date date;
    UPDATE bookings b SET balance_due_date = d.start_date - 15 FROM departures d WHERE d.id = b.departure_id;
    CREATE INDEX bookings_balance_due_date_idx ON bookings (balance_due_date) WHERE status = 'confirmed';

    CREATE TABLE document_counters (
      series text NOT NULL,
      financial_year text NOT NULL,
      last_sequence integer NOT NULL DEFAULT 0 CHECK (last_sequence >= 0),
      PRIMARY KEY (series, financial_year)
    );

    CREATE TABLE documents (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      type text NOT NULL CHECK (type IN ('receipt_voucher', 'tax_invoice', 'refund_voucher', 'credit_note', 'receipt')),
      number text NOT NULL,
      series text NOT NULL,
      financial_year text NOT NULL,
      sequence integer NOT NULL CHECK (sequence > 0),
      issued_on date NOT NULL,
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT,
      payment_id uuid REFERENCES booking_payments (id) ON DELETE RESTRICT,
      amount_paise bigint NOT NULL,
      taxable_paise bigint NOT NULL,
      cgst_paise bigint NOT NULL DEFAULT 0,
      sgst_paise bigint NOT NULL DEFAULT 0,
      igst_paise bigint NOT NULL DEFAULT 0,
      gst_rate_percent integer NOT NULL CHECK (gst_rate_percent IN (0, 5, 12, 18)),
      place_of_supply text NOT NULL CHECK (place_of_supply ~ '^[0-9]{2}$'),
      sac text NOT NULL,
      related_numbers jsonb NOT NULL DEFAULT '[]',
      buyer_name text NOT NULL,
      buyer_mobile text NOT NULL,
      buyer_gstin text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT documents_number_key UNIQUE (number),
      CONSTRAINT documents_sequence_key UNIQUE (series, financial_year, sequence)
    );
    CREATE INDEX documents_booking_id_idx ON documents (booking_id, created_at);
    CREATE INDEX documents_payment_id_idx ON documents (payment_id);
    CREATE INDEX documents_issued_on_idx ON documents (issued_on, type)
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    DROP TABLE documents;
    DROP TABLE document_counters;
    DROP INDEX bookings_balance_due_date_idx;
    ALTER TABLE bookings DROP COLUMN balance_due_date;
    ALTER TABLE bookings DROP COLUMN billing_name;
    ALTER TABLE bookings DROP COLUMN billing_gstin;
    ALTER TABLE bookings DROP COLUMN billing_state;
    ALTER TABLE departures DROP COLUMN balance_due_days;
    ALTER TABLE trips DROP COLUMN gst_rate_percent
    `,
  );
}
