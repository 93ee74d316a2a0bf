/**
 * POST /leader/sync: a leader's phone sends the changes it queued offline. Each change is checked and
 * applied on its own (a bad one is rejected with its reason, the good ones of the batch still apply),
 * in its own transaction that also notes its id: a change sent twice is `duplicate` and changes nothing.
 * Cash goes through the ledger like the admin's "Record payment" (method cash, its receipt voucher),
 * under the departure's lock, so it never tops the balance.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DomainError, leaderMessages, parseSyncOp, rupeesToPaise, type SyncOp, syncOpsMax } from '../../domain/index.ts';
import type { SyncResult } from '../../entities/leader.ts';
import {
  bookingOnDeparture,
  insertIncident,
  leadersDeparture,
  noteSyncOp,
  recordCheckIn,
  syncOpSeen,
  travellerOnDeparture,
} from '../../repositories/leader.ts';
import type { LedgerOptions } from '../bookings/booking-ledger.ts';
import { recordOfflinePayment } from '../money/offline-payments.ts';

export interface SyncContext {
  db: Kysely<Database>;
  ledger: LedgerOptions;
  leaderId: string;
  now: () => Date;
  holdMs: number;
}

/** A change refused for a reason the leader should read: noted, so sending it again is a duplicate. */
class Refused extends Error {}

async function check(context: SyncContext, op: SyncOp): Promise<void> {
  const { db, leaderId } = context;
  const now = context.now();
  if (!(await leadersDeparture(db, leaderId, op.departureId))) throw new Refused(leaderMessages.notYourDeparture);
  if (op.type === 'cash_payment') {
    if (!(await bookingOnDeparture(db, op.departureId, op.payload.bookingId, now))) throw new Refused(leaderMessages.unknownBooking);
    return;
  }
  const { travellerId } = op.payload;
  if (travellerId !== null && !(await travellerOnDeparture(db, op.departureId, travellerId, now)))
    throw new Refused(leaderMessages.unknownTraveller);
}

/** Applies a checked change with its id noted in the same transaction; false when the id was seen before. */
async function apply(context: SyncContext, op: SyncOp): Promise<boolean> {
  const { db, leaderId } = context;
  const noted = { id: op.id, type: op.type, leaderId, status: 'applied' as const };
  if (op.type === 'cash_payment') {
    // Paid when the phone took it, never later than now (a phone's clock may run ahead).
    const paidAt = new Date(Math.min(Date.parse(op.at), context.now().getTime()));
    const outcome = await recordOfflinePayment(context.ledger, {
      bookingId: op.payload.bookingId,
      amountPaise: rupeesToPaise(op.payload.amount),
      method: 'cash',
      reference: op.payload.reference,
      paidAt,
      recordedBy: leaderId,
      holdMs: context.holdMs,
      claim: (trx) => noteSyncOp(trx, noted),
    });
    return outcome.counted;
  }
  return db.transaction().execute(async (trx) => {
    if (!(await noteSyncOp(trx, noted))) return false;
    if (op.type === 'check_in')
      await recordCheckIn(trx, { ...op.payload, departureId: op.departureId, at: op.at, by: leaderId, opId: op.id });
    else await insertIncident(trx, { ...op.payload, id: op.id, departureId: op.departureId, at: op.at, by: leaderId });
    return true;
  });
}

async function syncOne(context: SyncContext, raw: unknown): Promise<SyncResult> {
  const parsed = parseSyncOp(raw);
  const id = 'op' in parsed ? parsed.op.id : parsed.id;
  // A change seen before is a duplicate, whatever it holds now.
  if (id && /^[0-9a-f-]{36}$/i.test(id) && (await syncOpSeen(context.db, id))) return { id, status: 'duplicate' };
  let reason: string;
  try {
    if (!('op' in parsed)) throw new Refused(parsed.error);
    await check(context, parsed.op);
    return { id, status: (await apply(context, parsed.op)) ? 'applied' : 'duplicate' };
  } catch (error) {
    // A rule of the ledger (above the balance, a cancelled booking) or of the change itself: the leader reads why.
    if (!(error instanceof Refused) && !(error instanceof DomainError)) throw error;
    reason = error.message;
  }
  if ('op' in parsed)
    await noteSyncOp(context.db, { id, type: parsed.op.type, leaderId: context.leaderId, status: 'rejected', error: reason });
  return { id, status: 'rejected', error: reason };
}

/** Every change in the order sent; those past syncOpsMax are rejected unread (the phone sends them again later). */
export async function syncLeaderOps(context: SyncContext, ops: unknown[]): Promise<SyncResult[]> {
  const results: SyncResult[] = [];
  for (const [index, raw] of ops.entries()) {
    if (index >= syncOpsMax) {
      const id = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : '';
      results.push({ id, status: 'rejected', error: leaderMessages.tooManyOps });
      continue;
    }
    results.push(await syncOne(context, raw));
  }
  return results;
}
