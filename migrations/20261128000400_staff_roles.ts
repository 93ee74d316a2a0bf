// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * Staff roles: back-office accounts are admins or trip leaders, active or disabled, with a name.
 * Existing accounts stay admins. A departure names its leaders (departure_leaders), who see only those.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE admins
    ADD COLUMN name text NOT NULL DEFAULT '',
    ADD COLUMN role text NOT NULL DEFAULT 'admin' CHECK (role IN ('admin', 'leader')),
    ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled'))`.execute(db);
  await sql`CREATE TABLE departure_leaders (
      departure_id uuid NOT NULL REFERENCES departures (id) ON DELETE CASCADE,
      leader_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
      PRIMARY KEY (departure_id, leader_id)
    )`.execute(db);
  await sql`CREATE INDEX departure_leaders_leader_id_idx ON departure_leaders (leader_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE departure_leaders`.execute(db);
  await sql`ALTER TABLE admins DROP COLUMN name, DROP COLUMN role, DROP COLUMN status`.execute(db);
}
