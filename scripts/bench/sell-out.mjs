// The sell-out step of `npm run bench` (--sell-out, --only-sell-out): a departure that sells out in a minute, and a
// sustained ramp of bookings, against the product as deployed: `npm start` in production mode (scripts/bench/product.mjs)
// on a fresh PostgreSQL database of its own (the product migrates it; dropped after), behind nginx running
// deploy/nginx.conf (scripts/bench/load.mjs, startProxy), once with one replica and once with two.
//
// Set up through the API as people do: the admin adds a trip (no photos: with two replicas and local storage an upload
// would land on one of them only) and departures; the travellers sign up with the code of their `SMS to` line, on the
// first replica directly.
// 1. Contested: a departure of 40 seats, 600 travellers; 200 POST /api/bookings (1 adult each) at once, each answer
//    followed by the next traveller's request, 600 in all. Seats sold (an oversell is printed loudly and fails the
//    bench), every loser's answer, p50/p99 of winners and of losers, the time until the last seat was sold, and a
//    bystander's GET /api/public/trips/{id}/departures sampled every 100 ms during the rush.
// 2. Sustained, open loop: bookings of 1 seat across fresh departures of 500 seats, offered at fixed rates for a few
//    seconds each, sent on schedule whether or not earlier ones answered, each timed from its scheduled moment (so a
//    late answer is not hidden by sending the next request late). Plain fetch on a schedule: autocannon and its kin
//    hold a fixed number of connections and send the next request when one answers (closed loop), which would slow
//    the offered rate down to what the product answers. Per rate: bookings/s achieved, p99, 5xx and other failures
//    (a client gives up after 10 s), and the CPU time of the PostgreSQL backends serving the trial's database per
//    booking, read from /proc (pg_stat_activity names them; pg_stat_statements needs a server restart to load).
// The figures beside the targets in scripts/bench/targets.mjs (sellOut). Settings the trial gives the product, all
// documented ones: TRUST_PROXY=1 as deployed; API_RATE_LIMIT_PER_MINUTE and OTP_SENDS_PER_ADDRESS_PER_HOUR raised, as
// every request comes from this machine's one address (behind nginx it is not a local tool: its real client counts).
// `--sell-out-small`: 60 travellers, 10 seats, 20 at once, rates 10, 20 and 40 for 2 s each: to check the script,
// not a measurement.
import { bookingMessages } from '../../server/src/domain/booking-messages.ts';
import { call, tripFields } from './admin-api.mjs';
import { BYSTANDER_EVERY_MS, bystander, byAnswer, ms, percentile, sleep, timedBooking } from './booking-load.mjs';
import { rampRuns } from './booking-ramp.mjs';
import { startProxy } from './load.mjs';
import { freshDatabase, inPool, lineWatch, serverLog, signUp } from './message-setup.mjs';
import { admin, freePort, startProduct } from './product.mjs';
import { report } from './report.mjs';

export const sellOutScales = {
  full: { travellers: 600, seats: 40, atOnce: 200, rates: [50, 100, 200, 300, 400], stepSeconds: 5 },
  small: { travellers: 60, seats: 10, atOnce: 20, rates: [10, 20, 40], stepSeconds: 2 },
};
/** The local PostgreSQL server (trust authentication) when DATABASE_URL is not set. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const names = { 1: 'one replica', 2: 'two replicas' };

/**
 * The step: both trials (one replica, then two), each on a fresh database of its own on `databaseUrl`'s server (the
 * local one without it), reported beside `targets.sellOut`.
 */
export async function sellOutRuns({ databaseUrl, targets, small = false }) {
  const scale = small ? sellOutScales.small : sellOutScales.full;
  const goal = targets.sellOut;
  console.log(
    `   Sell-out${small ? ' (small scale: a check of the script, not a measurement)' : ''}: ${scale.travellers} travellers for ` +
      `${scale.seats} seats, ${scale.atOnce} at once; then open-loop bookings at ${scale.rates.join(', ')}/s, ${scale.stepSeconds} s each`,
  );
  const sustained = {};
  for (const replicas of [1, 2]) sustained[replicas] = await trial(databaseUrl || LOCAL_POSTGRES, replicas, scale, goal);
  report(
    `Sell-out: sustained bookings/s, two replicas / one`,
    `${sustained[2]} / ${sustained[1]}`,
    `two >= one`,
    sustained[2] >= sustained[1],
  );
}

/** One trial with `replicas` replicas behind nginx; answers the highest rate sustained (see `rampRuns`). */
async function trial(serverUrl, replicas, scale, goal) {
  const database = await freshDatabase(serverUrl, 'bench_sellout');
  const lines = lineWatch();
  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const products = [];
  let proxy = null;
  try {
    // One after the other: the first migrates the empty database.
    for (let i = 0; i < replicas; i += 1) {
      products.push(
        await startProduct({
          databaseUrl: database.url,
          production: true,
          onStdoutLine: lines.push,
          extraEnv: {
            PUBLIC_URL: proxyUrl,
            TRUST_PROXY: '1',
            API_RATE_LIMIT_PER_MINUTE: '1000000',
            OTP_SENDS_PER_ADDRESS_PER_HOUR: '100000',
          },
        }),
      );
    }
    proxy = await startProxy(
      products.map((product) => product.url),
      proxyPort,
    );
    const label = `Sell-out ${replicas}R`;
    const starts = products.map((product) => `${product.startSeconds.toFixed(2)} s`).join(', ');
    console.log(`   Sell-out, ${names[replicas]} behind nginx (deploy/nginx.conf), fresh PostgreSQL database; started in ${starts}`);
    const setup = await setUp(products[0].url, lines, scale);
    await contestedRun(proxyUrl, setup, scale, goal, label);
    const sustained = await rampRuns(proxyUrl, setup, scale, goal, {
      label,
      serverUrl,
      databaseName: new URL(database.url).pathname.slice(1),
    });
    report(
      `${label}: sustained bookings/s at p99 <= ${goal.sustainedP99Ms} ms`,
      sustained,
      replicas === 1 ? `>= ${goal.sustainedPerSecond}` : '',
      replicas === 1 ? sustained >= goal.sustainedPerSecond : undefined,
    );
    for (const [i, product] of products.entries()) showServerErrors(product.output(), `replica ${i + 1}`);
    return sustained;
  } catch (error) {
    for (const [i, product] of products.entries()) {
      console.log(`     replica ${i + 1}'s log, last lines:\n${serverLog(product.output()).slice(-20).join('\n')}`);
    }
    throw error;
  } finally {
    await proxy?.stop();
    for (const product of products) await product.stop();
    await database.drop();
  }
}

/** The admin's trip and contested departure, and the travellers' tokens (signed up on replica `url`). */
async function setUp(url, lines, scale) {
  const { token: adminToken } = await call(url, 'POST', '/api/auth/login', undefined, admin);
  const { trip } = await call(url, 'POST', '/api/admin/trips', adminToken, tripFields(0, []));
  const dates = departureDates();
  const departure = async (seatsTotal) =>
    (await call(url, 'POST', '/api/admin/departures', adminToken, { tripId: trip.id, startDate: dates.next().value, seatsTotal })).departure
      .id;
  const contestedId = await departure(scale.seats);
  const started = performance.now();
  const tokens = await inPool(
    Array.from({ length: scale.travellers }, (_, i) => i),
    (i) => signUp(url, lines, i),
  );
  console.log(`     ${scale.travellers} travellers signed up (code read from their SMS line) in ${since(started)} s`);
  return { url, adminToken, tripId: trip.id, contestedId, tokens, departure };
}

/** Start dates one day apart from 2030-01-01 (departures of one trip on distinct days). */
function* departureDates() {
  for (let day = Date.UTC(2030, 0, 1); ; day += 86_400_000) yield new Date(day).toISOString().slice(0, 10);
}

async function contestedRun(proxyUrl, setup, scale, goal, label) {
  const { tokens, contestedId, tripId } = setup;
  const watching = bystander(`${proxyUrl}/api/public/trips/${tripId}/departures`);
  await sleep(BYSTANDER_EVERY_MS);
  const answers = [];
  let next = 0;
  const started = performance.now();
  // `atOnce` travellers press Book together; each answer lets the next traveller in.
  const traveller = async () => {
    while (next < tokens.length) answers.push(await timedBooking(proxyUrl, tokens[next++], contestedId));
  };
  await Promise.all(Array.from({ length: scale.atOnce }, traveller));
  const seen = await watching.stop();
  const winners = answers.filter((answer) => answer.status === 201);
  const losers = answers.filter((answer) => answer.status !== 201);
  // What the back office sees besides the answers: the bookings stored on the departure (each of 1 seat) and its seats left.
  const { departure } = await call(setup.url, 'GET', `/api/admin/departures/${contestedId}`, setup.adminToken);
  const filter = encodeURIComponent(JSON.stringify({ departureId: contestedId }));
  const { total: stored } = await call(setup.url, 'GET', `/api/admin/bookings?filter=${filter}`, setup.adminToken);
  if (winners.length > scale.seats || stored > scale.seats) {
    console.log(
      `\n!!!!! OVERSOLD: ${winners.length} bookings of 1 seat answered 201 and ${stored} stored for ${scale.seats} seats !!!!!\n`,
    );
  }
  report(
    `${label}: seats sold of ${scale.seats} (201s / stored / left)`,
    `${winners.length} / ${stored} / ${departure.seatsLeft}`,
    `= ${scale.seats} / ${scale.seats} / 0`,
    winners.length === scale.seats && stored === scale.seats && departure.seatsLeft === 0,
  );
  console.log(`     losers' answers: ${byAnswer(losers).join('; ') || 'none'}`);
  const refused = losers.filter((answer) => answer.status === 409 && answer.message === bookingMessages.notEnoughSeats);
  report(
    `${label}: losers answered 409 ${bookingMessages.notEnoughSeats}`,
    `${refused.length} of ${losers.length}`,
    'all',
    refused.length === losers.length,
  );
  for (const [who, group] of [
    ['winners', winners],
    ['losers', losers],
  ]) {
    const latencies = group.map((answer) => answer.ms);
    const p99 = percentile(latencies, 0.99);
    report(
      `${label}: ${who} p50 / p99 (ms)`,
      `${ms(percentile(latencies, 0.5))} / ${ms(p99)}`,
      `p99 <= ${goal.contestedP99Ms}`,
      p99 <= goal.contestedP99Ms,
    );
  }
  const soldOutAt = winners.length ? Math.max(...winners.map((answer) => answer.answeredAt)) : Number.NaN;
  report(`${label}: sold out after (ms, last winner's answer)`, ms(soldOutAt - started));
  const serverErrors = answers.filter((answer) => answer.status >= 500).length;
  report(`${label}: contested 5xx answers`, serverErrors, `= ${goal.serverErrors}`, serverErrors <= goal.serverErrors);
  report(`${label}: contested answers shed (503 with Retry-After)`, answers.filter((answer) => answer.shed).length);
  const bystanderMs = seen.map((sample) => sample.ms);
  const failed = seen.filter((sample) => !sample.ok).length;
  report(
    `${label}: bystander's trip departures p50 / p99 / max (ms)`,
    `${ms(percentile(bystanderMs, 0.5))} / ${ms(percentile(bystanderMs, 0.99))} / ${ms(Math.max(...bystanderMs))}`,
  );
  console.log(`     the bystander: ${seen.length} GETs of the trip's departures during the rush, ${failed} failed`);
}

/** The server's errors (level 50 and up), counted, with the last few. */
function showServerErrors(output, name) {
  const errors = serverLog(output).filter((line) => Number(/^\{"level":(\d+)/.exec(line)?.[1]) >= 50);
  if (!errors.length) return;
  console.log(`     ${name}: ${errors.length} errors logged, last ones:`);
  for (const line of errors.slice(-3)) console.log(`       ${line.slice(0, 300)}`);
}

const since = (started) => ((performance.now() - started) / 1000).toFixed(2);
