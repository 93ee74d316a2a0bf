/**
 * Writes to what the public pages show (trips, reviews, the statistics): each one, once stored,
 * announces a content change, so the public caches follow whoever writes. A write that found
 * nothing to change (null) announces nothing. Departures and seats change through the ledger
 * (booking-ledger.ts), which announces its own.
 */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, ReviewsTable } from '../../db/schema.ts';
import type { Review } from '../../entities/review.ts';
import type { Statistics } from '../../entities/statistics.ts';
import type { Trip } from '../../entities/trip.ts';
import * as reviews from '../../repositories/reviews.ts';
import { saveStatistics as saveStatisticsRow } from '../../repositories/statistics.ts';
import * as trips from '../../repositories/trips.ts';

/** The database the content lives in, and who hears of its changes (app.contentEvents). */
export interface PublicContent {
  db: Kysely<Database>;
  events: { contentChanged(): void };
}

async function announced<T>(content: PublicContent, write: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const result = await write(content.db);
  if (result !== null) content.events.contentChanged();
  return result;
}

export const insertTrip = (content: PublicContent, values: Parameters<typeof trips.insertTrip>[1]): Promise<Trip> =>
  announced(content, (db) => trips.insertTrip(db, values));

export const updateTrip = (content: PublicContent, id: string, values: Parameters<typeof trips.updateTrip>[2]): Promise<Trip | null> =>
  announced(content, (db) => trips.updateTrip(db, id, values));

export const deleteTrip = (content: PublicContent, id: string): Promise<Trip | null> =>
  announced(content, (db) => trips.deleteTrip(db, id));

export const insertReview = (content: PublicContent, values: Insertable<ReviewsTable>): Promise<Review> =>
  announced(content, (db) => reviews.insertReview(db, values));

export const updateReview = (content: PublicContent, id: string, values: Updateable<ReviewsTable>): Promise<Review | null> =>
  announced(content, (db) => reviews.updateReview(db, id, values));

export const deleteReview = (content: PublicContent, id: string): Promise<Review | null> =>
  announced(content, (db) => reviews.deleteReview(db, id));

export const saveStatistics = (content: PublicContent, values: Statistics): Promise<Statistics> =>
  announced(content, (db) => saveStatisticsRow(db, values));
