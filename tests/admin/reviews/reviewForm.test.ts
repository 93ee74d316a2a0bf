import { messages } from '@travel/server/domain';
import { describe, expect, it } from 'vitest';
import { pendingFile } from '../../../admin/src/media/mediaItem.ts';
import { reviewFormDefaults, reviewFormToRecord, validateReviewForm } from '../../../admin/src/reviews/ReviewForm.tsx';

describe('review form', () => {
  it('defaults to 5 stars and shows stored images and video as one media list', () => {
    expect(reviewFormDefaults()).toEqual({ rating: 5, media: [] });
    expect(reviewFormDefaults({ images: ['/uploads/a.jpg'], video: '/uploads/b.mp4' })).toEqual({
      rating: 5,
      media: ['/uploads/a.jpg', '/uploads/b.mp4'],
    });
  });

  it('validates name, text and rating with the SPEC messages', () => {
    expect(validateReviewForm({ reviewerName: ' ', reviewText: '', rating: 0, media: [] })).toEqual({
      reviewerName: messages.reviewerNameRequired,
      reviewText: messages.reviewTextRequired,
      rating: messages.ratingRange,
    });
    expect(validateReviewForm({ reviewerName: 'Asha', reviewText: 'Lovely', rating: 5 })).toEqual({});
  });

  it('splits the media into images and the video, trimming the texts', () => {
    const photo = pendingFile(new File(['x'], 'new.png', { type: 'image/png' }));
    const clip = pendingFile(new File(['x'], 'clip.webm', { type: 'video/webm' }));
    expect(reviewFormToRecord({ reviewerName: ' Asha ', reviewText: ' Lovely ', rating: '4', media: ['/uploads/a.jpg', photo] })).toEqual({
      reviewerName: 'Asha',
      reviewText: 'Lovely',
      rating: 4,
      tripId: null,
      images: ['/uploads/a.jpg', photo],
      video: null,
    });
    expect(reviewFormToRecord({ reviewerName: 'A', reviewText: 'B', rating: 5, media: [clip] })).toMatchObject({ images: [], video: clip });
    // The trip the review names is sent; an emptied choice clears it.
    expect(reviewFormToRecord({ reviewerName: 'A', reviewText: 'B', rating: 5, tripId: 't1' })).toMatchObject({ tripId: 't1' });
    const cleared = reviewFormToRecord({ reviewerName: 'A', reviewText: 'B', rating: 5, tripId: '', trip: { id: 't1', place: 'Goa' } });
    expect(cleared).toMatchObject({ tripId: null });
    expect(cleared).not.toHaveProperty('trip');
  });
});
