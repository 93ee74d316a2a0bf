/**
 * Resized images with STORAGE=s3, against s3rver (an S3-compatible server in this process): the
 * pages offer srcset for S3 images as for local ones, the resize route gives the same bytes as with
 * local storage, the variant is stored beside the original in the bucket (so another replica serves
 * it without the original), /uploads/<key> sends the browser to the store, and deleting the trip
 * deletes the variants with the original.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/src/config.ts';
import { createMediaVariants, siteUploadPath, variantKey } from '../../../../server/src/services/media/media-variants.ts';
import { createLocalStorage } from '../../../../server/src/services/media/storage/local.ts';
import { createS3Client, createS3Storage } from '../../../../server/src/services/media/storage/s3.ts';
import { ensureBuilt } from '../../support/site-build.ts';
import { bearer, createTestApp, type TestApp } from '../../support/test-app.ts';

const BUCKET = 'variant-media';
const s3Env = (endpoint: string) => ({
  STORAGE: 's3',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

let server: S3rver;
let directory: string;
let endpoint: string;
let t: TestApp;
let admin: string;
let photo: Buffer;
let fileUrl: string;
let key: string;
let tripId: string;

beforeAll(async () => {
  ensureBuilt();
  directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  t = await createTestApp(s3Env(endpoint));
  admin = await t.adminToken();
  photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a9d8f' } })
    .jpeg({ quality: 90 })
    .toBuffer();

  const presigned = await t.app.inject({
    method: 'POST',
    url: '/api/admin/upload/presigned-url',
    headers: bearer(admin),
    payload: { fileName: 'valley.jpg', fileType: 'image/jpeg', fileSize: photo.length, tripId: 'new' },
  });
  ({ fileUrl, s3Key: key } = presigned.json<{ fileUrl: string; s3Key: string }>());
  const put = await fetch(presigned.json().presignedUrl, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', 'x-amz-acl': 'public-read' },
    body: new Uint8Array(photo),
  });
  expect(put.status).toBe(200);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/trips',
    headers: bearer(admin),
    payload: {
      place: 'Valley of Flowers',
      price: 21000,
      days: '5N/6D',
      description: 'Alpine meadows.',
      googleSheetUrl: 'https://docs.google.com/v',
      images: [fileUrl, 'https://cdn.example.in/far.jpg'],
    },
  });
  expect(created.statusCode).toBe(201);
  tripId = created.json().trip.id;
}, 180_000);

afterAll(async () => {
  await t?.close();
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

const objectStatus = async (objectKey: string) => (await fetch(`${endpoint}/${BUCKET}/${objectKey}`)).status;

describe('S3 images on the site', () => {
  it('the landing and trip pages offer WebP widths of the S3 image through the resize route', async () => {
    const landing = await t.app.inject({ url: '/trips' });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain(`/media/480/uploads/${key} 480w`);
    expect(landing.body).toContain(`/media/1280/uploads/${key} 1280w`);
    // The original's S3 address is not put in the page (a landing card carries its first photo only).
    expect(landing.body).not.toContain(fileUrl);
    const detail = await t.app.inject({ url: `/trip/${tripId}`, headers: await t.signedInHeaders() });
    expect(detail.body).toContain(`/media/640/uploads/${key}`);
    // External images are left as they are.
    expect(detail.body).toContain('https://cdn.example.in/far.jpg');
    expect(detail.body).not.toContain(fileUrl);
  });

  it('the admin API keeps the stored S3 address', async () => {
    const trip = await t.app.inject({ url: `/api/public/trips/${tripId}` });
    expect(JSON.stringify(trip.json())).toContain(fileUrl);
  });

  it('/uploads/<key> sends the browser to the object in the store', async () => {
    const response = await t.app.inject({ url: `/uploads/${key}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(fileUrl);
    expect((await t.app.inject({ url: '/uploads/trips/..%2F..%2Fsecret.jpg' })).statusCode).toBe(404);
  });
});

describe('the resize route over S3', () => {
  it('serves the asked width as WebP, the same bytes as local storage makes, and stores it beside the original', async () => {
    const response = await t.app.inject({ url: `/media/480/uploads/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { width, format } = await sharp(response.rawPayload).metadata();
    expect([width, format]).toEqual([480, 'webp']);

    // The same original under local storage, through the same service.
    const localDir = await mkdtemp(path.join(os.tmpdir(), 'variants-local-'));
    try {
      const local = await createLocalStorage({
        config: loadConfig({ DATA_DIR: localDir }),
        db: t.db,
        now: () => new Date(),
        log: t.app.log,
        secret: 'x'.repeat(40),
      });
      await mkdir(path.dirname(path.join(localDir, 'uploads', key)), { recursive: true });
      await writeFile(path.join(localDir, 'uploads', key), photo);
      const fromLocal = await createMediaVariants(local, t.app.log).get(key, 480);
      local.close();
      expect(fromLocal?.equals(response.rawPayload)).toBe(true);
    } finally {
      await rm(localDir, { recursive: true, force: true });
    }

    const stored = await fetch(`${endpoint}/${BUCKET}/${variantKey(key, 480)}`);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(response.rawPayload)).toBe(true);
  });

  it('another replica serves a stored variant without reading the original', async () => {
    await t.app.inject({ url: `/media/960/uploads/${key}` });
    const first = await t.app.inject({ url: `/media/960/uploads/${key}` });
    const replicaConfig = loadConfig({ DATA_DIR: t.dataDir, ...s3Env(endpoint) });
    const replicaStorage = createS3Storage({
      config: replicaConfig,
      db: t.db,
      now: () => new Date(),
      log: t.app.log,
      secret: 'x'.repeat(40),
    });
    const replica = createMediaVariants(replicaStorage, t.app.log);
    // A copy of the original under another key: removed from the store once its variant exists.
    const copyKey = key.replace('.jpg', '-copy.jpg');
    const client = createS3Client(replicaConfig);
    try {
      expect(await replica.get(key, 960)).toEqual(first.rawPayload);
      const { PutObjectCommand } = await import('@aws-sdk/client-s3');
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: copyKey, Body: photo, ContentType: 'image/jpeg' }));
      const made = await t.app.mediaVariants.get(copyKey, 320);
      await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: copyKey }));
      expect(await objectStatus(copyKey)).toBe(404);
      expect(made).not.toBeNull();
      expect(await replica.get(copyKey, 320)).toEqual(made);
      // Without the original and without a stored variant there is nothing to serve.
      expect(await replica.get(copyKey, 640)).toBeNull();
    } finally {
      client.destroy();
      replicaStorage.close();
    }
  });

  it('refuses other widths, non-images, unknown keys and traversal', async () => {
    expect((await t.app.inject({ url: `/media/500/uploads/${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/480/uploads/trips/none/missing.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/480/uploads/media/clip.mp4' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/480/uploads/%2e%2e/%2e%2e/etc/passwd.jpg' })).statusCode).toBe(404);
  });

  it('deleting the trip deletes the original and its variants', async () => {
    await t.app.inject({ url: `/media/320/uploads/${key}` });
    expect(await objectStatus(variantKey(key, 320))).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/trips/${tripId}`, headers: bearer(admin) })).statusCode).toBe(200);
    for (const objectKey of [key, variantKey(key, 320), variantKey(key, 480), variantKey(key, 960)])
      expect(await objectStatus(objectKey)).toBe(404);
  });
});

describe('bounds', () => {
  it('resizes at most `concurrency` originals at once and keeps at most `cacheBytes` of variants in memory', async () => {
    const localDir = await mkdtemp(path.join(os.tmpdir(), 'variants-bounds-'));
    const local = await createLocalStorage({
      config: loadConfig({ DATA_DIR: localDir }),
      db: t.db,
      now: () => new Date(),
      log: t.app.log,
      secret: 'x'.repeat(40),
    });
    try {
      const keys = ['bounds/a.jpg', 'bounds/b.jpg', 'bounds/c.jpg', 'bounds/d.jpg', 'bounds/e.jpg'];
      await mkdir(path.join(localDir, 'uploads', 'bounds'), { recursive: true });
      for (const [i, key] of keys.entries()) {
        const image = sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40 * i, g: 90, b: 200 - 30 * i } } });
        await writeFile(path.join(localDir, 'uploads', key), await image.jpeg().toBuffer());
      }
      // The real local storage, watched: a resize runs from reading its original to storing its variant.
      let running = 0;
      let most = 0;
      const reads: string[] = [];
      const watched = {
        async readOriginal(key: string) {
          reads.push(key);
          most = Math.max(most, (running += 1));
          return local.readOriginal(key);
        },
        sharedVariants: { read: async () => null, write: async () => void (running -= 1) },
      };
      const parallel = createMediaVariants(watched, t.app.log, { concurrency: 2 });
      const made = await Promise.all(keys.map((key) => parallel.get(key, 320)));
      expect(made.every((image) => image && image.length > 0)).toBe(true);
      expect(most).toBe(2);
      expect(reads).toHaveLength(keys.length);

      // Room for two and a half variants: made one after another, the newest stay and the oldest go.
      const largest = Math.max(...made.map((image) => image!.length));
      const bounded = createMediaVariants(watched, t.app.log, { cacheBytes: largest * 2.5 });
      for (const key of keys) await bounded.get(key, 320);
      reads.length = 0;
      await bounded.get(keys[4], 320);
      await bounded.get(keys[3], 320);
      expect(reads).toEqual([]);
      await bounded.get(keys[0], 320);
      expect(reads).toEqual([keys[0]]);
    } finally {
      local.close();
      await rm(localDir, { recursive: true, force: true });
    }
  });
});

describe('siteUploadPath', () => {
  it('gives S3 images of ours their /uploads/ address and leaves everything else alone', () => {
    const s3 = siteUploadPath(
      loadConfig({ DATA_DIR: '/tmp/unused', ...s3Env('http://store:9000'), S3_PUBLIC_URL: 'https://media.example.in/' }),
    );
    expect(s3('https://media.example.in/trips/a/b.jpg')).toBe('/uploads/trips/a/b.jpg');
    expect(s3('https://media.example.in/trips/a/b.mp4')).toBe('https://media.example.in/trips/a/b.mp4');
    expect(s3('https://media.example.in/../b.jpg')).toBe('https://media.example.in/../b.jpg');
    expect(s3('https://elsewhere.example.in/trips/a/b.jpg')).toBe('https://elsewhere.example.in/trips/a/b.jpg');
    const local = siteUploadPath(loadConfig({ DATA_DIR: '/tmp/unused' }));
    expect(local('/uploads/trips/a/b.jpg')).toBe('/uploads/trips/a/b.jpg');
  });
});
