/** schema.org metadata: the agency on the landing page, a TouristTrip with its rupee offer on a trip page. */
import { daysText, placeText } from '@travel/server/domain';
import type { Trip } from '@travel/server/domain';
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

export function landingJsonLd(business: BusinessConfig, trips: Trip[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: business.companyName,
    url: absoluteUrl(business.siteUrl, '/trips'),
    telephone: business.phone,
    email: business.email,
    address: business.address,
    sameAs: Object.values(business.social).filter(Boolean),
    makesOffer: trips.slice(0, 24).map((trip) => ({
      '@type': 'Offer',
      price: Number(trip.price),
      priceCurrency: 'INR',
      itemOffered: { '@type': 'TouristTrip', name: placeText(trip.place), url: absoluteUrl(business.siteUrl, `/trip/${trip.id}`) },
    })),
  };
}
