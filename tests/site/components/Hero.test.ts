// @vitest-environment node
/** The landing hero (docs/product.md#screens): tagline, the three counters with '+', the 5.0 badge, the two calls to action. */
import { describe, expect, it } from 'vitest';
import Hero from '../../../site/src/components/Hero.astro';
import { renderAstro, textOf } from './render.ts';

describe('Hero', () => {
  it('shows the counters grouped the Indian way with a +, the rating badge to the external reviews and both actions', async () => {
    const hero = await renderAstro(Hero, {
      statistics: { amazingTrips: 120, happyTravelers: 125000, destinations: 64 },
      externalReviewsUrl: 'https://reviews.example.in/wander',
    });
    expect(textOf(hero.querySelector('h1'))).toBe('Travel with people who love the road as much as you do');
    const counters = [...hero.querySelectorAll('.stat')].map((stat) => textOf(stat));
    expect(counters).toEqual(['120+ Amazing Trips', '1,25,000+ Happy Travelers', '64+ Destinations']);
    const badge = hero.querySelector('a.rating');
    expect([badge?.getAttribute('href'), badge?.getAttribute('target'), textOf(badge)]).toEqual([
      'https://reviews.example.in/wander',
      '_blank',
      '5.0 ★★★★★ Rated by our travellers',
    ]);
    const actions = [...hero.querySelectorAll('.actions button')].map((button) => textOf(button));
    expect(actions).toEqual(['Start Exploring', 'Customize Your Trip']);
    expect(hero.querySelector('[data-scroll-to="featured"]')).not.toBeNull();
    expect(hero.querySelector('[data-customize]')).not.toBeNull();
  });

  it('shows the configured rating (EXTERNAL_RATING) rather than always claiming 5.0', async () => {
    const hero = await renderAstro(Hero, {
      statistics: { amazingTrips: 1, happyTravelers: 1, destinations: 1 },
      externalReviewsUrl: 'https://reviews.example.in/wander',
      externalRating: 4.26,
    });
    const badge = hero.querySelector('a.rating');
    expect(textOf(badge)).toBe('4.3 ★★★★☆ Rated by our travellers');
  });
});
