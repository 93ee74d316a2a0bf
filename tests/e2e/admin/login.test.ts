/**
 * Admin session in Chromium (docs/product.md#screens, #states, #rules): the login page's validation, failure (inline alert
 * and toast) and success, its form painted and usable before the back office's script arrives, the guest-only
 * redirect, /admin → dashboard, the auth guard, the layout, the logout confirmation, and a 401 signing the admin out.
 */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../server/src/domain/index.ts';
import { DEFAULT_ADMIN, newPage, viewports, useProduct } from '../support/index.ts';
import { notificationText, screenshot, signInThroughPage, storeAdminSession } from '../support/admin-pages.ts';

const { server, browser } = useProduct();

describe('admin login page', () => {
  it('shows SPEC messages for empty, malformed and short input', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/admin/login`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(messages.emailRequired).waitFor();
    await page.getByText(messages.passwordRequired).waitFor();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(messages.emailInvalid).waitFor();
    await page.getByText(messages.passwordTooShort).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await context.close();
  });

  it('toggles the password between hidden and shown', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/admin/login`);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await context.close();
  });

  it('shows the server error inline and in a toast on wrong credentials, storing nothing', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Email').fill(DEFAULT_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toBe(messages.invalidCredentials);
    await expect(notificationText(page)).resolves.toBe(messages.invalidCredentials);
    const stored = await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('userType')]);
    expect(stored).toEqual([null, null]);
    await screenshot(page, 'login-failed');
    await context.close();
  });

  for (const viewport of [viewports.phone, viewports.desktop]) {
    it(`paints a working form before the app's script, and signs in with what was typed there, at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      // The app's entry script is held back: what shows meanwhile comes with the page itself.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/admin/assets/index-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.url}/admin/login`, { waitUntil: 'commit' });
      const shell = page.locator('#login-shell');
      await shell.getByRole('heading', { name: 'Admin Login' }).waitFor();
      expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
      await screenshot(page, 'login-before-script');
      await shell.getByLabel('Email').fill(DEFAULT_ADMIN.email);
      await shell.getByLabel('Password').fill(DEFAULT_ADMIN.password);
      await shell.getByRole('button', { name: 'Sign In' }).click();
      release();
      // The React page takes over with the values and the press, and signs in.
      await page.waitForURL('**/admin/dashboard');
      await expect(notificationText(page)).resolves.toBe(messages.loginSuccessful);
      await expect(shell.count()).resolves.toBe(0);
      await context.close();
    });
  }

  it('carries a half-typed form into the React page, the cursor where it was', async () => {
    const { context, page } = await newPage(browser);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/admin/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/admin/login`, { waitUntil: 'commit' });
    await page.locator('#login-shell').getByLabel('Email').fill('asha@');
    await page.locator('#login-shell').getByLabel('Password').focus();
    release();
    await page.locator('#root').getByLabel('Email').waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('asha@');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('password');
    await expect(page.locator('#login-shell').count()).resolves.toBe(0);
    await context.close();
  });

  it('signs in with "Login Successful!", stores the SPEC session and opens the dashboard', async () => {
    const { context, page } = await newPage(browser);
    await signInThroughPage(page, server);
    await expect(notificationText(page)).resolves.toBe(messages.loginSuccessful);
    const session = await page.evaluate(() => ({
      token: localStorage.getItem('authToken'),
      userType: localStorage.getItem('userType'),
      adminData: JSON.parse(localStorage.getItem('adminData') ?? 'null'),
    }));
    expect(session.token).toMatch(/^ey/);
    expect(session.userType).toBe('admin');
    expect(session.adminData.email).toBe(DEFAULT_ADMIN.email);

    // Guest-only: the login page sends a signed-in admin to the dashboard.
    await page.goto(`${server.url}/admin/login`);
    await page.waitForURL('**/admin/dashboard');
    // /admin goes to the dashboard.
    await page.goto(`${server.url}/admin`);
    await page.waitForURL('**/admin/dashboard');
    await context.close();
  });
});

describe('admin guard and layout', () => {
  it('sends a visitor of an admin page to /admin/login', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/admin/dashboard', '/admin/trips', '/admin/reviews/create', '/admin/users']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL('**/admin/login');
    }
    await context.close();
  });

  it('has the top bar (toggle, email, logout) and the sidebar links of SPEC', async () => {
    for (const viewport of [viewports.desktop, viewports.phone]) {
      const { context, page } = await newPage(browser, viewport);
      await storeAdminSession(page, server);
      await page.goto(`${server.url}/admin/dashboard`);
      await page.getByRole('heading', { name: `Welcome back, ${DEFAULT_ADMIN.email}` }).waitFor();
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      const toggle = page.getByRole('button', { name: /menu/i }).first();
      if (viewport === viewports.phone) await toggle.click();
      else await expect(page.getByTestId('admin-email').innerText()).resolves.toBe(DEFAULT_ADMIN.email);
      for (const name of ['Dashboard', 'Trips', 'Reviews', 'Users', 'View Public Site']) {
        await page.getByRole('menuitem', { name }).waitFor();
      }
      await expect(page.getByRole('menuitem', { name: 'View Public Site' }).getAttribute('href')).resolves.toBe('/trips');
      await screenshot(page, 'layout');
      await context.close();
    }
  });

  it('asks for confirmation, then logs out to /login with the Logged Out notice, ending the token on the server', async () => {
    const { context, page } = await newPage(browser);
    await storeAdminSession(page, server);
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.logoutConfirmationTitle).waitFor();
    await dialog.getByText(messages.logoutConfirmationText).waitFor();
    // Cancel keeps the session.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.not.toBeNull();

    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(notificationText(page)).resolves.toBe(messages.loggedOut);
    // The server ended the session too: the token is refused even where a copy of it survives.
    const verify = await fetch(`${server.url}/api/auth/verify`, { headers: { authorization: `Bearer ${token}` } });
    expect(verify.status).toBe(401);
    // The public site's login page repeats the notice (docs/product.md#states: 'goes to /login with a Logged Out notice').
    await page.waitForURL('**/login?loggedOut=1');
    await expect(page.getByRole('status').filter({ hasText: messages.loggedOut }).isVisible()).resolves.toBe(true);
    const stored = await page.evaluate(() => ['authToken', 'userType', 'adminData', 'userData'].map((key) => localStorage.getItem(key)));
    expect(stored).toEqual([null, null, null, null]);
    await context.close();
  });

  it('sends a signed-in traveller from the admin pages to the public /trips, keeping their session', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/api/health`);
    await page.evaluate(() => {
      localStorage.setItem('authToken', 'traveller-token');
      localStorage.setItem('userType', 'user');
      localStorage.setItem('userData', JSON.stringify({ username: 'asha_k', mobileNumber: '9876543210', countryCode: '91' }));
    });
    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForURL('**/trips', { waitUntil: 'commit' });
    expect(new URL(page.url()).pathname).toBe('/trips');
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBe('traveller-token');
    await context.close();
  });

  it('signs the admin out on a 401 and goes to /admin/login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/api/health`);
    await page.evaluate(() => {
      localStorage.setItem('authToken', 'expired-or-forged');
      localStorage.setItem('userType', 'admin');
      localStorage.setItem('adminData', JSON.stringify({ email: 'admin@example.com' }));
    });
    await page.goto(`${server.url}/admin/trips`);
    await page.waitForURL('**/admin/login');
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();
    await context.close();
  });
});
