/**
 * Failed work in Chromium: a customization request the business's webhook refused (its one try used) is
 * background work that failed; the dashboard counts it and links to the Failed work page, which lists it
 * with its error, tries and time at phone and desktop widths with no axe violation; "Try again", pressed
 * by keyboard, tries it once more (it fails again: two tries), and once the webhook is back, it goes.
 */
import { copyFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobTexts } from '../../../server/src/domain/index.ts';
import type { FailedJob } from '../../../server/src/entities/index.ts';
import { signUpTraveller } from '../support/catalogue.ts';
import { adminToken, api, newPage, useProduct, viewports } from '../support/index.ts';
import { notificationSaying, openAdmin, SCREENSHOT_DIR, screenshot } from '../support/admin-pages.ts';

let webhook: Server;
let webhookUrl = '';
let webhookCalls = 0;
let webhookUp = false;

beforeAll(async () => {
  webhook = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      webhookCalls += 1;
      response.writeHead(webhookUp ? 200 : 503, { 'content-type': 'text/plain' });
      response.end(webhookUp ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hooks/requests`;
});
afterAll(() => new Promise<void>((resolve) => webhook.close(() => resolve())));

// One try per notification: the first refusal leaves its job failed.
const { server, browser } = useProduct(() => ({ NOTIFY_WEBHOOK_URL: webhookUrl, NOTIFY_MAX_ATTEMPTS: '1', JOB_POLL_SECONDS: '1' }));
const WHAT = 'Customization request from failed_fatima passed on to the business';

async function failedJobs(): Promise<FailedJob[]> {
  return (await api<{ jobs: FailedJob[] }>(server, 'GET', '/api/admin/jobs', await adminToken(server))).jobs;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Tabs through the page until the row's "Try again" button has the focus, as a keyboard user would. */
async function tabToTryAgain(page: Page): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (focused === `${backgroundJobTexts.tryAgain}: ${WHAT}`) return;
  }
  throw new Error('Tab never reached the Try again button');
}

/** Reloads the page until the list shows what `text` matches (the job engine works in the background). */
async function reloadUntil(page: Page, text: string | RegExp): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.reload();
    try {
      await page.getByText(text).first().waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

beforeAll(async () => {
  const { token } = await signUpTraveller(server, { username: 'failed_fatima', mobileNumber: '9844400077' });
  await api(server, 'POST', '/api/customize-trip', token, {
    type: 'general_customization',
    customizationData: { preferredPlace: 'Spiti', numberOfMembers: 2, startDate: '2031-06-01', endDate: '2031-06-08' },
  });
  await waitFor(failedJobs, (jobs) => jobs.some((job) => job.what === WHAT), 'the failed notification job');
});

describe('Failed work', () => {
  it('is counted on the dashboard, which links to it', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openAdmin(page, server, 'dashboard');
    const link = page.getByRole('link', { name: `${backgroundJobTexts.failedLastDay}: 1` });
    await link.waitFor();
    await screenshot(page, 'failed-jobs-dashboard');
    await link.click();
    await page.waitForURL('**/admin/jobs');
    await page.getByText(WHAT).waitFor();
    await context.close();
  });

  for (const viewport of [viewports.phone, viewports.desktop]) {
    it(`lists the job with its error, tries and time, with no axe violations, at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await openAdmin(page, server, 'jobs');
      await page.getByText(WHAT).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain('webhook answered HTTP 503: receiver is down');
      expect(text).toContain('notify-customization-request');
      expect(text).toMatch(viewport === viewports.phone ? /1 try\b/ : /\b1\b/);
      expect(text).toMatch(/[A-Z][a-z]{2} \d\d, \d{4} \d\d:\d\d/);
      if (viewport === viewports.desktop) await page.getByRole('menuitem', { name: backgroundJobTexts.failedWork }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`),
      ).toEqual([]);
      await screenshot(page, 'failed-jobs');
      await copyFile(path.join(SCREENSHOT_DIR, `failed-jobs-${viewport.width}.png`), `/tmp/failed-jobs-${viewport.width}.png`);
      await context.close();
    });
  }

  it('tries it again by keyboard: it fails again with two tries, then goes once the webhook is back', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openAdmin(page, server, 'jobs');
    await page.getByText(WHAT).waitFor();
    const callsBefore = webhookCalls;

    await tabToTryAgain(page);
    await page.keyboard.press('Enter');
    await notificationSaying(page, backgroundJobTexts.triedAgain);
    await waitFor(failedJobs, (jobs) => jobs.some((job) => job.what === WHAT && job.tries === 2), 'the second failure');
    expect(webhookCalls).toBe(callsBefore + 1);
    await reloadUntil(page, /^2$/);
    await expect(page.getByRole('row', { name: new RegExp(WHAT) }).innerText()).resolves.toMatch(/\b2\b/);

    webhookUp = true;
    await tabToTryAgain(page);
    await page.keyboard.press(' ');
    await notificationSaying(page, backgroundJobTexts.triedAgain);
    await waitFor(
      async () => webhookCalls,
      (calls) => calls === callsBefore + 2,
      'the webhook to be called again',
    );
    await waitFor(failedJobs, (jobs) => jobs.length === 0, 'the job to go through');
    await reloadUntil(page, backgroundJobTexts.nothingFailed);
    await expect(page.getByRole('status').filter({ hasText: backgroundJobTexts.nothingFailed }).isVisible()).resolves.toBe(true);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });
});
