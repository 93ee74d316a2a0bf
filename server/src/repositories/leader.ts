/**
 * The trip leader's day in SQL: the departures a leader runs, the roster of the travellers on one (from
 * the traveller records of the bookings holding seats), check-ins (the latest `at` wins, decided by the
 * database so every replica agrees), incidents, and the log of synced changes that makes a change
 * sent twice count once.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addDays, ageOn, checkInPoints, leaderWindowDays, paiseToRupees } from '../domain/index.ts';
import type { DepartureCheckIn, Incident, LeaderDeparture, RosterTraveller, TravellerCheckIn } from '../entities/leader.ts';
import { travellersOfBookings } from './booking-travellers.ts';
import { UUID } from './list-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** SQL: the booking `b` holds its seats at `now` (paid, confirmed, or pending within its hold), as the seat ledger counts them. */
const holdsSeats = (now: Date) =>
  sql<boolean>`(b.status IN ('confirmed', 'paid') OR (b.status = 'pending_payment' AND b.hold_expires_at > ${now}::timestamptz))`;

function leaderDepartures(db: Db) {
  return db
    .selectFrom('departures as d')
    .innerJoin('trips as t', 't.id', 'd.tripId')
    .select(['d.id', 'd.tripId', 't.place', 'd.startDate', 'd.endDate', 'd.status', 'd.joiningInstructions']);
}

type LeaderDepartureRow = Omit<LeaderDeparture, 'points'>;
const withPoints = (row: LeaderDepartureRow): LeaderDeparture => ({ ...row, points: checkInPoints(row.startDate, row.endDate) });

/** The departures naming this leader that are on today: from 3 days before their start to 2 days after their end, by start. */
export async function assignedDepartures(db: Db, leaderId: string, today: string): Promise<LeaderDeparture[]> {
  const rows = await leaderDepartures(db)
    .innerJoin('departureLeaders as dl', 'dl.departureId', 'd.id')
    .where('dl.leaderId', '=', leaderId)
    .where('d.status', '<>', 'cancelled')
    .where('d.startDate', '<=', addDays(today, leaderWindowDays.beforeStart))
    .where(sql<string>`COALESCE(d.end_date, d.start_date)`, '>=', addDays(today, -leaderWindowDays.afterEnd))
    .orderBy('d.startDate')
    .orderBy('t.place')
    .execute();
  return rows.map(withPoints);
}

/** The departure, when it names this leader (whatever the day: changes made at the trailhead may sync days later). */
export async function leadersDeparture(db: Db, leaderId: string, departureId: string): Promise<LeaderDeparture | null> {
  if (!UUID.test(departureId)) return null;
  const row = await leaderDepartures(db)
    .innerJoin('departureLeaders as dl', 'dl.departureId', 'd.id')
    .where('dl.leaderId', '=', leaderId)
    .where('d.id', '=', departureId)
    .executeTakeFirst();
  return row ? withPoints(row) : null;
}

export async function departureExists(db: Db, departureId: string): Promise<boolean> {
  if (!UUID.test(departureId)) return false;
  return Boolean(await db.selectFrom('departures').select('id').where('id', '=', departureId).executeTakeFirst());
}

/** Every check-in of the departure with its traveller's name, by traveller position then point. */
export async function checkInsOf(db: Db, departureId: string): Promise<DepartureCheckIn[]> {
  const rows = await db
    .selectFrom('checkIns as c')
    .innerJoin('bookingTravellers as bt', 'bt.id', 'c.travellerId')
    .select(['c.travellerId', 'bt.name', 'c.point', 'c.present', 'c.at', 'c.by'])
    .where('c.departureId', '=', departureId)
    .orderBy('c.at')
    .orderBy('c.travellerId')
    .execute();
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

export async function incidentsOf(db: Db, departureId: string): Promise<Incident[]> {
  const rows = await db
    .selectFrom('incidents')
    .select(['id', 'text', 'travellerId', 'at', 'by'])
    .where('departureId', '=', departureId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/**
 * The roster: every traveller record of the bookings holding seats at `now`, by booking (oldest first) and
 * seat, with their age on the first day, the booking's balance on the lead, and their check-ins.
 */
export async function rosterTravellers(db: Db, departure: { id: string; startDate: string }, now: Date): Promise<RosterTraveller[]> {
  const bookings = await db
    .selectFrom('bookings as b')
    .select(['b.id', 'b.reference', 'b.totalPaise', 'b.amountPaidPaise'])
    .where('b.departureId', '=', departure.id)
    .where(holdsSeats(now))
    .orderBy('b.createdAt')
    .orderBy('b.id')
    .execute();
  const records = await travellersOfBookings(
    db,
    bookings.map((b) => b.id),
  );
  const checkIns = new Map<string, TravellerCheckIn[]>();
  for (const { travellerId, point, present, at, by } of await checkInsOf(db, departure.id)) {
    checkIns.set(travellerId, [...(checkIns.get(travellerId) ?? []), { point, present, at, by }]);
  }
  return bookings.flatMap((booking) =>
    (records.get(booking.id) ?? []).map((record) => ({
      id: record.id,
      bookingId: booking.id,
      bookingReference: booking.reference,
      name: record.name,
      kind: record.kind,
      gender: record.gender,
      age: record.dateOfBirth ? ageOn(record.dateOfBirth, departure.startDate) : null,
      mobile: record.mobile,
      emergencyContact: record.emergencyContact,
      medicalNotes: record.medicalNotes,
      status: record.status,
      lead: record.lead,
      balanceDue: record.lead ? paiseToRupees(Math.max(0, booking.totalPaise - booking.amountPaidPaise)) : null,
      checkIns: checkIns.get(record.id) ?? [],
    })),
  );
}

/** Whether the traveller is on a booking of this departure that holds its seats. */
export async function travellerOnDeparture(db: Db, departureId: string, travellerId: string, now: Date): Promise<boolean> {
  if (!UUID.test(travellerId)) return false;
  const row = await db
    .selectFrom('bookingTravellers as bt')
    .innerJoin('bookings as b', 'b.id', 'bt.bookingId')
    .select('bt.id')
    .where('bt.id', '=', travellerId)
    .where('b.departureId', '=', departureId)
    .where(holdsSeats(now))
    .executeTakeFirst();
  return Boolean(row);
}

/** Whether the booking is on this departure and holds its seats. */
export async function bookingOnDeparture(db: Db, departureId: string, bookingId: string, now: Date): Promise<boolean> {
  if (!UUID.test(bookingId)) return false;
  const row = await db
    .selectFrom('bookings as b')
    .select('b.id')
    .where('b.id', '=', bookingId)
    .where('b.departureId', '=', departureId)
    .where(holdsSeats(now))
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Notes a synced change by its id; false when that id was seen before. Inside the change's own transaction,
 * so a change is noted exactly when it is applied: two replicas given the same change, one applies it.
 */
export async function noteSyncOp(
  db: Db,
  op: { id: string; type: string; leaderId: string; status: 'applied' | 'rejected'; error?: string },
): Promise<boolean> {
  const row = await db
    .insertInto('leaderSyncOps')
    .values({ id: op.id, type: op.type, leaderId: op.leaderId, status: op.status, error: op.error ?? null })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function syncOpSeen(db: Db, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom('leaderSyncOps').select('id').where('id', '=', id).executeTakeFirst());
}

/**
 * A check-in: stored when the traveller has none at this point, or replacing one whose `at` is earlier
 * (ties: the greater change id). The database decides in one statement, so the order changes arrive in
 * and the replica they reach never matter.
 */
export async function recordCheckIn(
  db: Db,
  checkIn: { travellerId: string; point: string; departureId: string; present: boolean; at: string; by: string; opId: string },
): Promise<void> {
  await db
    .insertInto('checkIns')
    .values({ ...checkIn, at: new Date(checkIn.at) })
    .onConflict((conflict) =>
      conflict
        .columns(['travellerId', 'point'])
        .doUpdateSet({
          present: (eb) => eb.ref('excluded.present'),
          at: (eb) => eb.ref('excluded.at'),
          by: (eb) => eb.ref('excluded.by'),
          opId: (eb) => eb.ref('excluded.opId'),
          departureId: (eb) => eb.ref('excluded.departureId'),
        })
        .where(sql<boolean>`(check_ins.at, check_ins.op_id) < (excluded.at, excluded.op_id)`),
    )
    .execute();
}

export async function insertIncident(
  db: Db,
  incident: { id: string; departureId: string; travellerId: string | null; text: string; at: string; by: string },
): Promise<void> {
  await db
    .insertInto('incidents')
    .values({ ...incident, at: new Date(incident.at) })
    .execute();
}
