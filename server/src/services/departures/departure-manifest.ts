/**
 * A departure's manifest as CSV: one row per traveller of every booking that holds seats
 * (pending within its hold, confirmed, paid), adults first and each marked adult or kid. A
 * booking's seats and money are on its lead row only, so adding up a column gives the departure's
 * truth. Rows of a booking without names carry the lead traveller's name on the first seat. Text a
 * spreadsheet would run as a formula is quoted inert. A column per check-in point (pickup, day-1...)
 * says who the leaders found present or absent there. Each row also carries the traveller's emergency contact and
 * whether their record is complete.
 */
import { checkInPoints, exportPhone, leadTravellerName, seenInFull, travellerTypeOf } from '../../domain/index.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Booking, BookingTraveller, TravellerView } from '../../entities/index.ts';
import { listBookings } from '../../repositories/bookings.ts';
import { departureDates } from '../../repositories/departures.ts';
import { checkInsOf } from '../../repositories/leader.ts';

export const manifestHeader = [
  'reference',
  'name',
  'lead traveller',
  'mobile',
  'seats',
  'status',
  'paid',
  'balance',
  'adult or kid',
  'emergency contact',
  'readiness',
];

/** 'Asha N (mother) +919812345678', or empty when the record has none (or is seen by name only). */
export function emergencyContactText(traveller: TravellerView | undefined): string {
  const contact = traveller && seenInFull<BookingTraveller>(traveller) ? traveller.emergencyContact : null;
  if (!contact) return '';
  const relation = contact.relation ? ` (${contact.relation})` : '';
  return `${contact.name}${relation} ${exportPhone({ countryCode: contact.mobile.countryCode, mobileNumber: contact.mobile.number })}`;
}

/** RFC 4180 quoting, and a leading quote mark on text starting with = + - @ (spreadsheet formulas). */
export function csvCell(value: string | number): string {
  let text = String(value);
  // A phone number (+ and digits) is no formula.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^\+\d+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Each traveller's check-ins: present or absent by point. */
type CheckInsByTraveller = Map<string, Map<string, boolean>>;

const checkInCell = (present: boolean | undefined) => (present === undefined ? '' : present ? 'present' : 'absent');

function rowsOf(booking: Booking, points: string[], checkIns: CheckInsByTraveller): (string | number)[][] {
  const lead = leadTravellerName(booking);
  const names = booking.travellers.length
    ? booking.travellers.map((t) => t.name)
    : Array.from({ length: booking.seats }, (_, i) => (i === 0 ? lead : ''));
  const mobile = exportPhone(booking.user);
  const { reference, seats, status, amountPaid, balanceDue, adults } = booking;
  return names.map((name, i) => {
    const once = (value: number) => (i === 0 ? value : '');
    const seen = checkIns.get(booking.travellers[i]?.id ?? '');
    return [
      ...[reference, name, lead, mobile, once(seats), status, once(amountPaid), once(balanceDue), travellerTypeOf(i, adults)],
      ...[emergencyContactText(booking.travellers[i]), booking.travellers[i]?.status ?? ''],
      ...points.map((point) => checkInCell(seen?.get(point))),
    ];
  });
}

export async function departureManifestCsv(db: Kysely<Database>, departureId: string, now: Date): Promise<string> {
  const { bookings } = await listBookings(db, now, {
    sortField: 'createdAt',
    sortOrder: 'asc',
    offset: 0,
    limit: null,
    filter: { departureId, status: ['pending_payment', 'confirmed', 'paid'] },
  });
  const { startDate, endDate } = await departureDates(db, departureId);
  const points = checkInPoints(startDate, endDate);
  const checkIns: CheckInsByTraveller = new Map();
  for (const { travellerId, point, present } of await checkInsOf(db, departureId)) {
    checkIns.set(travellerId, (checkIns.get(travellerId) ?? new Map()).set(point, present));
  }
  const header = [...manifestHeader, ...points.map((point) => `check-in ${point}`)];
  const lines = [header, ...bookings.flatMap((booking) => rowsOf(booking, points, checkIns))].map((cells) =>
    cells.map((cell) => csvCell(cell)).join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}
