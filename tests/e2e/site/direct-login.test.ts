/**
 * With the operator's DIRECT_LOGIN=true, the product's (docs/product.md#states) mobile flow as written: a known number logs in
 * straight away and lands on /trips; an unknown one gets 'Account Not Found'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../server/src/domain/index.ts';
import { newPage, viewports, useProduct } from '../support/index.ts';
import { signUpTraveller, waitForEagerIslands } from '../support/catalogue.ts';

const { server, browser } = useProduct({ DIRECT_LOGIN: 'true' });

beforeAll(async () => {
  await signUpTraveller(server, { username: 'direct_dev', mobileNumber: '9700000001' });
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
    // The token came with the signed-in cookie: pages that need sign-in are now served by the server at once.
    const cookie = (await context.cookies()).find((item) => item.name === 'signed_in');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
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
