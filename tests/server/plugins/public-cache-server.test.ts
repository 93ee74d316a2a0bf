/**
 * Cached public reads answered before routing, on a listening server: the same status, headers and
 * bytes as the routed answer that taught the URL (brotli, gzip, identity, 304, HEAD), one entry per
 * trusted origin, everything else left to Fastify, a content change routed again, and the early
 * answers counted for the request log instead of a line each.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { validTrip } from '../support/api.ts';
import { ensureBuilt } from '../support/site-build.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let port: number;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes and headers as sent (no decompression), on a connection of its own. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject).end();
  });
}

/**
 * Raw requests written at once on one kept-alive connection (pipelined), and the raw bytes that came back once
 * `answers` responses of `bodyLength` bytes each have arrived.
 */
function pipelined(requests: string[], bodyLength: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(requests.join('')));
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answers: string[] = [];
      let at = 0;
      while (at < received.length) {
        const end = received.indexOf('\r\n\r\n', at);
        if (end < 0) break;
        const head = received.subarray(at, end + 4).toString('latin1');
        const length = head.startsWith('HTTP/1.1 304') ? 0 : bodyLength;
        if (received.length < end + 4 + length) break;
        answers.push(head + received.subarray(end + 4, end + 4 + length).toString('latin1'));
        at = end + 4 + length;
      }
      if (answers.length === requests.length) {
        socket.end();
        resolve(answers);
      }
    });
    socket.on('error', reject);
  });
}

const withoutDate = ({ date: _date, ...headers }: http.IncomingHttpHeaders) => headers;

let early: MockInstance<(status: number) => void>;

beforeAll(async () => {
  ensureBuilt();
  t = await createTestApp();
  admin = bearer(await t.adminToken());
  await t.app.inject({ method: 'POST', url: '/api/admin/trips', headers: admin, payload: validTrip({ place: 'Hampi' }) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  early = vi.spyOn(t.app.requestLog, 'countAnsweredFromMemory');
}, 180_000);
let closed = false;
afterAll(() => (closed ? undefined : t?.close()));

describe('answers before routing', () => {
  it('sends what the routed answer sent, in every encoding, with 304 and HEAD', async () => {
    for (const encoding of ['br', 'gzip', '']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      // Emptied: the first request is routed (and makes the entry again), the second is answered early.
      t.app.publicCache.invalidate();
      early.mockClear();
      const routed = await get('/api/public/trips', headers);
      const fromMemory = await get('/api/public/trips', headers);
      expect(routed.status).toBe(200);
      expect(fromMemory.status).toBe(200);
      expect(withoutDate(fromMemory.headers)).toEqual(withoutDate(routed.headers));
      expect(fromMemory.body.equals(routed.body)).toBe(true);
      expect(early.mock.calls.map(([status]) => status)).toEqual([200]);
    }
    const { etag } = (await get('/api/public/trips')).headers;
    const notModified = await get('/api/public/trips', { 'if-none-match': etag as string });
    expect([notModified.status, notModified.body.length, notModified.headers.etag]).toEqual([304, 0, etag]);
    const head = await get('/api/public/trips', { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get('/api/public/trips', { 'accept-encoding': 'br' });
    expect(head.body.length).toBe(0);
    expect(withoutDate(head.headers)).toEqual(withoutDate(full.headers));
  });

  it('sends the same bytes as the routed answer on a kept-alive connection, pipelined', async () => {
    const request = (extra = '') => `GET /api/public/trips HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\n${extra}\r\n`;
    t.app.publicCache.invalidate();
    early.mockClear();
    const routed = await get('/api/public/trips', { 'accept-encoding': 'br' });
    const bodyLength = routed.body.length;
    const answers = await pipelined([request(), request(), request(`If-None-Match: ${routed.headers.etag}\r\n`), request()], bodyLength);
    expect(early.mock.calls.map(([status]) => status)).toEqual([200, 200, 304, 200]);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*\r\n\r\n/);
    const dateless = (answer: string) => answer.replace(/\r\nDate: [^\r]+/, '\r\nDate: -');
    // Node's own writeHead (the 304 goes through it) puts Date, Connection and Keep-Alive last, as the prepared head.
    expect(answers[0]).toMatch(/\r\nContent-Encoding: br\r\nDate: [^\r]+ GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=\d+\r\n\r\n/);
    expect(answers[2]).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n[^]*\r\nDate: [^\r]+ GMT\r\nConnection: keep-alive\r\n/);
    expect(new Set([answers[0], answers[1], answers[3]].map(dateless)).size).toBe(1);
    expect(Buffer.from(answers[0].slice(answers[0].indexOf('\r\n\r\n') + 4), 'latin1').equals(routed.body)).toBe(true);
    const names = (answer: string) =>
      answer
        .slice(0, answer.indexOf('\r\n\r\n'))
        .split('\r\n')
        .slice(1)
        .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
    const perConnection = (name: string) => name !== 'connection' && name !== 'keep-alive';
    expect(names(answers[0]).filter(perConnection)).toEqual(Object.keys(routed.headers).filter(perConnection));

    // A request that closes its connection, and HTTP/1.0, go through writeHead: Connection: close, same body.
    const [closing] = await pipelined([request('Connection: close\r\n')], bodyLength);
    expect(closing).toMatch(/\r\nConnection: close\r\n/);
    expect(closing.slice(closing.indexOf('\r\n\r\n'))).toBe(answers[0].slice(answers[0].indexOf('\r\n\r\n')));
  });

  it('keeps one entry per trusted origin, and leaves forwarded headers and other methods to Fastify', async () => {
    const local = await get('/sitemap.xml', { host: 'localhost:4321' });
    const loopback = await get('/sitemap.xml', { host: '127.0.0.1:4321' });
    early.mockClear();
    expect((await get('/sitemap.xml', { host: 'localhost:4321' })).body.equals(local.body)).toBe(true);
    expect((await get('/sitemap.xml', { host: '127.0.0.1:4321' })).body.equals(loopback.body)).toBe(true);
    expect(loopback.body.toString()).toContain('http://127.0.0.1:4321/trips');
    expect(early).toHaveBeenCalledTimes(2);

    early.mockClear();
    const forwarded = await get('/sitemap.xml', { host: 'localhost:4321', 'x-forwarded-host': 'elsewhere.example.in' });
    expect(forwarded.status).toBe(200);
    const posted = await get('/api/public/trips', {}, 'POST');
    expect(posted.status).toBe(404);
    expect(early).not.toHaveBeenCalled();
  });

  it('routes the first request after a content change, then answers the new entry early', async () => {
    await get('/api/public/trips');
    await t.app.inject({ method: 'POST', url: '/api/admin/trips', headers: admin, payload: validTrip({ place: 'Coorg' }) });
    early.mockClear();
    const routed = await get('/api/public/trips');
    expect(early).not.toHaveBeenCalled();
    expect(JSON.parse(routed.body.toString()).trips.map((trip: { place: string }) => trip.place)).toEqual(['Coorg', 'Hampi']);
    expect((await get('/api/public/trips')).body.equals(routed.body)).toBe(true);
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('logs a summary of the early answers instead of a line each', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    await get('/api/public/trips');
    await get('/api/public/trips');
    closed = true;
    await t.close();
    const summary = info.mock.calls.find(([, message]) => message === 'public reads answered from memory');
    expect(summary?.[0]).toMatchObject({ answered: expect.any(Number), notModified: expect.any(Number) });
    expect((summary?.[0] as { answered: number }).answered).toBeGreaterThanOrEqual(2);
  });
});
