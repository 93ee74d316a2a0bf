/**
 * The site in Hindi in Chromium: /hi/trips says lang=hi, both languages name each other with hreflang,
 * the header's switch leads to the same page in the other language and the choice stays (every link of a
 * Hindi page stays in Hindi, signing in from /hi/login comes back to /hi/trips), a wrong code on the Hindi
 * login shows the Hindi message, a trip's Hindi place on its Hindi page, Devanagari drawn with the
 * self-hosted font (never fetched by English pages), and no accessibility violation (axe).
 */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { newPage, viewports, useProduct } from '../support/index.ts';
import { createTrip, signUpTraveller, storeTravellerSession, waitForEagerIslands } from '../support/catalogue.ts';

const { server, browser } = useProduct({ OTP_RESEND_SECONDS: '0' });

const alternates = (page: import('playwright-core').Page) =>
  page.$$eval('link[rel="alternate"][hreflang]', (links) =>
    links.map((link) => [link.getAttribute('hreflang'), new URL((link as HTMLLinkElement).href).pathname]),
  );

describe('the site in Hindi', () => {
  it('serves /hi/trips in Hindi with hreflang both ways, and the switch goes to the same page and back', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    const both = [
      ['en', '/trips'],
      ['hi', '/hi/trips'],
      ['x-default', '/trips'],
    ];
    expect(await alternates(page)).toEqual(both);
    expect(fonts).toEqual([]);

    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(/\/hi\/trips$/);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(await alternates(page)).toEqual(both);
    await expect(page.getByRole('heading', { level: 2, name: 'चुनिंदा गंतव्य' }).count()).resolves.toBe(1);
    // Devanagari is drawn with the site's own font, which only Hindi pages ask for.
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('700 32px "Noto Sans Devanagari"', 'यात्रा'))).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);

    // The choice stays: the header's links lead to Hindi pages.
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: 'लॉग इन' }).getAttribute('href')).resolves.toBe('/hi/login');
    await header.getByRole('link', { name: 'लॉग इन' }).click();
    await page.waitForURL(/\/hi\/login$/);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/login$/);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
    await context.close();
  });

  it('shows the API’s messages in Hindi on the Hindi login, and a sign-in there comes back to /hi/trips', async () => {
    await signUpTraveller(server, { username: 'hindi_reader', mobileNumber: '9000000077' });
    const { context, page } = await newPage(browser, viewports.desktop);
    await page.goto(`${server.url}/hi/login`);
    await waitForEagerIslands(page);
    await page.getByLabel('मोबाइल नंबर').fill('12');
    await page.getByRole('button', { name: 'लॉग इन' }).click();
    await page.getByText('कृपया सही मोबाइल नंबर डालें').waitFor();

    await page.getByLabel('मोबाइल नंबर').fill('9000000077');
    const before = server.smsCount();
    await page.getByRole('button', { name: 'लॉग इन' }).click();
    await page.waitForURL(/\/hi\/verify-otp\?/);
    await waitForEagerIslands(page);
    const code = await server.latestCode('91', '9000000077', { after: before });
    const wrong = code === '0000' ? '1111' : '0000';
    await page.getByLabel('OTP डालें').fill(wrong);
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('OTP ग़लत है। कृपया फिर से कोशिश करें।');

    await page.getByLabel('OTP डालें').fill(code);
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    await page.waitForURL(/\/hi\/trips$/);
    await context.close();
  });

  it('shows a trip’s Hindi place and description on its Hindi page, with a switch to the English page', async () => {
    const trip = await createTrip(server, {
      place: 'Spiti Valley',
      placeHi: 'स्पीति घाटी',
      description: 'High passes and old monasteries.',
      descriptionHi: 'ऊँचे दर्रे और पुराने मठ।',
    });
    const { context, page } = await newPage(browser, viewports.desktop);
    await storeTravellerSession(page, server);
    await page.goto(`${server.url}/hi/trip/${trip.id}`);
    await expect(page.locator('h1.detail-title').textContent()).resolves.toBe('स्पीति घाटी');
    await expect(page.getByText('ऊँचे दर्रे और पुराने मठ।').count()).resolves.toBe(1);
    expect(await alternates(page)).toEqual([
      ['en', `/trip/${trip.id}`],
      ['hi', `/hi/trip/${trip.id}`],
      ['x-default', `/trip/${trip.id}`],
    ]);
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(new RegExp(`/trip/${trip.id}$`));
    await expect(page.locator('h1.detail-title').textContent()).resolves.toBe('Spiti Valley');
    await context.close();
  });

  it('has no accessibility violations (axe) on /hi/trips at phone and desktop widths', async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${server.url}/hi/trips`);
      await waitForEagerIslands(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    }
  });
});
