// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * The trip leader's day: check-ins (one per traveller and point, the latest `at` wins, ties broken by
 * the change's id so every replica keeps the same one), incidents, and every change a leader's phone
 * synced, by its uuid, so that a change sent twice is applied once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE leader_sync_ops (
      id uuid PRIMARY KEY,
      leader_id uuid REFERENCES admins (id) ON DELETE SET NULL,
      type text NOT NULL,
      status text NOT NULL CHECK (status IN ('applied', 'rejected')),
      error text,
      received_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX leader_sync_ops_leader_id_idx ON leader_sync_ops (leader_id)`.execute(db);
  await sql`CREATE TABLE check_ins (
      traveller_id uuid NOT NULL REFERENCES booking_travellers (id) ON DELETE CASCADE,
      point text NOT NULL CHECK (point ~ '^(pickup|day-[1-9][0-9]?)$'),
      departure_id uuid NOT NULL REFERENCES departures (id) ON DELETE CASCADE,
      present boolean NOT NULL,
      at timestamptz NOT NULL,
      by uuid REFERENCES admins (id) ON DELETE SET NULL,
      op_id uuid NOT NULL,
      PRIMARY KEY (traveller_id, point)
    )`.execute(db);
  await sql`CREATE INDEX check_ins_departure_id_idx ON check_ins (departure_id)`.execute(db);
  await sql`CREATE INDEX check_ins_by_idx ON check_ins (by)`.execute(db);
  await sql`CREATE TABLE incidents (
      id uuid PRIMARY KEY,
      departure_id uuid NOT NULL REFERENCES departures (id) ON DELETE CASCADE,
      traveller_id uuid REFERENCES booking_travellers (id) ON DELETE SET NULL,
      text text NOT NULL,
      at timestamptz NOT NULL,
      by uuid REFERENCES admins (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX incidents_departure_id_idx ON incidents (departure_id, at)`.execute(db);
  await sql`CREATE INDEX incidents_traveller_id_idx ON incidents (traveller_id)`.execute(db);
  await sql`CREATE INDEX incidents_by_idx ON incidents (by)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE incidents`.execute(db);
  await sql`DROP TABLE check_ins`.execute(db);
  await sql`DROP TABLE leader_sync_ops`.execute(db);
}
