// @vitest-environment node
/**
 * The trip detail page's body (docs/product.md#screens, #errors): the error state with Back to Trips, or the title,
 * days and price badges, overview, video, itinerary download, booking card, departures and
 * 'Why Choose This Trip?'.
 */
import { bookingTexts, messages } from '@travel/server/domain';
import type { Trip } from '@travel/server/entities';
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
  cancellationPolicy: null,
  gstRatePercent: null,
  themes: ['she-travels'],
  placeHi: null,
  descriptionHi: null,
  groupDiscount: null,
  requirements: { idProof: true, fitnessProof: false, minAge: null, waiver: '', waiverVersion: 0 },
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
    // No upcoming departure: no date is claimed from the trip form, and no reservation is offered.
    expect(overview).toEqual([
      'Departure Date: Flexible',
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
    expect(button(detail, bookingTexts.reserve)).toBeUndefined();
    expect(detail.querySelector('.booking-card a[href="#departures"]')).toBeNull();
    expect(button(detail, 'Book This Trip')?.className).toContain('btn-accent');
  });

  it("with an open departure: its date in the overview, and 'Reserve' first in the booking card, the sheet beside it", async () => {
    const nextDeparture = { id: 'd1', startDate: '2030-02-01', seatsLeft: 4 };
    const detail = await renderAstro(TripDetail, { ...page, trip: kerala, nextDeparture, error: null });
    expect(textOf(detail.querySelector('.trip-departure'))).toBe('February 01, 2030');
    const actions = [...detail.querySelectorAll('.booking-card a, .booking-card button')].map((element) => textOf(element));
    expect(actions.slice(0, 2)).toEqual([bookingTexts.reserve, 'Book This Trip']);
    expect(button(detail, bookingTexts.reserve)?.getAttribute('href')).toBe('#departures');
    expect(button(detail, 'Book This Trip')?.className).toContain('btn-outline');
    // Sold out: the date stays, the reservation goes.
    const soldOut = await renderAstro(TripDetail, {
      ...page,
      trip: kerala,
      nextDeparture: { ...nextDeparture, seatsLeft: 0 },
      error: null,
    });
    expect(button(soldOut, bookingTexts.reserve)).toBeUndefined();
  });

  it('does not repeat a long title as the destination', async () => {
    const long = { ...kerala, place: 'Spiti Valley and the Pin Parvati Pass expedition' };
    const detail = await renderAstro(TripDetail, { ...page, trip: long, error: null });
    const terms = [...detail.querySelectorAll('.overview dt')].map((term) => textOf(term));
    expect(terms).not.toContain('Destination');
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
