// What Chromium receives for a screen: every response's encodedDataLength (bytes on the wire,
// headers and compressed body) from the DevTools protocol's Network events, by resource type.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import { sessionKeys } from '../../server/src/domain/limits.ts';
import { root } from './product.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Loads `url` in a fresh phone-sized page (after `prepare`, e.g. a stored session), waits for the
 * network to settle, and returns the wire bytes by type ('script', 'document', 'image', ...).
 */
export async function wireBytes(url, { prepare, settleMs = 1500 } = {}) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.filter((f) => f !== '--headless=new') });
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

/** One Lighthouse run (mobile); sometimes a busy machine loses a trace, so a run is tried 3 times. */
export async function lighthouse(url) {
  for (let attempt = 1; ; attempt += 1) {
    const out = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${chromiumFlags.join(' ')}`,
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromiumPath }, encoding: 'utf8', timeout: 240_000 },
    );
    if (result.status === 0) {
      const report = JSON.parse(await readFile(out, 'utf8'));
      await rm(out, { force: true });
      return report;
    }
    if (attempt >= 3) throw new Error(`lighthouse failed: ${result.stderr}`);
  }
}
