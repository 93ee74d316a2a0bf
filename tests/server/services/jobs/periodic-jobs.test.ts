/**
 * The periodic work on the job engine (the hold sweep, the pruning of old sign-in codes): one job per
 * period across every app on the database; a period that passed while no app ran is caught up once
 * when apps start again (a hold that passed meanwhile is stored expired); a run that throws is retried
 * and then the job is `failed` with its error. PGlite, or PostgreSQL with TEST_DATABASE=postgres.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/src/app.ts';
import { HOLD_SWEEP_QUEUE } from '../../../../server/src/plugins/bookings.ts';
import { CODE_PRUNE_QUEUE } from '../../../../server/src/plugins/otp.ts';
import { adminHeaders, caller, createDeparture, createTrip, travellerHeaders } from '../../support/bookings.ts';
import { until } from '../../support/message-lines.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

interface JobRow {
  state: string;
  singletonOn: Date | null;
  output: { message?: string } | null;
  retryCount: number;
}

const jobsOf = async (t: TestApp, name: string): Promise<JobRow[]> =>
  (
    await sql<JobRow>`SELECT state, singleton_on, output, retry_count FROM pgboss.job WHERE name = ${name} ORDER BY created_on`.execute(
      t.db,
    )
  ).rows;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('periodic jobs', () => {
  it('run once per period with two apps, and catch up once after a restart (a passed hold is stored expired)', async () => {
    const t = await createTestApp({ JOB_POLL_SECONDS: '0.5', BOOKING_SWEEP_SECONDS: '2' });
    const admin = await adminHeaders(t);
    const trip = await createTrip(t, admin);
    const departure = await createDeparture(t, admin, trip.id);
    const { headers } = await travellerHeaders(t);
    const booking = (await caller(t)('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })).json().booking;
    await t.app.close();
    // Down while the hold passes (the app's clock moves on), for more than a period.
    t.clock.runFrom(new Date(Date.parse(booking.holdExpiresAt) + 60_000));
    await sleep(2500);
    const before = (await jobsOf(t, HOLD_SWEEP_QUEUE)).length;
    const now = () => t.app.now();
    const replicas = [
      await buildApp({ config: t.config, db: t.db, jobDatabase: t.jobDatabase, now }),
      await buildApp({ config: t.config, db: t.db, jobDatabase: t.jobDatabase, now }),
    ];
    try {
      await Promise.all(replicas.map((app) => app.ready()));
      const stored = await until(
        () => t.db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow(),
        (row) => row.status === 'expired',
      );
      expect(stored.status).toBe('expired');
      // Both apps offer a job every period for a few periods: each period has one job, run once.
      await sleep(5000);
      const jobs = await jobsOf(t, HOLD_SWEEP_QUEUE);
      const slots = new Set(jobs.map((job) => job.singletonOn?.toISOString()));
      expect(jobs.length).toBeGreaterThanOrEqual(3);
      expect(slots.size).toBe(jobs.length);
      expect(jobs.filter((job) => job.state === 'completed').length).toBeGreaterThanOrEqual(jobs.length - 2);
      // The hourly pruning: one job for the hour (two if the test crossed one), however many apps started in it.
      const prunes = await jobsOf(t, CODE_PRUNE_QUEUE);
      expect(new Set(prunes.map((job) => job.singletonOn?.toISOString())).size).toBe(prunes.length);
      expect(prunes.length).toBeLessThanOrEqual(2);
      // The restart made one job for the period it started in, not one per app.
      expect((await jobsOf(t, HOLD_SWEEP_QUEUE)).length - before).toBeLessThanOrEqual(5);
    } finally {
      for (const app of replicas) await app.close();
      await t.close();
    }
  }, 120_000);

  describe('when a run fails', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ JOB_POLL_SECONDS: '0.5', BOOKING_SWEEP_SECONDS: '2' });
    });
    afterAll(() => t.close());

    it('is retried, then failed with its error; the next period runs again', async () => {
      // The waitlist table away: every run of the hold sweep (which passes freed seats on to it) throws.
      await sql`ALTER TABLE waitlist_entries RENAME TO waitlist_entries_away`.execute(t.db);
      let failed: JobRow | undefined;
      try {
        failed = await until(
          async () => (await jobsOf(t, HOLD_SWEEP_QUEUE)).find((job) => job.state === 'failed'),
          (job) => job !== undefined,
          40_000,
        );
      } finally {
        await sql`ALTER TABLE waitlist_entries_away RENAME TO waitlist_entries`.execute(t.db);
      }
      expect(failed).toMatchObject({ state: 'failed', retryCount: 2 });
      expect(failed?.output?.message).toMatch(/waitlist_entries/);
      const completed = await until(
        async () => (await jobsOf(t, HOLD_SWEEP_QUEUE)).filter((job) => job.state === 'completed'),
        (jobs) => jobs.length > 0,
        20_000,
      );
      expect(completed.length).toBeGreaterThan(0);
    }, 90_000);
  });

  it("prunes old sign-in codes as a periodic job: the hour's job, offered at the start, deletes codes over a day old", async () => {
    const t = await createTestApp({ JOB_POLL_SECONDS: '0.5' });
    try {
      const code = (id: string, createdAt: Date) => ({
        id,
        countryCode: '91',
        mobileNumber: '9876500001',
        username: null,
        purpose: 'login',
        codeHash: 'x',
        expiresAt: new Date(createdAt.getTime() + 600_000),
        consumedAt: null,
        clientAddress: '127.0.0.1',
        createdAt,
      });
      const now = t.app.now();
      await t.db
        .insertInto('otpCodes')
        .values([code('old-code-0001', new Date(now.getTime() - 2 * 86_400_000)), code('new-code-0001', now)])
        .execute();
      // The hour's job was offered when the app became ready; one that already began may have missed
      // the codes just stored, so another run is asked for then (as an admin's "Try again" would).
      const offered = await jobsOf(t, CODE_PRUNE_QUEUE);
      expect(offered).toHaveLength(1);
      if (offered[0].state !== 'created') await t.app.jobs.send(CODE_PRUNE_QUEUE, {});
      // An hourly job is looked for every 30 s: a replica starting now takes the waiting one at once.
      await t.app.close();
      const replica = await buildApp({ config: t.config, db: t.db, jobDatabase: t.jobDatabase, now: () => t.app.now() });
      try {
        await replica.ready();
        const done = await until(
          () => jobsOf(t, CODE_PRUNE_QUEUE),
          (jobs) => jobs.every((job) => job.state === 'completed'),
          10_000,
        );
        expect(done.map((job) => job.state)).toEqual(done.map(() => 'completed'));
        expect(done.length).toBeLessThanOrEqual(2);
      } finally {
        await replica.close();
      }
      const left = await t.db.selectFrom('otpCodes').select('id').orderBy('id').execute();
      expect(left.map((row) => row.id)).toEqual(['new-code-0001']);
    } finally {
      await t.close();
    }
  }, 60_000);
});
