/**
 * In Chromium: a traveller opening the back office lands on /trips at once with
 * a way to the admin login; visitors can reach the company (chat, phone, e-mail, Login / Sign Up,
 * social links) while everything else still goes to /login; a visitor returns to the trip they
 * started from after signing up or in; the automatic customization prompt comes once per
 * traveller; the customization form takes good data.
 */
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, signInToSeeTrip } from '../../../server/src/domain/index.ts';
import type { Trip } from '../../../server/src/entities/index.ts';
import { newPage, viewports, useProduct } from '../support/index.ts';
import { EARLY_CLICK_HOLD } from '../../../site/src/lib/early-click-hold.ts';
import { RETURN_STORAGE_KEY } from '../../../site/src/lib/return-target.ts';
import {
  createTrip,
  signUpTraveller,
  storeTokenOnly,
  storeTravellerSession,
  uploadImage,
  waitForEagerIslands,
} from '../support/catalogue.ts';

const { server, browser } = useProduct({ INSTAGRAM_URL: 'https://instagram.example/wander' });
let trip: Trip;
let traveller: Awaited<ReturnType<typeof signUpTraveller>>;

beforeAll(async () => {
  const images = [await uploadImage(server, 'kaza-1', '#5b7fa6'), await uploadImage(server, 'kaza-2', '#a65b5b')];
  trip = await createTrip(server, { place: 'Kaza Monasteries', price: 21000, days: '5N/6D', images });
  traveller = await signUpTraveller(server, { username: 'returning_rhea', mobileNumber: '9822200001' });
});

async function signedIn(page: Page) {
  await storeTravellerSession(page, server, traveller.token, { ...traveller.user, email: null });
}

describe('a traveller who opens the back office', () => {
  it('lands on /trips in one redirect, is told why, and can sign out to the admin login', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await signedIn(page);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
    });
    const started = Date.now();
    await page.goto(`${server.url}/admin/trips`);
    await page.waitForURL(/\/trips$/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(navigations).toEqual(['/admin/trips', '/trips']);
    const notice = page.getByRole('alert').filter({ hasText: messages.adminNeedsSignOutText });
    await notice.waitFor();
    await notice.getByRole('button', { name: messages.adminSignOutAction }).click();
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();
    await context.close();
  });

  it('the admin login itself also sends a traveller to /trips at once', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await signedIn(page);
    await page.goto(`${server.url}/admin/login`);
    await page.waitForURL(/\/trips$/);
    await page.getByText(messages.adminNeedsSignOutText).waitFor();
    await context.close();
  });
});

describe('visitors can reach the company', () => {
  it('opens the chat, social links and Sign Up, closes the chat button, and still blocks the rest', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    // The outside sites answer locally, so the new tabs show where the links led.
    for (const site of ['https://wa.me/**', 'https://instagram.example/**']) {
      await context.route(site, (route) => route.fulfill({ contentType: 'text/html', body: '<p>outside</p>' }));
    }
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    const chat = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).click();
    const chatTab = await chat;
    await chatTab.waitForLoadState();
    expect(chatTab.url()).toMatch(/^https:\/\/wa\.me\//);
    expect(new URL(page.url()).pathname).toBe('/trips');

    const social = context.waitForEvent('page');
    await page.locator('footer').getByRole('link', { name: 'Instagram' }).click();
    const socialTab = await social;
    await socialTab.waitForLoadState();
    expect(socialTab.url()).toBe('https://instagram.example/wander');
    expect(new URL(page.url()).pathname).toBe('/trips');

    // Phone and e-mail links are left to the browser (a tel: or mailto: handler), not sent to /login.
    const prevented = await page.evaluate(() =>
      ['a[href^="tel:"]', 'a[href^="mailto:"]'].map((selector) => {
        const link = document.querySelector<HTMLAnchorElement>(selector)!;
        let blocked = false;
        const check = (event: Event) => {
          blocked = event.defaultPrevented;
          event.preventDefault();
        };
        window.addEventListener('click', check, { once: true });
        link.click();
        return blocked;
      }),
    );
    expect(prevented).toEqual([false, false]);
    expect(new URL(page.url()).pathname).toBe('/trips');

    await page.getByRole('button', { name: 'Close chat button' }).click();
    await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/trips');

    // Sign Up is followed (the specification's /signup then asks for a number on /login), not caught by the block.
    const signup = page.waitForRequest((request) => new URL(request.url()).pathname === '/signup');
    await page.locator('header').getByRole('link', { name: 'Sign Up' }).click();
    await signup;
    await page.goto(`${server.url}/trips`);
    // The click block is the page script, live once the page has painted (client:after-paint).
    await waitForEagerIslands(page);
    await page.getByRole('heading', { name: 'Custom Journeys' }).click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});

/**
 * A slow network: the page's script files wait until the test lets them come, so the page scripts (click block,
 * page actions) are not live when the click is made. Returns the release; files asked for afterwards come at once.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/_astro\/.*\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** The text of the element whose click the page's early hold keeps (lib/early-click-hold.ts). */
const heldClickText = (page: Page) =>
  page.evaluate((key) => (window as unknown as Record<string, { clicked?: Element }>)[key]?.clicked?.textContent, EARLY_CLICK_HOLD);

describe('clicks before the page scripts run', () => {
  it("a visitor's is held from the first byte and sent to /login once they run, remembering the trip card", async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    const releaseScripts = await holdScripts(page);
    await page.goto(`${server.url}/trips`, { waitUntil: 'domcontentloaded' });
    const customize = page.locator(`[data-trip-id="${trip.id}"]`).getByRole('button', { name: 'Customize' });
    await customize.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr][client="after-paint"]').count()).resolves.toBeGreaterThan(0);
    await customize.click();
    // Held by the page's inline hold (the click block is not live yet), then sent on by the block.
    await expect(heldClickText(page)).resolves.toBe('Customize');
    await releaseScripts();
    await page.waitForURL(/\/login$/);
    await expect(page.evaluate((key) => sessionStorage.getItem(key), RETURN_STORAGE_KEY)).resolves.toBe(`/trip/${trip.id}`);
    await context.close();
  });

  it("a signed-in traveller's tap on Customize is held and opens the form once they run, on /trips and on the trip page", async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await signedIn(page);
    const form = page.getByRole('dialog', { name: `Customize ${trip.place}` });
    for (const [path, customize] of [
      ['/trips', page.locator(`[data-trip-id="${trip.id}"]`).getByRole('button', { name: 'Customize' })],
      [`/trip/${trip.id}`, page.getByRole('main').getByRole('button', { name: 'Customize', exact: true })],
    ] as const) {
      const releaseScripts = await holdScripts(page);
      await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
      await customize.scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island[ssr][client="after-paint"]').count(), path).resolves.toBeGreaterThan(0);
      await customize.click();
      await expect(heldClickText(page), path).resolves.toBe('Customize');
      await releaseScripts();
      // One tap: the form opens when the page's actions listen (without the hold, never).
      await form.waitFor({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'hidden' });
      await page.unrouteAll();
    }
    await context.close();
  });
});

describe('back to where they were', () => {
  it('returns a visitor who started from a trip card to that trip after signing up', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    await page.locator(`[data-trip-id="${trip.id}"]`).getByRole('button', { name: 'Customize' }).click();
    // The specification's plain /login: the trip is remembered for the tab, not put in the address.
    await page.waitForURL(/\/login$/);
    await waitForEagerIslands(page);
    await page.getByLabel('Mobile number').fill('98222 00002');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(/\/signup\?/);
    expect(new URL(page.url()).searchParams.get('mobile')).toBe('9822200002');
    await waitForEagerIslands(page);
    await page.getByLabel('Username').fill('new_nikhil');
    const after = server.smsCount();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL(/\/verify-otp\?/);
    await waitForEagerIslands(page);
    await page.getByLabel('Enter OTP').fill(await server.latestCode('91', '9822200002', { after }));
    await page.getByRole('button', { name: 'Complete Signup' }).click();
    await page.waitForURL(`**/trip/${trip.id}`);
    await page.getByRole('heading', { name: 'Kaza Monasteries', level: 1 }).waitFor();
    await context.close();
  });

  it('returns to a trip page opened while signed out, after logging in with a code', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    // A shared link: the server sends the visitor to sign in first, the trip named in the page before its script runs.
    await page.goto(`${server.url}/trip/${trip.id}`);
    await page.waitForURL(/\/login\?return=/);
    expect(new URL(page.url()).searchParams.get('return')).toBe(`/trip/${trip.id}`);
    await page.getByText(signInToSeeTrip(trip.place)).waitFor();
    await waitForEagerIslands(page);
    await page.getByLabel('Mobile number').fill(traveller.user.mobileNumber);
    const after = server.smsCount();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/verify-otp\?/);
    await waitForEagerIslands(page);
    await page.getByLabel('Enter OTP').fill(await server.latestCode('91', traveller.user.mobileNumber, { after }));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**/trip/${trip.id}`);
    await page.getByRole('heading', { name: 'Kaza Monasteries', level: 1 }).waitFor();
    // The sign-in set the signed-in cookie: HttpOnly, the whole site, SameSite=Lax.
    const cookie = (await context.cookies()).find((item) => item.name === 'signed_in');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    await context.close();
  });

  it('signing out clears the signed-in cookie: the trip link is sent to sign in by the server again', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    // A traveller of its own: logout ends every session of the account.
    const leaving = await signUpTraveller(server, { username: 'leaving_lata', mobileNumber: '9822200003' });
    await storeTravellerSession(page, server, leaving.token, { ...leaving.user, email: null });
    await page.goto(`${server.url}/trip/${trip.id}`);
    await page.getByRole('heading', { name: 'Kaza Monasteries', level: 1 }).waitFor();
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    const header = page.locator('header');
    await header.getByRole('button', { name: /leaving_lata/ }).click();
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(async () => (await context.cookies()).some((item) => item.name === 'signed_in')).toBe(false);
    await page.goto(`${server.url}/trip/${trip.id}`);
    await page.waitForURL(/\/login\?return=/);
    await context.close();
  });

  it('takes a traveller signed in before the cookie existed to the trip, and clears a refused token', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await storeTokenOnly(page, server, traveller.token, traveller.user);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
    });
    await page.goto(`${server.url}/trip/${trip.id}`);
    await page.waitForURL(`**/trip/${trip.id}`);
    await page.getByRole('heading', { name: 'Kaza Monasteries', level: 1 }).waitFor();
    expect(navigations).toEqual(['/login', `/trip/${trip.id}`]);
    expect((await context.cookies()).some((item) => item.name === 'signed_in')).toBe(true);

    await context.clearCookies();
    await page.evaluate(() => localStorage.setItem('authToken', 'expired-or-forged'));
    await page.goto(`${server.url}/trip/${trip.id}`);
    await page.getByLabel('Mobile number').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('goes to /trips for a return target on another site, and without a trip to return to', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    // A trip page opened, then the landing page: nothing to return to any more.
    await page.goto(`${server.url}/trip/${trip.id}`);
    await page.waitForURL(/\/login\?return=/);
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    await page.goto(`${server.url}/login?return=${encodeURIComponent('//evil.example/x')}`);
    await waitForEagerIslands(page);
    await page.getByLabel('Mobile number').fill(traveller.user.mobileNumber);
    const after = server.smsCount();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/verify-otp\?/);
    expect(new URL(page.url()).searchParams.has('return')).toBe(false);
    await waitForEagerIslands(page);
    await page.getByLabel('Enter OTP').fill(await server.latestCode('91', traveller.user.mobileNumber, { after }));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/trips$/);
    await context.close();
  });
});

describe('customization', () => {
  it('prompts once per traveller, remembered across page loads', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await page.clock.install();
    await signedIn(page);
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    const modal = page.getByRole('dialog', { name: 'Customize Your Trip' });
    await page.clock.fastForward(31_000);
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await waitForEagerIslands(page);
    await page.clock.fastForward(31_000);
    await page.waitForTimeout(300);
    await expect(modal.isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('fills the place from the trip, refuses a past start date, and leaves blank counts out', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await signedIn(page);
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    await page.locator(`[data-trip-id="${trip.id}"]`).getByRole('button', { name: 'Customize' }).click();
    const modal = page.getByRole('dialog', { name: 'Customize Kaza Monasteries' });
    await modal.waitFor();
    // The form fills the place once its island has the trip: a loaded machine may answer a moment later.
    await expect.poll(() => modal.getByLabel('Preferred destination').inputValue()).toBe('Kaza Monasteries');
    await modal.getByLabel('Number of members').fill('3');
    await modal.getByLabel('Start date').fill('2020-01-10');
    await modal.getByLabel('End date').fill('2020-01-15');
    await modal.getByRole('button', { name: 'Send Request' }).click();
    const popup = page.getByRole('alertdialog');
    await popup.getByRole('heading', { name: messages.invalidDateTitle }).waitFor();
    await popup.getByText(messages.customizationStartInPast).waitFor();
    await popup.getByRole('button', { name: 'OK' }).click();

    const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
    await modal.getByLabel('Start date').fill(start);
    await modal.getByLabel('End date').fill(end);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/customize-trip'));
    await modal.getByRole('button', { name: 'Send Request' }).click();
    const body = (await sent).postDataJSON() as { message: string };
    expect(body.message).not.toMatch(/Adults|Kids/);
    await page.getByRole('dialog', { name: messages.customizationSentTitle }).waitFor();
    await context.close();
  });
});
