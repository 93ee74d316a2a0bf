/**
 * The trip leader's day, offline: the changes a leader's phone queues (check-ins, incidents, cash taken)
 * and sends in batches to POST /leader/sync, each with its own uuid so that sending twice is harmless.
 * Shared by the server, which checks every change, and the leader page, which makes them.
 */
import { bookingMessages } from './booking-messages.ts';
import { type Parsed, parseOfflinePayment } from './booking-validation.ts';
import { addDays, daysBetween } from './dates.ts';

export const syncOpTypes = ['check_in', 'incident', 'cash_payment'] as const;
export type SyncOpType = (typeof syncOpTypes)[number];
export const syncResultStatuses = ['applied', 'duplicate', 'rejected'] as const;
export type SyncResultStatus = (typeof syncResultStatuses)[number];

/** Changes one sync call takes; those past it are rejected (the phone sends them in the next call). */
export const syncOpsMax = 500;
export const incidentTextMax = 2000;
/** A leader sees a departure from this many days before its start to this many after its end (India's calendar). */
export const leaderWindowDays = { beforeStart: 3, afterEnd: 2 } as const;

export const leaderMessages = {
  notYourDeparture: 'This departure is not yours',
  opInvalid: 'A change needs a uuid id, a type, a time and a departure',
  typeInvalid: 'Unknown change type',
  tooManyOps: `At most ${syncOpsMax} changes in one sync`,
  unknownTraveller: 'Unknown traveller on this departure',
  unknownBooking: 'Unknown booking on this departure',
  pointInvalid: 'Point must be pickup or day-<n>',
  presentInvalid: 'Present must be true or false',
  incidentTextRequired: 'Describe the incident',
  incidentTextTooLong: `An incident is at most ${incidentTextMax} characters`,
  departureNotFound: bookingMessages.departureNotFound,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Where a leader counts heads: at the pickup, and each day of the trip (day-1, day-2...). */
const CHECK_IN_POINT = /^(pickup|day-[1-9][0-9]?)$/;

export const isCheckInPoint = (value: unknown): value is string => typeof value === 'string' && CHECK_IN_POINT.test(value);
export const dayPoint = (day: number): string => `day-${day}`;

export interface CheckInPayload {
  travellerId: string;
  point: string;
  present: boolean;
}
export interface IncidentPayload {
  text: string;
  travellerId: string | null;
}
export interface CashPaymentPayload {
  bookingId: string;
  /** Rupees, as the admin's "Record payment" takes them. */
  amount: number;
  reference: string | null;
}

interface OpBase {
  id: string;
  at: string;
  departureId: string;
}
export type SyncOp =
  | (OpBase & { type: 'check_in'; payload: CheckInPayload })
  | (OpBase & { type: 'incident'; payload: IncidentPayload })
  | (OpBase & { type: 'cash_payment'; payload: CashPaymentPayload });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalId = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';

function parsePayload(type: SyncOpType, payload: Record<string, unknown>): Parsed<SyncOp['payload']> {
  if (type === 'check_in') {
    if (typeof payload.travellerId !== 'string') return { error: leaderMessages.unknownTraveller };
    if (!isCheckInPoint(payload.point)) return { error: leaderMessages.pointInvalid };
    if (typeof payload.present !== 'boolean') return { error: leaderMessages.presentInvalid };
    return { value: { travellerId: payload.travellerId, point: payload.point, present: payload.present } };
  }
  if (type === 'incident') {
    const text = typeof payload.text === 'string' ? payload.text.trim() : '';
    if (!text) return { error: leaderMessages.incidentTextRequired };
    if (text.length > incidentTextMax) return { error: leaderMessages.incidentTextTooLong };
    if (!optionalId(payload.travellerId)) return { error: leaderMessages.unknownTraveller };
    return { value: { text, travellerId: payload.travellerId ?? null } };
  }
  if (typeof payload.bookingId !== 'string') return { error: leaderMessages.unknownBooking };
  // The admin's "Record payment" rules, word for word: a cash payment is one.
  const parsed = parseOfflinePayment({ amount: payload.amount, method: 'cash', reference: payload.reference });
  if (parsed.error !== undefined) return { error: parsed.error };
  return { value: { bookingId: payload.bookingId, amount: parsed.value.amount, reference: parsed.value.reference ?? null } };
}

/** One change as the phone sent it, checked; a change without a usable id is answered under whatever id it gave. */
export function parseSyncOp(input: unknown): { op: SyncOp } | { id: string; error: string } {
  const raw = isObject(input) ? input : {};
  const id = typeof raw.id === 'string' ? raw.id : '';
  const at = typeof raw.at === 'string' && !Number.isNaN(Date.parse(raw.at)) ? new Date(raw.at).toISOString() : null;
  if (!UUID.test(id) || !at || typeof raw.departureId !== 'string' || !isObject(raw.payload))
    return { id, error: leaderMessages.opInvalid };
  if (!syncOpTypes.includes(raw.type as SyncOpType)) return { id, error: leaderMessages.typeInvalid };
  const type = raw.type as SyncOpType;
  const payload = parsePayload(type, raw.payload);
  if (payload.error !== undefined) return { id, error: payload.error };
  return { op: { id, at, departureId: raw.departureId, type, payload: payload.value } as SyncOp };
}

/** The first and last day (YYYY-MM-DD) a leader sees a departure starting and ending on these days. */
export function leaderWindow(startDate: string, endDate: string | null): { from: string; to: string } {
  return { from: addDays(startDate, -leaderWindowDays.beforeStart), to: addDays(endDate ?? startDate, leaderWindowDays.afterEnd) };
}

/** The trip's days as check-in points: pickup, then day-1 to day-<n> (a trip without an end date has one day). */
export function checkInPoints(startDate: string, endDate: string | null): string[] {
  const days = endDate ? daysBetween(startDate, endDate) + 1 : 1;
  return ['pickup', ...Array.from({ length: Math.max(1, Math.min(days, 99)) }, (_, i) => dayPoint(i + 1))];
}
