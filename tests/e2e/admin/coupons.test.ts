/**
 * The Coupons screens in Chromium at 1280 and 390 px: a coupon created through the form (its code typed in small
 * letters is stored in capitals), listed with its discount and uses, disabled from its page, where its uses and the
 * CSV button show; axe finds nothing. Screenshots go to /tmp/shots-33.
 */
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, newPage, useProduct, viewports } from '../support/index.ts';
import { storeAdminSession } from '../support/admin-pages.ts';

const SHOTS = '/tmp/shots-33';
const { server, browser } = useProduct();

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

describe.each([
  ['desktop', viewports.desktop],
  ['phone', viewports.phone],
] as const)('coupons on a %s', (screen, viewport) => {
  it('creates, lists and disables a coupon', async () => {
    const code = `DIWALI-${screen.toUpperCase()}`;
    const { context, page } = await newPage(browser, viewport);
    await storeAdminSession(page, server);
    await page.goto(`${server.url}/admin/coupons/create`);
    await page.getByRole('heading', { level: 1, name: 'New coupon' }).waitFor();
    await page.getByLabel('Code').fill(code.toLowerCase());
    await page.getByLabel('Value').fill('12');
    await page.getByLabel('Uses in all').fill('50');
    await page.screenshot({ path: `${SHOTS}/admin-coupon-create-${screen}.png`, fullPage: true });
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/coupons$/);
    await page.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();
    await page.getByText(code).first().waitFor();
    await page
      .getByText(screen === 'phone' ? /12% off/ : '12% off')
      .first()
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-coupons-list-${screen}.png`, fullPage: true });
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    const token = await adminToken(server);
    const { coupons } = await api<{ coupons: { id: string; code: string }[] }>(server, 'GET', '/api/admin/coupons', token);
    const coupon = coupons.find((c) => c.code === code)!;
    await page.goto(`${server.url}/admin/coupons/${coupon.id}`);
    await page.getByRole('heading', { level: 1, name: 'Coupon' }).waitFor();
    await page.getByText('Not used yet').waitFor();
    await page.getByRole('button', { name: 'Download uses (CSV)' }).waitFor();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Disabled' }).click();
    // The select's menu hides the page from assistive technology until it has gone.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.screenshot({ path: `${SHOTS}/admin-coupon-edit-${screen}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/coupons$/);
    const saved = await api<{ coupon: { status: string } }>(server, 'GET', `/api/admin/coupons/${coupon.id}`, token);
    expect(saved.coupon.status).toBe('disabled');
    await context.close();
  });
});
