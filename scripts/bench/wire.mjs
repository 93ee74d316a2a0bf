// What Chromium receives for a screen: every response's encodedDataLength (bytes on the wire,
// headers and compressed body) from the DevTools protocol's Network events, by resource type; and
// Lighthouse runs, as a guest or as a signed-in traveller.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { sessionKeys } from '../../server/src/domain/limits.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium.ts';
import { call } from './admin-api.mjs';
import { freePort } from './product.mjs';

export const chromiumPath = CHROMIUM_PATH;
/** Lighthouse starts Chromium itself: headless, with the flags the e2e tests use. */
export const chromiumFlags = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * Loads `url` in a fresh phone-sized page (after `prepare`, e.g. a stored session), waits for the
 * network to settle, and returns the wire bytes by type ('script', 'document', 'image', ...).
 */
export async function wireBytes(url, { prepare, settleMs = 1500 } = {}) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    if (prepare) await prepare(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map();
    const byType = {};
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type.toLowerCase()));
    cdp.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId) ?? 'other';
      byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(settleMs);
    return byType;
  } finally {
    await browser.close();
  }
}

/** A signed-in admin: the session the back office keeps in localStorage (domain sessionKeys). */
export function adminSession(login) {
  return (page) =>
    page.addInitScript(
      ({ keys, session }) => {
        localStorage.setItem(keys.authToken, session.token);
        localStorage.setItem(keys.userType, 'admin');
        localStorage.setItem(keys.adminData, JSON.stringify(session.admin));
      },
      { keys: sessionKeys, session: login },
    );
}

/** A signed-in traveller: what the site keeps in localStorage after sign-in (lib/session signInTraveller). */
function storeTraveller({ keys, token, user }) {
  localStorage.setItem(keys.authToken, token);
  localStorage.setItem(keys.userType, 'user');
  const { username, mobileNumber, countryCode, email } = user;
  localStorage.setItem(keys.userData, JSON.stringify({ username, mobileNumber, countryCode, email }));
}

/** In a page of the site: the signed-in cookie for a traveller's token, as GET /api/mobile/auth/verify sets it. */
async function signedInCookie(token) {
  const response = await fetch('/api/mobile/auth/verify', { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`verify answered ${response.status}`);
}

/** `prepare` for wireBytes: the page starts with a traveller's session (from travellerSession) and its signed-in cookie. */
export function travellerStorage(session, origin) {
  return async (page) => {
    await page.addInitScript(storeTraveller, { keys: sessionKeys, ...session });
    const response = await fetch(`${origin}/api/mobile/auth/verify`, { headers: { authorization: `Bearer ${session.token}` } });
    const [cookie] = response.headers.getSetCookie();
    if (!response.ok || !cookie) throw new Error(`verify answered ${response.status} without the signed-in cookie`);
    const pair = cookie.split(';')[0];
    const equals = pair.indexOf('=');
    await page.context().addCookies([{ name: pair.slice(0, equals), value: pair.slice(equals + 1), url: origin }]);
  };
}

/**
 * A traveller signed up through the API as a person would (send a code, read it from the console SMS
 * line, verify it): the session the site keeps in localStorage (domain sessionKeys).
 */
export async function travellerSession(product) {
  const traveller = { username: 'bench_traveller', mobileNumber: '9000012345', countryCode: '91' };
  const smsLine = `SMS to +${traveller.countryCode}${traveller.mobileNumber}: `;
  const sent = await call(product.url, 'POST', '/api/mobile/auth/send-otp', undefined, traveller);
  let otp;
  for (const deadline = Date.now() + 10_000; !otp; await new Promise((r) => setTimeout(r, 100))) {
    const line = product
      .output()
      .split('\n')
      .findLast((l) => l.startsWith(smsLine));
    otp = line?.match(/\b(\d{4})\b/)?.[1];
    if (!otp && Date.now() > deadline) throw new Error(`no sign-in code for the bench traveller in:\n${product.output()}`);
  }
  const { token, user } = await call(product.url, 'POST', '/api/mobile/auth/verify-otp', undefined, {
    ...traveller,
    verificationId: sent.verificationId,
    otp,
  });
  return { token, user };
}

/** Chromium with the flags above and a DevTools port, on a fresh profile; resolves once the port answers. */
async function startChromium() {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(chromiumPath, [...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    }
    // Chromium's helper processes can still be writing to the profile just after the main one exits (ENOTEMPTY).
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  for (const deadline = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 100))) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return { port, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('Chromium did not open its DevTools port');
    }
  }
}

/**
 * One Lighthouse run (mobile, its default emulation and simulated throttling) through its Node API,
 * against a Chromium of our own. With `session` (travellerSession) the traveller is signed in first
 * in that browser's profile and Lighthouse keeps storage, so a login-required page is measured as a
 * signed-in traveller sees it, not as the /login redirect a guest gets. A busy machine sometimes
 * loses a trace, so a run is tried 3 times.
 */
export async function lighthouse(url, { session, lands = new URL(url).pathname } = {}) {
  const [{ chromium }, { default: runLighthouse }] = await Promise.all([import('playwright-core'), import('lighthouse')]);
  for (let attempt = 1; ; attempt += 1) {
    const browser = await startChromium();
    try {
      if (session) {
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
        const page = await cdp.contexts()[0].newPage();
        await page.goto(new URL('/robots.txt', url).href);
        await page.evaluate(storeTraveller, { keys: sessionKeys, ...session });
        // Signed in as the site's sign-in leaves a browser: the signed-in cookie beside the token (a checked token renews it).
        await page.evaluate(signedInCookie, session.token);
        await page.close();
        await cdp.close();
      }
      const result = await runLighthouse(url, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: Boolean(session),
      });
      const report = result?.lhr;
      if (report && !report.runtimeError && report.audits['largest-contentful-paint'].numericValue) {
        if (new URL(report.finalDisplayedUrl).pathname !== lands) {
          throw new Error(`lighthouse measured ${report.finalDisplayedUrl}, not ${lands} (from ${url})`);
        }
        return report;
      }
      if (attempt >= 3) throw new Error(`lighthouse failed: ${report?.runtimeError?.message ?? 'no report'}`);
    } finally {
      await browser.stop();
    }
  }
}

/**
 * The pages Lighthouse measures, as [label, url, session, the path it must end on, what differs from the bench's
 * targets]: the landing, a trip signed in, and the signed-out path of a shared trip link (the server sends it to
 * /login?return=…) with the sign-in pages (LCP <= 1.0 s for these; noindex by design, so no SEO score).
 */
export function lighthousePages(origin, tripId, traveller) {
  const phone = 'mobile=9876543210&countryCode=91';
  const signIn = { lcpSeconds: 1.0, noindex: true };
  return [
    ['/trips', `${origin}/trips`, undefined, '/trips', {}],
    ['trip page (signed in)', `${origin}/trip/${tripId}`, traveller, `/trip/${tripId}`, {}],
    ['trip link (signed out)', `${origin}/trip/${tripId}`, undefined, '/login', signIn],
    ['/login', `${origin}/login`, undefined, '/login', signIn],
    ['/signup', `${origin}/signup?${phone}`, undefined, '/signup', signIn],
    ['/verify-otp', `${origin}/verify-otp?${phone}&verificationId=bench&isSignup=false`, undefined, '/verify-otp', signIn],
    ['/hi/login', `${origin}/hi/login`, undefined, '/hi/login', signIn],
  ];
}
