/**
 * A departure's manifest as CSV: one row per traveller of every booking that holds seats
 * (pending within its hold, confirmed, paid). Rows of a booking without names carry the lead
 * traveller's name on the first seat. Text a spreadsheet would run as a formula is quoted inert.
 */
import { formatPhone } from '../domain/index.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Booking } from '../domain/index.ts';
import { listBookings } from '../repositories/bookings.ts';

export const manifestHeader = ['reference', 'name', 'lead traveller', 'mobile', 'seats', 'status', 'paid', 'balance'];

/** RFC 4180 quoting, and a leading quote mark on text starting with = + - @ (spreadsheet formulas). */
export function csvCell(value: string | number): string {
  let text = String(value);
  // A phone number (+ and digits) is no formula.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^\+\d+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function rowsOf(booking: Booking): (string | number)[][] {
  const lead = booking.user.username;
  const names = booking.travellers.length
    ? booking.travellers.map((t) => t.name)
    : Array.from({ length: booking.seats }, (_, i) => (i === 0 ? lead : ''));
  const mobile = formatPhone(booking.user, { e164: true });
  const { reference, seats, status, amountPaid, balanceDue } = booking;
  return names.map((name) => [reference, name, lead, mobile, seats, status, amountPaid, balanceDue]);
}

export async function departureManifestCsv(db: Kysely<Database>, departureId: string, now: Date): Promise<string> {
  const { bookings } = await listBookings(db, now, {
    sortField: 'createdAt',
    sortOrder: 'asc',
    offset: 0,
    limit: null,
    filter: { departureId, status: ['pending_payment', 'confirmed', 'paid'] },
  });
  const lines = [manifestHeader, ...bookings.flatMap(rowsOf)].map((cells) => cells.map((cell) => csvCell(cell)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
