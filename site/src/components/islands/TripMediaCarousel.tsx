/**
 * A trip card's media carousel (SPEC §2, §4): video first, then images; advances every 4 seconds
 * when there is more than one item and wraps around. Pauses while hovered or focused and under
 * prefers-reduced-motion.
 */
import { useEffect, useState } from 'react';
import { limits } from '@travel/server/domain';
import type { MediaItem } from '../../lib/media.ts';
import { responsiveImage } from '../../lib/images.ts';
import { prefersReducedMotion } from '../../lib/motion.ts';

interface Props {
  media: MediaItem[];
  place: string;
  sizes: string;
  /** Whether the first image may load lazily (cards below the fold). */
  lazy?: boolean;
}

export default function TripMediaCarousel({ media, place, sizes, lazy = true }: Props) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = media.length;
  const current = media[index] ?? media[0];

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), limits.tripCardCarouselMs);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <div
      className="media-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={`${place} photos and video`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* Only the shown item is in the page: hidden slides would weigh down the cached HTML. */}
      <div className="media-slide" aria-label={`${index + 1} of ${count}`}>
        {current.kind === 'video' ? (
          <video key={current.src} src={current.src} muted playsInline loop controls preload="metadata" width={640} height={400} aria-label={`${place} video`} />
        ) : (
          <img
            key={current.src}
            {...responsiveImage(current.src, sizes)}
            alt={`${place}, photo ${index + 1}`}
            width={640}
            height={400}
            loading={lazy || index > 0 ? 'lazy' : 'eager'}
            fetchPriority={!lazy && index === 0 ? 'high' : undefined}
            decoding="async"
          />
        )}
      </div>
      {count > 1 && (
        <>
          <button type="button" className="media-nav prev" aria-label="Previous photo" onClick={() => go(-1)}>
            ‹
          </button>
          <button type="button" className="media-nav next" aria-label="Next photo" onClick={() => go(1)}>
            ›
          </button>
          <div className="media-dots" aria-hidden="true">
            {media.map((item, i) => (
              <span key={item.src + i} className={i === index ? 'dot active' : 'dot'} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
