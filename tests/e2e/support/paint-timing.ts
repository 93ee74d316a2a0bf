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
 * Run in the page (page.evaluate; self-contained, as the browser runs it): every script file the page requested with
 * its start time; when the first largest-paint candidate at `where` (or the first at all) reached the screen; and when
 * the page's hero photo (`img[fetchpriority="high"]`) had arrived, from resource timing. On a trip page the photo's
 * own paint entry is not a dependable clock: Chromium gives the server-rendered photo none on some runs (the page then
 * starts its scripts once the photo is decoded and drawn, site/src/directives/page-painted.ts) and reports one only
 * for a later paint.
 */
export function scriptsAroundLargestPaint(where?: string): {
  paintedAt: number;
  photoArrivedAt: number;
  scripts: { name: string; startTime: number }[];
} {
  const { painted } = window as unknown as LargestPaints;
  const paint = where ? painted?.find((candidate) => candidate.where === where) : painted?.[0];
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const photo = hero ? resources.find((entry) => entry.name === hero.currentSrc) : undefined;
  const scripts = resources
    .filter((entry) => entry.initiatorType === 'script' || /\.js(\?|$)/.test(new URL(entry.name).pathname))
    .map(({ name, startTime }) => ({ name, startTime }));
  return {
    paintedAt: paint?.startTime ?? Number.POSITIVE_INFINITY,
    photoArrivedAt: photo?.responseEnd ?? Number.POSITIVE_INFINITY,
    scripts,
  };
}
