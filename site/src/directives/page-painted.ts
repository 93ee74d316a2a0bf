/**
 * When island and page scripts may start: once the page's largest paint is on screen, then when the browser is idle.
 * Scripts fetched earlier share the first round trips with the HTML and the hero photo that paint, and a slow phone
 * would run them before it draws anything (a later largest contentful paint). The signal is the first largest-contentful-paint entry
 * (reported once that frame is presented); a page with a hero photo (`img[fetchpriority="high"]`, the trip gallery)
 * waits for the photo's own entry instead, or, where the photo gets none (smaller than the largest text, or too plain
 * for Chromium to count it), for the photo to be decoded and two frames drawn after it. Browsers without that entry
 * type wait for the load event. A page opened in a background tab paints nothing until shown, so a timer starts the
 * scripts anyway; and a press (pointer or key) before any of that starts them at once.
 * Bundled into each directive's inline script: keep it small.
 */
const GIVE_UP_MS = 5000;

export function afterPagePainted(start: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  // `now`: the visitor pressed something, and is waiting for the page to answer; no reason to wait for idle time.
  const begin = (now?: boolean) => {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const type of interactions) removeEventListener(type, pressed, true);
    if (!now && 'requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1000 });
    else setTimeout(start, 1);
  };
  const interactions = ['pointerdown', 'keydown'];
  const pressed = () => begin(true);
  for (const type of interactions) addEventListener(type, pressed, { capture: true, passive: true });
  const found = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const hero = found && !(found.complete && found.naturalWidth === 0) ? found : null;
  if (hero) {
    // Decoded, then the frame that draws it and one more: the photo is on screen whatever its own timing entry says.
    const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => begin()));
    const loaded = () => void hero.decode().then(painted, painted);
    if (hero.complete) loaded();
    else {
      hero.addEventListener('load', loaded, { once: true });
      hero.addEventListener('error', () => begin(), { once: true });
    }
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      if (!hero || entries.some((entry) => entry.element === hero)) begin();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else if (document.readyState === 'complete') begin();
  else window.addEventListener('load', () => begin(), { once: true });
  setTimeout(() => begin(), GIVE_UP_MS);
}
