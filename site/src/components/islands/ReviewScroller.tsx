/**
 * Traveler Reviews scroller (docs/product.md#screens, #states): scrolls 280 px every 3 seconds and wraps to the start at
 * the end when there is more than one review; media open in a new tab, videos in a small player window.
 * A review with media shows the media instead of its text (docs/product.md#screens review preview note).
 */
import { useRef } from 'react';
import { formatDate, limits, reviewerText } from '@travel/server/domain';
import type { PublicReview } from '@travel/server/domain';
import { prefersReducedMotion } from '../../lib/motion.ts';
import { PauseControl } from './PauseControl.tsx';
import { useAutoAdvance } from './useAutoAdvance.ts';
import { responsiveImage } from '../../lib/images.ts';

export type ReviewCardData = Pick<PublicReview, '_id' | 'reviewerName' | 'rating' | 'reviewText' | 'images' | 'video' | 'createdAt'> & {
  trip: { place: string } | null;
};

interface Props {
  reviews: ReviewCardData[];
}

const VIDEO_WINDOW = 'width=720,height=420,noopener';

export function openVideoWindow(src: string): void {
  window.open(src, 'review-video', VIDEO_WINDOW);
}

export function scrollStep(scrollLeft: number, clientWidth: number, scrollWidth: number): number {
  // At the end (within a pixel of rounding), wrap to the start; otherwise move one step on.
  return scrollLeft + clientWidth >= scrollWidth - 1 ? 0 : scrollLeft + limits.reviewsScrollerStepPx;
}

function Stars({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="stars" role="img" aria-label={`Rated ${value} out of 5`}>
      {'★'.repeat(value)}
      <span className="stars-empty">{'★'.repeat(5 - value)}</span>
    </span>
  );
}

export default function ReviewScroller({ reviews }: Props) {
  const trackRef = useRef<HTMLUListElement>(null);
  const motion = useAutoAdvance({
    enabled: reviews.length > 1,
    intervalMs: limits.reviewsScrollerMs,
    onTick: () => {
      const track = trackRef.current;
      if (track) track.scrollTo({ left: scrollStep(track.scrollLeft, track.clientWidth, track.scrollWidth), behavior: 'smooth' });
    },
  });

  const scrollBy = (direction: 1 | -1) =>
    trackRef.current?.scrollBy({ left: direction * limits.reviewsScrollerStepPx, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });

  return (
    <div className="review-scroller" {...motion.pauseHandlers}>
      <ul className="review-track" ref={trackRef} aria-label="Traveler reviews" tabIndex={0}>
        {reviews.map((review) => {
          const hasMedia = review.images.length > 0 || Boolean(review.video);
          const name = reviewerText(review.reviewerName);
          return (
            <li className="review-card" key={review._id} data-review-id={review._id}>
              <div className="review-head">
                <span className="review-avatar" aria-hidden="true">
                  {name.charAt(0).toUpperCase()}
                </span>
                <div>
                  <p className="review-name">{name}</p>
                  <Stars rating={review.rating} />
                </div>
              </div>
              {hasMedia ? (
                <div className="review-media">
                  {review.images.map((src, i) => (
                    <a key={src + i} href={src} target="_blank" rel="noopener noreferrer" aria-label={`Open photo ${i + 1} from ${name}`}>
                      <img {...responsiveImage(src, '120px')} alt="" width={96} height={96} loading="lazy" decoding="async" />
                    </a>
                  ))}
                  {review.video && (
                    <button
                      type="button"
                      className="review-video"
                      aria-label={`Play video from ${name}`}
                      onClick={() => openVideoWindow(review.video as string)}
                    >
                      ▶
                    </button>
                  )}
                </div>
              ) : (
                <p className="review-text">{review.reviewText}</p>
              )}
              <p className="review-meta">
                {review.trip?.place ? <span>{review.trip.place} · </span> : null}
                <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
              </p>
            </li>
          );
        })}
      </ul>
      {reviews.length > 1 && (
        <div className="review-controls">
          {motion.showControl && (
            <PauseControl stopped={motion.stopped} onToggle={motion.toggleStopped} label="reviews" className="btn btn-outline btn-small" />
          )}
          <button type="button" className="btn btn-outline btn-small" aria-label="Previous reviews" onClick={() => scrollBy(-1)}>
            ‹
          </button>
          <button type="button" className="btn btn-outline btn-small" aria-label="Next reviews" onClick={() => scrollBy(1)}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}
