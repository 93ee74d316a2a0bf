/**
 * What the public site's pages and the public API read (`app.siteData`, handed to Astro as
 * `locals.siteData`), plus the business details from configuration. Each list is read once per
 * change of public content and shared by every page and API response until the next change.
 */
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { ContentEvents } from './services/content-events.ts';
import type { PublicReview, Statistics, Trip } from './domain/index.ts';
import { listPublicReviews } from './repositories/reviews.ts';
import { getStatistics } from './repositories/statistics.ts';
import { listTrips } from './repositories/trips.ts';

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
  listTrips(): Promise<Trip[]>;
  listReviews(): Promise<PublicReview[]>;
  getStatistics(): Promise<Statistics>;
  getTrip(id: string): Promise<Trip | null>;
  business: BusinessConfig;
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

/** A read shared until public content changes; a failed read is tried again by the next caller. */
function readOncePerChange<T>(events: ContentEvents, read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  events.onContentChanged(() => {
    current = null;
  });
  return () => {
    if (current) return current;
    const reading = read();
    current = reading;
    reading.catch(() => {
      if (current === reading) current = null;
    });
    return reading;
  };
}

export function createSiteData(db: Kysely<Database>, config: Config, events: ContentEvents): SiteData {
  const trips = readOncePerChange(events, async () => (await listTrips(db)).trips);
  return {
    listTrips: trips,
    listReviews: readOncePerChange(events, () => listPublicReviews(db)),
    getStatistics: readOncePerChange(events, () => getStatistics(db)),
    // Every trip is public: a trip page is one of the listed trips.
    getTrip: async (id) => (await trips()).find((trip) => trip.id === id) ?? null,
    business: businessConfig(config),
  };
}
