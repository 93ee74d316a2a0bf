import { describe, expect, it } from 'vitest';
import { clampIndex } from '../../../admin/src/media/GalleryViewer.tsx';
import { wrapIndex } from '../../../admin/src/media/MediaCarousel.tsx';
import { kindOfItem } from '../../../admin/src/media/MediaPicker.tsx';
import { pendingFile } from '../../../admin/src/media/mediaItem.ts';
import { carouselItemsOf } from '../../../admin/src/trips/TripDetailsDialog.tsx';

describe('media navigation', () => {
  it('the trip carousel wraps around both ways (docs/product.md#states)', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('the review gallery stays within bounds, no wrapping (docs/product.md#states)', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(3, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
  });

  it('puts the images first, then the video, in the trip details carousel', () => {
    expect(carouselItemsOf({ images: ['/a.jpg', '/b.png'], video: '/c.mp4' })).toEqual([
      { url: '/a.jpg', kind: 'image' },
      { url: '/b.png', kind: 'image' },
      { url: '/c.mp4', kind: 'video' },
    ]);
  });

  it('tells images, videos and PDFs apart for URLs and picked files', () => {
    expect(kindOfItem('/uploads/x/photo.JPG')).toBe('image');
    expect(kindOfItem('https://cdn.example.com/v.webm?sig=1')).toBe('video');
    expect(kindOfItem('/uploads/plan.pdf')).toBe('pdf');
    expect(kindOfItem(pendingFile(new File(['x'], 'phone.heic')))).toBe('image');
    expect(kindOfItem(pendingFile(new File(['x'], 'notes.txt')))).toBe('unknown');
  });
});
