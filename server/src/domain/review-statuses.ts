/** A review's status and who wrote it (docs/product.md#reviews-from-travellers): apart, so the entity imports no rules. */

/** A review waits as `pending` until an admin publishes it; the public lists show `published` ones only. */
export const reviewStatuses = ['pending', 'published'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
/** Who wrote it: an admin in the back office, or the traveller of a booking. */
export const reviewSources = ['admin', 'traveller'] as const;
export type ReviewSource = (typeof reviewSources)[number];

export const isReviewStatus = (value: unknown): value is ReviewStatus => (reviewStatuses as readonly unknown[]).includes(value);
