/**
 * What the public site's pages read, handed to Astro as `locals.siteData` by the site plugin:
 * the same queries as the public API (images of ours under /uploads/, whichever storage holds them),
 * plus the business details from configuration.
 */
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { NextDeparture, PaymentProvider, PublicReview, Statistics, Trip } from './domain/index.ts';
import { withNextDeparture } from './repositories/departures.ts';
import { listPublicReviews } from './repositories/reviews.ts';
import { getStatistics } from './repositories/statistics.ts';
import { findTrip, listTrips } from './repositories/trips.ts';
import { siteUploadPath } from './services/media-variants.ts';

export interface BusinessConfig {
  companyName: string;
  phone: string;
  email: string;
  address: string;
  whatsappNumber: string;
  whatsappGreeting: string;
  social: { instagram: string; facebook: string; youtube: string };
  externalReviewsUrl: string;
  certificationImageUrl: string;
  /** Public origin for absolute links (Open Graph, sitemap); empty: taken from the request. */
  siteUrl: string;
}

export interface SiteData {
  /** With each trip's next open departure (seats left), for the landing cards. */
  listTrips(): Promise<(Trip & { nextDeparture?: NextDeparture | null })[]>;
  listReviews(): Promise<PublicReview[]>;
  getStatistics(): Promise<Statistics>;
  getTrip(id: string): Promise<Trip | null>;
  business: BusinessConfig;
  /** How travellers pay: the booking page shows offline instructions at once, or offers Razorpay Checkout. */
  paymentProvider: PaymentProvider;
}

export function businessConfig(config: Config): BusinessConfig {
  return {
    companyName: config.BUSINESS_NAME,
    phone: config.BUSINESS_PHONE,
    email: config.BUSINESS_EMAIL,
    address: config.BUSINESS_ADDRESS,
    whatsappNumber: config.WHATSAPP_NUMBER,
    whatsappGreeting: config.WHATSAPP_GREETING,
    social: { instagram: config.INSTAGRAM_URL, facebook: config.FACEBOOK_URL, youtube: config.YOUTUBE_URL },
    externalReviewsUrl: config.EXTERNAL_REVIEWS_URL,
    certificationImageUrl: config.CERTIFICATION_IMAGE_URL,
    siteUrl: config.PUBLIC_URL.replace(/\/$/, ''),
  };
}

export function createSiteData(db: Kysely<Database>, config: Config): SiteData {
  // Pages offer resized variants of our images, which they recognise by their /uploads/ address.
  const sitePath = siteUploadPath(config);
  const withSitePaths = <T extends { images: string[] }>(item: T): T => ({ ...item, images: (item.images ?? []).map(sitePath) });
  return {
    listTrips: async () => (await withNextDeparture(db, (await listTrips(db)).trips, new Date(), config.TIME_ZONE)).map(withSitePaths),
    listReviews: async () => (await listPublicReviews(db)).map(withSitePaths),
    getStatistics: () => getStatistics(db),
    getTrip: async (id) => {
      const trip = await findTrip(db, id);
      return trip && withSitePaths(trip);
    },
    business: businessConfig(config),
    paymentProvider: config.PAYMENT_PROVIDER,
  };
}
