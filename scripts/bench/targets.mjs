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
  /** Messages to travellers as the console provider prints them (scripts/bench/messages.mjs). An urgent broadcast to this
   * many travellers, from its POST to the last of its lines; */
  broadcast: { travellers: 200, seconds: 15 },
  /** this many messages (two urgent broadcasts to 250 travellers, back to back), from the first POST to the last line. */
  consoleMessages: { messages: 500, seconds: 10 },
  /** The sell-out trial (scripts/bench/sell-out.mjs), on PostgreSQL behind nginx: a contested departure's p99, winners
   * and losers alike; bookings/s sustained on one replica at that p99 (two replicas at least as many); 5xx answers. */
  sellOut: { contestedP99Ms: 500, sustainedPerSecond: 300, sustainedP99Ms: 250, serverErrors: 0 },
});
