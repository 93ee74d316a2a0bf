// @vitest-environment node
/** Traveler Reviews on the landing (docs/product.md#screens, #errors): the cards in the scroller, or the error and empty states. */
import { messages, travellerReviewTexts } from '@travel/server/domain';
import type { PublicReview } from '@travel/server/entities';
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
  status: 'published',
  source: 'admin',
  verified: false,
  createdAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
};

describe('ReviewsSection', () => {
  it('renders the cards on the server inside the scroller island, once: not again in its props', async () => {
    const section = await renderAstro(ReviewsSection, { reviews: [review] });
    expect(textOf(section.querySelector('h2'))).toBe('Traveler Reviews');
    const island = section.querySelector('astro-island');
    expect(island?.getAttribute('component-url')).toContain('ReviewScroller');
    expect(island?.getAttribute('client')).toBe('visible');
    expect(JSON.parse(island?.getAttribute('props') ?? '')).toEqual({ count: [0, 1] });
    const card = island?.querySelector('.review-track .review-card');
    expect(textOf(card?.querySelector('.review-name'))).toBe('Meera Joshi');
    expect(textOf(card?.querySelector('.review-text'))).toBe('Perfectly planned honeymoon.');
    expect(card?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Rated 5 out of 5');
    expect(card?.querySelector('.stars-empty')).toBeNull();
    expect(textOf(card?.querySelector('.review-meta'))).toBe('Kerala Backwaters · Feb 01, 2026');
    // The day shown, in India's calendar.
    expect(card?.querySelector('time')?.getAttribute('datetime')).toBe('2026-02-01');
    expect(section.querySelector('[role="alert"]')).toBeNull();
    // Entered by an admin: no 'Verified traveller'.
    expect(card?.querySelector('.review-verified')).toBeNull();
  });

  it("marks a traveller's review 'Verified traveller' while its booking stands, with the trip's place", async () => {
    const verified = { ...review, source: 'traveller' as const, verified: true };
    const card = (await renderAstro(ReviewsSection, { reviews: [verified] })).querySelector('.review-card');
    expect(textOf(card?.querySelector('.review-verified'))).toBe(travellerReviewTexts.verifiedTraveller);
    expect(textOf(card?.querySelector('.review-meta'))).toBe('Kerala Backwaters · Feb 01, 2026');
    // Its booking cancelled since: the review stays, the badge goes.
    const cancelled = (await renderAstro(ReviewsSection, { reviews: [{ ...verified, verified: false }] })).querySelector('.review-card');
    expect(textOf(cancelled?.querySelector('.review-text'))).toBe('Perfectly planned honeymoon.');
    expect(cancelled?.querySelector('.review-verified')).toBeNull();
  });

  it("shows a traveller's words with their photo, never the photo alone", async () => {
    const withPhoto = { ...review, source: 'traveller' as const, verified: true, images: ['/uploads/reviews/b1/sunset.jpg'] };
    const card = (await renderAstro(ReviewsSection, { reviews: [withPhoto] })).querySelector('.review-card');
    expect(textOf(card?.querySelector('.review-text'))).toBe('Perfectly planned honeymoon.');
    expect(card?.querySelector('.review-media a')?.getAttribute('href')).toBe('/uploads/reviews/b1/sunset.jpg');
  });

  it('shows the media instead of the text when a review entered by an admin has media, and Anonymous without a name', async () => {
    const withMedia = { ...review, reviewerName: '', rating: 4, images: ['/uploads/r/1.jpg'], video: '/uploads/r/v.mp4', trip: null };
    const card = (await renderAstro(ReviewsSection, { reviews: [withMedia] })).querySelector('.review-card');
    expect(textOf(card?.querySelector('.review-name'))).toBe('Anonymous');
    expect(textOf(card?.querySelector('.stars-empty'))).toBe('★');
    expect(card?.querySelector('.review-text')).toBeNull();
    const photo = card?.querySelector('.review-media a');
    expect([photo?.getAttribute('href'), photo?.getAttribute('target'), photo?.getAttribute('aria-label')]).toEqual([
      '/uploads/r/1.jpg',
      '_blank',
      'Open photo 1 from Anonymous',
    ]);
    expect(photo?.querySelector('img')?.getAttribute('srcset')).toContain('/media/320/uploads/r/1.jpg 320w');
    const video = card?.querySelector('button.review-video');
    expect([video?.getAttribute('data-video'), video?.getAttribute('aria-label')]).toEqual([
      '/uploads/r/v.mp4',
      'Play video from Anonymous',
    ]);
    expect(textOf(card?.querySelector('.review-meta'))).toBe('Feb 01, 2026');
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
