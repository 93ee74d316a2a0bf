import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@travel/server/domain';
import TripMediaCarousel from '../../../site/src/components/islands/TripMediaCarousel.tsx';
import { click, render } from './render.ts';

const media = [
  { kind: 'image' as const, src: '/uploads/a/1.jpg' },
  { kind: 'image' as const, src: '/uploads/a/2.jpg' },
];
const shownPhoto = (container: HTMLElement) => container.querySelector('img')?.getAttribute('alt');

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('TripMediaCarousel motion (issue 12 items 6 and 11)', () => {
  let unmounts: (() => Promise<void>)[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    reducedMotion(false);
  });
  afterEach(async () => {
    for (const unmount of unmounts) await unmount();
    unmounts = [];
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function carousel(place: string) {
    const view = await render(<TripMediaCarousel media={media} place={place} sizes="100vw" />);
    unmounts.push(view.unmount);
    return view.container;
  }

  it('turns every 4 seconds, but neighbouring carousels not at the same moment', async () => {
    const cards = [await carousel('A'), await carousel('B'), await carousel('C')];
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
    const card = await carousel('Goa');
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
    const card = await carousel('Goa');
    await act(async () => vi.advanceTimersByTime(3 * limits.tripCardCarouselMs));
    expect(shownPhoto(card)).toBe('Goa, photo 1');
    expect(card.querySelector('button[aria-label="Pause slideshow"]')).toBeNull();
  });
});
