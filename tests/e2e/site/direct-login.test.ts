/**
 * With the operator's DIRECT_LOGIN=true, the product's (docs/product.md#states) mobile flow as written: a known number logs in
 * straight away and lands on /trips; an unknown one gets 'Account Not Found'.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../server/src/domain/index.ts';
import { launchBrowser, newPage, startServer, viewports, type RunningServer } from '../support/index.ts';
import { signUpTraveller, waitForEagerIslands } from '../support/catalogue.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ DIRECT_LOGIN: 'true' });
  browser = await launchBrowser();
  await signUpTraveller(server, { username: 'direct_dev', mobileNumber: '9700000001' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('direct login (DIRECT_LOGIN=true)', () => {
  it('logs a known number in without a code and goes to /trips', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await page.goto(`${server.url}/login`);
    await waitForEagerIslands(page);
    const smsBefore = server.smsCount();
    await page.getByLabel('Mobile number').fill('9700000001');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/trips$/);
    expect(server.smsCount()).toBe(smsBefore);
    await expect(page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').username)).resolves.toBe('direct_dev');
    await context.close();
  });

  it("still answers an unknown number with 'Account Not Found'", async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await page.goto(`${server.url}/login`);
    await waitForEagerIslands(page);
    await page.getByLabel('Mobile number').fill('9700000002');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alertdialog').getByRole('heading', { name: messages.accountNotFoundTitle }).waitFor();
    await context.close();
  });
});
