// @vitest-environment node
/** Traveler Reviews on the landing (docs/product.md#screens, #errors): the scroller, or the error and empty states. */
import { messages, type PublicReview } from '@travel/server/domain';
import { describe, expect, it } from 'vitest';
import ReviewsSection from '../../../site/src/components/ReviewsSection.astro';
import { renderAstro, textOf } from './render.ts';

const review: PublicReview = {
  _id: 'r1',
  id: 'r1',
  reviewerName: 'Meera Joshi',
  rating: 5,
  reviewText: 'Perfectly planned honeymoon.',
  images: [],
  video: null,
  tripId: null,
  trip: { id: 't1', place: 'Kerala Backwaters' },
  createdAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
};

describe('ReviewsSection', () => {
  it('renders the reviews in the scroller island, server-side first', async () => {
    const section = await renderAstro(ReviewsSection, { reviews: [review] });
    expect(textOf(section.querySelector('h2'))).toBe('Traveler Reviews');
    const island = section.querySelector('astro-island');
    expect(island?.getAttribute('component-url')).toContain('ReviewScroller');
    expect(island?.getAttribute('client')).toBe('visible');
    expect(textOf(island)).toContain('Meera Joshi');
    expect(textOf(island)).toContain('Perfectly planned honeymoon.');
    expect(section.querySelector('[role="alert"]')).toBeNull();
  });

  it('says there are no reviews yet when the list is empty', async () => {
    const section = await renderAstro(ReviewsSection, { reviews: [] });
    expect(textOf(section.querySelector('.state'))).toBe(`${messages.noReviewsTitle} ${messages.noReviewsText}`);
    expect(section.querySelector('astro-island')).toBeNull();
  });

  it('says the reviews could not be loaded, as an alert, when the read failed', async () => {
    const section = await renderAstro(ReviewsSection, { reviews: null });
    const alert = section.querySelector('[role="alert"]');
    expect(textOf(alert)).toBe(`${messages.loadReviewsFailedTitle} ${messages.loadReviewsFailed}`);
    expect(section.querySelector('astro-island')).toBeNull();
  });
});
