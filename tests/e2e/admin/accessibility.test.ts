/** axe in Chromium on every admin screen, at desktop and phone widths: no violations. */
import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReview, createTrip, uploadImage } from '../support/catalogue.ts';
import { newPage, viewports, useProduct } from '../support/index.ts';
import { storeAdminSession } from '../support/admin-pages.ts';

const { server, browser } = useProduct();
let tripId: string;

beforeAll(async () => {
  const image = await uploadImage(server, 'axe', '#336699');
  tripId = (await createTrip(server, { place: 'Coorg', images: [image], date: '2031-01-10' })).id;
  await createReview(server, { reviewerName: 'Anita', rating: 5, reviewText: 'Coffee estates and waterfalls.', images: [image] });
});

const screens = [
  'login',
  'dashboard',
  'trips',
  'trips/create',
  'edit-trip',
  'reviews',
  'reviews/create',
  'users',
  'customization-requests',
  'coupons',
  'coupons/create',
  'staff',
];

describe('admin screens', () => {
  for (const viewport of [viewports.desktop, viewports.phone]) {
    it(`have no axe violations at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const failures: string[] = [];
      for (const screen of screens) {
        if (screen === 'login') await page.goto(`${server.url}/admin/login`);
        else {
          await storeAdminSession(page, server);
          await page.goto(`${server.url}/admin/${screen === 'edit-trip' ? `trips/${tripId}/edit` : screen}`);
        }
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations) {
          failures.push(
            `${screen}: ${violation.id} (${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(' | ')})`,
          );
        }
        if (screen === 'login') await page.evaluate(() => localStorage.clear());
      }
      expect(failures).toEqual([]);
      await context.close();
    });
  }

  it('have a top-bar heading with words while a page is still loading, and the page’s own title once it has', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await storeAdminSession(page, server);
    // The layout comes first and the dashboard's code after it: hold that code back, as a slow network or CPU would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/admin\/assets\/Dashboard-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/admin/dashboard`);
    const title = page.locator('#react-admin-title');
    await title.waitFor();
    await expect(title.innerText()).resolves.toBe('Admin');
    const loading = await new AxeBuilder({ page }).include('header').analyze();
    expect(loading.violations.map((violation) => violation.id)).toEqual([]);
    release();
    await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();
    await expect(title.innerText()).resolves.toBe('Dashboard');
    await context.close();
  });
});
