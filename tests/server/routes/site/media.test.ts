/** /media/<width>/uploads/... inside the real app: uploads resized to an allowed width as WebP. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp } from '../../support/site-app.ts';
import type { TestApp } from '../../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await createSiteTestApp());
}, 120_000);

afterAll(() => t?.close());

describe('resized images', () => {
  it('resizes uploads to the asked width as WebP, and refuses other widths and paths', async () => {
    const response = await t.app.inject({ url: '/media/480/uploads/site-test/photo.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const { width, format } = await sharp(response.rawPayload).metadata();
    expect([width, format]).toEqual([480, 'webp']);
    expect((await t.app.inject({ url: '/media/500/uploads/site-test/photo.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/480/uploads/site-test/missing.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/480/uploads/%2e%2e/%2e%2e/etc/passwd.jpg' })).statusCode).toBe(404);
  });
});
