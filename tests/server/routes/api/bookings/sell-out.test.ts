/**
 * A departure that sells out stays fast: a departure visibly full refuses without its
 * lock; requests wait their turn for the lock in memory and a reservation whose client has gone
 * makes no booking; a booking path past BOOKING_QUEUE_LIMIT answers 503 with Retry-After at once.
 * On PGlite and, with TEST_DATABASE=postgres, on PostgreSQL (where a second connection really holds
 * the departure's row lock).
 */
import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../../../server/src/domain/index.ts';
import type { Admission } from '../../../../../server/src/services/bookings/booking-gate.ts';
import { adminHeaders, caller, createDeparture, createTrip, travellerHeaders } from '../../../support/bookings.ts';
import { createTestApp, type TestApp, usingPostgres } from '../../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ BOOKING_QUEUE_LIMIT: '3' });
  admin = await adminHeaders(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

async function departureWith(seatsTotal: number) {
  const trip = await createTrip(t, admin);
  return createDeparture(t, admin, trip.id, { seatsTotal });
}

const book = async (departureId: string, adults = 1) =>
  caller(t)('POST', '/api/bookings', (await travellerHeaders(t)).headers, { departureId, adults });

async function bookingsOn(departureId: string): Promise<number> {
  const rows = await t.db.selectFrom('bookings').select('id').where('departureId', '=', departureId).execute();
  return rows.length;
}

/** What the answer to `promise` is within `ms`, or 'waiting'. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'waiting'> =>
  Promise.race([promise, sleep(ms).then(() => 'waiting' as const)]);

/** The departure's line in this process taken by a stand-in reservation: real requests wait behind it. */
async function holdTheLine(departureId: string): Promise<Admission> {
  const admission = t.app.bookingGate.admit();
  expect(await admission.turn(departureId, 1)).toBe('go');
  return admission;
}

/** A booking sent over a real socket that the test can close, as a browser that gives up does. */
async function rawBooking(departureId: string) {
  const { headers } = await travellerHeaders(t);
  const body = JSON.stringify({ departureId, adults: 1 });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /api/bookings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAuthorization: ${headers.authorization}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  return {
    answer: () => answer,
    /** Closes the connection, and waits until the server has seen it go. */
    async leave() {
      socket.destroy();
      await until(
        'the server to see the client go',
        () => new Promise<boolean>((resolve) => t.app.server.getConnections((_, n) => resolve(n === 0))),
      );
    },
  };
}

describe('a departure visibly full', () => {
  it('refuses without a transaction: no lock taken, the same 409 as ever', async () => {
    const departure = await departureWith(2);
    expect((await book(departure.id, 2)).statusCode).toBe(201);
    const ledger = t.app.ledger;
    const db = ledger.db;
    let transactions = 0;
    ledger.db = new Proxy(db, {
      get(target, key) {
        if (key === 'transaction') transactions += 1;
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    try {
      const refused = await Promise.all(Array.from({ length: 5 }, () => book(departure.id)));
      for (const answer of refused) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({ error: bookingMessages.notEnoughSeats });
      }
      // Asking for more than the seats left: the same, without the lock.
      const other = await departureWith(3);
      expect((await book(other.id, 4)).json()).toMatchObject({ error: bookingMessages.notEnoughSeats });
      expect(transactions).toBe(0);
      // Seats left: the lock decides.
      expect((await book(other.id, 3)).statusCode).toBe(201);
      expect(transactions).toBe(1);
    } finally {
      ledger.db = db;
    }
  });

  it('requests waiting behind another are refused at once when its transaction leaves too few seats', async () => {
    const departure = await departureWith(1);
    const line = await holdTheLine(departure.id);
    const waiting = [book(departure.id), book(departure.id)];
    await until('both requests waiting behind it', () => t.app.bookingGate.waitingFor(departure.id) === 2);
    // The stand-in took the last seat (as a real reservation's transaction would have).
    line.ended(0);
    line.leave();
    for (const answer of await Promise.all(waiting)) expect(answer.json()).toMatchObject({ error: bookingMessages.notEnoughSeats });
  });
});

describe.runIf(usingPostgres())('with the departure row locked by another connection (PostgreSQL)', () => {
  /** Holds the departure's row lock in a transaction of its own until `release`. */
  async function lockRow(departureId: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const done = t.db.transaction().execute(async (trx) => {
      await sql`SELECT id FROM departures WHERE id = ${departureId}::uuid FOR UPDATE`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    return async () => {
      release();
      await done;
    };
  }

  const waitingForLock = async () => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db);
    return rows[0].n > 0;
  };

  it('a full departure still answers 409 at once; one with seats waits for the lock, which decides', async () => {
    const full = await departureWith(1);
    expect((await book(full.id)).statusCode).toBe(201);
    const open = await departureWith(5);
    const unlockFull = await lockRow(full.id);
    const unlockOpen = await lockRow(open.id);
    try {
      const refused = await within(book(full.id), 3000);
      expect(refused === 'waiting' ? refused : refused.json()).toMatchObject({ error: bookingMessages.notEnoughSeats });
      const winner = book(open.id);
      expect(await within(winner, 500)).toBe('waiting');
      await unlockOpen();
      expect((await winner).statusCode).toBe(201);
    } finally {
      await unlockFull();
      await unlockOpen();
    }
  });

  it('a client gone while its request waited for the lock makes no booking; one still there does', async () => {
    const departure = await departureWith(5);
    const unlock = await lockRow(departure.id);
    const gone = await rawBooking(departure.id);
    await until('the booking to wait for the row lock', waitingForLock);
    await gone.leave();
    await unlock();
    await until('the booking path to empty', () => t.app.bookingGate.size === 0);
    expect(await bookingsOn(departure.id)).toBe(0);
    // The same, with its client still there: booked once the lock is free.
    const unlockAgain = await lockRow(departure.id);
    const present = await rawBooking(departure.id);
    await until('the booking to wait for the row lock', waitingForLock);
    await unlockAgain();
    await until('the answer', () => present.answer().includes('\r\n\r\n'));
    expect(present.answer()).toMatch(/^HTTP\/1.1 201/);
    expect(await bookingsOn(departure.id)).toBe(1);
    await present.leave();
  });
});

describe('a client gone before its turn', () => {
  it('makes no booking: checked before the transaction', async () => {
    const departure = await departureWith(5);
    const line = await holdTheLine(departure.id);
    const gone = await rawBooking(departure.id);
    await until('the request waiting behind it', () => t.app.bookingGate.waitingFor(departure.id) === 1);
    await gone.leave();
    line.ended(null);
    line.leave();
    await until('the booking path to empty', () => t.app.bookingGate.size === 0);
    expect(await bookingsOn(departure.id)).toBe(0);
    expect((await book(departure.id)).statusCode).toBe(201);
  });
});

describe('a booking path past BOOKING_QUEUE_LIMIT', () => {
  it('answers 503 with Retry-After at once, in the API error shape; those queued are served', async () => {
    const departure = await departureWith(5);
    const line = await holdTheLine(departure.id);
    const queued = [book(departure.id), book(departure.id)];
    await until('two requests queued behind the line', () => t.app.bookingGate.size === 3);
    const refused = await book(departure.id);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ error: bookingMessages.bookingsBusy });
    line.ended(null);
    line.leave();
    for (const answer of await Promise.all(queued)) expect(answer.statusCode).toBe(201);
    expect(await bookingsOn(departure.id)).toBe(2);
    // The queue drained: a newcomer is served again.
    expect((await book(departure.id)).statusCode).toBe(201);
  });
});
