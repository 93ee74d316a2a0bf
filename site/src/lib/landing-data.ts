/**
 * What the landing page reads, with the product's (docs/product.md#errors) failure rules: trips and reviews failures become the
 * sections' error states; a statistics failure is only logged and the defaults stay.
 */
import { defaultStatistics, messages } from '@travel/server/domain';
import type { PublicReview, Statistics, Trip } from '@travel/server/entities';
import type { SiteData } from '@travel/server/site-data';

export interface LandingData {
  trips: Trip[] | { error: string };
  reviews: PublicReview[] | null;
  statistics: Statistics;
  /** False when any read failed: such a page must not be cached. */
  complete: boolean;
}

const isStatistics = (value: unknown): value is Statistics =>
  typeof value === 'object' &&
  value !== null &&
  ['amazingTrips', 'happyTravelers', 'destinations'].every((key) => Number.isFinite((value as Record<string, unknown>)[key]));

export async function loadLanding(siteData: Pick<SiteData, 'listTrips' | 'listReviews' | 'getStatistics'>): Promise<LandingData> {
  const [trips, reviews, statistics] = await Promise.allSettled([siteData.listTrips(), siteData.listReviews(), siteData.getStatistics()]);
  let complete = true;
  let tripsResult: LandingData['trips'];
  if (trips.status === 'rejected') {
    complete = false;
    console.error('Landing page: trips could not be loaded', trips.reason);
    tripsResult = { error: messages.loadTripsFailed };
  } else if (!Array.isArray(trips.value)) {
    complete = false;
    tripsResult = { error: messages.invalidDataFormat };
  } else tripsResult = trips.value;

  let reviewsResult: PublicReview[] | null = null;
  if (reviews.status === 'fulfilled' && Array.isArray(reviews.value)) reviewsResult = reviews.value;
  else {
    complete = false;
    console.error('Landing page: reviews could not be loaded', reviews.status === 'rejected' ? reviews.reason : 'not a list');
  }

  let statisticsResult: Statistics = { ...defaultStatistics };
  if (statistics.status === 'fulfilled' && isStatistics(statistics.value)) statisticsResult = statistics.value;
  else {
    complete = false;
    console.error('Landing page: statistics could not be loaded', statistics.status === 'rejected' ? statistics.reason : 'bad shape');
  }
  return { trips: tripsResult, reviews: reviewsResult, statistics: statisticsResult, complete };
}
