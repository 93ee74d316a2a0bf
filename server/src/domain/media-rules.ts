/**
 * A review's media (docs/product.md#rules): up to 3 images or 1 video, not both. One rule for the
 * admin form (files as they are picked, domain/files.ts) and the API (the review as it is saved).
 */
import { messages } from './messages.ts';

export function checkImagesOrVideo(media: { images: number; videos: number }): string | null {
  return media.images > 0 && media.videos > 0 ? messages.bothImagesAndVideo : null;
}

/** The same rule for a review as stored: its image URLs and its video URL. */
export const checkReviewMedia = (review: { images?: unknown; video?: unknown }): string | null =>
  checkImagesOrVideo({ images: Array.isArray(review.images) ? review.images.length : 0, videos: review.video ? 1 : 0 });
