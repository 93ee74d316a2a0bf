/**
 * Responses that are the same for every visitor (the landing page, the public JSON reads), kept in
 * memory ready to send: the body in identity, gzip and brotli forms (compressed once per change),
 * an ETag, and the header lists for each form. Every entry is dropped when public content changes
 * (`invalidate`), and the cache is bounded by bytes with a least-recently-used policy. Shortly after
 * the last of a burst of changes, the entries made most recently are made again in the background, so the
 * next visitor after an edit (and a CDN revalidating) is answered from memory rather than waiting for a
 * render. It also remembers which entry answered which URL, so a later request can be answered before routing.
 */
import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import { type CacheAnswer, type HeaderList, type PreparedResponse, type Produced, prepareResponse } from './prepared-response.ts';
import type { Compression } from './response-compression.ts';

// What the cache holds and how it is sent (services/prepared-response.ts), for the callers of the cache.
export {
  answerPrepared,
  type CacheAnswer,
  type Encoding,
  etagMatches,
  type HeaderList,
  isPrepared,
  pickEncoding,
  type PreparedResponse,
  prepareResponse,
  type Produced,
  PUBLIC_CACHE_CONTROL,
} from './prepared-response.ts';

/** Which entry answered a URL: `key` as is, or per public origin (pages) the key `key + origin`. */
export interface AnsweredUrl {
  key: string;
  perOrigin: boolean;
  /**
   * Which requests the entry may answer before routing (a page for signed-in visitors: those with the cookie);
   * any other request is routed, and its route decides (a redirect to sign in).
   */
  admits?: (req: IncomingMessage) => boolean;
}

const MAX_REMEMBERED_URLS = 4096;
/** How many of the most recently made entries are made again after a change (the pages and reads people open). */
const REMADE_AFTER_CHANGE = 16;

export interface PublicCacheOptions {
  maxBytes: number;
  /** Headers every prepared response carries first (the security headers). */
  baseHeaders?: HeaderList;
  /** Told of a producer that failed, so it reaches the log; the caller gets the error too. */
  onError?: (error: unknown, key: string) => void;
  /** Quiet time after the last content change before entries are made again; 0 leaves them to the next request. */
  remakeAfterChangeMs?: number;
  /** How hard entries are compressed (prepared-response.ts); 'best' unless said. */
  compression?: Compression;
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
  private readonly compression: Compression;

  constructor(options: PublicCacheOptions) {
    this.entries = new LRUCache({ maxSize: options.maxBytes, sizeCalculation: (entry) => Math.max(1, entry.bytes) });
    this.baseHeaders = options.baseHeaders ?? [];
    this.onError = options.onError;
    this.remakeAfterChangeMs = options.remakeAfterChangeMs ?? 0;
    this.compression = options.compression ?? 'best';
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
      const prepared = await prepareResponse(produced, cacheControl, this.baseHeaders, this.compression);
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
