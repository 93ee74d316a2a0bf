/**
 * Responses that are the same for every visitor (the landing page, the public JSON reads), kept in
 * memory ready to send: the body in identity, gzip and brotli forms (compressed once per change),
 * an ETag, and the header lists for each form. Every entry is dropped when public content changes
 * (`invalidate`), and the cache is bounded by bytes with a least-recently-used policy. Shortly after
 * the last of a burst of changes, the entries made most recently are made again in the background, so the
 * next visitor after an edit (and a CDN revalidating) is answered from memory rather than waiting for a
 * render. It also remembers which entry answered which URL, so a later request can be answered before routing.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Shared caches may keep a copy a minute and serve it a little longer while they revalidate. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export type Encoding = 'br' | 'gzip' | null;

/** What a producer makes: a body to keep and share, or a one-off answer (an error page, a 404). */
export interface Produced {
  status: number;
  contentType: string;
  body: Buffer;
  /** False for anything that must not be kept (a render that hit a failed read). */
  cacheable: boolean;
  /** Further headers of a one-off answer (a redirect's Location). */
  headers?: [string, string][];
}

/** A flat [name, value, name, value, ...] list, what `writeHead` takes fastest. */
export type HeaderList = (string | number)[];

export interface PreparedResponse {
  etag: string;
  /** Per encoding: the bytes and the headers that go with them. */
  forms: Record<'br' | 'gzip' | 'identity', { body: Buffer; headers: HeaderList }>;
  notModifiedHeaders: HeaderList;
  bytes: number;
}

export type CacheAnswer = PreparedResponse | Produced;

/** Which entry answered a URL: `key` as is, or per public origin (pages) the key `key + origin`. */
export interface AnsweredUrl {
  key: string;
  perOrigin: boolean;
}

const MAX_REMEMBERED_URLS = 4096;
/** How many of the most recently made entries are made again after a change (the pages and reads people open). */
const REMADE_AFTER_CHANGE = 16;

export const isPrepared = (answer: CacheAnswer): answer is PreparedResponse => 'etag' in answer;

/** Compresses once and builds every header list once; `baseHeaders` go first in each (security headers). */
export async function prepareResponse(
  produced: Produced,
  cacheControl = PUBLIC_CACHE_CONTROL,
  baseHeaders: HeaderList = [],
): Promise<PreparedResponse> {
  const text = produced.contentType.startsWith('text/') || produced.contentType.includes('json');
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(produced.body, { level: 9 }),
    brotliAsync(produced.body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_MODE]: text ? zlib.BROTLI_MODE_TEXT : zlib.BROTLI_MODE_GENERIC,
        [zlib.BROTLI_PARAM_SIZE_HINT]: produced.body.length,
      },
    }),
  ]);
  const etag = `"${createHash('sha256').update(produced.body).digest('base64url').slice(0, 27)}"`;
  const common: HeaderList = [...baseHeaders, 'Cache-Control', cacheControl, 'ETag', etag, 'Vary', 'Accept-Encoding'];
  const form = (body: Buffer, encoding: Encoding) => ({
    body,
    headers: [
      ...common,
      'Content-Type',
      produced.contentType,
      'Content-Length',
      body.length,
      ...(encoding ? ['Content-Encoding', encoding] : []),
    ],
  });
  return {
    etag,
    forms: { identity: form(produced.body, null), gzip: form(gzipped, 'gzip'), br: form(brotli, 'br') },
    notModifiedHeaders: common,
    bytes: produced.body.length + gzipped.length + brotli.length,
  };
}

export interface PublicCacheOptions {
  maxBytes: number;
  /** Headers every prepared response carries first (the security headers). */
  baseHeaders?: HeaderList;
  /** Told of a producer that failed, so it reaches the log; the caller gets the error too. */
  onError?: (error: unknown, key: string) => void;
  /** Quiet time after the last content change before entries are made again; 0 leaves them to the next request. */
  remakeAfterChangeMs?: number;
}

interface Producer {
  produce: () => Promise<Produced>;
  cacheControl?: string;
}

export class PublicCache {
  private readonly entries: LRUCache<string, PreparedResponse>;
  /** Productions under way, so a burst of misses renders or queries once. */
  private readonly pending = new Map<string, Promise<CacheAnswer>>();
  /**
   * Request URL -> what answered it. Kept across content changes (a URL keeps its entry's key; the
   * entry is made again on its next routed request) and bounded: query strings make URLs endless.
   */
  private readonly urls = new LRUCache<string, AnsweredUrl>({ max: MAX_REMEMBERED_URLS });
  /** How the entries made most recently were made, to make them again after a change. */
  private readonly producers = new LRUCache<string, Producer>({ max: REMADE_AFTER_CHANGE });
  private remakeTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private version = 0;
  private readonly baseHeaders: HeaderList;
  private readonly onError?: (error: unknown, key: string) => void;
  private readonly remakeAfterChangeMs: number;

  constructor(options: PublicCacheOptions) {
    this.entries = new LRUCache({ maxSize: options.maxBytes, sizeCalculation: (entry) => Math.max(1, entry.bytes) });
    this.baseHeaders = options.baseHeaders ?? [];
    this.onError = options.onError;
    this.remakeAfterChangeMs = options.remakeAfterChangeMs ?? 0;
  }

  /** The route answered `url` from the entry it names: the same URL may skip routing next time. */
  rememberUrl(url: string, answered: AnsweredUrl): void {
    if (this.urls.peek(url)?.key !== answered.key) this.urls.set(url, answered);
  }

  /** What answered this URL before, if it was answered from the cache. */
  answeredUrl(url: string): AnsweredUrl | undefined {
    return this.urls.get(url);
  }

  /** Public content changed: everything is dropped, and the recent entries are made again once changes pause. */
  invalidate(): void {
    this.version += 1;
    this.entries.clear();
    this.pending.clear();
    if (this.remakeAfterChangeMs <= 0 || this.closed) return;
    clearTimeout(this.remakeTimer);
    this.remakeTimer = setTimeout(() => void this.remakeRecent(), this.remakeAfterChangeMs);
    this.remakeTimer.unref();
  }

  /** One at a time, most recently made first; stops at the next change. Failures reach onError as usual. */
  private async remakeRecent(): Promise<void> {
    const version = this.version;
    for (const [key, { produce, cacheControl }] of [...this.producers.entries()]) {
      if (this.closed || version !== this.version) return;
      if (this.entries.has(key) || this.pending.has(key)) continue;
      await this.get(key, produce, cacheControl).catch(() => undefined);
    }
  }

  /** No more background work (the app is closing): failures from here on are not reported. */
  close(): void {
    this.closed = true;
    clearTimeout(this.remakeTimer);
  }

  /** The entry ready in memory, if any: the hot path, no promise involved. */
  peek(key: string): PreparedResponse | undefined {
    return this.entries.get(key);
  }

  get(key: string, produce: () => Promise<Produced>, cacheControl?: string): Promise<CacheAnswer> {
    const ready = this.entries.get(key);
    if (ready) return Promise.resolve(ready);
    const running = this.pending.get(key);
    if (running) return running;
    const version = this.version;
    const production = (async (): Promise<CacheAnswer> => {
      const produced = await produce();
      if (!produced.cacheable || produced.status !== 200) {
        this.producers.delete(key);
        return produced;
      }
      const prepared = await prepareResponse(produced, cacheControl, this.baseHeaders);
      // A production that raced a content change answers its request but is not kept.
      if (version === this.version) this.entries.set(key, prepared);
      this.producers.set(key, { produce, cacheControl });
      return prepared;
    })();
    this.pending.set(key, production);
    const settle = () => {
      if (this.pending.get(key) === production) this.pending.delete(key);
    };
    production.then(settle, (error: unknown) => {
      settle();
      if (!this.closed) this.onError?.(error, key);
    });
    return production;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }
}

/**
 * Writes a prepared entry to a raw response: 304 when the client's ETag matches, else the form its
 * Accept-Encoding prefers, without a body for HEAD. Headers already set on `res` are kept.
 */
export function answerPrepared(req: IncomingMessage, res: ServerResponse, prepared: PreparedResponse): number {
  if (etagMatches(req.headers['if-none-match'], prepared.etag)) {
    res.writeHead(304, prepared.notModifiedHeaders).end();
    return 304;
  }
  const form = prepared.forms[pickEncoding(req.headers['accept-encoding']) ?? 'identity'];
  res.writeHead(200, form.headers);
  res.end(req.method === 'HEAD' ? undefined : form.body);
  return 200;
}

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const encodingByHeader = new Map<string, Encoding>();
const MAX_REMEMBERED_HEADERS = 64;

/** br, then gzip, then none, from an Accept-Encoding header (a q=0 entry counts as refused). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return null;
  const known = encodingByHeader.get(acceptEncoding);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(acceptEncoding);
  if (encodingByHeader.size < MAX_REMEMBERED_HEADERS) encodingByHeader.set(acceptEncoding, encoding);
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** If-None-Match may list several tags, or be weak (W/"..."), or '*'. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
