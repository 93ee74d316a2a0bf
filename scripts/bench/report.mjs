// How `npm run bench` prints its figures, each beside its target and the load average, and its verdict.
import os from 'node:os';

let missed = 0;

/** One figure: `ok` false counts it as a missed target (XX), true marks it ok, undefined prints it without a mark. */
export const report = (label, value, target, ok) => {
  if (ok === false) missed += 1;
  const mark = ok === undefined ? '  ' : ok ? 'ok' : 'XX';
  // The 1-minute load average beside each figure: on a shared machine req/s, p99 and Lighthouse's timings follow it.
  const load = `load ${os.loadavg()[0].toFixed(1)}`;
  console.log(`${mark} ${label.padEnd(60)} ${String(value).padStart(16)}   ${load.padEnd(9)} ${target ? `target ${target}` : ''}`);
};

/** The verdict, and the exit code: 1 when a target was missed. */
export function finish() {
  console.log(missed ? `\n${missed} target(s) missed` : '\nevery target met');
  process.exit(missed ? 1 : 0);
}
