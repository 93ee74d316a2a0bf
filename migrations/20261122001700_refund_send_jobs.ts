// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * Razorpay refunds are sent by a job made in the transaction that writes the refund (pg-boss's
 * `refund-send` queue), whose tries, waits and last error are the job's: the refund's own attempt
 * count, next try and last error go, with the index the periodic retry read them through. Those
 * the provider never answered for are found at each start (refunds written before they had jobs).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS refunds_retry_idx`.execute(db);
  await sql`ALTER TABLE refunds DROP COLUMN attempts`.execute(db);
  await sql`ALTER TABLE refunds DROP COLUMN next_attempt_at`.execute(db);
  await sql`ALTER TABLE refunds DROP COLUMN last_error`.execute(db);
  await sql`
    CREATE INDEX refunds_unsent_idx ON refunds (created_at)
    WHERE status = 'pending' AND method = 'razorpay' AND provider_refund_id IS NULL
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS refunds_unsent_idx`.execute(db);
  await sql`ALTER TABLE refunds ADD COLUMN attempts integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE refunds ADD COLUMN next_attempt_at timestamptz`.execute(db);
  await sql`ALTER TABLE refunds ADD COLUMN last_error text`.execute(db);
  // Provider refunds still unanswered are due at once for the periodic retry that sent them.
  await sql`
    UPDATE refunds SET next_attempt_at = now()
    WHERE status = 'pending' AND method = 'razorpay' AND provider_refund_id IS NULL
  `.execute(db);
  await sql`CREATE INDEX refunds_retry_idx ON refunds (next_attempt_at) WHERE status = 'pending' AND method = 'razorpay'`.execute(db);
}
