// @vitest-environment node
/**
 * The landing's trip card (docs/product.md#screens, #limits): place, View Itinerary, 'Starts from ₹price per person', days,
 * group size and date range texts (with their Flexible fallbacks), the next departure's seats,
 * Book Now (the booking link, or the unavailable message) and Customize.
 */
import { messages } from '@travel/server/domain';
import type { NextDeparture, Trip } from '@travel/server/entities';
import { describe, expect, it } from 'vitest';
import TripCard from '../../../site/src/components/TripCard.astro';
import { renderAstro, textOf } from './render.ts';

const trip = (overrides: Partial<Trip & { nextDeparture: NextDeparture | null }> = {}) => ({
  id: '3f1c2b9e-0000-4000-8000-000000000001',
  place: 'Spiti Valley',
  startDate: '2030-03-05',
  endDate: '2030-03-11',
  date: null,
  price: 24999,
  days: '6N/7D',
  groupSize: 12,
  description: 'High desert monasteries and starry skies.',
  googleSheetUrl: 'https://docs.google.com/spreadsheets/d/spiti',
  images: ['/uploads/spiti.jpg'],
  video: null,
  itineraryPdf: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const facts = (card: HTMLElement) => [...card.querySelectorAll('.trip-facts li')].map((fact) => textOf(fact));

describe('TripCard', () => {
  it('shows the trip with its price, facts, next departure and both actions', async () => {
    const nextDeparture = { id: 'd1', startDate: '2030-03-05', seatsLeft: 3 };
    const card = await renderAstro(TripCard, { trip: trip({ nextDeparture }), position: 3 });
    const place = card.querySelector('.trip-place a');
    expect([textOf(place), place?.getAttribute('href')]).toEqual(['Spiti Valley', `/trip/${trip().id}`]);
    const itinerary = [...card.querySelectorAll('a')].find((link) => textOf(link) === 'View Itinerary');
    expect(itinerary?.getAttribute('href')).toBe(`/trip/${trip().id}`);
    expect(textOf(card.querySelector('.trip-price'))).toBe('Starts from ₹24,999 per person');
    // The departure is the card's date: no trip-form dates beside it.
    expect(facts(card)).toEqual(['Duration 6N/7D', 'Group 12 Adventurers', 'Next departure Mar 05, 2030 · Only 3 seats left']);
    expect(textOf(card.querySelector('.trip-description'))).toBe('High desert monasteries and starry skies.');
    // With seats on a departure, Book Now leads to the trip's departures, where they are reserved online.
    const book = [...card.querySelectorAll('.trip-actions a')].find((link) => textOf(link) === 'Book Now');
    expect([book?.getAttribute('href'), book?.getAttribute('target')]).toEqual([`/trip/${trip().id}#departures`, null]);
    const customize = card.querySelector('[data-customize]');
    expect(textOf(customize)).toBe('Customize');
    // Customize reads its trip from the card (lib/page-actions): the id and price here, the place and days as shown.
    const article = card.querySelector('article.trip-card');
    expect([article?.getAttribute('data-trip-id'), article?.getAttribute('data-price')]).toEqual([trip().id, '24999']);
    expect([textOf(card.querySelector('.trip-place')), textOf(card.querySelector('.trip-days'))]).toEqual(['Spiti Valley', '6N/7D']);
    // Its buttons are described by the place, by an id named after the card's position.
    expect(card.querySelector('.trip-place')?.id).toBe('trip-3-place');
    expect([...card.querySelectorAll('[aria-describedby]')].map((button) => button.getAttribute('aria-describedby'))).toEqual([
      'trip-3-place',
      'trip-3-place',
      'trip-3-place',
    ]);
  });

  it('falls back to the Flexible texts, a placeholder photo and the unavailable booking message', async () => {
    const card = await renderAstro(TripCard, {
      trip: trip({ days: '', groupSize: null, startDate: null, endDate: null, images: [], googleSheetUrl: '', nextDeparture: null }),
      position: 1,
    });
    expect(facts(card)).toEqual(['Duration Flexible', 'Group Flexible Group Size', 'Dates Flexible dates']);
    // A drawn landscape with the trip's name, not a grey box with a letter.
    expect(textOf(card.querySelector('.media-placeholder'))).toBe('Spiti Valley');
    expect(card.querySelector('.media-placeholder svg.placeholder-art')).not.toBeNull();
    const book = card.querySelector('.trip-actions button[data-unavailable]');
    expect([textOf(book), book?.getAttribute('data-unavailable')]).toEqual(['Book Now', messages.bookingLinkUnavailable]);
    expect(card.querySelector('.trip-next')).toBeNull();
  });

  it('says Sold out when the next departure has no seats, and a one-way date range', async () => {
    const nextDeparture = { id: 'd1', startDate: '2030-04-01', seatsLeft: 0 };
    const card = await renderAstro(TripCard, { trip: trip({ endDate: null, nextDeparture }), position: 1 });
    expect(facts(card).slice(2)).toEqual(['Next departure Apr 01, 2030 · Sold out']);
    // Nothing to reserve: Book Now stays the booking sheet.
    const book = [...card.querySelectorAll('.trip-actions a')].find((link) => textOf(link) === 'Book Now');
    expect([book?.getAttribute('href'), book?.getAttribute('target')]).toEqual(['https://docs.google.com/spreadsheets/d/spiti', '_blank']);
  });

  it('gives the trip-form dates when there is no departure', async () => {
    const card = await renderAstro(TripCard, { trip: trip({ endDate: null, nextDeparture: null }), position: 1 });
    expect(facts(card).slice(2)).toEqual(['Dates Mar 05, 2030 - Flexible end date']);
  });

  it('loads every card photo lazily (the hero, not a photo, is the largest paint), and several photos as a carousel', async () => {
    const single = (await renderAstro(TripCard, { trip: trip(), position: 1 })).querySelector('.trip-media img');
    expect([single?.getAttribute('loading'), single?.hasAttribute('fetchpriority'), single?.getAttribute('alt')]).toEqual([
      'lazy',
      false,
      'Spiti Valley, photo 1',
    ]);
    const carousel = await renderAstro(TripCard, { trip: trip({ images: ['/uploads/a.jpg', '/uploads/b.jpg'] }), position: 1 });
    const island = carousel.querySelector('.trip-media astro-island');
    expect(island?.getAttribute('component-url')).toContain('TripMediaCarousel');
    expect(island?.getAttribute('client')).toBe('visible');
    // Only the first photo is in the page (props and markup); the carousel reads the others when it comes on screen.
    expect(JSON.parse(island?.getAttribute('props') ?? '')).toEqual({
      tripId: [0, trip().id],
      place: [0, 'Spiti Valley'],
      first: [0, { kind: [0, 'image'], src: [0, '/uploads/a.jpg'] }],
      count: [0, 2],
    });
    expect(carousel.innerHTML).not.toContain('/uploads/b.jpg');
    expect(island?.querySelector('img')?.getAttribute('srcset')).toContain('/media/320/uploads/a.jpg 320w');
    expect(island?.querySelectorAll('.media-dots .dot')).toHaveLength(2);
    // Busy only once live: the page's HTML shows a finished card.
    expect(island?.querySelector('.media-carousel')?.hasAttribute('aria-busy')).toBe(false);
  });
});
