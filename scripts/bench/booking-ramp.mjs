// The sustained part of the sell-out step (scripts/bench/sell-out.mjs): bookings offered open loop at fixed rates, and
// the CPU time the PostgreSQL backends spent on them.
import { byAnswer, ms, percentile, sleep, timedBooking } from './booking-load.mjs';
import { loadAverage } from './machine.mjs';
import { cpuMs } from './product.mjs';
import { report } from './report.mjs';

/** The most seats a departure may have (DESIGN: seatsTotal 1–500): the ramp's departures stay at most half full. */
const RAMP_SEATS = 500;

/**
 * CPU time of the PostgreSQL backends serving `databaseName` (pg_stat_activity names them), from /proc, sampled every
 * 200 ms until `stop` answers the ms spent since `start`. A backend that ends between two samples loses its last
 * 200 ms; the server's shared processes (WAL writer, checkpointer, autovacuum) are not counted.
 */
async function postgresCpu(serverUrl, databaseName) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const seen = new Map();
  let first = true;
  const sample = async () => {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [databaseName]);
    for (const { pid } of rows) {
      let used;
      try {
        used = cpuMs(pid);
      } catch {
        continue; // ended meanwhile
      }
      const backend = seen.get(pid);
      if (backend) backend.last = used;
      // A backend that started after the first sample spent all its time within the run.
      else seen.set(pid, { first: first ? used : 0, last: used });
    }
    first = false;
  };
  await sample();
  let running = true;
  const loop = (async () => {
    while (running) {
      await sleep(200);
      await sample();
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      return [...seen.values()].reduce((sum, backend) => sum + backend.last - backend.first, 0);
    },
  };
}

/**
 * Open-loop bookings at each rate of `scale.rates` through `proxyUrl`, each on fresh departures; answers the highest
 * rate whose bookings all succeeded at 95% of the offered rate or more with p99 within the target (0 when none).
 */
export async function rampRuns(proxyUrl, setup, scale, goal, { label, serverUrl, databaseName }) {
  const { tokens } = setup;
  let sustained = 0;
  for (const rate of scale.rates) {
    const count = rate * scale.stepSeconds;
    const departures = [];
    for (let i = 0; i < Math.max(2, Math.ceil(count / (RAMP_SEATS / 2))); i += 1) departures.push(await setup.departure(RAMP_SEATS));
    const cpu = await postgresCpu(serverUrl, databaseName);
    const started = performance.now();
    let latestSend = 0;
    const pending = [];
    for (let i = 0; i < count; i += 1) {
      const scheduledAt = started + (i * 1000) / rate;
      const wait = scheduledAt - performance.now();
      if (wait > 1) await sleep(wait);
      latestSend = Math.max(latestSend, performance.now() - scheduledAt);
      pending.push(timedBooking(proxyUrl, tokens[i % tokens.length], departures[i % departures.length], scheduledAt));
    }
    const answers = await Promise.all(pending);
    const postgresMs = await cpu.stop();
    const booked = answers.filter((answer) => answer.status === 201);
    const lastAnswer = Math.max(...answers.map((answer) => answer.answeredAt));
    const achieved = booked.length / ((lastAnswer - started) / 1000);
    const p99 = percentile(
      answers.map((answer) => answer.ms),
      0.99,
    );
    const serverErrors = answers.filter((answer) => answer.status >= 500).length;
    const otherFailures = answers.filter((answer) => answer.status !== 201 && answer.status < 500);
    const at = `${label} offered ${rate}/s`;
    console.log(
      `     ${rate}/s for ${scale.stepSeconds} s: ${count} sent over ${departures.length} departures (latest send ` +
        `${Math.round(latestSend)} ms behind schedule), PostgreSQL backends ${postgresMs} ms of CPU, load average ${loadAverage()}`,
    );
    report(`${at}: bookings/s achieved`, Math.round(achieved));
    report(`${at}: p99 (ms)`, ms(p99));
    report(`${at}: 5xx answers`, serverErrors, `= ${goal.serverErrors}`, serverErrors <= goal.serverErrors);
    report(`${at}: of which shed (503 with Retry-After)`, answers.filter((answer) => answer.shed).length);
    report(`${at}: other failures`, otherFailures.length);
    const failures = byAnswer(answers.filter((answer) => answer.status !== 201));
    if (failures.length) console.log(`     failures: ${failures.slice(0, 6).join('; ')}`);
    report(`${at}: PostgreSQL CPU per booking (ms)`, booked.length ? (postgresMs / booked.length).toFixed(2) : '-');
    if (!serverErrors && !otherFailures.length && achieved >= 0.95 * rate && p99 <= goal.sustainedP99Ms) sustained = rate;
  }
  return sustained;
}
