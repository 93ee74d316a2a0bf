// The messages step of `npm run bench`: how fast messages to travellers go out, as received. The console providers print
// one line per message on the server's stdout (`WHATSAPP to +91…: <template> <JSON>`, `SMS to +91…: <text>`); the
// time a line reaches the bench is the time the message went out.
//
// A product of its own (`npm start` on a fresh data directory, the same database mode as the rest of the bench: the
// embedded database, or with DATABASE_URL a fresh PostgreSQL database made beside it and dropped after), set up
// through the API as people would: the admin adds a trip and two departures (A and B, 250 seats each); 250 travellers
// sign up with the code of their `SMS to` line and book 1 adult each, the first 200 on A and all 250 on B; the admin
// records each deposit (POST /api/admin/bookings/:id/payments), which confirms the booking and sends a booking_confirmed
// at once. Then, timed: an urgent broadcast to A (200 departure_update), and two urgent broadcasts to B back to back
// (500), each line counted by the broadcast's own text.
import { randomBytes } from 'node:crypto';
import { call, createTrip } from './admin-api.mjs';
import { makeGrain } from './catalogue.mjs';
import { book, freshDatabase, inPool, lineWatch, serverLog, SETUP_CONCURRENCY, signUp, travellerLine } from './message-setup.mjs';
import { admin, startProduct } from './product.mjs';
import { report } from './report.mjs';

const TRAVELLERS = 250;
/** How long a timed run may take before it is reported with the lines received so far. */
const RUN_TIMEOUT_MS = 180_000;

/**
 * The step: sets up its product, runs the timed broadcasts and reports them beside `targets` (scripts/bench/targets.mjs).
 * Its product is stopped (and its PostgreSQL database dropped) whatever happens.
 */
export async function messageRuns({ databaseUrl, targets }) {
  const lines = lineWatch();
  const database = await freshDatabase(databaseUrl);
  let product = null;
  try {
    product = await startProduct({
      databaseUrl: database.url,
      onStdoutLine: lines.push,
      extraEnv: {
        // 250 sign-ups from one address within the hour.
        OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000',
        OTP_SENDS_PER_NUMBER_PER_HOUR: '20',
        API_RATE_LIMIT_PER_MINUTE: '100000',
      },
    });
    const where = database.url ? 'a fresh PostgreSQL database' : 'the embedded database';
    console.log(`   Messages: a product of their own on ${where}, first start ${product.startSeconds.toFixed(2)} s`);
    await measure(product, lines, targets);
  } catch (error) {
    if (product) console.log(`     the server's log, last lines:\n${serverLog(product.output()).slice(-20).join('\n')}`);
    throw error;
  } finally {
    await product?.stop();
    await database.drop();
  }
}

async function measure(product, lines, targets) {
  const { url } = product;
  const { token: adminToken } = await call(url, 'POST', '/api/auth/login', undefined, admin);
  const tripId = await createTrip(url, adminToken, 0, makeGrain());
  const departure = async (startDate) =>
    (await call(url, 'POST', '/api/admin/departures', adminToken, { tripId, startDate, seatsTotal: TRAVELLERS })).departure.id;
  const departureA = await departure('2030-03-02');
  const departureB = await departure('2030-04-06');

  let started = performance.now();
  const tokens = await inPool(
    Array.from({ length: TRAVELLERS }, (_, i) => i),
    (i) => signUp(url, lines, i),
  );
  console.log(`     ${TRAVELLERS} travellers signed up (code read from their SMS line) in ${since(started)} s`);
  started = performance.now();
  const bookingsA = await inPool(tokens.slice(0, targets.broadcast.travellers), (token) => book(url, token, departureA));
  const bookingsB = await inPool(tokens, (token) => book(url, token, departureB));
  console.log(`     ${bookingsA.length} bookings on departure A and ${bookingsB.length} on B, 1 adult each, in ${since(started)} s`);

  // Confirmations: until then the only messages that carry a booking's reference (the journey's are planned for 2030).
  const confirmedA = await confirm(url, lines, adminToken, bookingsA);
  console.log(`     ${bookingsA.length} deposits recorded on A, ${confirmedA.lines.length} booking_confirmed received`);
  if (confirmedA.lines.length < bookingsA.length) throw new Error('not every booking_confirmed of departure A came out');
  const confirmedB = await confirm(url, lines, adminToken, bookingsB);
  const paying = (confirmedB.lastPaymentAt - confirmedB.firstPaymentAt) / 1000;
  const firstToLast = (confirmedB.lastLineAt - confirmedB.firstPaymentAt) / 1000;
  console.log(
    `     ${bookingsB.length} deposits recorded on B in ${paying.toFixed(2)} s (${SETUP_CONCURRENCY} at a time), ` +
      `${confirmedB.lines.length} booking_confirmed received; first payment to last line ${firstToLast.toFixed(2)} s`,
  );
  if (confirmedB.lines.length < bookingsB.length) throw new Error('not every booking_confirmed of departure B came out');
  report(
    `Messages: ${bookingsB.length} confirmations, last payment to last line (s)`,
    ((confirmedB.lastLineAt - confirmedB.lastPaymentAt) / 1000).toFixed(2),
  );

  const { travellers, seconds: broadcastSeconds } = targets.broadcast;
  const a = await broadcasts(url, lines, adminToken, [departureA], travellers);
  show(a);
  report(
    `Messages: urgent broadcast to ${travellers}, POST to last line (s)`,
    figure(a),
    `<= ${broadcastSeconds}`,
    a.received === travellers && a.seconds <= broadcastSeconds,
  );

  const { messages, seconds: messagesSeconds } = targets.consoleMessages;
  const b = await broadcasts(url, lines, adminToken, [departureB, departureB], messages);
  show(b);
  report(
    `Messages: ${messages} console messages, first POST to last line (s)`,
    figure(b),
    `<= ${messagesSeconds}`,
    b.received === messages && b.seconds <= messagesSeconds,
  );
  const warnings = serverLog(product.output()).filter((line) => Number(/^\{"level":(\d+)/.exec(line)?.[1]) >= 40);
  if (warnings.length) console.log(`     the server's warnings and errors, last ones:\n${warnings.slice(-10).join('\n')}`);
}

/** Urgent broadcasts to `departures`, one after the other, each with a text of its own; timed until `expected` lines. */
async function broadcasts(url, lines, adminToken, departures, expected) {
  const texts = departures.map(() => `Bench update ${randomBytes(6).toString('hex')}: the bus leaves at 6 am.`);
  const received = lines.expect((line) => travellerLine.test(line) && texts.some((text) => line.includes(text)), expected, RUN_TIMEOUT_MS);
  const startedAt = performance.now();
  const answers = [];
  for (const [i, departureId] of departures.entries()) {
    const posted = performance.now();
    const { queued } = await call(url, 'POST', `/api/admin/departures/${departureId}/messages`, adminToken, {
      text: texts[i],
      urgent: true,
    });
    answers.push({ queued, seconds: (performance.now() - posted) / 1000 });
  }
  const found = await received;
  const seconds = found.length ? (found.at(-1).at - startedAt) / 1000 : Infinity;
  return { expected, received: found.length, seconds, startedAt, found, answers };
}

/** The figure: seconds to the last line, and messages per second; or how many came out before the time ran out. */
const figure = ({ expected, received, seconds }) =>
  received < expected
    ? `${received} of ${expected} in ${RUN_TIMEOUT_MS / 1000}`
    : `${seconds.toFixed(2)} = ${Math.round(received / seconds)}/s`;

/** How the run paced: each POST's answer, the first line, and the lines received in each second after the first POST. */
function show({ found, startedAt, answers }) {
  const posts = answers.map(({ queued, seconds }) => `202 {queued: ${queued}} in ${seconds.toFixed(2)} s`).join(', then ');
  const first = found.length ? `, first line after ${((found[0].at - startedAt) / 1000).toFixed(2)} s` : '';
  console.log(`     ${posts}${first}`);
  const perSecond = [];
  for (const { at } of found) {
    const second = Math.floor((at - startedAt) / 1000);
    while (perSecond.length <= second) perSecond.push(0);
    perSecond[second] += 1;
  }
  console.log(`     lines received in each second from the first POST: ${perSecond.join(', ')}`);
}

/**
 * The admin records each booking's deposit (UPI), which confirms it; answers when every booking_confirmed line came
 * out (or after RUN_TIMEOUT_MS), with the times of the first and last payment sent and of the last line.
 */
async function confirm(url, lines, adminToken, bookings) {
  const references = new Set(bookings.map((booking) => booking.reference));
  // Each reference counted once.
  const confirmation = (line) => travellerLine.test(line) && (line.match(/\b[A-Z2-9]{8}\b/g) ?? []).some((ref) => references.delete(ref));
  const received = lines.expect(confirmation, bookings.length, RUN_TIMEOUT_MS);
  const firstPaymentAt = performance.now();
  let lastPaymentAt = firstPaymentAt;
  await inPool(bookings, async (booking) => {
    lastPaymentAt = performance.now();
    await call(url, 'POST', `/api/admin/bookings/${booking.id}/payments`, adminToken, { amount: booking.depositAmount, method: 'upi' });
  });
  const found = await received;
  return { lines: found, firstPaymentAt, lastPaymentAt, lastLineAt: found.at(-1)?.at ?? Infinity };
}

const since = (started) => ((performance.now() - started) / 1000).toFixed(2);
