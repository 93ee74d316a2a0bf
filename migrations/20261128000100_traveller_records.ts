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
 * Everyone on the trip: a trip's requirements (ID proof, fitness proof, minimum age, the waiver text
 * and its version, which each change of the text raises by one), and one traveller record per seat
 * of every booking. Only the last four characters of an ID number are stored. An invitation's token
 * is stored as its SHA-256 hash only. Existing bookings get their records here: the lead's from the
 * booker (and the first name given), the others from the names given at booking, else blank.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    ALTER TABLE trips ADD COLUMN requirements jsonb NOT NULL
      DEFAULT '{"idProof": true, "fitnessProof": false, "minAge": null, "waiver": "", "waiverVersion": 0}'::jsonb;
    CREATE TABLE booking_travellers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      position integer NOT NULL CHECK (position >= 1),
      lead boolean NOT NULL DEFAULT false,
      kind text NOT NULL CHECK (kind IN ('adult', 'kid')),
      name text NOT NULL DEFAULT '',
      gender text CHECK (gender IN ('female', 'male', 'other')),
      date_of_birth date,
      mobile_country_code text CHECK (mobile_country_code ~ '^[0-9]{1,4}$'),
      mobile_number text CHECK (mobile_number ~ '^[0-9]{4,15}$'),
      id_type text CHECK (id_type IN ('aadhaar', 'passport', 'driving_licence', 'voter_id', 'pan')),
      id_last4 text CHECK (char_length(id_last4) <= 4),
      emergency_name text,
      emergency_relation text,
      emergency_country_code text,
      emergency_number text,
      medical_notes text NOT NULL DEFAULT '',
      dietary text NOT NULL DEFAULT '',
      consent_version integer,
      consent_name text,
      consent_at timestamptz,
      fitness_status text NOT NULL DEFAULT 'missing' CHECK (fitness_status IN ('missing', 'pending', 'approved', 'rejected')),
      fitness_reason text,
      fitness_file text,
      claimed_by uuid REFERENCES users (id) ON DELETE SET NULL,
      invite_token_hash text,
      invite_expires_at timestamptz,
      personal_data_erased_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT booking_travellers_seat_key UNIQUE (booking_id, position)
    );
    CREATE INDEX booking_travellers_claimed_by_idx ON booking_travellers (claimed_by) WHERE claimed_by IS NOT NULL;
    CREATE UNIQUE INDEX booking_travellers_invite_idx ON booking_travellers (invite_token_hash) WHERE invite_token_hash IS NOT NULL;
    CREATE INDEX booking_travellers_fitness_idx ON booking_travellers (fitness_status) WHERE fitness_status = 'pending';
    INSERT INTO booking_travellers (booking_id, position, lead, kind, name, mobile_country_code, mobile_number, claimed_by,
      created_at, updated_at)
      SELECT b.id, s.position, s.position = 1, CASE WHEN s.position <= b.adults THEN 'adult' ELSE 'kid' END,
        CASE WHEN s.position = 1 THEN COALESCE(NULLIF(btrim(b.travellers -> 0 ->> 'name'), ''), u.username)
          ELSE COALESCE(btrim(b.travellers -> (s.position - 1) ->> 'name'), '') END,
        CASE WHEN s.position = 1 THEN u.country_code END,
        CASE WHEN s.position = 1 THEN u.mobile_number END,
        CASE WHEN s.position = 1 THEN b.user_id END,
        b.created_at, b.created_at
      FROM bookings b
      JOIN users u ON u.id = b.user_id
      CROSS JOIN LATERAL generate_series(1, b.seats) AS s(position)
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE booking_travellers`.execute(db);
  await sql`ALTER TABLE trips DROP COLUMN requirements`.execute(db);
}
