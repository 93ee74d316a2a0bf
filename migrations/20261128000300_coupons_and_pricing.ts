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
 * Prices that fill departures: coupons (a code unique whatever its case; a percent or an amount in
 * paise off), a departure's early bird and a trip's group tiers (jsonb), each traveller's referral
 * code, and the referral rewards issued (one per referred booking: never doubled). A booking keeps
 * the lines it was priced with, the coupon it used and the traveller who referred it: disabling a
 * coupon later never changes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE coupons (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('percent', 'flat')),
      percent integer CHECK (percent BETWEEN 1 AND 100),
      amount_paise bigint CHECK (amount_paise > 0),
      trip_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
      valid_from date,
      valid_until date,
      max_uses integer CHECK (max_uses >= 1),
      max_uses_per_traveller integer NOT NULL DEFAULT 1 CHECK (max_uses_per_traveller >= 1),
      min_seats integer NOT NULL DEFAULT 1 CHECK (min_seats >= 1),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT coupons_value_of_kind CHECK ((kind = 'percent' AND percent IS NOT NULL) OR (kind = 'flat' AND amount_paise IS NOT NULL))
    );
    CREATE UNIQUE INDEX coupons_code_idx ON coupons (upper(code));
    CREATE TABLE referral_codes (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      code text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE bookings ADD COLUMN pricing jsonb;
    ALTER TABLE bookings ADD COLUMN coupon_id uuid REFERENCES coupons (id) ON DELETE RESTRICT;
    ALTER TABLE bookings ADD COLUMN referrer_user_id uuid REFERENCES users (id) ON DELETE SET NULL;
    CREATE INDEX bookings_coupon_idx ON bookings (coupon_id) WHERE coupon_id IS NOT NULL;
    CREATE INDEX bookings_referrer_idx ON bookings (referrer_user_id) WHERE referrer_user_id IS NOT NULL;
    CREATE TABLE referral_rewards (
      booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
      referrer_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      voucher_id uuid NOT NULL REFERENCES vouchers (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX referral_rewards_referrer_idx ON referral_rewards (referrer_user_id);
    CREATE INDEX referral_rewards_voucher_idx ON referral_rewards (voucher_id);
    ALTER TABLE departures ADD COLUMN early_bird jsonb;
    ALTER TABLE trips ADD COLUMN group_discount jsonb
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    ALTER TABLE trips DROP COLUMN group_discount;
    ALTER TABLE departures DROP COLUMN early_bird;
    DROP TABLE referral_rewards;
    ALTER TABLE bookings DROP COLUMN referrer_user_id;
    ALTER TABLE bookings DROP COLUMN coupon_id;
    ALTER TABLE bookings DROP COLUMN pricing;
    DROP TABLE referral_codes;
    DROP TABLE coupons
    `,
  );
}
