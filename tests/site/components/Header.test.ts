// @vitest-environment node
/**
 * The landing header (docs/product.md#screens): logo to /trips, the phone link, Login / Sign Up for
 * guests, About Us and the user menu when signed in.
 */
import { describe, expect, it } from 'vitest';
import Header from '../../../site/src/components/Header.astro';
import { renderAstro, textOf } from './render.ts';

describe('Header', () => {
  it('links the logo home, calls the phone number, and offers the guest and signed-in links', async () => {
    const header = await renderAstro(Header, { companyName: 'Wander India Trips', phone: '+91 98765 43210' });
    const logo = header.querySelector('a.logo');
    expect([logo?.getAttribute('href'), textOf(logo)]).toEqual(['/trips', 'Wander India Trips']);
    expect(header.querySelector('a.phone')?.getAttribute('href')).toBe('tel:+919876543210');
    const guest = [...header.querySelectorAll('.when-guest')].map((link) => [textOf(link), link.getAttribute('href')]);
    expect(guest).toEqual([
      ['Login', '/login'],
      ['Sign Up', '/signup'],
    ]);
    const about = header.querySelector('a.when-auth');
    expect([textOf(about), about?.getAttribute('href')]).toEqual(['About Us', '/trips#about']);
    expect(header.querySelector('.when-auth astro-island')?.getAttribute('component-url')).toContain('UserMenu');
  });
});
