import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@travel/server/domain';
import type { MediaItem } from '../../../site/src/lib/media.ts';
import { click, render } from './render.ts';

/** The trips the public trips API answers: each card's carousel finds its own media there. */
const trips = [
  { id: 'trip-a', images: ['/uploads/a/1.jpg', '/uploads/a/2.jpg'], video: null },
  { id: 'trip-b', images: ['/uploads/b/1.jpg', '/uploads/b/2.jpg', '/uploads/b/3.jpg'], video: '/uploads/b/clip.mp4' },
  { id: 'trip-c', images: ['/uploads/c/1.jpg', '/uploads/c/2.jpg'], video: null },
];
const image = (src: string): MediaItem => ({ kind: 'image', src });
const shownPhoto = (container: HTMLElement) => container.querySelector('img')?.getAttribute('alt');
const nextButton = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('button[aria-label="Next photo"]')!;
const flush = () => act(async () => undefined);

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** fetch answering the public trips list (`answer` decides when and what). */
function publicTripsApi(answer: () => Promise<Response> = async () => Response.json({ success: true, trips })) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url !== '/api/public/trips') throw new Error(`unexpected call ${url}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('TripMediaCarousel', () => {
  let unmounts: (() => Promise<void>)[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    reducedMotion(false);
    // The list is read once per page: a fresh module is a fresh page.
    vi.resetModules();
  });
  afterEach(async () => {
    for (const unmount of unmounts) await unmount();
    unmounts = [];
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function carousel(tripId: string, place: string, first: MediaItem, count: number) {
    const { default: TripMediaCarousel } = await import('../../../site/src/components/islands/TripMediaCarousel.tsx');
    const view = await render(<TripMediaCarousel tripId={tripId} place={place} first={first} count={count} />);
    unmounts.push(view.unmount);
    return view.container;
  }
  const cardA = (place = 'Goa') => carousel('trip-a', place, image('/uploads/a/1.jpg'), 2);

  it("shows the page's first photo and controls, busy, and turns only once the trip's media have arrived", async () => {
    let arrive = () => undefined as void;
    publicTripsApi(() => new Promise((resolve) => (arrive = () => resolve(Response.json({ success: true, trips })))));
    const card = await cardA();
    expect(shownPhoto(card)).toBe('Goa, photo 1');
    expect(card.querySelectorAll('.media-dots .dot')).toHaveLength(2);
    expect(card.querySelector('.media-carousel')?.getAttribute('aria-busy')).toBe('true');
    await click(nextButton(card));
    await act(async () => vi.advanceTimersByTime(3 * limits.tripCardCarouselMs));
    expect(shownPhoto(card)).toBe('Goa, photo 1');

    await act(async () => arrive());
    await flush();
    expect(card.querySelector('.media-carousel')?.getAttribute('aria-busy')).toBe('false');
    await click(nextButton(card));
    expect(shownPhoto(card)).toBe('Goa, photo 2');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/640/uploads/a/2.jpg');
    expect(card.querySelector('.media-dots .dot.active')).toBe(card.querySelectorAll('.media-dots .dot')[1]);
    await act(async () => vi.advanceTimersByTime(limits.tripCardCarouselMs));
    expect(shownPhoto(card)).toBe('Goa, photo 1');
  });

  it('reads the list once for all the carousels of a page, each finding its own trip (video first)', async () => {
    const fetchMock = publicTripsApi();
    const a = await cardA();
    const b = await carousel('trip-b', 'Hampi', { kind: 'video', src: '/uploads/b/clip.mp4' }, 4);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(b.querySelector('video')?.getAttribute('src')).toBe('/uploads/b/clip.mp4');
    await click(nextButton(b));
    expect(shownPhoto(b)).toBe('Hampi, photo 2');
    expect(b.querySelector('img')?.getAttribute('src')).toBe('/media/640/uploads/b/1.jpg');
    await click(nextButton(a));
    expect(shownPhoto(a)).toBe('Goa, photo 2');
  });

  it('keeps the first photo alone, without controls, when the list cannot be read or lacks the trip', async () => {
    publicTripsApi(async () => new Response('{"error":"down"}', { status: 503 }));
    const failed = await cardA();
    await flush();
    expect(shownPhoto(failed)).toBe('Goa, photo 1');
    expect(failed.querySelector('button[aria-label="Next photo"]')).toBeNull();
    expect(failed.querySelector('.media-dots')).toBeNull();

    // A failed read is tried again by the next carousel; this one's trip is gone since the page was made.
    publicTripsApi();
    const gone = await carousel('trip-gone', 'Kutch', image('/uploads/gone/1.jpg'), 3);
    await flush();
    expect(shownPhoto(gone)).toBe('Kutch, photo 1');
    expect(gone.querySelector('button[aria-label="Next photo"]')).toBeNull();
  });

  it('turns every 4 seconds, but neighbouring carousels not at the same moment', async () => {
    publicTripsApi();
    const cards = [await cardA('A'), await carousel('trip-c', 'C', image('/uploads/c/1.jpg'), 2), await cardA('B')];
    await flush();
    const turnedAt = new Map<number, number>();
    for (let elapsed = 0; elapsed <= limits.tripCardCarouselMs; elapsed += 100) {
      cards.forEach((card, i) => {
        if (!turnedAt.has(i) && shownPhoto(card)?.endsWith('photo 2')) turnedAt.set(i, elapsed);
      });
      await act(async () => vi.advanceTimersByTime(100));
    }
    cards.forEach((card) => expect(shownPhoto(card)).toMatch(/photo 2$/));
    expect(new Set(turnedAt.values()).size).toBe(3);
    // Each keeps the specification's cadence after its first turn.
    const first = cards[0];
    await act(async () => vi.advanceTimersByTime(limits.tripCardCarouselMs));
    expect(shownPhoto(first)).toMatch(/photo 1$/);
  });

  it('pauses while hovered or focused, and stays stopped with the pause control', async () => {
    publicTripsApi();
    const card = await cardA();
    await flush();
    const root = card.querySelector<HTMLElement>('.media-carousel')!;
    await act(async () => root.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    await act(async () => vi.advanceTimersByTime(3 * limits.tripCardCarouselMs));
    expect(shownPhoto(card)).toBe('Goa, photo 1');
    await act(async () => root.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));

    const pause = card.querySelector<HTMLButtonElement>('button[aria-label="Pause slideshow"]')!;
    await act(async () => pause.focus());
    await act(async () => vi.advanceTimersByTime(3 * limits.tripCardCarouselMs));
    expect(shownPhoto(card)).toBe('Goa, photo 1');
    await click(pause);
    await act(async () => pause.blur());
    await act(async () => vi.advanceTimersByTime(3 * limits.tripCardCarouselMs));
    expect(shownPhoto(card)).toBe('Goa, photo 1');
    expect(card.querySelector('button[aria-label="Play slideshow"]')).not.toBeNull();
    expect(card.querySelector('button[aria-label="Play slideshow"]')!.hasAttribute('data-visitor-allowed')).toBe(true);
  });

  it('never moves and offers no pause control under prefers-reduced-motion', async () => {
    reducedMotion(true);
    publicTripsApi();
    const card = await cardA();
    await flush();
    await act(async () => vi.advanceTimersByTime(3 * limits.tripCardCarouselMs));
    expect(shownPhoto(card)).toBe('Goa, photo 1');
    expect(card.querySelector('button[aria-label="Pause slideshow"]')).toBeNull();
    await click(nextButton(card));
    expect(shownPhoto(card)).toBe('Goa, photo 2');
  });
});
