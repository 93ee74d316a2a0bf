/**
 * A trip card's media carousel (docs/product.md#screens, #states): video first, then images; advances every 4 seconds
 * when there is more than one item and wraps around. Pauses while hovered or focused, has a pause
 * control, stands still under prefers-reduced-motion (useAutoAdvance) and follows a swipe.
 * The page carries only the first item and the number of items; the others come from the public trips API
 * (lib/card-media) once the carousel is on screen, and until they do the controls and the motion wait.
 */
import { useEffect, useState } from 'react';
import { limits } from '@travel/server/domain';
import { loadCardMedia } from '../../lib/card-media.ts';
import type { MediaItem } from '../../lib/media.ts';
import { responsiveImage, tripCardSizes } from '../../lib/images.ts';
import { mediaLabelsEn, type MediaLabels } from '../../i18n/media-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { PauseControl } from './PauseControl.tsx';
import { useAutoAdvance, useSwipe } from './useAutoAdvance.ts';

/** The labels a card's carousel uses: only these ride in each card's props. */
const cardKeys = ['carousel', 'slide', 'photosAndVideo', 'slideOf', 'photo', 'video', 'previous', 'next', 'play', 'pause'] as const;
type CardMediaLabels = Pick<MediaLabels, (typeof cardKeys)[number]>;
export const cardMediaLabels = (labels: MediaLabels): CardMediaLabels =>
  Object.fromEntries(cardKeys.map((key) => [key, labels[key]])) as CardMediaLabels;

interface Props {
  tripId: string;
  place: string;
  /** The item shown first, rendered in the page. */
  first: MediaItem;
  /** How many items the trip has. */
  count: number;
  /** The labels in the page's language (default English). */
  t?: CardMediaLabels;
}

export default function TripMediaCarousel({ tripId, place, first, count: countInPage, t = mediaLabelsEn }: Props) {
  const [media, setMedia] = useState<MediaItem[] | null>(null);
  const [index, setIndex] = useState(0);
  // Busy only once live: the page's HTML (and a page without scripts) shows a finished card.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    let mounted = true;
    // Without the list (the API failed, or the trip is gone since the page was made) the first item stays alone.
    void loadCardMedia(tripId).then((items) => mounted && setMedia(items ?? [first]));
    return () => {
      mounted = false;
    };
  }, [tripId, first]);
  const count = media?.length ?? countInPage;
  const current = media?.[index] ?? first;
  const go = (step: number) => {
    if (media) setIndex((i) => (i + step + media.length) % media.length);
  };
  const motion = useAutoAdvance({ enabled: count > 1, held: !media, intervalMs: limits.tripCardCarouselMs, onTick: () => go(1) });
  const swipe = useSwipe(go);

  return (
    <div
      className="media-carousel"
      role="group"
      aria-roledescription={t.carousel}
      aria-label={fill(t.photosAndVideo, { place })}
      // Busy until the trip's other photos are read (the slideshow waits for them too), then "false" for good.
      aria-busy={hydrated ? !media : undefined}
      {...motion.pauseHandlers}
    >
      {/* Only the shown item is in the page: hidden slides would weigh down the cached HTML. */}
      <div
        className="media-slide"
        role="group"
        aria-roledescription={t.slide}
        aria-label={fill(t.slideOf, { n: index + 1, count })}
        {...swipe}
      >
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
            aria-label={fill(t.video, { place })}
          />
        ) : (
          <img
            key={current.src}
            {...responsiveImage(current.src, tripCardSizes)}
            alt={fill(t.photo, { place, n: index + 1 })}
            width={640}
            height={400}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      {count > 1 && (
        <>
          <button type="button" className="media-nav prev" aria-label={t.previous} onClick={() => go(-1)}>
            ‹
          </button>
          <button type="button" className="media-nav next" aria-label={t.next} onClick={() => go(1)}>
            ›
          </button>
          {motion.showControl && <PauseControl stopped={motion.stopped} onToggle={motion.toggleStopped} label="slideshow" names={t} />}
          <div className="media-dots" aria-hidden="true">
            {Array.from({ length: count }, (_, i) => (
              <span key={i} className={i === index ? 'dot active' : 'dot'} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
