/**
 * A response the same for every visitor, prepared once and written many times (services/public-cache.ts keeps them):
 * the body in identity, gzip and brotli forms (compressed once), an ETag, and each form's header list built once; and
 * the per-request part, kept to a lookup and one write: the ETag check and the choice of encoding.
 */
import { createHash } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import { type Compression, compressForms } from './response-compression.ts';

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
  /** Request headers beside Accept-Encoding that choose this answer (Cookie for a page only signed-in visitors get). */
  vary?: string;
}

/** A flat [name, value, name, value, ...] list, what `writeHead` takes fastest. */
export type HeaderList = (string | number)[];

/** One encoding of an entry: its bytes and its header list, checked once. */
export interface PreparedForm {
  body: Buffer;
  headers: HeaderList;
}

export interface PreparedResponse {
  etag: string;
  /** Per encoding: the bytes and the headers that go with them. */
  forms: Record<'br' | 'gzip' | 'identity', PreparedForm>;
  notModifiedHeaders: HeaderList;
  bytes: number;
}

export type CacheAnswer = PreparedResponse | Produced;

export const isPrepared = (answer: CacheAnswer): answer is PreparedResponse => 'etag' in answer;

/** Compresses once and builds every header list once; `baseHeaders` go first in each (security headers). */
export async function prepareResponse(
  produced: Produced,
  cacheControl = PUBLIC_CACHE_CONTROL,
  baseHeaders: HeaderList = [],
  compression: Compression = 'best',
): Promise<PreparedResponse> {
  const text = produced.contentType.startsWith('text/') || produced.contentType.includes('json');
  const { gzipped, brotli } = await compressForms(produced.body, text, compression);
  const etag = `"${createHash('sha256').update(produced.body).digest('base64url').slice(0, 27)}"`;
  const vary = produced.vary ? `Accept-Encoding, ${produced.vary}` : 'Accept-Encoding';
  const common: HeaderList = [...baseHeaders, 'Cache-Control', cacheControl, 'ETag', etag, 'Vary', vary];
  const form = (body: Buffer, encoding: Encoding): PreparedForm => {
    const headers = [
      ...common,
      'Content-Type',
      produced.contentType,
      'Content-Length',
      body.length,
      ...(encoding ? ['Content-Encoding', encoding] : []),
    ];
    // Checked when the entry is made, so a bad value fails there and never on a visitor's request.
    for (let i = 0; i < headers.length; i += 2) {
      validateHeaderName(String(headers[i]));
      validateHeaderValue(String(headers[i]), String(headers[i + 1]));
    }
    return { body, headers };
  };
  return {
    etag,
    forms: { identity: form(produced.body, null), gzip: form(gzipped, 'gzip'), br: form(brotli, 'br') },
    notModifiedHeaders: common,
    bytes: produced.body.length + gzipped.length + brotli.length,
  };
}

/**
 * Writes a prepared entry to a raw response: 304 when the client's ETag matches, else the form its
 * Accept-Encoding prefers, without a body for HEAD. Headers already set on `res` are kept. Only
 * Node's public API: `writeHead` with the flat header list prepared once (its fastest form), and the
 * body as one Buffer, so a Node upgrade cannot break every cached page.
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
