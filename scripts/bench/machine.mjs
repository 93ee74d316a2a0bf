// The machine the bench shares: its load average and its idle CPU, printed beside the figures that follow them.
import { readFile } from 'node:fs/promises';
import os from 'node:os';

/** The 1, 5 and 15-minute load averages. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Share of CPU time idle over one second, from /proc/stat (all cores). */
async function idleShare() {
  const sample = async () => (await readFile('/proc/stat', 'utf8')).split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const before = await sample();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await sample();
  const delta = after.map((value, i) => value - before[i]);
  const total = delta.reduce((a, b) => a + b, 0);
  // Fields: user nice system idle iowait irq softirq steal ...: idle and iowait are idle time.
  return total > 0 ? (delta[3] + delta[4]) / total : 1;
}

/** Waits (at most 30 s) until a whole second passes with the CPU at least 90% idle. */
export async function waitForIdleCpu() {
  const started = Date.now();
  let share = await idleShare();
  while (share < 0.9 && Date.now() - started < 30_000) share = await idleShare();
  return { share, waitedSeconds: Math.round((Date.now() - started) / 1000) };
}
