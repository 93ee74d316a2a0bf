/**
 * A body's gzip and brotli forms, made once per change for the public cache (services/prepared-response.ts).
 * Brotli at quality 11 holds ~9 MB of encoder state for a 150 KB page while it runs (measured): the entries a
 * change makes again, and a page's parallel misses, compressed at once took the server's memory up by ~9 MB
 * each. One quality-11 compression runs at a time (p-limit); the others wait in line, for at most a few hundred
 * milliseconds, and the cached answers meanwhile are unaffected.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import pLimit from 'p-limit';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const oneBestBrotliAtATime = pLimit(1);

/**
 * How hard to compress: 'best' for the few entries every visitor gets (the landing, the public reads), 'fast' for the
 * many entries of few visitors each (filtered lists), whose first request would otherwise pay for quality 11.
 */
export type Compression = 'best' | 'fast';

/** Brotli at `quality` (11 best, 5 fast), in text mode for text. */
const brotliAt = (body: Buffer, quality: number, text: boolean) =>
  brotliAsync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_MODE]: text ? zlib.BROTLI_MODE_TEXT : zlib.BROTLI_MODE_GENERIC,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

export async function compressForms(body: Buffer, text: boolean, compression: Compression): Promise<{ gzipped: Buffer; brotli: Buffer }> {
  const best = compression === 'best';
  const [gzipped, brotliForm] = await Promise.all([
    gzipAsync(body, { level: best ? 9 : 6 }),
    best ? oneBestBrotliAtATime(() => brotliAt(body, 11, text)) : brotliAt(body, 5, text),
  ]);
  return { gzipped, brotli: brotliForm };
}

/** Bodies smaller than this go as they are: compressing them saves less than a packet. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * One answer compressed for one request (a page rendered for its query string), at the fast settings: ~1 ms for a
 * 50 KB page, where the same bytes sent as they are took three round trips on a phone's first connection.
 */
export async function compressOnce(
  body: Buffer,
  encoding: 'br' | 'gzip' | null,
): Promise<{ body: Buffer; encoding: 'br' | 'gzip' | null }> {
  if (!encoding || body.length < COMPRESS_FROM_BYTES) return { body, encoding: null };
  const compressed = encoding === 'br' ? await brotliAt(body, 5, true) : await gzipAsync(body, { level: 6 });
  return { body: compressed, encoding };
}
