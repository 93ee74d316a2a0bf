/**
 * The S3 driver against s3rver, an S3-compatible server running in this process (installed from
 * the npm registry): presign, PUT, read back, remove with the trip. s3rver does not check SigV4
 * signatures, so the presigned URLs are also checked by an independent SigV4 verifier (itself
 * checked against AWS's published example): the signature binds content type, size and ACL header.
 */
import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../../server/src/config.ts';
import { s3PublicBase } from '../../../../../server/src/services/media/storage/s3.ts';
import { bearer, createTestApp, type TestApp } from '../../../support/test-app.ts';

const SECRET = 'S3RVER';

// ---------------------------------------------------------------- an independent SigV4 query-signature check

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
/** RFC 3986 encoding as SigV4 wants it. */
const uriEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Recomputes a presigned URL's signature for a request with these headers (lower-case names). */
function presignedSignatureValid(method: string, presignedUrl: string, headers: Record<string, string>, secretKey: string): boolean {
  const url = new URL(presignedUrl);
  const params = [...url.searchParams.entries()];
  const get = (name: string) => params.find(([k]) => k === name)?.[1] ?? '';
  const query = params
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const signedHeaders = get('X-Amz-SignedHeaders').split(';');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${(headers[name] ?? '').trim()}\n`).join('');
  const canonicalRequest = [
    method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders.join(';'),
    get('X-Amz-Content-Sha256') || 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const [, date, region, service, terminator] = get('X-Amz-Credential').split('/');
  const scope = `${date}/${region}/${service}/${terminator}`;
  const stringToSign = ['AWS4-HMAC-SHA256', get('X-Amz-Date'), scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, date), region), service), terminator);
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex') === get('X-Amz-Signature');
}

describe('the SigV4 verifier used below', () => {
  it("agrees with AWS's published presigned URL example", () => {
    const example =
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
      '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
      '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404';
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    expect(presignedSignatureValid('GET', example, { host: 'examplebucket.s3.amazonaws.com' }, secret)).toBe(true);
    expect(
      presignedSignatureValid('GET', example.replace('test.txt', 'test2.txt'), { host: 'examplebucket.s3.amazonaws.com' }, secret),
    ).toBe(false);
    expect(presignedSignatureValid('GET', example, { host: 'examplebucket.s3.amazonaws.com' }, `${secret}x`)).toBe(false);
  });
});

// ---------------------------------------------------------------- the driver against s3rver

describe('STORAGE=s3', () => {
  let server: S3rver;
  let directory: string;
  let endpoint: string;
  let t: TestApp;
  let admin: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory,
      silent: true,
      configureBuckets: [{ name: 'trip-media', configs: [] }],
    });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    t = await createTestApp({
      STORAGE: 's3',
      S3_BUCKET: 'trip-media',
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    admin = await t.adminToken();
    jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3d405b' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function presign(fileName: string, fileType: string, fileSize: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload/presigned-url',
      headers: bearer(admin),
      payload: { fileName, fileType, fileSize, tripId: 'new' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ presignedUrl: string; fileUrl: string; s3Key: string }>();
  }

  it('presigns a PUT the store accepts; the object is readable at fileUrl with its type', async () => {
    const upload = await presign('sunset.jpg', 'image/jpeg', jpeg.length);
    expect(upload.presignedUrl.startsWith(`${endpoint}/trip-media/${upload.s3Key}?`)).toBe(true);
    expect(upload.fileUrl).toBe(`${endpoint}/trip-media/${upload.s3Key}`);
    // No checksum of an empty body baked into the URL (the SDK's default would make S3 refuse the file).
    expect(upload.presignedUrl).not.toMatch(/x-amz-checksum|x-amz-sdk-checksum/i);

    const put = await fetch(upload.presignedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg', 'x-amz-acl': 'public-read' },
      body: new Uint8Array(jpeg),
    });
    expect(put.status).toBe(200);
    const read = await fetch(upload.fileUrl);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(jpeg);
  });

  it('signs content type, exact size and the public-read ACL header: any other request fails the signature', async () => {
    const upload = await presign('clip.mp4', 'video/mp4', 123_456);
    const url = new URL(upload.presignedUrl);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;x-amz-acl');
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(t.config.UPLOAD_URL_TTL_SECONDS));
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\/\d{8}\/ap-south-1\/s3\/aws4_request$/);
    const browser = { host: url.host, 'content-type': 'video/mp4', 'content-length': '123456', 'x-amz-acl': 'public-read' };
    expect(presignedSignatureValid('PUT', upload.presignedUrl, browser, SECRET)).toBe(true);
    expect(presignedSignatureValid('PUT', upload.presignedUrl, { ...browser, 'content-type': 'text/html' }, SECRET)).toBe(false);
    expect(presignedSignatureValid('PUT', upload.presignedUrl, { ...browser, 'content-length': '999999999' }, SECRET)).toBe(false);
    expect(presignedSignatureValid('PUT', upload.presignedUrl, { ...browser, 'x-amz-acl': '' }, SECRET)).toBe(false);
    expect(presignedSignatureValid('PUT', upload.presignedUrl.replace(upload.s3Key, 'media/other.mp4'), browser, SECRET)).toBe(false);
    expect(presignedSignatureValid('GET', upload.presignedUrl, browser, SECRET)).toBe(false);
  });

  it('applies the same SPEC file checks before presigning', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload/presigned-url',
      headers: bearer(admin),
      payload: { fileName: 'x.svg', fileType: 'image/svg+xml', fileSize: 10 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('deleting a trip deletes its objects; external links are left alone', async () => {
    const upload = await presign('fort.jpg', 'image/jpeg', jpeg.length);
    expect(
      (
        await fetch(upload.presignedUrl, {
          method: 'PUT',
          headers: { 'content-type': 'image/jpeg', 'x-amz-acl': 'public-read' },
          body: new Uint8Array(jpeg),
        })
      ).status,
    ).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      headers: bearer(admin),
      payload: {
        place: 'Jaisalmer',
        price: 15000,
        days: '4N/5D',
        description: 'Desert fort.',
        googleSheetUrl: 'https://docs.google.com/y',
        images: [upload.fileUrl, 'https://cdn.example.in/x.jpg'],
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await fetch(upload.fileUrl)).status).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/trips/${created.json().trip.id}`, headers: bearer(admin) })).statusCode,
    ).toBe(200);
    expect((await fetch(upload.fileUrl)).status).toBe(404);
  });

  it('keeps private files (fitness proofs) under private/, written, read back and removed by the API only', async () => {
    const files = t.app.uploadStorage.privateFiles;
    const key = 'fitness-proofs/b1/t1-abc.jpg';
    await files.put(key, jpeg, 'image/jpeg');
    expect(await files.read(key)).toEqual(jpeg);
    // Not at the public address of a media key: only under private/.
    expect((await fetch(`${endpoint}/trip-media/${key}`)).status).toBe(404);
    await files.remove(key);
    expect(await files.read(key)).toBeNull();
  });

  it('has no local upload endpoint', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/upload/files/media/x.jpg?type=image%2Fjpeg&size=1&expires=1&signature=x',
      headers: { 'content-type': 'image/jpeg' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('STORAGE=s3 with the store at another address for browsers (S3_PRESIGN_ENDPOINT)', () => {
  it('presigns for the browser address and deletes through the app address', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
    const server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory,
      silent: true,
      configureBuckets: [{ name: 'media-b', configs: [] }],
    });
    const { port } = await server.run();
    const t = await createTestApp({
      STORAGE: 's3',
      S3_BUCKET: 'media-b',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_PRESIGN_ENDPOINT: `http://localhost:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    try {
      const admin = await t.adminToken();
      const body = Buffer.from('%PDF-1.4 itinerary');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/upload/presigned-url',
        headers: bearer(admin),
        payload: { fileName: 'plan.pdf', fileType: 'application/pdf', fileSize: body.length },
      });
      const upload = response.json();
      expect(upload.presignedUrl.startsWith(`http://localhost:${port}/media-b/`)).toBe(true);
      expect(upload.fileUrl.startsWith(`http://localhost:${port}/media-b/`)).toBe(true);
      expect(
        presignedSignatureValid(
          'PUT',
          upload.presignedUrl,
          {
            host: `localhost:${port}`,
            'content-type': 'application/pdf',
            'content-length': String(body.length),
            'x-amz-acl': 'public-read',
          },
          SECRET,
        ),
      ).toBe(true);
      expect(
        (
          await fetch(upload.presignedUrl, {
            method: 'PUT',
            headers: { 'content-type': 'application/pdf', 'x-amz-acl': 'public-read' },
            body: new Uint8Array(body),
          })
        ).status,
      ).toBe(200);
      await t.app.uploadStorage.removeFiles([upload.fileUrl]);
      expect((await fetch(upload.fileUrl)).status).toBe(404);
    } finally {
      await t.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('where S3 objects are read from', () => {
  const base = { DATA_DIR: '/tmp/unused', STORAGE: 's3', S3_BUCKET: 'trip-media', S3_REGION: 'ap-south-1' };
  it('is S3_PUBLIC_URL when set, else the bucket address in the endpoint style', () => {
    expect(s3PublicBase(loadConfig(base))).toBe('https://trip-media.s3.ap-south-1.amazonaws.com');
    expect(s3PublicBase(loadConfig({ ...base, S3_PUBLIC_URL: 'https://media.example.in/' }))).toBe('https://media.example.in');
    expect(s3PublicBase(loadConfig({ ...base, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' }))).toBe(
      'http://minio:9000/trip-media',
    );
    expect(s3PublicBase(loadConfig({ ...base, S3_ENDPOINT: 'https://objects.example.in' }))).toBe('https://trip-media.objects.example.in');
  });
});
