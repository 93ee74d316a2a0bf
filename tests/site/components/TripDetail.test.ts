// @vitest-environment node
/**
 * The trip detail page's body (docs/product.md#screens, #errors): the error state with Back to Trips, or the title,
 * days and price badges, overview, video, itinerary download, booking card, departures and
 * 'Why Choose This Trip?'.
 */
import { bookingTexts, messages, type Trip } from '@travel/server/domain';
import { describe, expect, it } from 'vitest';
import TripDetail from '../../../site/src/components/TripDetail.astro';
import { renderAstro, textOf } from './render.ts';

const kerala: Trip = {
  id: '3f1c2b9e-0000-4000-8000-000000000002',
  place: 'Kerala Backwaters',
  startDate: '2030-01-15',
  endDate: null,
  date: '2030-01-15',
  price: 18500,
  days: '4N/5D',
  groupSize: 14,
  description: 'Houseboat nights on Vembanad lake.',
  googleSheetUrl: 'https://docs.google.com/spreadsheets/d/kerala-booking',
  images: ['/uploads/kerala-1.jpg'],
  video: 'https://videos.example.in/kerala.mp4',
  itineraryPdf: 'https://files.example.in/kerala-itinerary.pdf',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const page = { companyName: 'Wander India Trips', shareUrl: `https://trips.example.in/trip/${kerala.id}` };
const button = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll('a, button')].find((element) => textOf(element) === text) as HTMLElement | undefined;

describe('TripDetail', () => {
  it('shows the error with Back to Trips and nothing of a trip when it could not be read', async () => {
    const detail = await renderAstro(TripDetail, { ...page, trip: null, error: messages.tripNotFound });
    const alert = detail.querySelector('[role="alert"]');
    expect(textOf(alert?.querySelector('h1'))).toBe(messages.tripNotFound);
    expect(textOf(alert?.querySelector('p'))).toBe(messages.tripMightNotBeAvailable);
    expect(button(detail, 'Back to Trips')?.getAttribute('href')).toBe('/trips');
    expect(detail.querySelector('.booking-card')).toBeNull();
    expect(detail.querySelector('#departures')).toBeNull();
  });

  it('shows the title, badges, overview, video, booking card, departures and the reasons', async () => {
    const detail = await renderAstro(TripDetail, { ...page, trip: kerala, error: null });
    expect(textOf(detail.querySelector('h1'))).toBe('Kerala Backwaters');
    expect([...detail.querySelectorAll('.badge')].map((badge) => textOf(badge))).toEqual(['4N/5D', '₹18,500']);
    const overview = [...detail.querySelectorAll('.overview div')].map(
      (row) => `${textOf(row.querySelector('dt'))}: ${textOf(row.querySelector('dd'))}`,
    );
    expect(overview).toEqual([
      'Departure Date: January 15, 2030',
      'Start Date: January 15, 2030',
      'End Date: Flexible',
      'Duration: 4N/5D',
      'Group Size: 14 Adventurers',
      'Price: ₹18,500 per person',
      'Destination: Kerala Backwaters',
    ]);
    expect(detail.querySelector('video.detail-video')?.getAttribute('src')).toBe(kerala.video);
    expect(textOf(detail.querySelector('.booking-price'))).toBe('Starts from ₹18,500 per person');
    expect(button(detail, 'Book This Trip')?.getAttribute('href')).toBe(kerala.googleSheetUrl);
    const itinerary = button(detail, 'Download Itinerary');
    expect([itinerary?.getAttribute('href'), itinerary?.getAttribute('download')]).toEqual([
      kerala.itineraryPdf,
      'kerala-backwaters-itinerary.pdf',
    ]);
    expect(textOf(detail.querySelector('#departures h2'))).toBe(bookingTexts.departuresTitle);
    expect(textOf(detail.querySelector('.why h2'))).toBe('Why Choose This Trip?');
    expect(detail.querySelectorAll('.why li')).toHaveLength(5);
    expect(button(detail, bookingTexts.myBookings)?.getAttribute('href')).toBe('/bookings');
  });

  it('loads its scripts after the page has painted: islands and the page script (no script tag)', async () => {
    const detail = await renderAstro(TripDetail, { ...page, trip: kerala, error: null });
    const islands = [...detail.querySelectorAll('astro-island')];
    expect(islands.map((island) => island.getAttribute('client'))).toEqual(islands.map(() => 'after-paint'));
    const pageScript = islands.find((island) => island.getAttribute('component-url')?.includes('trip-page'));
    expect(pageScript?.getAttribute('renderer-url')).toContain('renderer-client');
    expect(pageScript?.innerHTML).toBe('');
    expect(detail.querySelector('script[src], script[type="module"]')).toBeNull();
  });

  it('offers the unavailable messages when the trip has no booking link or itinerary, and no video section without a video', async () => {
    const bare = { ...kerala, googleSheetUrl: '', itineraryPdf: null, video: null };
    const detail = await renderAstro(TripDetail, { ...page, trip: bare, error: null });
    expect(button(detail, 'Book This Trip')?.getAttribute('data-unavailable')).toBe(messages.bookingLinkUnavailable);
    expect(button(detail, 'Download Itinerary')?.getAttribute('data-unavailable')).toBe(messages.itineraryUnavailable);
    expect(detail.querySelector('.video-section')).toBeNull();
  });
});
