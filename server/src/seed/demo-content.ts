/**
 * Demo catalogue for a new embedded database: a dozen Indian trips with photos-like scenes drawn
 * here (SVG rendered to JPEG), traveller reviews and statistics, so a first look shows a real site.
 * The data lives in demo-trips.ts and demo-reviews.ts; this file stores it through the repositories.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addDays, calendarDay, DAY_MS, TIME_ZONE, type TripTheme } from '../domain/index.ts';
import { insertReview } from '../repositories/reviews.ts';
import { saveStatistics } from '../repositories/statistics.ts';
import { insertTrip } from '../repositories/trips.ts';
import { seedDemoDepartures } from './demo-departures.ts';
import { demoReviews } from './demo-reviews.ts';
import { drawImages } from './demo-scenes.ts';
import { demoTrips } from './demo-trips.ts';

/** Which Custom Journeys each demo trip belongs to, so that the journey cards and the theme filter find some. */
const demoThemes: Record<string, TripTheme[]> = {
  ladakh: ['wild-wanderings'],
  spiti: ['wild-wanderings', 'mystic-trails'],
  goa: ['soulful-weekenders'],
  kerala: ['soulful-weekenders', 'she-travels'],
  jaisalmer: ['wild-wanderings', 'thematic-tours'],
  rishikesh: ['mystic-trails', 'soulful-weekenders'],
  meghalaya: ['wild-wanderings'],
  andaman: ['she-travels'],
  kashmir: ['she-travels'],
  hampi: ['thematic-tours', 'urban-escapes'],
  varanasi: ['mystic-trails', 'urban-escapes'],
  sikkim: ['mystic-trails'],
};

export async function seedDemoContent(
  db: Kysely<Database>,
  dataDir: string,
  depositPercent = 25,
  balanceDueDays = 15,
  timeZone = TIME_ZONE,
): Promise<{ trips: number; reviews: number; departures: number }> {
  /** The calendar day `days` from today in the business's zone. */
  const daysFromToday = (days: number) => addDays(calendarDay(new Date(), timeZone), days);
  const tripIds = new Map<string, string>();
  for (const [index, trip] of demoTrips.entries()) {
    const images = await drawImages(dataDir, trip);
    const startDate = trip.startInDays === null ? null : daysFromToday(trip.startInDays);
    const endDate = trip.startInDays === null ? null : daysFromToday(trip.startInDays + trip.lengthDays - 1);
    const created = new Date(Date.now() - (demoTrips.length - index) * 3_600_000);
    const { id } = await insertTrip(db, {
      place: trip.place,
      startDate,
      endDate,
      date: startDate,
      price: trip.price,
      days: trip.days,
      groupSize: trip.groupSize,
      description: trip.description,
      googleSheetUrl: `https://docs.google.com/forms/d/e/demo-${trip.slug}/viewform`,
      images,
      video: null,
      itineraryPdf: null,
      themes: demoThemes[trip.slug] ?? [],
      createdAt: created,
      updatedAt: created,
    });
    tripIds.set(trip.slug, id);
  }
  for (const [index, review] of demoReviews.entries()) {
    const created = new Date(Date.now() - (demoReviews.length - index) * DAY_MS);
    await insertReview(db, {
      reviewerName: review.reviewerName,
      rating: review.rating,
      reviewText: review.reviewText,
      images: [],
      video: null,
      tripId: tripIds.get(review.trip) ?? null,
      createdAt: created,
      updatedAt: created,
    });
  }
  await saveStatistics(db, { amazingTrips: demoTrips.length, happyTravelers: 850, destinations: 40 });
  const departures = await seedDemoDepartures(
    db,
    demoTrips.map((trip) => ({ id: tripIds.get(trip.slug)!, price: trip.price, groupSize: trip.groupSize, startInDays: trip.startInDays })),
    depositPercent,
    balanceDueDays,
    timeZone,
  );
  return { trips: demoTrips.length, reviews: demoReviews.length, departures };
}
