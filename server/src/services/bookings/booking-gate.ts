/**
 * How reservations wait their turn in this process, so that a departure selling out never ties up the
 * database: at most one reservation per departure waits for its row lock (the others wait here, in
 * memory, holding no connection), and at most `concurrency` reservations are in their transaction at
 * once (the rest of the pool stays free for the reads that answer winners and everyone else). A
 * reservation that waited while another one's transaction ended knows the seats that one left: when
 * it asks for more, it is refused at once (the seats were not enough at a moment within its own
 * request, exactly as if it had counted them under the lock). Past `queueLimit` reservations in the
 * booking path, a newcomer is refused before it queues (`BookingQueueFull`), to be answered 503 with
 * Retry-After: a queue that only grows would answer after its travellers have given up.
 */

/** Refused because `queueLimit` reservations are in the booking path already. */
export class BookingQueueFull extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('booking queue full');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface BookingGateSettings {
  /** BOOKING_QUEUE_LIMIT: reservations in the booking path at once on this process; one more is refused. */
  queueLimit: number;
  /** Reservations in their transaction at once (each holds a pool connection). */
  concurrency: number;
  /** What Retry-After says to a refused newcomer. */
  retryAfterSeconds: number;
}

type Turn = 'go' | 'sold-out';

interface Waiter {
  seats: number;
  start: (turn: Turn) => void;
}

/** One departure's reservations in this process: the one in its transaction, and those waiting behind it. */
interface Line {
  running: boolean;
  waiting: Waiter[];
}

/** A reservation admitted into the booking path; `leave` it exactly once, whatever happened. */
export interface Admission {
  /** Waits until this reservation may take the departure's lock ('go'), or knows it cannot get its seats ('sold-out'). */
  turn(departureId: string, seats: number): Promise<Turn>;
  /** Its transaction ended: `seatsFree` what it left free (known under the lock), or null when unknown (it failed). */
  ended(seatsFree: number | null): void;
  leave(): void;
}

export class BookingGate {
  private inPath = 0;
  private running = 0;
  private readonly lines = new Map<string, Line>();

  private readonly settings: BookingGateSettings;

  constructor(settings: BookingGateSettings) {
    this.settings = settings;
  }

  /** Reservations now in the booking path (admitted and not yet left). */
  get size(): number {
    return this.inPath;
  }

  /** Reservations waiting for `departureId`'s turn (behind the one in its transaction). */
  waitingFor(departureId: string): number {
    return this.lines.get(departureId)?.waiting.length ?? 0;
  }

  /** Admits a reservation, or throws BookingQueueFull. */
  admit(): Admission {
    if (this.inPath >= this.settings.queueLimit) throw new BookingQueueFull(this.settings.retryAfterSeconds);
    this.inPath += 1;
    let departure: string | null = null;
    let left = false;
    const end = (seatsFree: number | null) => {
      if (departure === null) return;
      const line = this.lines.get(departure);
      departure = null;
      this.running -= 1;
      if (!line) return;
      line.running = false;
      if (seatsFree !== null) {
        // Those waiting now arrived before this transaction ended: what it left is a count made within their request.
        const refused = line.waiting.filter((waiter) => waiter.seats > seatsFree);
        line.waiting = line.waiting.filter((waiter) => waiter.seats <= seatsFree);
        for (const waiter of refused) waiter.start('sold-out');
      }
      this.dispatch();
    };
    return {
      turn: (departureId, seats) =>
        new Promise<Turn>((resolve) => {
          let line = this.lines.get(departureId);
          if (!line) {
            line = { running: false, waiting: [] };
            this.lines.set(departureId, line);
          }
          line.waiting.push({
            seats,
            start: (turn) => {
              if (turn === 'go') departure = departureId;
              resolve(turn);
            },
          });
          this.dispatch();
        }),
      ended: end,
      leave: () => {
        if (left) return;
        left = true;
        end(null);
        this.inPath -= 1;
      },
    };
  }

  /** Starts the first waiting reservation of each departure with none running, while transactions are free. */
  private dispatch() {
    for (const [id, line] of this.lines) {
      if (this.running >= this.settings.concurrency) return;
      if (line.running) continue;
      const next = line.waiting.shift();
      if (!next) {
        this.lines.delete(id);
        continue;
      }
      line.running = true;
      this.running += 1;
      next.start('go');
    }
  }
}
