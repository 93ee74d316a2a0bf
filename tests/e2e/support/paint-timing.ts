/**
 * What a page painted and fetched, and when, read in Chromium through the browser's own timing entries: the largest
 * contentful paint candidates and the script files requested. Used to check that no script competes with a page's
 * largest paint (site/src/directives/page-painted.ts).
 */

/** The largest-paint candidates a page recorded, in order: where each was and when it reached the screen. */
export interface LargestPaints {
  painted: { where: string; startTime: number }[];
}

/** An init script (page.addInitScript): records every largest-contentful-paint candidate from the first frame on. */
export function largestPaintRecorder(): void {
  const painted: LargestPaints['painted'] = [];
  (window as unknown as LargestPaints).painted = painted;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
      const where = entry.element?.closest('.hero') ? 'hero' : entry.element?.closest('.gallery') ? 'gallery' : 'other';
      painted.push({ where, startTime: entry.startTime });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Run in the page (page.evaluate): when the first candidate painted `where` (or the first candidate at all) reached the
 * screen, and every script file the page requested with its start time.
 */
export function scriptsAroundLargestPaint(where?: string): { paintedAt: number; scripts: { name: string; startTime: number }[] } {
  const { painted } = window as unknown as LargestPaints;
  const paint = where ? painted.find((candidate) => candidate.where === where) : painted[0];
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.initiatorType === 'script' || /\.js(\?|$)/.test(new URL(entry.name).pathname))
    .map(({ name, startTime }) => ({ name, startTime }));
  return { paintedAt: paint?.startTime ?? Number.POSITIVE_INFINITY, scripts };
}

/**
 * Run in the page (page.evaluate): when the page's hero photo (`img[fetchpriority="high"]`) had arrived, from the
 * browser's resource timing, and every script file requested. The photo's own largest-paint entry is not a dependable
 * clock for it: Chromium gives the server-rendered photo none on some runs (the page then starts its scripts once the
 * photo is decoded and drawn, site/src/directives/page-painted.ts) and reports one only for a later paint.
 */
export function scriptsAroundHeroPhoto(): { arrivedAt: number; scripts: { name: string; startTime: number }[] } {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const photo = hero ? resources.find((entry) => entry.name === hero.currentSrc) : undefined;
  const scripts = resources
    .filter((entry) => entry.initiatorType === 'script' || /\.js(\?|$)/.test(new URL(entry.name).pathname))
    .map(({ name, startTime }) => ({ name, startTime }));
  return { arrivedAt: photo?.responseEnd ?? Number.POSITIVE_INFINITY, scripts };
}
