/**
 * The media of the landing's trip cards, read from the public trips API when a card's carousel comes on screen: the
 * cached landing HTML carries only each card's first photo, since every other photo address (its key ends in random
 * bits) would cost the page bytes that do not compress. One request per page, shared by every carousel.
 */
import { messages } from '@travel/server/domain';
import type { Trip } from '@travel/server/entities';
import { apiRequest } from './api.ts';
import { tripCardMedia, type MediaItem } from './media.ts';

let mediaByTrip: Promise<Map<string, MediaItem[]>> | null = null;

function readMediaByTrip(): Promise<Map<string, MediaItem[]>> {
  const read = apiRequest<{ trips?: Trip[] }>('/public/trips', { fallbackError: messages.loadTripsFailed }).then(
    ({ trips }) => new Map((Array.isArray(trips) ? trips : []).map((trip) => [trip.id, tripCardMedia(trip)])),
  );
  // A failed read is tried again by the next carousel that asks.
  read.catch(() => {
    if (mediaByTrip === read) mediaByTrip = null;
  });
  return read;
}

/** The card media of a trip (video first, then images), or null when the list cannot be read or lacks the trip. */
export async function loadCardMedia(tripId: string): Promise<MediaItem[] | null> {
  mediaByTrip ??= readMediaByTrip();
  try {
    const media = (await mediaByTrip).get(tripId);
    return media?.length ? media : null;
  } catch {
    return null;
  }
}
