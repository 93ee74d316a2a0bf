// @vitest-environment node
/** The footer (docs/product.md#users): contact details, quick links, the social links that are set, WhatsApp chat. */
import type { BusinessConfig } from '@travel/server/site-data';
import { describe, expect, it } from 'vitest';
import Footer from '../../../site/src/components/Footer.astro';
import { visitorAllowedSelector } from '../../../site/src/lib/visitor-click-block.ts';
import { renderAstro, textOf } from './render.ts';

const business: BusinessConfig = {
  companyName: 'Wander India Trips',
  phone: '+91 98765 43210',
  email: 'hello@wander.example.in',
  address: '12 MG Road, Bengaluru',
  whatsappNumber: '+91 98765 43210',
  whatsappGreeting: 'Hi! I want to plan a trip.',
  social: { instagram: 'https://instagram.example/wander', facebook: '', youtube: 'https://youtube.example/wander' },
  externalReviewsUrl: 'https://reviews.example.in/wander',
  externalRating: 4.6,
  certificationImageUrl: '',
  cancellationPolicy: [],
  stateCode: '27',
  policyTexts: {},
  siteUrl: '',
};
const linkNamed = (root: HTMLElement, name: string) => [...root.querySelectorAll('a')].find((link) => textOf(link) === name);

describe('Footer', () => {
  it('gives the address, an e-mail and a phone link', async () => {
    const footer = await renderAstro(Footer, { business });
    const address = footer.querySelector('address');
    expect(textOf(address)).toBe('12 MG Road, Bengaluru hello@wander.example.in +91 98765 43210');
    expect(linkNamed(footer, 'hello@wander.example.in')?.getAttribute('href')).toBe('mailto:hello@wander.example.in');
    expect(linkNamed(footer, '+91 98765 43210')?.getAttribute('href')).toBe('tel:+919876543210');
  });

  it('links only the social pages that are set, WhatsApp with the greeting, and the external reviews', async () => {
    const footer = await renderAstro(Footer, { business });
    const follow = [...footer.querySelectorAll('[aria-labelledby="footer-social"] a')].map((link) => textOf(link));
    expect(follow).toEqual(['Instagram', 'YouTube', 'Chat on WhatsApp']);
    expect(linkNamed(footer, 'Chat on WhatsApp')?.getAttribute('href')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent('Hi! I want to plan a trip.')}`,
    );
    expect(linkNamed(footer, 'Read our reviews on Google')?.getAttribute('href')).toBe('https://reviews.example.in/wander');
    expect(linkNamed(footer, 'Traveler Reviews')?.getAttribute('href')).toBe('/trips#reviews');
    expect(textOf(footer.querySelector('[data-customize]'))).toBe('Customize Your Trip');
  });

  it('links the Privacy, Terms, Cancellation and Refunds and Contact pages, usable by visitors', async () => {
    const footer = await renderAstro(Footer, { business });
    const links = [...footer.querySelectorAll('nav[aria-label="Policies"] a')];
    expect(links.map((link) => [textOf(link), link.getAttribute('href')])).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms and Conditions', '/terms'],
      ['Cancellation and Refunds', '/cancellation-and-refunds'],
      ['Contact Us', '/contact'],
    ]);
    for (const link of links) expect(link.matches(visitorAllowedSelector)).toBe(true);
  });
});
