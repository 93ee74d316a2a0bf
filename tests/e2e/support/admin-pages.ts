/**
 * Shared steps of the admin end-to-end tests: signing in (through the page or by storing the product's (docs/product.md#entities)
 * session), screenshots at both widths, and small real media files to upload.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { photoJpeg } from './catalogue.ts';
import { adminToken, DEFAULT_ADMIN, type RunningServer } from './index.ts';

const root = path.resolve(import.meta.dirname, '../../..');
export const SCREENSHOT_DIR = path.join(root, 'test-results/admin');

/** Signs in through the admin login page, as an admin would. */
export async function signInThroughPage(page: Page, server: RunningServer, credentials = DEFAULT_ADMIN): Promise<void> {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** Stores an admin session as the login page would, without going through it. */
export async function storeAdminSession(page: Page, server: RunningServer): Promise<void> {
  const token = await adminToken(server);
  // Any page of the origin gives access to its localStorage.
  await page.goto(`${server.url}/api/health`);
  await page.evaluate(
    ({ token, email }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userType', 'admin');
      localStorage.setItem('adminData', JSON.stringify({ email }));
    },
    { token, email: DEFAULT_ADMIN.email },
  );
}

/** Opens an admin page with a stored session, as a signed-in admin returning to it would. */
export async function openAdmin(page: Page, server: RunningServer, pathname: string): Promise<void> {
  await storeAdminSession(page, server);
  await page.goto(`${server.url}/admin/${pathname}`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
}

/** A photo-like JPEG of the given colour, as a file chooser payload. */
export async function jpegFile(name: string, colour: string) {
  return { name, mimeType: 'image/jpeg', buffer: await photoJpeg(800, 500, colour) };
}

/** A one-page PDF, small but well-formed. */
export function pdfFile(name: string) {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

/** An MP4 file header (ftyp box) with some payload: enough for type checks by extension and bytes. */
export function mp4File(name: string) {
  const ftyp = Buffer.from([
    0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70,
    0x34, 0x31,
  ]);
  return { name, mimeType: 'video/mp4', buffer: Buffer.concat([ftyp, Buffer.alloc(2048)]) };
}

/** The text of the react-admin notification currently shown. */
export async function notificationText(page: Page): Promise<string> {
  const snackbar = page.locator('.MuiSnackbar-root').last();
  // Generous: on a loaded 2-core CI machine a save and its toast can take several seconds.
  await snackbar.waitFor({ state: 'visible', timeout: 20_000 });
  return (await snackbar.innerText()).trim();
}

/**
 * Waits for a notification saying `text`, then returns its whole text. Unlike notificationText, an earlier
 * notification still on screen (another save's, a few seconds before) is not taken for it.
 */
export async function notificationSaying(page: Page, text: string): Promise<string> {
  const snackbar = page.locator('.MuiSnackbar-root', { hasText: text }).last();
  await snackbar.waitFor({ state: 'visible', timeout: 20_000 });
  return (await snackbar.innerText()).trim();
}

/** Waits until the dashboard's cards have their data (no card says aria-busy="true"); a tap then lands where it is aimed. */
export async function dashboardLoaded(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Recent Reviews' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
}
