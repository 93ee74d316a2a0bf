/**
 * The rooming list's one rule (DESIGN "Everyone on the trip"): rooms of ROOM_SIZE, filled by gender (female, male,
 * other, then those who have not said), a booking's travellers of one gender kept together: a party fills whole
 * rooms first, and what is left of it goes into the first room with space for all of it, else a new one.
 */
import type { Gender } from './travellers.ts';

const genderOrder: (Gender | null)[] = ['female', 'male', 'other', null];

/** The room number (1, 2, …) of each traveller, in the order given. */
export function roomNumbers(travellers: readonly { bookingId: string; gender: Gender | null }[], roomSize: number): number[] {
  const size = Math.max(1, Math.floor(roomSize));
  const rooms: number[] = new Array<number>(travellers.length).fill(0);
  let next = 1;
  for (const gender of genderOrder) {
    // This gender's parties, a booking's travellers together, in the order the bookings came.
    const parties = new Map<string, number[]>();
    travellers.forEach((traveller, index) => {
      if ((traveller.gender ?? null) !== gender) return;
      parties.set(traveller.bookingId, [...(parties.get(traveller.bookingId) ?? []), index]);
    });
    const open: { room: number; free: number }[] = [];
    for (const members of parties.values()) {
      let rest = members;
      while (rest.length >= size) {
        for (const index of rest.slice(0, size)) rooms[index] = next;
        next += 1;
        rest = rest.slice(size);
      }
      if (!rest.length) continue;
      let room = open.find((candidate) => candidate.free >= rest.length);
      if (!room) {
        room = { room: next, free: size };
        next += 1;
        open.push(room);
      }
      for (const index of rest) rooms[index] = room.room;
      room.free -= rest.length;
    }
  }
  return rooms;
}
