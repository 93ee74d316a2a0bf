/** schema.org metadata: the agency and its trips on the landing page, a TouristTrip with its rupee offer on a trip page. */
import { daysText, placeText } from '@travel/server/domain';
import type { Trip } from '@travel/server/entities';
import type { BusinessConfig } from '@travel/server/site-data';
import { absoluteUrl, resizedImageUrl } from './images.ts';

export function tripJsonLd(business: BusinessConfig, trip: Trip): object {
  const url = absoluteUrl(business.siteUrl, `/trip/${trip.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: placeText(trip.place),
    description: trip.description,
    url,
    image: trip.images.map((src) => absoluteUrl(business.siteUrl, resizedImageUrl(src, 1280))),
    touristType: 'Group travellers',
    ...(trip.startDate ? { startDate: trip.startDate } : {}),
    ...(trip.endDate ? { endDate: trip.endDate } : {}),
    itinerary: { '@type': 'Place', name: placeText(trip.place) },
    duration: daysText(trip.days),
    offers: {
      '@type': 'Offer',
      price: Number(trip.price),
      priceCurrency: 'INR',
      url,
      availability: 'https://schema.org/InStock',
    },
    provider: { '@type': 'TravelAgency', name: business.companyName, url: business.siteUrl },
  };
}

/**
 * The landing's schema.org graph: the agency (how to reach it) and its trips as an ItemList of their pages, the form search
 * engines read on a list page. Each trip page carries the trip itself with its rupee offer (tripJsonLd), so the list
 * repeats neither names nor prices.
 */
export function landingJsonLd(business: BusinessConfig, trips: Pick<Trip, 'id'>[]): object {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'TravelAgency',
        name: business.companyName,
        url: absoluteUrl(business.siteUrl, '/trips'),
        telephone: business.phone,
        email: business.email,
        address: business.address,
        sameAs: Object.values(business.social).filter(Boolean),
      },
      {
        '@type': 'ItemList',
        itemListElement: trips.map((trip, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          url: absoluteUrl(business.siteUrl, `/trip/${trip.id}`),
        })),
      },
    ],
  };
}
