import { describe, expect, it } from 'vitest';
import ReviewScroller, { scrollStep } from '../../../site/src/components/islands/ReviewScroller.tsx';
import { render } from './render.ts';

describe('ReviewScroller', () => {
  it('steps 280 px and wraps to the start at the end (docs/product.md#states)', () => {
    expect(scrollStep(0, 300, 2000)).toBe(280);
    expect(scrollStep(1400, 300, 2000)).toBe(1680);
    expect(scrollStep(1700, 300, 2000)).toBe(0);
  });

  it('shows text, or the media instead of the text when a review has media', async () => {
    const view = await render(
      <ReviewScroller
        reviews={[
          {
            _id: 'a',
            reviewerName: '',
            rating: 4,
            reviewText: 'Lovely trip',
            images: [],
            video: null,
            createdAt: '2025-03-05T10:00:00Z',
            trip: { place: 'Goa' },
          },
          {
            _id: 'b',
            reviewerName: 'Meera',
            rating: 5,
            reviewText: 'Hidden text',
            images: ['/uploads/r/1.jpg'],
            video: '/uploads/r/v.mp4',
            createdAt: '2025-03-06T10:00:00Z',
            trip: null,
          },
        ]}
      />,
    );
    const cards = view.container.querySelectorAll('.review-card');
    expect(cards[0].textContent).toContain('Anonymous');
    expect(cards[0].textContent).toContain('Lovely trip');
    expect(cards[0].textContent).toContain('Goa');
    expect(cards[0].textContent).toContain('Mar 05, 2025');
    expect(cards[0].querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Rated 4 out of 5');
    expect(cards[1].textContent).not.toContain('Hidden text');
    expect(cards[1].querySelector('a[target="_blank"]')?.getAttribute('href')).toBe('/uploads/r/1.jpg');
    expect(cards[1].querySelector('button[aria-label^="Play video"]')).not.toBeNull();
    await view.unmount();
  });
});
