// What `npm run bench` holds each figure to (the README quotes them): one place to read and change them.
export const benchTargets = (onPostgres) => ({
  startSeconds: 3,
  landingScriptKb: 15,
  adminScriptKb: 300,
  throughputRatio: 0.6,
  /** p99 at most this many times nginx's in the same run. */
  p99Ratio: 2,
  peakMemoryMb: onPostgres ? 250 : 500,
  lcpSeconds: 0.9,
  tbtMs: 50,
  cls: 0,
  score: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
});
