/**
 * A departure's rooming list as CSV (DESIGN "Everyone on the trip"): every traveller of the bookings holding seats
 * (cancelled, expired and waitlisted never appear), in rooms of ROOM_SIZE by the domain's one rule (roomNumbers),
 * with their age at the start, their mobile and emergency contact. Text a spreadsheet would run is quoted inert.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ageOn, bookingMessages, DomainError, exportPhone, roomNumbers } from '../../domain/index.ts';
import { departureTravellers } from '../../repositories/booking-travellers.ts';
import { departureDates } from '../../repositories/departures.ts';
import { csvCell, emergencyContactText } from './departure-manifest.ts';

export const roomingHeader = ['room', 'reference', 'name', 'gender', 'age', 'mobile', 'emergency contact'];

export async function departureRoomingCsv(db: Kysely<Database>, departureId: string, roomSize: number, now: Date): Promise<string> {
  const travellers = await departureTravellers(db, departureId, now);
  if (!travellers) throw new DomainError('not_found', bookingMessages.departureNotFound);
  const { startDate } = await departureDates(db, departureId);
  const rooms = roomNumbers(travellers, roomSize);
  const rows = travellers
    .map((traveller, index) => ({ traveller, index, room: rooms[index] ?? 0 }))
    .sort((a, b) => a.room - b.room || a.index - b.index)
    .map(({ traveller, room }) => [
      room,
      traveller.bookingReference,
      traveller.name,
      traveller.gender ?? '',
      traveller.dateOfBirth ? ageOn(traveller.dateOfBirth, startDate) : '',
      traveller.mobile ? exportPhone({ countryCode: traveller.mobile.countryCode, mobileNumber: traveller.mobile.number }) : '',
      emergencyContactText(traveller),
    ]);
  return `${[roomingHeader, ...rows].map((cells) => cells.map((cell) => csvCell(cell)).join(',')).join('\r\n')}\r\n`;
}
