/**
 * Uploads through the presigned flow with the local driver (docs/product.md#beyond-the-specification): the product's
 * (docs/product.md#rules) file checks and messages, the signed PUT (type, size, expiry, one use), streaming with an
 * interrupted or oversize body leaving nothing behind, serving with the right type, ranges and cache headers, and files
 * removed with the trip or review that used them.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fileTypes,
  imageTooLarge,
  invalidFileTypeAllowed,
  ALLOWED_TYPES_TEXT,
  messages,
  pdfTooLarge,
  videoTooLarge,
} from '../../../../server/src/domain/index.ts';
import type { LocalUploadStorage } from '../../../../server/src/services/media/storage/local.ts';
import { bearer, createTestApp, type TestApp } from '../../support/test-app.ts';

const MB = 1024 * 1024;
let t: TestApp;
let admin: string;
let baseUrl: string;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e07a5f' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

interface Presigned {
  presignedUrl: string;
  fileUrl: string;
  s3Key: string;
  fileName: string;
  contentType: string;
}

async function presign(body: object, token = admin) {
  return t.app.inject({ method: 'POST', url: '/api/admin/upload/presigned-url', headers: bearer(token), payload: body });
}

/** Asked over real HTTP, as the back office does, so the URL points at this server. */
async function presigned(fileName: string, fileType: string, fileSize: number, tripId: string | null = 'new'): Promise<Presigned> {
  const response = await fetch(`${baseUrl}/api/admin/upload/presigned-url`, {
    method: 'POST',
    headers: { ...bearer(admin), 'content-type': 'application/json' },
    body: JSON.stringify({ fileName, fileType, fileSize, tripId }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Presigned;
}

/** GET with the path sent exactly as written (fetch would resolve the dots first). */
function rawGet(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(`${baseUrl}/`, { path: pathname }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (chunk: Buffer) => parts.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
    })
      .on('error', reject)
      .end();
  });
}

/** PUT over real HTTP, the way a browser does; `body` may be streamed in chunks without a length. */
function put(
  url: string,
  headers: Record<string, string>,
  body: Buffer | AsyncIterable<Buffer>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'PUT', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    if (Buffer.isBuffer(body)) request.end(body);
    else
      (async () => {
        for await (const chunk of body) if (!request.write(chunk)) await new Promise((r) => request.once('drain', r));
        request.end();
      })().catch(reject);
  });
}

const uploadsDir = () => path.join(t.dataDir, 'uploads');
const incomingDir = () => path.join(t.dataDir, 'upload-incoming');
const fileOf = (fileUrl: string) => path.join(t.dataDir, fileUrl);
/** `total` bytes in 64 KB pieces; one buffer is sent over and over, so the sender itself holds no memory. */
async function* chunks(total: number, first: Buffer = Buffer.alloc(0), size = 64 * 1024) {
  const piece = Buffer.alloc(size, 7);
  let sent = 0;
  if (first.length) {
    yield first;
    sent = first.length;
  }
  while (sent < total) {
    const n = Math.min(size, total - sent);
    yield n === size ? piece : piece.subarray(0, n);
    sent += n;
  }
}
const mp4Head = () => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(20)]);

describe('POST /api/admin/upload/presigned-url', () => {
  it('is for admins only', async () => {
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload/presigned-url',
      payload: { fileName: 'a.jpg', fileType: 'image/jpeg', fileSize: 10 },
    });
    expect(noToken.statusCode).toBe(401);
    const { token } = await t.travellerToken();
    expect((await presign({ fileName: 'a.jpg', fileType: 'image/jpeg', fileSize: 10 }, token)).statusCode).toBe(403);
  });

  it('answers docs/product.md#calls upload result with a server-made key', async () => {
    const body = await presigned('../../etc/Beach Day.JPG', 'image/jpeg', 1234);
    // Named after the original file, made safe, with a unique part.
    expect(body.s3Key).toMatch(/^media\/beach-day-[0-9a-f]{32}\.jpg$/);
    expect(body.fileUrl).toBe(`/uploads/${body.s3Key}`);
    expect(body.fileName).toBe('Beach Day.JPG');
    expect(body.presignedUrl).toMatch(
      // The key's slashes encoded: the URL is one path segment, as the document's {key} is.
      new RegExp(
        `^${baseUrl}/api/upload/files/${body.s3Key.replaceAll('/', '%2F')}\\?type=image%2Fjpeg&size=1234&expires=\\d+&signature=[\\w-]+$`,
      ),
    );
    const forTrip = await presigned('itinerary.pdf', 'application/pdf', 2000, '0b5b6a3e-1f7c-4a53-9f7e-2a1d9c7d1e55');
    expect(forTrip.s3Key).toMatch(/^trips\/0b5b6a3e-1f7c-4a53-9f7e-2a1d9c7d1e55\/itinerary-[0-9a-f]{32}\.pdf$/);
    expect(forTrip.contentType).toBe('application/pdf');
  });

  it("names the file after the trip's place when given, made safe, and keeps every key unique", async () => {
    const named = async (fileName: string, place?: string) =>
      (await presign({ fileName, fileType: 'image/jpeg', fileSize: 100, tripId: 'new', ...(place === undefined ? {} : { place }) })).json()
        .s3Key as string;
    expect(await named('IMG_0001.jpg', 'Spiti Valley, Himachal!')).toMatch(/^media\/spiti-valley-himachal-[0-9a-f]{32}\.jpg$/);
    expect(await named('Café Crème.jpg')).toMatch(/^media\/cafe-creme-[0-9a-f]{32}\.jpg$/);
    expect(await named('../../.hidden.jpg', '<script>')).toMatch(/^media\/script-[0-9a-f]{32}\.jpg$/);
    expect(await named('☃☃.jpg')).toMatch(/^media\/file-[0-9a-f]{32}\.jpg$/);
    const first = await named('same.jpg', 'Goa');
    const second = await named('same.jpg', 'Goa');
    expect(first).not.toBe(second);
  });

  it('applies docs/product.md#rules file checks with their exact messages', async () => {
    const cases: [object, number, string][] = [
      [{ fileName: 'setup.exe', fileType: 'application/octet-stream', fileSize: 10 }, 400, invalidFileTypeAllowed(ALLOWED_TYPES_TEXT)],
      [{ fileName: 'photo.jpg', fileType: 'video/mp4', fileSize: 10 }, 400, invalidFileTypeAllowed(ALLOWED_TYPES_TEXT)],
      [{ fileName: 'page.html', fileType: 'text/html', fileSize: 10 }, 400, invalidFileTypeAllowed(ALLOWED_TYPES_TEXT)],
      [{ fileName: 'big.png', fileType: 'image/png', fileSize: 51 * MB }, 413, imageTooLarge('51.00MB')],
      [{ fileName: 'big.mov', fileType: 'video/quicktime', fileSize: 101 * MB }, 413, videoTooLarge('101.00MB')],
      [{ fileName: 'big.pdf', fileType: 'application/pdf', fileSize: 11 * MB }, 413, pdfTooLarge('11.00MB')],
      [{ fileName: 'empty.jpg', fileType: 'image/jpeg', fileSize: 0 }, 400, messages.invalidRequest],
      [{ fileName: 'what.jpg', fileType: 'image/jpeg' }, 400, messages.invalidRequest],
    ];
    for (const [payload, status, error] of cases) {
      const response = await presign(payload);
      expect({ payload, status: response.statusCode, body: response.json() }).toEqual({
        payload,
        status,
        body: expect.objectContaining({ error }),
      });
    }
    for (const [name, type] of [
      ['a.heic', 'image/heic'],
      ['a.webp', 'image/webp'],
      ['a.flv', 'video/x-flv'],
      ['a.wmv', 'video/x-ms-wmv'],
      ['a.png', ''],
    ]) {
      expect((await presign({ fileName: name, fileType: type, fileSize: 50 * MB })).statusCode).toBe(200);
    }
  });
});

describe('PUT to the signed URL', () => {
  it('stores the file; /uploads serves it with its type, long cache and byte ranges', async () => {
    const upload = await presigned('beach.jpg', 'image/jpeg', jpeg.length);
    const answer = await put(upload.presignedUrl, { 'content-type': 'image/jpeg', 'x-amz-acl': 'public-read' }, jpeg);
    expect(answer.status).toBe(200);
    expect(await readFile(fileOf(upload.fileUrl))).toEqual(jpeg);

    const whole = await fetch(`${baseUrl}${upload.fileUrl}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/jpeg');
    expect(whole.headers.get('cache-control')).toContain('max-age=31536000');
    expect(whole.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(jpeg);

    const range = await fetch(`${baseUrl}${upload.fileUrl}`, { headers: { range: 'bytes=10-19' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 10-19/${jpeg.length}`);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(jpeg.subarray(10, 20));
  });

  it('takes any binary body of the signed size: formats are not second-guessed', async () => {
    // Random bytes (never starting like a tag) and zeros.
    for (const body of [Buffer.concat([Buffer.from([0xff]), randomBytes(4999)]), Buffer.alloc(2048)]) {
      const upload = await presigned('camera-roll.heic', 'image/heic', body.length);
      expect((await put(upload.presignedUrl, { 'content-type': 'image/heic' }, body)).status).toBe(200);
      expect(await readFile(fileOf(upload.fileUrl))).toEqual(body);
    }
  });

  it('takes a body sent without a type, or as octet-stream, as the signed type', async () => {
    const unspecified: Record<string, string>[] = [{}, { 'content-type': 'application/octet-stream' }];
    for (const headers of unspecified) {
      const upload = await presigned('untyped.jpg', 'image/jpeg', jpeg.length);
      expect((await put(upload.presignedUrl, headers, jpeg)).status).toBe(200);
      const served = await fetch(`${baseUrl}${upload.fileUrl}`);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('a URL works once: a second PUT is refused and the file stays as it was', async () => {
    const upload = await presigned('once.jpg', 'image/jpeg', jpeg.length);
    expect((await put(upload.presignedUrl, { 'content-type': 'image/jpeg' }, jpeg)).status).toBe(200);
    const other = Buffer.from(jpeg);
    other[100] ^= 0xff;
    const again = await put(upload.presignedUrl, { 'content-type': 'image/jpeg' }, other);
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body)).toMatchObject({ error: messages.uploadAlreadyDone });
    expect(await readFile(fileOf(upload.fileUrl))).toEqual(jpeg);
  });

  it('refuses another content type, a tampered or expired URL, and a body that is not the declared format', async () => {
    const upload = await presigned('photo.jpg', 'image/jpeg', jpeg.length);
    const wrongType = await put(upload.presignedUrl, { 'content-type': 'image/png' }, jpeg);
    expect(wrongType.status).toBe(400);
    expect(JSON.parse(wrongType.body)).toMatchObject({ error: messages.uploadTypeMismatch });

    const bigger = upload.presignedUrl.replace(`size=${jpeg.length}`, `size=${jpeg.length + 1}`);
    expect((await put(bigger, { 'content-type': 'image/jpeg' }, Buffer.concat([jpeg, Buffer.from([0])]))).status).toBe(403);
    const signedKey = encodeURIComponent(upload.s3Key);
    const otherKey = upload.presignedUrl.replace(signedKey, encodeURIComponent(upload.s3Key.replace(/^media\//, 'trips/')));
    expect((await put(otherKey, { 'content-type': 'image/jpeg' }, jpeg)).status).toBe(403);
    // The key's slashes as plain slashes: the same key, the same signature check.
    const unencoded = upload.presignedUrl.replace(signedKey, upload.s3Key.replace(/^media\//, 'trips/'));
    expect((await put(unencoded, { 'content-type': 'image/jpeg' }, jpeg)).status).toBe(403);
    const traversal = upload.presignedUrl.replace(signedKey, '..%2F..%2Fjwt-secret');
    expect((await put(traversal, { 'content-type': 'image/jpeg' }, jpeg)).status).toBe(403);

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = await presigned('cat.jpg', 'image/jpeg', html.length);
    const refused = await put(disguised.presignedUrl, { 'content-type': 'image/jpeg' }, html);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ error: messages.uploadContentMismatch });
    expect(existsSync(fileOf(disguised.fileUrl))).toBe(false);

    // SVG markup as an image would run as a page from our origin: refused as well.
    const svg = Buffer.from('\ufeff  <?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const svgUpload = await presigned('logo.png', 'image/png', svg.length);
    expect((await put(svgUpload.presignedUrl, { 'content-type': 'image/png' }, svg)).status).toBe(400);
    expect(existsSync(fileOf(svgUpload.fileUrl))).toBe(false);

    const late = await presigned('late.jpg', 'image/jpeg', jpeg.length);
    t.clock.advance((t.config.UPLOAD_URL_TTL_SECONDS + 1) * 1000);
    const expired = await put(late.presignedUrl, { 'content-type': 'image/jpeg' }, jpeg);
    expect(expired.status).toBe(403);
    expect(JSON.parse(expired.body)).toMatchObject({ error: messages.uploadUrlInvalid });
    for (const file of [upload, late]) expect(existsSync(fileOf(file.fileUrl))).toBe(false);
  });

  it('refuses a body larger than signed, streamed without a length, and keeps nothing', async () => {
    const size = 3 * MB;
    const upload = await presigned('clip.mp4', 'video/mp4', size);
    const answer = await put(
      upload.presignedUrl,
      { 'content-type': 'video/mp4', 'transfer-encoding': 'chunked' },
      chunks(size + 256 * 1024, mp4Head()),
    ).catch((error: NodeJS.ErrnoException) => ({ status: error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 413 : 0, body: '{}' }));
    expect(answer.status).toBe(413);
    expect(existsSync(fileOf(upload.fileUrl))).toBe(false);
    expect(await readdir(incomingDir())).toEqual([]);

    const declared = await put(
      upload.presignedUrl,
      { 'content-type': 'video/mp4', 'content-length': String(size + 1) },
      Buffer.alloc(size + 1),
    );
    expect(declared.status).toBe(413);
    const short = await put(
      upload.presignedUrl,
      { 'content-type': 'video/mp4', 'transfer-encoding': 'chunked' },
      chunks(size - 10, mp4Head()),
    );
    expect(short.status).toBe(400);
    expect(JSON.parse(short.body)).toMatchObject({ error: messages.uploadSizeMismatch });
    expect(existsSync(fileOf(upload.fileUrl))).toBe(false);
  });

  it('an upload interrupted half-way leaves no file, not even a temporary one', async () => {
    const size = 8 * MB;
    const upload = await presigned('cut.mp4', 'video/mp4', size);
    await new Promise<void>((resolve) => {
      const request = httpRequest(upload.presignedUrl, {
        method: 'PUT',
        headers: { 'content-type': 'video/mp4', 'content-length': String(size) },
      });
      request.on('error', () => resolve());
      request.write(mp4Head());
      request.write(Buffer.alloc(2 * MB, 1), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 100);
      });
    });
    // The server notices the closed connection and cleans up.
    for (let i = 0; i < 50 && (await readdir(incomingDir())).length > 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(await readdir(incomingDir())).toEqual([]);
    expect(existsSync(fileOf(upload.fileUrl))).toBe(false);
  });

  it('streams a large video to disk as it arrives (memory stays flat whatever the size)', async () => {
    const size = 100 * MB;
    const upload = await presigned('long.mp4', 'video/mp4', size);
    const piece = Buffer.alloc(MB, 5);
    let status = 0;
    const request = httpRequest(
      upload.presignedUrl,
      { method: 'PUT', headers: { 'content-type': 'video/mp4', 'content-length': String(size) } },
      (response) => {
        status = response.statusCode ?? 0;
        response.resume();
      },
    );
    const finished = new Promise<void>((resolve, reject) => {
      request.on('close', resolve);
      request.on('error', reject);
    });
    const send = async (bytes: number) => {
      for (let sent = 0; sent < bytes; sent += piece.length) if (!request.write(piece)) await new Promise((r) => request.once('drain', r));
    };
    request.write(Buffer.concat([mp4Head(), piece.subarray(mp4Head().length)]));
    await send(59 * MB);
    // With 60 of 100 MB sent, the bytes are already in a temporary file, not held in memory.
    let onDisk = 0;
    for (let i = 0; i < 100 && onDisk < 55 * MB; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      const [temporary] = await readdir(incomingDir());
      onDisk = temporary ? (await stat(path.join(incomingDir(), temporary))).size : 0;
    }
    expect(onDisk).toBeGreaterThanOrEqual(55 * MB);
    expect(existsSync(fileOf(upload.fileUrl))).toBe(false);
    await send(40 * MB);
    request.end();
    await finished;
    expect(status).toBe(200);
    expect((await stat(fileOf(upload.fileUrl))).size).toBe(size);
    expect(await readdir(incomingDir())).toEqual([]);
  });
});

describe('/uploads serving', () => {
  it('gives every allowed format its content type, and lists no folder', async () => {
    await mkdir(path.join(uploadsDir(), 'formats'), { recursive: true });
    for (const extension of Object.keys(fileTypes)) {
      await writeFile(path.join(uploadsDir(), 'formats', `sample.${extension}`), Buffer.from('x'));
      const response = await t.app.inject({ method: 'GET', url: `/uploads/formats/sample.${extension}` });
      expect({ extension, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        extension,
        status: 200,
        type: fileTypes[extension].mime,
      });
    }
    for (const folder of ['/uploads/formats/', '/uploads/formats', '/uploads/']) {
      const response = await t.app.inject({ method: 'GET', url: folder });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('sample.');
    }
  });

  it('never serves anything outside the uploads folder', async () => {
    await writeFile(path.join(t.dataDir, 'outside.jpg'), jpeg);
    for (const url of [
      '/uploads/../outside.jpg',
      '/uploads/%2e%2e/outside.jpg',
      '/uploads/..%2foutside.jpg',
      '/uploads/%2e%2e%2foutside.jpg',
      '/uploads/..\\outside.jpg',
    ]) {
      const response = await rawGet(url);
      expect({ url, status: response.status }).toEqual({ url, status: expect.any(Number) });
      expect([400, 403, 404]).toContain(response.status);
    }
  });
});

describe('files go with the trip or review that used them', () => {
  async function uploaded(name: string, type: string, body: Buffer, tripId: string | null = 'new') {
    const upload = await presigned(name, type, body.length, tripId);
    expect((await put(upload.presignedUrl, { 'content-type': type }, body)).status).toBe(200);
    return upload.fileUrl;
  }
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const mp4 = Buffer.concat([mp4Head(), Buffer.alloc(1000, 3)]);

  it('deleting a trip removes its images, video and PDF (and their empty folder); shared and external files stay', async () => {
    const tripId = '6f1c2b0e-9a4d-4e3b-8c1a-2d3e4f5a6b7c';
    const images = [await uploaded('a.jpg', 'image/jpeg', jpeg, tripId), await uploaded('b.jpg', 'image/jpeg', jpeg, tripId)];
    const video = await uploaded('v.mp4', 'video/mp4', mp4, tripId);
    const itineraryPdf = await uploaded('plan.pdf', 'application/pdf', pdf, tripId);
    const shared = await uploaded('shared.jpg', 'image/jpeg', jpeg);
    const trip = {
      place: 'Hampi',
      price: 9999,
      days: '3N/4D',
      description: 'Boulders and temples.',
      googleSheetUrl: 'https://docs.google.com/x',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      headers: bearer(admin),
      payload: { ...trip, images: [...images, shared, 'https://cdn.example.in/keep.jpg'], video, itineraryPdf },
    });
    expect(created.statusCode).toBe(201);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      headers: bearer(admin),
      payload: { ...trip, images: [shared] },
    });
    expect(other.statusCode).toBe(201);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/trips/${created.json().trip.id}`, headers: bearer(admin) });
    expect(deleted.statusCode).toBe(200);
    for (const url of [...images, video, itineraryPdf]) expect({ url, exists: existsSync(fileOf(url)) }).toEqual({ url, exists: false });
    expect(existsSync(path.join(uploadsDir(), 'trips', tripId))).toBe(false);
    expect(existsSync(fileOf(shared))).toBe(true);

    await t.app.inject({ method: 'DELETE', url: `/api/admin/trips/${other.json().trip.id}`, headers: bearer(admin) });
    expect(existsSync(fileOf(shared))).toBe(false);
  });

  it('deleting a review removes its images', async () => {
    const images = [await uploaded('r1.jpg', 'image/jpeg', jpeg), await uploaded('r2.jpg', 'image/jpeg', jpeg)];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reviews',
      headers: bearer(admin),
      payload: { reviewerName: 'Meera', rating: 5, reviewText: 'Lovely.', images },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().review.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${id}`, headers: bearer(admin) })).statusCode).toBe(200);
    for (const url of images) expect(existsSync(fileOf(url))).toBe(false);
  });

  it('an edit that replaces images or drops the video removes the old files at once; kept ones stay', async () => {
    const [first, second, replacement] = [
      await uploaded('e1.jpg', 'image/jpeg', jpeg),
      await uploaded('e2.jpg', 'image/jpeg', jpeg),
      await uploaded('e3.jpg', 'image/jpeg', jpeg),
    ];
    const video = await uploaded('e.mp4', 'video/mp4', mp4);
    const trip = {
      place: 'Coorg',
      price: 7999,
      days: '2N/3D',
      description: 'Coffee estates.',
      googleSheetUrl: 'https://docs.google.com/y',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      headers: bearer(admin),
      payload: { ...trip, images: [first, second], video },
    });
    expect(created.statusCode).toBe(201);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${created.json().trip.id}`,
      headers: bearer(admin),
      payload: { images: [second, replacement], video: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().trip).toMatchObject({ images: [second, replacement], video: null });
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(video))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    expect(existsSync(fileOf(replacement))).toBe(true);

    const review = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reviews',
      headers: bearer(admin),
      payload: { reviewerName: 'Asha', rating: 4, reviewText: 'Misty mornings.', images: [second] },
    });
    expect(review.statusCode).toBe(201);
    // The trip still shows `second`: the review dropping it must not take it from the trip.
    const reviewEdit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${review.json().review.id}`,
      headers: bearer(admin),
      payload: { images: [] },
    });
    expect(reviewEdit.statusCode).toBe(200);
    expect(existsSync(fileOf(second))).toBe(true);
  });

  it('unused files older than a day are swept (uploads no trip or review took up); used and young ones stay', async () => {
    const abandoned = await uploaded('abandoned.jpg', 'image/jpeg', jpeg);
    const kept = await uploaded('kept.jpg', 'image/jpeg', jpeg);
    const young = await uploaded('young.jpg', 'image/jpeg', jpeg);
    const trip = { place: 'Coorg', price: 7999, days: '2N/3D', description: 'Coffee hills.', googleSheetUrl: 'https://docs.google.com/z' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      headers: bearer(admin),
      payload: { ...trip, images: [kept] },
    });
    expect(created.statusCode).toBe(201);
    const dayAndMore = new Date(Date.now() - 25 * 3_600_000);
    for (const url of [abandoned, kept]) await utimes(fileOf(url), dayAndMore, dayAndMore);

    const storage = t.app.uploadStorage as LocalUploadStorage;
    const removed = await storage.removeUnusedFiles();
    expect(removed).toEqual([abandoned.replace('/uploads/', '')]);
    expect(existsSync(fileOf(abandoned))).toBe(false);
    expect(existsSync(fileOf(kept))).toBe(true);
    expect(existsSync(fileOf(young))).toBe(true);
  });
});
