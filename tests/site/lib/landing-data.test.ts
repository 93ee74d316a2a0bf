import { describe, expect, it, vi } from 'vitest';
import { defaultStatistics, messages } from '@travel/server/domain';
import type { PublicReview, Statistics, Trip } from '@travel/server/entities';
import { loadLanding } from '../../../site/src/lib/landing-data.ts';
import { tripCardMedia } from '../../../site/src/lib/media.ts';

const trip = { id: 't1', place: 'Goa', images: ['/uploads/a.jpg'], video: null } as unknown as Trip;
const review = { _id: 'r1', id: 'r1', reviewerName: 'Asha' } as unknown as PublicReview;
const statistics: Statistics = { amazingTrips: 10, happyTravelers: 20, destinations: 30 };

describe('landing data (docs/product.md#errors failure rules)', () => {
  it('passes everything through when all reads succeed, and may be cached', async () => {
    const data = await loadLanding({
      listTrips: async () => [trip],
      listReviews: async () => [review],
      getStatistics: async () => statistics,
    });
    expect(data).toEqual({ trips: [trip], reviews: [review], statistics, complete: true });
  });

  it('turns failures into the error states, keeps default statistics, and is not cacheable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = await loadLanding({
      listTrips: async () => {
        throw new Error('down');
      },
      listReviews: async () => {
        throw new Error('down');
      },
      getStatistics: async () => {
        throw new Error('down');
      },
    });
    expect(data).toEqual({
      trips: { error: messages.loadTripsFailed },
      reviews: null,
      statistics: { ...defaultStatistics },
      complete: false,
    });
  });

  it('reports a malformed trips answer as invalid data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = await loadLanding({
      listTrips: async () => ({ not: 'a list' }) as unknown as Trip[],
      listReviews: async () => [],
      getStatistics: async () => statistics,
    });
    expect(data.trips).toMatchObject({ error: 'Invalid data format received from server.' });
    expect(data.complete).toBe(false);
  });
});

describe('trip card media', () => {
  it('puts the video first, then the images (docs/product.md#screens)', () => {
    expect(tripCardMedia({ video: '/uploads/v.mp4', images: ['/uploads/a.jpg', '/uploads/b.png'] })).toEqual([
      { kind: 'video', src: '/uploads/v.mp4' },
      { kind: 'image', src: '/uploads/a.jpg' },
      { kind: 'image', src: '/uploads/b.png' },
    ]);
    expect(tripCardMedia({ video: null, images: [] })).toEqual([]);
  });
});
