// Bookings as travellers' browsers send them, timed, for the sell-out step (scripts/bench/sell-out.mjs): one booking
// request, a bystander reading a page meanwhile, and the answers counted.

/** How long a traveller's browser waits for an answer. */
const CLIENT_TIMEOUT_MS = 10_000;
export const BYSTANDER_EVERY_MS = 100;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Nearest-rank percentile of `values` (ms), or NaN when there are none. */
export function percentile(values, share) {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}
export const ms = (value) => (Number.isNaN(value) ? '-' : String(Math.round(value)));

/** POST /api/bookings for 1 adult, timed from `scheduledAt` (performance.now()): status, the error's text, ms, whether shed. */
export async function timedBooking(proxyUrl, token, departureId, scheduledAt = performance.now()) {
  try {
    const response = await fetch(`${proxyUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ departureId, adults: 1 }),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    const answeredAt = performance.now();
    let message = '';
    if (!response.ok) {
      try {
        message = JSON.parse(text).error ?? text.slice(0, 80);
      } catch {
        message = text.slice(0, 80);
      }
    }
    // A 503 with Retry-After is the product shedding load (BOOKING_QUEUE_LIMIT), told apart from a failure.
    const shed = response.status === 503 && response.headers.has('retry-after');
    return { status: response.status, message, ms: answeredAt - scheduledAt, answeredAt, shed };
  } catch (error) {
    const message = error.name === 'TimeoutError' ? `no answer within ${CLIENT_TIMEOUT_MS / 1000} s` : String(error.cause ?? error.message);
    return { status: 0, message, ms: performance.now() - scheduledAt, answeredAt: performance.now() };
  }
}

/** GETs of `url` one after the other, BYSTANDER_EVERY_MS apart, until `stop`, which answers their latencies. */
export function bystander(url) {
  const latencies = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const sent = performance.now();
      const ok = await fetch(url, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) })
        .then((response) => response.arrayBuffer().then(() => response.ok))
        .catch(() => false);
      latencies.push({ ms: performance.now() - sent, ok });
      await sleep(BYSTANDER_EVERY_MS);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
}

/** Answers counted by status and message, most first: `560 x 409 Not enough seats left`. */
export function byAnswer(answers) {
  const counts = new Map();
  for (const { status, message } of answers) counts.set(`${status} ${message}`, (counts.get(`${status} ${message}`) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([answer, count]) => `${count} x ${answer}`);
}
