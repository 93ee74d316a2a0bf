/**
 * The real app with the built site, for the site plugins' tests (astro-pages, landing-page,
 * site-assets, media-resize, unknown-paths): builds the site first when its sources changed, and
 * stores one trip with an uploaded 1600x1000 photo at /uploads/site-test/photo.jpg.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { ensureBuilt } from './site-build.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

export const sitePhoto = '/uploads/site-test/photo.jpg';

/** `signedIn`: the headers of a signed-in browser (the admin's signed-in cookie), for the pages that need sign-in. */
export async function createSiteTestApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; admin: string; signedIn: { cookie: string } }> {
  ensureBuilt();
  const t = await createTestApp(env);
  const admin = await t.adminToken();
  const photo = path.join(t.dataDir, sitePhoto);
  await mkdir(path.dirname(photo), { recursive: true });
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#336699' } })
    .jpeg()
    .toFile(photo);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/trips',
    headers: bearer(admin),
    payload: {
      place: 'Zanskar Frozen River',
      price: 32000,
      days: '8N/9D',
      description: 'Walking the frozen Chadar.',
      googleSheetUrl: 'https://docs.google.com/spreadsheets/d/zanskar',
      images: [sitePhoto],
    },
  });
  expect(created.statusCode).toBe(201);
  return { t, admin, signedIn: await t.signedInHeaders(admin) };
}
