// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * Every booking has its balance date. Demo bookings stored before this had none, so the overdue
 * figures (which compare the balance date with today) left them out while "money due" counted
 * them. They get the date their departure's own balance days, else the default of 15, give; then
 * the column refuses a booking without one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE bookings b SET balance_due_date = d.start_date - COALESCE(d.balance_due_days, 15)
    FROM departures d WHERE d.id = b.departure_id AND b.balance_due_date IS NULL`.execute(db);
  await sql`ALTER TABLE bookings ALTER COLUMN balance_due_date SET NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE bookings ALTER COLUMN balance_due_date DROP NOT NULL`.execute(db);
}
