/**
 * The floating Reviews and chat buttons sit in the bottom corners; on a phone they would cover a
 * trip card's buttons as the card scrolls past. While any card's buttons are in the bottom band of
 * the screen, <html> gets `floats-aside` and the CSS moves both buttons out of the way.
 */
const CARD_BUTTONS = '.trip-actions, .trip-head';
/** Tall enough for the 56 px chat button, its close button and the margin under it. */
const BOTTOM_BAND_PX = 110;

export function installFloatingButtonsAside(target: Document = document): () => void {
  const rows = [...target.querySelectorAll(CARD_BUTTONS)];
  if (rows.length === 0 || typeof IntersectionObserver === 'undefined') return () => {};
  const inBand = new Set<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inBand.add(entry.target);
        else inBand.delete(entry.target);
      }
      target.documentElement.classList.toggle('floats-aside', inBand.size > 0);
    },
    // Only the bottom band of the viewport counts.
    { rootMargin: `-${Math.max(0, window.innerHeight - BOTTOM_BAND_PX)}px 0px 0px 0px` },
  );
  for (const row of rows) observer.observe(row);
  return () => observer.disconnect();
}
