// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * A message may go to one traveller of a booking rather than to its booker (an invitation to fill a
 * place, a reminder to fill one's details, a fitness proof sent back): its own number is kept with
 * it. Without one, the message goes to the booker, as every message did before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE messages ADD COLUMN to_country_code text, ADD COLUMN to_mobile_number text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE messages DROP COLUMN to_country_code, DROP COLUMN to_mobile_number`.execute(db);
}
