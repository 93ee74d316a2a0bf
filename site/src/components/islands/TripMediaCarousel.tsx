/**
 * A trip card's media carousel (docs/product.md#screens, #states): video first, then images; advances every 4 seconds
 * when there is more than one item and wraps around. Pauses while hovered or focused, has a pause
 * control, stands still under prefers-reduced-motion (useAutoAdvance) and follows a swipe.
 */
import { useState } from 'react';
import { limits } from '@travel/server/domain';
import type { MediaItem } from '../../lib/media.ts';
import { responsiveImage } from '../../lib/images.ts';
import { PauseControl } from './PauseControl.tsx';
import { useAutoAdvance, useSwipe } from './useAutoAdvance.ts';

interface Props {
  media: MediaItem[];
  place: string;
  sizes: string;
}

export default function TripMediaCarousel({ media, place, sizes }: Props) {
  const [index, setIndex] = useState(0);
  const count = media.length;
  const current = media[index] ?? media[0];
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const motion = useAutoAdvance({ enabled: count > 1, intervalMs: limits.tripCardCarouselMs, onTick: () => go(1) });
  const swipe = useSwipe(go);

  return (
    <div
      className="media-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={`${place} photos and video`}
      {...motion.pauseHandlers}
    >
      {/* Only the shown item is in the page: hidden slides would weigh down the cached HTML. */}
      <div className="media-slide" aria-label={`${index + 1} of ${count}`} {...swipe}>
        {current.kind === 'video' ? (
          <video
            key={current.src}
            src={current.src}
            muted
            playsInline
            loop
            controls
            preload="metadata"
            width={640}
            height={400}
            aria-label={`${place} video`}
          />
        ) : (
          <img
            key={current.src}
            {...responsiveImage(current.src, sizes)}
            alt={`${place}, photo ${index + 1}`}
            width={640}
            height={400}
            loading="lazy"
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
          {motion.showControl && <PauseControl stopped={motion.stopped} onToggle={motion.toggleStopped} label="slideshow" />}
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
