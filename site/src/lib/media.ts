/** The media of a trip card: docs/product.md#screens shows the video first, then the images. */
import { mediaTypeOf } from '@travel/server/domain';
import type { Trip } from '@travel/server/entities';

export interface MediaItem {
  kind: 'image' | 'video';
  src: string;
}

export function tripCardMedia(trip: Pick<Trip, 'images' | 'video'>): MediaItem[] {
  const items: MediaItem[] = [];
  if (trip.video) items.push({ kind: 'video', src: trip.video });
  for (const src of trip.images ?? []) {
    if (src) items.push({ kind: mediaTypeOf(src) === 'video' ? 'video' : 'image', src });
  }
  return items;
}
