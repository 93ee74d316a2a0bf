/**
 * What the public site's pages and the public API read (`app.siteData`, handed to Astro as
 * `locals.siteData`), plus the business details from configuration. Each list is read once per
 * change of public content and shared by every page and API response until the next change.
 * Pages get our images under /uploads/ (whichever storage holds them) so they can offer resized
 * variants; the API answers the stored addresses.
 */
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import { calendarDay, type CancellationTier, matchesTripSearch, type PolicySlug, type TripSearch } from './domain/index.ts';
import type { NextDeparture, PaymentProvider, PublicReview, Statistics, Trip } from './entities/index.ts';
import type { UpcomingDeparture } from './entities/departure.ts';
import { listUpcomingOpenDepartures, seatContextOf, withNextDeparture } from './repositories/departures.ts';
import { listPublicReviews } from './repositories/reviews.ts';
import { getStatistics } from './repositories/statistics.ts';
import { listTrips } from './repositories/trips.ts';
import type { ContentEvents } from './services/catalogue/content-events.ts';
import { siteUploadPath } from './services/media/media-variants.ts';
import { readPolicyFiles } from './services/media/policy-files.ts';

export interface BusinessConfig {
  companyName: string;
  phone: string;
  email: string;
  address: string;
  whatsappNumber: string;
  whatsappGreeting: string;
  social: { instagram: string; facebook: string; youtube: string };
  externalReviewsUrl: string;
  /** EXTERNAL_RATING: the hero badge's value, out of 5. */
  externalRating: number;
  certificationImageUrl: string;
  /** CANCELLATION_POLICY's tiers, stated on the Cancellation and Refunds page (and of a trip without its own). */
  cancellationPolicy: CancellationTier[];
  /** The business's GST state: the reservation form's default state. */
  stateCode: string;
  /** The operator's Markdown for the policy pages (POLICIES_DIR); a page without one shows its default. */
  policyTexts: Partial<Record<PolicySlug, string>>;
  /** Public origin for absolute links (Open Graph, sitemap); empty: taken from the request. */
  siteUrl: string;
}

type TripWithNextDeparture = Trip & { nextDeparture?: NextDeparture | null };

export interface SiteData {
  /** The same reads with images as stored, for the public API. */
  publicApi: {
    listTrips(): Promise<TripWithNextDeparture[]>;
    listReviews(): Promise<PublicReview[]>;
    getTrip(id: string): Promise<TripWithNextDeparture | null>;
    /** The trips meeting every filter (domain/trip-search.ts), in the catalogue's order. */
    searchTrips(search: TripSearch): Promise<TripWithNextDeparture[]>;
  };
  /** Every upcoming open departure with seats left as the ledger counts them, by date: the departures calendar. */
  listDepartures(): Promise<UpcomingDeparture[]>;
  /** searchTrips for the pages (images under /uploads/). */
  searchTrips(search: TripSearch): Promise<TripWithNextDeparture[]>;
  /** With each trip's next open departure (seats left), for the landing cards. */
  listTrips(): Promise<TripWithNextDeparture[]>;
  listReviews(): Promise<PublicReview[]>;
  getStatistics(): Promise<Statistics>;
  getTrip(id: string): Promise<Trip | null>;
  business: BusinessConfig;
  /** How travellers pay: the booking page shows offline instructions at once, or offers Razorpay Checkout. */
  paymentProvider: PaymentProvider;
  /** OTP_RESEND_SECONDS: the code page counts its resend wait from the server's own. */
  otpResendSeconds: number;
  /** TRAVELLER_DATA_DAYS: the traveller's form says when medical notes, ID digits and emergency contacts are erased. */
  travellerDataDays: number;
  /** REFERRAL_DISCOUNT and REFERRAL_REWARD (rupees): My Bookings' referral block says what a friend gets and what it earns. */
  referral: { discount: number; reward: number };
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
    externalRating: config.EXTERNAL_RATING,
    cancellationPolicy: config.cancellationPolicy,
    stateCode: config.businessStateCode,
    policyTexts: readPolicyFiles(config.POLICIES_DIR),
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
  const apiTrips = readOncePerChange(events, async () => withNextDeparture(db, (await listTrips(db)).trips, new Date(), config.TIME_ZONE));
  const apiReviews = readOncePerChange(events, () => listPublicReviews(db));
  const sitePath = siteUploadPath(config);
  const withSitePaths = <T extends { images: string[] }>(item: T): T => ({ ...item, images: (item.images ?? []).map(sitePath) });
  const pageTrips = readOncePerChange(events, async () => (await apiTrips()).map(withSitePaths));
  // Seats change through the ledger, which announces a content change too: these stay the ledger's figures.
  const departures = readOncePerChange(events, () => {
    const now = new Date();
    return listUpcomingOpenDepartures(db, calendarDay(now, config.TIME_ZONE), seatContextOf(config, now));
  });
  const departuresByTrip = readOncePerChange(events, async () => {
    const byTrip = new Map<string, UpcomingDeparture[]>();
    for (const departure of await departures()) byTrip.set(departure.tripId, [...(byTrip.get(departure.tripId) ?? []), departure]);
    return byTrip;
  });
  const search = async <T extends TripWithNextDeparture>(list: Promise<T[]>, filters: TripSearch): Promise<T[]> => {
    const [trips, byTrip] = await Promise.all([list, departuresByTrip()]);
    return trips.filter((trip) => matchesTripSearch(trip, byTrip.get(trip.id) ?? [], filters));
  };
  // Every trip is public: a trip page is one of the listed trips.
  const findIn = async <T extends { id: string }>(list: Promise<T[]>, id: string) =>
    (await list).find((trip) => trip.id === id.toLowerCase()) ?? null;
  return {
    publicApi: {
      listTrips: apiTrips,
      listReviews: apiReviews,
      getTrip: (id) => findIn(apiTrips(), id),
      searchTrips: (filters) => search(apiTrips(), filters),
    },
    listDepartures: departures,
    searchTrips: (filters) => search(pageTrips(), filters),
    listTrips: pageTrips,
    listReviews: readOncePerChange(events, async () => (await apiReviews()).map(withSitePaths)),
    getStatistics: readOncePerChange(events, () => getStatistics(db)),
    getTrip: (id) => findIn(pageTrips(), id),
    business: businessConfig(config),
    paymentProvider: config.PAYMENT_PROVIDER,
    otpResendSeconds: config.OTP_RESEND_SECONDS,
    travellerDataDays: config.TRAVELLER_DATA_DAYS,
    referral: { discount: config.REFERRAL_DISCOUNT, reward: config.REFERRAL_REWARD },
  };
}
