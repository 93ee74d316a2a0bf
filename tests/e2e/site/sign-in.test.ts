/**
 * Traveller sign-in pages (docs/product.md#screens, #states, #rules, #errors) in Chromium: signup with the code read from the
 * console SMS line, the verified login of a returning traveller (docs/product.md#beyond-the-specification), every validation
 * message and dialog, and the navigation guard's redirects.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../server/src/domain/index.ts';
import { newPage, viewports, useProduct } from '../support/index.ts';
import { signUpTraveller, storeTravellerSession, waitForEagerIslands } from '../support/catalogue.ts';

// Accounts are arranged through the API just before the pages ask for a code for the same number.
const { server, browser } = useProduct({ OTP_RESEND_SECONDS: '0' });

/** Waits for the element to be visible (dialogs and messages appear after a request). */
const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });
const path = (page: Page) => new URL(page.url()).pathname;
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function openLogin(page: Page) {
  await page.goto(`${server.url}/login`);
  await waitForEagerIslands(page);
}

describe('signup and login', () => {
  it('signs a new traveller up: number, username, code from the SMS, then /trips signed in', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openLogin(page);
    await expect(page.getByLabel('Country code').inputValue()).resolves.toBe('91');
    await page.getByLabel('Mobile number').fill('9123456780');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(/\/signup\?/);
    expect(query(page)).toMatchObject({ mobile: '9123456780', countryCode: '91' });
    await waitForEagerIslands(page);
    await shown(page.getByText('+91 9123456780'));
    await expect(page.getByRole('link', { name: 'Back to Login' }).count()).resolves.toBe(1);

    const smsBefore = server.smsCount();
    await page.getByLabel('Username').fill('e2e_traveller');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL(/\/verify-otp\?/);
    expect(query(page)).toMatchObject({ mobile: '9123456780', countryCode: '91', username: 'e2e_traveller', isSignup: 'true' });
    expect(query(page).verificationId).toBeTruthy();
    await waitForEagerIslands(page);
    // The countdown counts from the server's wait: OTP_RESEND_SECONDS=0 here, so Resend OTP is offered at once.
    await shown(page.getByRole('button', { name: 'Resend OTP' }));
    await expect(page.getByText(/Resend OTP in \d+s/).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(1);

    const code = await server.latestCode('91', '9123456780', { after: smsBefore });
    await page.getByLabel('Enter OTP').fill(code);
    await page.getByRole('button', { name: 'Complete Signup' }).click();
    await page.waitForURL(/\/trips$/);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('authToken'),
      userType: localStorage.getItem('userType'),
      user: JSON.parse(localStorage.getItem('userData') ?? 'null'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.userType).toBe('user');
    expect(stored.user).toMatchObject({ username: 'e2e_traveller', mobileNumber: '9123456780', countryCode: '91' });
    await waitForEagerIslands(page);
    await shown(page.getByRole('button', { name: /e2e_traveller/ }));
    await context.close();
  });

  it('logs a returning traveller in with a code (isSignup=false, button Login)', async () => {
    await signUpTraveller(server, { username: 'returning_one', mobileNumber: '9000000001' });
    const { context, page } = await newPage(browser, viewports.desktop);
    await openLogin(page);
    await page.getByLabel('Mobile number').fill('9000000001');
    const smsBefore = server.smsCount();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/verify-otp\?/);
    expect(query(page)).toMatchObject({ mobile: '9000000001', countryCode: '91', isSignup: 'false' });
    await waitForEagerIslands(page);
    const code = await server.latestCode('91', '9000000001', { after: smsBefore });
    await page.getByLabel('Enter OTP').fill(code);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/trips$/);
    await expect(page.evaluate(() => localStorage.getItem('userType'))).resolves.toBe('user');
    await context.close();
  });
});

describe('validation and dialogs', () => {
  it('checks the mobile number and warns before signing up without one', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openLogin(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await shown(page.getByText(messages.mobileRequired));
    await page.getByLabel('Mobile number').fill('98abc');
    await page.getByRole('button', { name: 'Login' }).click();
    await shown(page.getByText(messages.mobileInvalid));

    await page.getByLabel('Mobile number').fill('');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('alertdialog');
    await shown(dialog.getByRole('heading', { name: messages.mobileRequiredTitle }));
    await shown(dialog.getByText(messages.mobileRequiredText));
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    expect(path(page)).toBe('/login');
    await context.close();
  });

  it("offers Go to Sign Up for a number that has no account ('Account Not Found')", async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openLogin(page);
    await page.getByLabel('Mobile number').fill('9555555555');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('alertdialog');
    await shown(dialog.getByRole('heading', { name: messages.accountNotFoundTitle }));
    await dialog.getByRole('button', { name: 'Go to Sign Up' }).click();
    await page.waitForURL(/\/signup\?/);
    expect(query(page)).toMatchObject({ mobile: '9555555555', countryCode: '91' });
    await context.close();
  });

  it('checks the username and offers Go to Login / Try Different Number for a registered number', async () => {
    await signUpTraveller(server, { username: 'already_here', mobileNumber: '9000000002' });
    const { context, page } = await newPage(browser, viewports.phone);
    await page.goto(`${server.url}/signup?mobile=9000000002&countryCode=91`);
    await waitForEagerIslands(page);
    const send = page.getByRole('button', { name: 'Send OTP' });
    await send.click();
    await shown(page.getByText(messages.usernameRequired));
    await page.getByLabel('Username').fill('ab');
    await send.click();
    await shown(page.getByText(messages.usernameTooShort));
    await page.getByLabel('Username').fill('bad name!');
    await send.click();
    await shown(page.getByText(messages.usernameCharacters));
    await page.getByLabel('Username').fill('x'.repeat(51));
    await send.click();
    await shown(page.getByText(messages.usernameTooLong));

    await page.getByLabel('Username').fill('someone_else');
    await send.click();
    const dialog = page.getByRole('alertdialog');
    await shown(dialog.getByRole('heading', { name: messages.mobileAlreadyRegistered }));
    await shown(dialog.getByRole('button', { name: 'Try Different Number' }));
    await dialog.getByRole('button', { name: 'Go to Login' }).click();
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it('checks the code, shows a wrong code as an error and keeps the session empty', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openLogin(page);
    await page.getByLabel('Mobile number').fill('9000000003');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(/\/signup\?/);
    await waitForEagerIslands(page);
    const smsBefore = server.smsCount();
    await page.getByLabel('Username').fill('code_checker');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL(/\/verify-otp\?/);
    await waitForEagerIslands(page);
    const submit = page.getByRole('button', { name: 'Complete Signup' });
    await submit.click();
    await shown(page.getByText(messages.otpRequired));
    await page.getByLabel('Enter OTP').fill('12');
    await submit.click();
    await shown(page.getByText(messages.otpInvalid));

    const code = await server.latestCode('91', '9000000003', { after: smsBefore });
    const wrong = code === '1111' ? '2222' : '1111';
    await page.getByLabel('Enter OTP').fill(wrong);
    await submit.click();
    await shown(page.getByRole('alert'));
    expect(path(page)).toBe('/verify-otp');
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/signup\?/);
    await context.close();
  });
});

describe('accessibility', () => {
  it('has no axe violations on the login, signup and code pages', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    for (const url of [
      '/login',
      '/signup?mobile=9123456789&countryCode=91',
      '/verify-otp?mobile=9123456789&countryCode=91&verificationId=x&isSignup=false',
    ]) {
      await page.goto(`${server.url}${url}`);
      await waitForEagerIslands(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    await context.close();
  });
});

describe('navigation guard', () => {
  it('sends a guest from login-required pages to /login and from pages missing their query to /login', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    // The server's redirect, before any byte of the page: the way back in the address.
    const trip = '/trip/00000000-0000-4000-8000-000000000000';
    const landed = await page.goto(`${server.url}${trip}`);
    expect(landed!.request().redirectedFrom()?.url()).toBe(`${server.url}${trip}`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/login?return=${encodeURIComponent(trip)}`);
    await page.goto(`${server.url}/signup`);
    await page.waitForURL(/\/login$/);
    await page.goto(`${server.url}/verify-otp?mobile=9123456780`);
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it('sends a signed-in traveller from guest-only pages to /trips, and an admin to /admin/dashboard', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await storeTravellerSession(page, server);
    await page.goto(`${server.url}/login`);
    await page.waitForURL(/\/trips$/);
    await page.goto(`${server.url}/signup?mobile=9123456780&countryCode=91`);
    await page.waitForURL(/\/trips$/);
    await page.evaluate(() => localStorage.setItem('userType', 'admin'));
    await page.goto(`${server.url}/login`);
    await page.waitForURL(/\/admin\/dashboard$/);
    await context.close();
  });
});
