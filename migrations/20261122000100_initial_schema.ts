// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/** PGlite runs one statement per query: the script is split at statement ends. */
async function runScript(db: Kysely<any>, script: string): Promise<void> {
  for (const statement of script.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE admins (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX admins_email_key ON admins (lower(email));

    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      username text NOT NULL CHECK (char_length(username) BETWEEN 3 AND 50),
      mobile_number text NOT NULL CHECK (mobile_number ~ '^[0-9]{4,15}$'),
      country_code text NOT NULL CHECK (country_code ~ '^[0-9]{1,4}$'),
      email text,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_login_at timestamptz,
      CONSTRAINT users_mobile_key UNIQUE (country_code, mobile_number)
    );
    CREATE INDEX users_created_at_idx ON users (created_at);

    CREATE TABLE trips (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      place text NOT NULL CHECK (char_length(btrim(place)) > 0),
      start_date date,
      end_date date,
      date date,
      price numeric(12, 2) NOT NULL CHECK (price > 0),
      days text NOT NULL CHECK (char_length(days) BETWEEN 2 AND 50),
      group_size integer CHECK (group_size > 0),
      description text NOT NULL,
      google_sheet_url text NOT NULL,
      images text[] NOT NULL DEFAULT '{}' CHECK (cardinality(images) <= 10),
      video text,
      itinerary_pdf text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT trips_dates_order CHECK (start_date IS NULL OR end_date IS NULL OR end_date > start_date)
    );
    CREATE INDEX trips_created_at_idx ON trips (created_at DESC);

    CREATE TABLE reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      reviewer_name text NOT NULL CHECK (char_length(btrim(reviewer_name)) > 0),
      rating smallint NOT NULL DEFAULT 5 CHECK (rating BETWEEN 1 AND 5),
      review_text text NOT NULL DEFAULT '',
      images text[] NOT NULL DEFAULT '{}' CHECK (cardinality(images) <= 3),
      video text,
      trip_id uuid REFERENCES trips (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX reviews_trip_id_idx ON reviews (trip_id);
    CREATE INDEX reviews_created_at_idx ON reviews (created_at DESC);

    -- One row: the three counters of the landing page.
    CREATE TABLE statistics (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      amazing_trips integer NOT NULL DEFAULT 7 CHECK (amazing_trips >= 0),
      happy_travelers integer NOT NULL DEFAULT 8 CHECK (happy_travelers >= 0),
      destinations integer NOT NULL DEFAULT 50 CHECK (destinations >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO statistics (id) VALUES (1);

    CREATE TABLE customization_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      type text NOT NULL CHECK (type IN ('trip_customization', 'general_customization')),
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      username text NOT NULL,
      mobile_number text NOT NULL,
      country_code text NOT NULL,
      email text,
      trip_id uuid REFERENCES trips (id) ON DELETE SET NULL,
      trip_name text,
      trip_price numeric(12, 2),
      trip_days text,
      preferred_place text NOT NULL,
      number_of_members integer NOT NULL CHECK (number_of_members BETWEEN 1 AND 50),
      number_of_adults integer CHECK (number_of_adults BETWEEN 0 AND 50),
      number_of_kids integer CHECK (number_of_kids BETWEEN 0 AND 20),
      trip_type text,
      start_date date NOT NULL,
      end_date date NOT NULL,
      additional_notes text,
      message text NOT NULL,
      handled boolean NOT NULL DEFAULT false,
      handled_at timestamptz,
      notification_status text NOT NULL DEFAULT 'pending'
        CHECK (notification_status IN ('pending', 'sent', 'failed', 'not_configured')),
      notification_attempts integer NOT NULL DEFAULT 0,
      notification_last_error text,
      notified_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT customization_requests_dates_order CHECK (end_date > start_date)
    );
    CREATE INDEX customization_requests_user_id_idx ON customization_requests (user_id);
    CREATE INDEX customization_requests_trip_id_idx ON customization_requests (trip_id);
    CREATE INDEX customization_requests_created_at_idx ON customization_requests (created_at DESC);
    CREATE INDEX customization_requests_pending_idx ON customization_requests (notification_status)
      WHERE notification_status IN ('pending', 'failed');

    -- One-time sign-in codes; the id is the verificationId the client holds.
    CREATE TABLE otp_codes (
      id text PRIMARY KEY,
      country_code text NOT NULL,
      mobile_number text NOT NULL,
      username text,
      purpose text NOT NULL CHECK (purpose IN ('signup', 'login')),
      code_hash text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      consumed_at timestamptz,
      client_address text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX otp_codes_mobile_idx ON otp_codes (country_code, mobile_number, created_at DESC);
    CREATE INDEX otp_codes_address_idx ON otp_codes (client_address, created_at DESC);

    -- Failed admin sign-ins, counted per address and e-mail for the login limit.
    CREATE TABLE login_failures (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email text NOT NULL,
      client_address text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_failures_lookup_idx ON login_failures (client_address, lower(email), created_at DESC);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    DROP TABLE login_failures;
    DROP TABLE otp_codes;
    DROP TABLE customization_requests;
    DROP TABLE statistics;
    DROP TABLE reviews;
    DROP TABLE trips;
    DROP TABLE users;
    DROP TABLE admins;
  `,
  );
}
