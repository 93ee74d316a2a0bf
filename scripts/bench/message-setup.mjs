// What the messages step (scripts/bench/messages.mjs) sets up and watches: travellers signed up and booking as people
// do, through the API; the server's stdout line by line; with DATABASE_URL, a fresh database of its own.
import { call } from './admin-api.mjs';

/** Requests of the set-up in flight at once, as that many people would. */
export const SETUP_CONCURRENCY = 8;
/** A line of a message to a traveller (sign-in codes are `SMS to` lines too: they carry no booking reference). */
export const travellerLine = /^(WHATSAPP|SMS) to \+\d+: /;
/** The server's own log lines (not the messages' console lines, not the sign-in codes). */
export const serverLog = (output) => output.split('\n').filter((line) => line.trim() && !travellerLine.test(line));

/** A traveller signed up as a person does: a code sent, read from its `SMS to` line, verified. Answers the token. */
export async function signUp(url, lines, i) {
  const traveller = { username: `bench_messages_${i}`, mobileNumber: String(9100000000 + i), countryCode: '91' };
  const prefix = `SMS to +${traveller.countryCode}${traveller.mobileNumber}: `;
  const codeLine = lines.expect((line) => line.startsWith(prefix), 1, 30_000);
  const sent = await call(url, 'POST', '/api/mobile/auth/send-otp', undefined, traveller);
  const [line] = await codeLine;
  const otp = line?.text.slice(prefix.length).match(/\b(\d{4})\b/)?.[1];
  if (!otp) throw new Error(`no sign-in code for ${traveller.mobileNumber}`);
  const { token } = await call(url, 'POST', '/api/mobile/auth/verify-otp', undefined, {
    ...traveller,
    verificationId: sent.verificationId,
    otp,
  });
  return token;
}

export const book = async (url, token, departureId) =>
  (await call(url, 'POST', '/api/bookings', token, { departureId, adults: 1 })).booking;

/**
 * The server's stdout, line by line as it arrives (`push`), and expectations on it: `expect(match, count, timeoutMs)`
 * resolves with the first `count` lines from now on that `match` (each `{ at, text }`, `at` from performance.now()),
 * or with those received when the time runs out.
 */
export function lineWatch() {
  const waiting = new Set();
  return {
    push(text) {
      const at = performance.now();
      for (const waiter of waiting) {
        if (!waiter.match(text)) continue;
        waiter.found.push({ at, text });
        if (waiter.found.length >= waiter.count) waiter.done();
      }
    },
    expect(match, count, timeoutMs) {
      return new Promise((resolve) => {
        const waiter = { match, count, found: [] };
        const timer = setTimeout(() => waiter.done(), timeoutMs);
        waiter.done = () => {
          clearTimeout(timer);
          waiting.delete(waiter);
          resolve(waiter.found);
        };
        waiting.add(waiter);
      });
    },
  };
}

/** `fn` over `items`, SETUP_CONCURRENCY at a time; the answers in the items' order. */
export async function inPool(items, fn) {
  const answers = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      answers[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SETUP_CONCURRENCY, items.length) }, worker));
  return answers;
}

/**
 * With DATABASE_URL: a fresh database on that server for this product (it migrates it), dropped by `drop`. Without:
 * none (the product makes its embedded database in its fresh data directory). `prefix` starts its name.
 */
export async function freshDatabase(databaseUrl, prefix = 'bench_messages') {
  if (!databaseUrl) return { url: '', drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now().toString(36)}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`drop database if exists ${name} with (force)`) };
}
