/**
 * Traveler Reviews scroller (docs/product.md#screens, #states): scrolls 280 px every 3 seconds and wraps to the start at
 * the end when there is more than one review; media open in a new tab, videos in a small player window.
 * The cards are server-rendered children (components/ReviewCard.astro): the island adds the motion, the
 * previous/next and pause controls, and opens a card's video.
 */
import { useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { limits } from '@travel/server/domain';
import { mediaLabelsEn, type MediaLabels } from '../../i18n/media-en.ts';
import { prefersReducedMotion } from '../../lib/motion.ts';
import { PauseControl } from './PauseControl.tsx';
import { useAutoAdvance } from './useAutoAdvance.ts';

interface Props {
  /** How many reviews the children show. */
  count: number;
  /** The `.review-track` list of cards. */
  children?: ReactNode;
  /** The controls' names in the page's language (default English). */
  t?: Pick<MediaLabels, 'playReviews' | 'pauseReviews' | 'previousReviews' | 'nextReviews'>;
}

const VIDEO_WINDOW = 'width=720,height=420,noopener';

export function openVideoWindow(src: string): void {
  window.open(src, 'review-video', VIDEO_WINDOW);
}

export function scrollStep(scrollLeft: number, clientWidth: number, scrollWidth: number): number {
  // At the end (within a pixel of rounding), wrap to the start; otherwise move one step on.
  return scrollLeft + clientWidth >= scrollWidth - 1 ? 0 : scrollLeft + limits.reviewsScrollerStepPx;
}

/** A card's video button (`data-video`, ReviewCard) opens the video in a small player window. */
function openClickedVideo(event: MouseEvent<HTMLElement>): void {
  const button = (event.target as Element).closest<HTMLElement>('button[data-video]');
  if (button?.dataset.video) openVideoWindow(button.dataset.video);
}

export default function ReviewScroller({ count, children, t = mediaLabelsEn }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const track = () => rootRef.current?.querySelector<HTMLElement>('.review-track') ?? null;
  const motion = useAutoAdvance({
    enabled: count > 1,
    intervalMs: limits.reviewsScrollerMs,
    onTick: () => {
      const list = track();
      if (list) list.scrollTo({ left: scrollStep(list.scrollLeft, list.clientWidth, list.scrollWidth), behavior: 'smooth' });
    },
  });

  const scrollBy = (direction: 1 | -1) =>
    track()?.scrollBy({ left: direction * limits.reviewsScrollerStepPx, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });

  return (
    <div className="review-scroller" ref={rootRef} onClick={openClickedVideo} {...motion.pauseHandlers}>
      {children}
      {count > 1 && (
        <div className="review-controls">
          {motion.showControl && (
            <PauseControl
              stopped={motion.stopped}
              onToggle={motion.toggleStopped}
              label="reviews"
              className="btn btn-outline btn-small"
              names={{ play: t.playReviews, pause: t.pauseReviews }}
            />
          )}
          <button type="button" className="btn btn-outline btn-small" aria-label={t.previousReviews} onClick={() => scrollBy(-1)}>
            ‹
          </button>
          <button type="button" className="btn btn-outline btn-small" aria-label={t.nextReviews} onClick={() => scrollBy(1)}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}
