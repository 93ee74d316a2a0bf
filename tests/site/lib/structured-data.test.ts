/** schema.org JSON-LD (lib/structured-data): the landing's agency and trip list, a trip page's TouristTrip. */
import { describe, expect, it } from 'vitest';
import type { Trip } from '@travel/server/entities';
import type { BusinessConfig } from '@travel/server/site-data';
import { landingJsonLd, tripJsonLd } from '../../../site/src/lib/structured-data.ts';

const business = {
  companyName: 'Wander India Trips',
  siteUrl: 'https://trips.example.in',
  phone: '+91 98765 43210',
  email: 'hello@example.in',
  address: '21 MG Road, Bengaluru',
  social: { instagram: 'https://www.instagram.com/wander', facebook: '', youtube: 'https://www.youtube.com/wander' },
} as unknown as BusinessConfig;

const trip = {
  id: '3f1c2b9e-0000-4000-8000-000000000001',
  place: 'Spiti Valley',
  startDate: '2030-03-05',
  endDate: '2030-03-11',
  price: 24999,
  days: '6N/7D',
  description: 'High desert monasteries.',
  images: ['/uploads/spiti.jpg'],
} as Trip;

describe('landingJsonLd', () => {
  it('describes the agency and lists the trips as an ItemList of their pages, in the order shown', () => {
    const second = { ...trip, id: '3f1c2b9e-0000-4000-8000-000000000002' };
    expect(landingJsonLd(business, [trip, second])).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'TravelAgency',
          name: 'Wander India Trips',
          url: 'https://trips.example.in/trips',
          telephone: '+91 98765 43210',
          email: 'hello@example.in',
          address: '21 MG Road, Bengaluru',
          sameAs: ['https://www.instagram.com/wander', 'https://www.youtube.com/wander'],
        },
        {
          '@type': 'ItemList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, url: `https://trips.example.in/trip/${trip.id}` },
            { '@type': 'ListItem', position: 2, url: `https://trips.example.in/trip/${second.id}` },
          ],
        },
      ],
    });
  });
});

describe('tripJsonLd', () => {
  it('gives a trip page its TouristTrip with the rupee offer', () => {
    expect(tripJsonLd(business, trip)).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Spiti Valley',
      url: `https://trips.example.in/trip/${trip.id}`,
      image: ['https://trips.example.in/media/1280/uploads/spiti.jpg'],
      offers: { '@type': 'Offer', price: 24999, priceCurrency: 'INR' },
    });
  });
});
