// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * A departure may price children on their own (null: the adult price). A booking keeps the child
 * price it was made at, beside the adult price it already keeps, so later edits never change it
 * (existing bookings priced every seat alike: their child price is their adult price).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE departures ADD COLUMN kid_price_per_person_paise bigint CHECK (kid_price_per_person_paise > 0)`.execute(db);
  await sql`ALTER TABLE bookings ADD COLUMN kid_price_per_person_paise bigint CHECK (kid_price_per_person_paise > 0)`.execute(db);
  await sql`UPDATE bookings SET kid_price_per_person_paise = price_per_person_paise`.execute(db);
  await sql`ALTER TABLE bookings ALTER COLUMN kid_price_per_person_paise SET NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE bookings DROP COLUMN kid_price_per_person_paise`.execute(db);
  await sql`ALTER TABLE departures DROP COLUMN kid_price_per_person_paise`.execute(db);
}
