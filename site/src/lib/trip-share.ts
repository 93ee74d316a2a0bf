/**
 * What a shared trip link shows in a chat's link preview (Open Graph) and to search engines (schema.org): on the trip
 * page, and on the sign-in page the server sends a signed-out link to (`/login?return=/trip/<id>`), since a preview
 * fetcher is signed out and follows that redirect: the preview still shows the trip, its photo and its price.
 */
import type { Language } from '@travel/server/domain';
import type { Trip } from '@travel/server/entities';
import type { BusinessConfig } from '@travel/server/site-data';
import { catalogueFor, formatsFor, localePath } from '../i18n/index.ts';
import { absoluteUrl, resizedImageUrl } from './images.ts';
import { tripJsonLd } from './structured-data.ts';

export interface TripShare {
  /** '<place> · <days> from <price>', the page's heading text. */
  heading: string;
  title: string;
  description: string;
  /** The trip page's address (og:url), in the page's language. */
  url: string;
  image: string | null;
  price: number;
  jsonLd: object;
}

export function tripShare(trip: Trip, language: Language, business: BusinessConfig, origin: string): TripShare {
  const t = catalogueFor(language);
  const format = formatsFor(language);
  const place = format.place(trip);
  const heading = t.trip.heading(place, format.days(trip.days), format.rupees(trip.price));
  const summary = t.trip.description(place, format.rupees(trip.price), format.days(trip.days));
  return {
    heading,
    title: `${heading} | ${business.companyName}`,
    description: `${summary} ${format.description(trip)}`.slice(0, 300),
    url: absoluteUrl(origin, localePath(language, `/trip/${trip.id}`)),
    image: trip.images[0] ? resizedImageUrl(trip.images[0], 1280) : null,
    price: Number(trip.price),
    jsonLd: tripJsonLd({ ...business, siteUrl: origin }, trip),
  };
}
