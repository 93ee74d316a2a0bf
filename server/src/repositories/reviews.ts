/** Review queries; each review carries its trip's id and place when it is about one. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, ReviewsTable } from '../db/schema.ts';
import { type PublicReview, type Review, toReview } from '../entities/review.ts';
import { isVerifiedTravellerReview } from '../domain/index.ts';
import { idsFilter, likePattern, type ListParams, page, UUID } from './list-query.ts';

export const reviewSortFields = ['id', 'createdAt', 'updatedAt', 'reviewerName', 'rating'] as const;
export type ReviewSortField = (typeof reviewSortFields)[number];

const selectReviews = (db: Kysely<Database>) => db.selectFrom('reviews').leftJoin('trips', 'trips.id', 'reviews.tripId');

export async function listReviews(
  db: Kysely<Database>,
  params?: ListParams<ReviewSortField>,
): Promise<{ reviews: Review[]; total: number }> {
  let query = selectReviews(db);
  // Filters: q (name or text), status, source, rating, id.
  const q = params?.filter.q;
  if (typeof q === 'string' && q.trim()) {
    const pattern = likePattern(q.trim());
    query = query.where((eb) => eb.or([eb('reviews.reviewerName', 'ilike', pattern), eb('reviews.reviewText', 'ilike', pattern)]));
  }
  for (const field of ['status', 'source'] as const) {
    const value = params?.filter[field];
    if (typeof value === 'string' && value) query = query.where(`reviews.${field}`, '=', value as Review[typeof field]);
  }
  const rating = Number(params?.filter.rating);
  if (params?.filter.rating !== undefined && Number.isInteger(rating)) query = query.where('reviews.rating', '=', rating);
  const ids = idsFilter(params?.filter.id);
  if (ids) query = ids.length ? query.where('reviews.id', 'in', ids) : query.where(({ lit }) => lit(false));
  const { total } = await query.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = page(
    query
      .selectAll('reviews')
      .select('trips.place as tripPlace')
      .orderBy(`reviews.${params?.sortField ?? 'createdAt'}`, params?.sortOrder ?? 'desc')
      .orderBy('reviews.id'),
    params,
  );
  return { reviews: (await rows.execute()).map(toReview), total: Number(total) };
}

export async function findReview(db: Kysely<Database>, id: string): Promise<Review | null> {
  if (!UUID.test(id)) return null;
  const row = await selectReviews(db)
    .selectAll('reviews')
    .select('trips.place as tripPlace')
    .where('reviews.id', '=', id)
    .executeTakeFirst();
  return row ? toReview(row) : null;
}

export async function insertReview(db: Kysely<Database>, values: Insertable<ReviewsTable>): Promise<Review> {
  const { id } = await db.insertInto('reviews').values(values).returning('id').executeTakeFirstOrThrow();
  return (await findReview(db, id))!;
}

export async function updateReview(db: Kysely<Database>, id: string, values: Updateable<ReviewsTable>): Promise<Review | null> {
  const row = await db
    .updateTable('reviews')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row ? findReview(db, id) : null;
}

export async function deleteReview(db: Kysely<Database>, id: string): Promise<Review | null> {
  const review = await findReview(db, id);
  if (!review) return null;
  await db.deleteFrom('reviews').where('id', '=', id).execute();
  return review;
}

export async function countReviews(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('reviews')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The public list: published reviews only, newest first, each item also named `_id` (docs/product.md#entities), and
 * `verified` from its booking's status now (the bookings table's change notice refreshes the cached list).
 */
export async function listPublicReviews(db: Kysely<Database>): Promise<PublicReview[]> {
  const { reviews } = await listReviews(db, {
    sortField: 'createdAt',
    sortOrder: 'desc',
    offset: 0,
    limit: null,
    filter: { status: 'published' },
  });
  const bookingIds = reviews.flatMap((review) => (review.bookingId ? [review.bookingId] : []));
  const statuses = new Map(
    bookingIds.length
      ? (await db.selectFrom('bookings').select(['id', 'status']).where('id', 'in', bookingIds).execute()).map((row) => [
          row.id,
          row.status,
        ])
      : [],
  );
  return reviews.map(({ bookingId, ...review }) => ({
    ...review,
    _id: review.id,
    verified: isVerifiedTravellerReview(review, (bookingId && statuses.get(bookingId)) || null),
  }));
}

/** The review written for a booking, if any (one per booking). */
export async function findBookingReview(db: Kysely<Database>, bookingId: string): Promise<Review | null> {
  if (!UUID.test(bookingId)) return null;
  const row = await selectReviews(db)
    .selectAll('reviews')
    .select('trips.place as tripPlace')
    .where('reviews.bookingId', '=', bookingId)
    .executeTakeFirst();
  return row ? toReview(row) : null;
}
