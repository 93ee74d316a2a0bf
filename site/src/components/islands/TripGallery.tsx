/**
 * Trip detail gallery (docs/product.md#screens, #states): dots, a counter, 5-second auto-advance with more than one
 * image (wrapping), and a full-screen viewer on click. Pauses while hovered or focused, has a pause
 * control and stands still under prefers-reduced-motion (useAutoAdvance); photos follow a swipe;
 * the viewer closes on Escape and moves with the arrow keys.
 */
import { useEffect, useRef, useState } from 'react';
import { limits } from '@travel/server/domain';
import { mediaLabelsEn, type MediaLabels } from '../../i18n/media-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { resizedImageUrl, responsiveImage, tripGallerySizes } from '../../lib/images.ts';
import { PauseControl } from './PauseControl.tsx';
import { useAutoAdvance, useSwipe } from './useAutoAdvance.ts';

interface Props {
  images: string[];
  place: string;
  /** The labels in the page's language (default English). */
  t?: MediaLabels;
}

export default function TripGallery({ images, place, t = mediaLabelsEn }: Props) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const viewerRef = useRef<HTMLDialogElement>(null);
  const count = images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const motion = useAutoAdvance({ enabled: count > 1, intervalMs: limits.detailGalleryMs, held: viewerOpen, onTick: () => go(1) });
  const swipe = useSwipe(go);

  useEffect(() => {
    const dialog = viewerRef.current;
    if (!dialog) return;
    if (viewerOpen && !dialog.open) dialog.showModal();
    if (!viewerOpen && dialog.open) dialog.close();
  }, [viewerOpen]);

  if (count === 0) {
    return (
      <div className="gallery gallery-empty" aria-hidden="true">
        <svg className="placeholder-art" viewBox="0 0 320 200" preserveAspectRatio="xMidYMax slice">
          <circle cx="250" cy="52" r="22" fill="#f6c177" />
          <path d="M0 200 L90 80 L140 140 L200 60 L320 200 Z" fill="#0b6e69" opacity="0.85" />
          <path d="M0 200 L60 150 L120 185 L190 120 L260 170 L320 140 L320 200 Z" fill="#07514d" />
        </svg>
        <span className="placeholder-note">{t.comingSoon}</span>
      </div>
    );
  }

  return (
    <div
      className="gallery"
      role="group"
      aria-roledescription={t.carousel}
      aria-label={fill(t.photos, { place })}
      {...motion.pauseHandlers}
      {...swipe}
    >
      <button
        type="button"
        className="gallery-open"
        onClick={() => setViewerOpen(true)}
        aria-label={fill(t.openFullScreen, { n: index + 1, count })}
      >
        <img
          {...responsiveImage(images[index], tripGallerySizes)}
          alt={fill(t.photo, { place, n: index + 1 })}
          width={960}
          height={600}
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding="async"
        />
      </button>
      <p className="gallery-counter" aria-live="polite">
        {index + 1} / {count}
      </p>
      {count > 1 && (
        <>
          <button type="button" className="media-nav prev" aria-label={t.previous} onClick={() => go(-1)}>
            ‹
          </button>
          <button type="button" className="media-nav next" aria-label={t.next} onClick={() => go(1)}>
            ›
          </button>
          {motion.showControl && <PauseControl stopped={motion.stopped} onToggle={motion.toggleStopped} label="slideshow" names={t} />}
          <div className="gallery-dots">
            {images.map((src, i) => (
              <button
                key={src + i}
                type="button"
                className={i === index ? 'gallery-dot active' : 'gallery-dot'}
                aria-label={fill(t.show, { n: i + 1 })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      )}
      <dialog
        ref={viewerRef}
        className="viewer"
        aria-label={fill(t.viewer, { place, n: index + 1, count })}
        onCancel={(event) => {
          event.preventDefault();
          setViewerOpen(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(1);
          if (event.key === 'ArrowLeft') go(-1);
        }}
      >
        {viewerOpen && (
          <>
            <img src={resizedImageUrl(images[index], 1280)} alt={fill(t.photo, { place, n: index + 1 })} />
            <p className="viewer-counter">
              {index + 1} / {count}
            </p>
            <button type="button" className="viewer-close" aria-label={t.closeViewer} autoFocus onClick={() => setViewerOpen(false)}>
              ×
            </button>
            {count > 1 && (
              <>
                <button type="button" className="media-nav prev" aria-label={t.previous} onClick={() => go(-1)}>
                  ‹
                </button>
                <button type="button" className="media-nav next" aria-label={t.next} onClick={() => go(1)}>
                  ›
                </button>
              </>
            )}
          </>
        )}
      </dialog>
    </div>
  );
}
