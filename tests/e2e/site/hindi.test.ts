/**
 * The site in Hindi in Chromium: /hi/trips says lang=hi, both languages name each other with hreflang,
 * the header's switch leads to the same page in the other language and the choice stays (every link of a
 * Hindi page stays in Hindi, signing in from /hi/login comes back to /hi/trips), a wrong code on the Hindi
 * login shows the Hindi message, a trip's Hindi place on its Hindi page, Devanagari drawn with the
 * self-hosted font (never fetched by English pages), the filter bar in Hindi without JavaScript (results, refused
 * values with the API's message in Hindi), the departures calendar in Hindi, and no accessibility violation (axe).
 */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { newPage, viewports, useProduct } from '../support/index.ts';
import { createDeparture, daysAhead } from '../support/bookings.ts';
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
    // The code's SMS is in the page's language.
    expect(server.output()).toContain(`SMS to +919000000077: ${code} आपका `);
    const wrong = code === '0000' ? '1111' : '0000';
    await page.getByLabel('OTP डालें').fill(wrong);
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('OTP ग़लत है। कृपया फिर से कोशिश करें।');

    await page.getByLabel('OTP डालें').fill(code);
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    await page.waitForURL(/\/hi\/trips$/);
    await context.close();
  });

  it('signs up on /hi/signup with the code texted in Hindi, the English page in English', async () => {
    for (const [prefix, mobileNumber, said] of [
      ['/hi', '9000000078', 'आपका'],
      ['', '9000000079', 'is your'],
    ] as const) {
      const { context, page } = await newPage(browser, viewports.phone);
      await page.goto(`${server.url}${prefix}/signup?mobile=${mobileNumber}&countryCode=91`);
      await waitForEagerIslands(page);
      await page.getByLabel(prefix ? 'यूज़रनेम' : 'Username').fill(`signup_${mobileNumber}`);
      const before = server.smsCount();
      await page.getByRole('button', { name: prefix ? 'OTP भेजें' : 'Send OTP' }).click();
      await page.waitForURL(new RegExp(`^${server.url}${prefix}/verify-otp\\?`));
      const code = await server.latestCode('91', mobileNumber, { after: before });
      expect(server.output()).toContain(`SMS to +91${mobileNumber}: ${code} ${said} `);
      await context.close();
    }
  });

  it('shows a trip’s Hindi place and description on its Hindi page, with a switch to the English page', async () => {
    const trip = await createTrip(server, {
      place: 'Spiti Valley',
      placeHi: 'स्पीति घाटी',
      description: 'High passes and old monasteries.',
      descriptionHi: 'ऊँचे दर्रे और पुराने मठ।',
    });
    await createDeparture(server, { tripId: trip.id, startDate: daysAhead(45), seatsTotal: 3 });
    const { context, page } = await newPage(browser, viewports.desktop);
    await storeTravellerSession(page, server);
    await page.goto(`${server.url}/hi/trip/${trip.id}`);
    await expect(page.locator('h1.detail-title').textContent()).resolves.toBe('स्पीति घाटी');
    await expect(page.getByText('ऊँचे दर्रे और पुराने मठ।').count()).resolves.toBe(1);
    // The departures list in Hindi: seats left, price words, the reserve button.
    const departure = page.locator('.departure-list .departure').first();
    await departure.locator('.departure-seats').waitFor();
    await expect(departure.locator('.departure-seats').innerText()).resolves.toBe('सिर्फ़ 3 सीटें बाक़ी');
    await expect(departure.locator('.departure-price').innerText()).resolves.toMatch(/प्रति व्यक्ति · अग्रिम राशि ₹/);
    await expect(departure.locator('.departure-dates').innerText()).resolves.toMatch(/[\u0900-\u097F]/);
    await expect(departure.getByRole('button', { name: 'सीटें आरक्षित करें' }).count()).resolves.toBe(1);
    await expect(page.locator('.share-trip').innerText()).resolves.toMatch(/^(WhatsApp पर शेयर करें|यह यात्रा शेयर करें)$/);
    // The cancellation policy in Hindi (domain/policies.ts cancellationPolicyLinesHi), no English left in it.
    const policy = page.locator('.departures-policy');
    await expect(policy.getByRole('heading', { level: 3 }).innerText()).resolves.toBe('रद्द करने की नीति');
    const lines = await policy.locator('li').allInnerTexts();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^शुरुआत से .*रद्द करने पर: /);
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

  it('filters /hi/trips in Hindi without JavaScript, and says a refused value in Hindi', async () => {
    await createTrip(server, { place: 'Kaziranga', placeHi: 'काज़ीरंगा', price: 18000, days: '4 days', themes: ['wild-wanderings'] });
    const context = await browser.newContext({ viewport: viewports.phone, javaScriptEnabled: false, locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto(`${server.url}/hi/trips`);
    await page.getByLabel('थीम').selectOption('wild-wanderings');
    expect((await page.getByLabel('थीम').locator('option:checked').textContent())?.trim()).toBe('जंगल और वन्यजीवन');
    await page.getByRole('button', { name: 'यात्राएँ दिखाएँ' }).click();
    await page.waitForURL(/theme=wild-wanderings/);
    expect(new URL(page.url()).pathname).toBe('/hi/trips');
    await expect(page.getByRole('status').innerText()).resolves.toMatch(/आपके फ़िल्टर से मिलती यात्राएँ: \d+ (यात्रा मिली|यात्राएँ मिलीं)/);
    await expect(page.locator('#featured .trip-grid h3', { hasText: 'काज़ीरंगा' }).count()).resolves.toBe(1);

    // A word in Hindi finds the trip by its Hindi place.
    await page.goto(`${server.url}/hi/trips`);
    await page.getByLabel('गंतव्य या गतिविधि').fill('काज़ीरंगा');
    await page.getByRole('button', { name: 'यात्राएँ दिखाएँ' }).click();
    await page.waitForURL(/q=/);
    await expect(page.getByRole('status').innerText()).resolves.toMatch(/: 1 यात्रा मिली$/);
    await expect(page.locator('#featured .trip-grid h3', { hasText: 'काज़ीरंगा' }).count()).resolves.toBe(1);

    const refused = await page.goto(`${server.url}/hi/trips?month=2026-13`);
    expect(refused?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'ये फ़िल्टर इस्तेमाल नहीं हो सके' }).count()).resolves.toBe(1);
    await expect(page.locator('.search-error p').innerText()).resolves.toBe('month एक महीना होना चाहिए, YYYY-MM के रूप में, जैसे 2027-01');
    // The form stays, with the message beside the refused field, which it describes.
    await expect(page.getByLabel('महीना').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('#filter-month + .field-error, #filter-month ~ .field-error').innerText()).resolves.toBe(
      'month एक महीना होना चाहिए, YYYY-MM के रूप में, जैसे 2027-01',
    );
    await expect(page.getByRole('combobox', { name: 'महीना' }).getAttribute('aria-describedby')).resolves.toBe('filter-error');
    // A typed number refused is shown back as typed, beside its field.
    expect((await page.goto(`${server.url}/hi/trips?minPrice=abc#trips`))?.status()).toBe(400);
    await expect(page.getByLabel('बजट कम से कम (₹)').inputValue()).resolves.toBe('abc');
    await expect(page.locator('#filter-error').innerText()).resolves.toBe('minPrice रुपयों में एक संख्या होनी चाहिए, 0 या उससे ज़्यादा');

    await page.goto(`${server.url}/hi/trips?q=zanskar`);
    await expect(page.getByRole('heading', { name: 'इन फ़िल्टर से कोई यात्रा नहीं मिली' }).count()).resolves.toBe(1);
    await expect(page.locator('.state').getByRole('link', { name: 'फ़िल्टर हटाएँ' }).getAttribute('href')).resolves.toBe('/hi/trips#trips');
    await context.close();
  });

  it('serves /hi/departures in Hindi with hreflang both ways, linking to Hindi trip pages', async () => {
    const trip = await createTrip(server, { place: 'Hampi', placeHi: 'हम्पी', price: 15000, days: '3 days' });
    await createDeparture(server, { tripId: trip.id, startDate: daysAhead(30), seatsTotal: 2 });
    const context = await browser.newContext({ viewport: viewports.phone, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/hi/departures`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe((await fetch(`${server.url}/departures`)).headers.get('cache-control'));
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    const both = [
      ['en', '/departures'],
      ['hi', '/hi/departures'],
      ['x-default', '/departures'],
    ];
    expect(await alternates(page)).toEqual(both);
    await expect(page.getByRole('heading', { level: 1, name: 'रवानगी कैलेंडर' }).count()).resolves.toBe(1);
    const row = page.locator('.departure', { hasText: 'हम्पी' });
    await expect(row.locator('.seats').innerText()).resolves.toBe('सिर्फ़ 2 सीटें बाक़ी');
    await expect(row.getByRole('link', { name: 'हम्पी' }).getAttribute('href')).resolves.toBe(`/hi/trip/${trip.id}`);
    await expect(page.locator('.month h2').first().innerText()).resolves.toMatch(/[\u0900-\u097F]+ \d{4}/);
    await expect(page.locator('footer').getByRole('link', { name: 'रवानगी कैलेंडर' }).getAttribute('href')).resolves.toBe('/hi/departures');

    await page.goto(`${server.url}/departures`);
    expect(await alternates(page)).toEqual(both);
    await expect(page.locator('.departure', { hasText: 'Hampi' }).getByRole('link').getAttribute('href')).resolves.toBe(`/trip/${trip.id}`);
    await context.close();
  });

  it('has no accessibility violations (axe) on /hi/trips and /hi/departures at phone and desktop widths', async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { context, page } = await newPage(browser, viewport);
      for (const path of ['/hi/trips', '/hi/departures']) {
        await page.goto(`${server.url}${path}`);
        await waitForEagerIslands(page);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
      await context.close();
    }
  });
});
