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
}

/** A flat [name, value, name, value, ...] list, what `writeHead` takes fastest. */
export type HeaderList = (string | number)[];

/** One encoding of an entry: its bytes, its header list, and the same headers as the start of a 200's head. */
export interface PreparedForm {
  body: Buffer;
  headers: HeaderList;
  /** `HTTP/1.1 200 OK` and `headers`, each line ending in CRLF: what Node would write before Date and Connection. */
  head: string;
  /** `head` completed for the current second and connection policy, remade once a second, as text and as bytes. */
  whole: { tail: string; head: string; headBytes: Buffer };
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
  const common: HeaderList = [...baseHeaders, 'Cache-Control', cacheControl, 'ETag', etag, 'Vary', 'Accept-Encoding'];
  const form = (body: Buffer, encoding: Encoding): PreparedForm => {
    const headers = [
      ...common,
      'Content-Type',
      produced.contentType,
      'Content-Length',
      body.length,
      ...(encoding ? ['Content-Encoding', encoding] : []),
    ];
    let head = 'HTTP/1.1 200 OK\r\n';
    for (let i = 0; i < headers.length; i += 2) head += `${headers[i]}: ${headers[i + 1]}\r\n`;
    // Checked as writeHead checks them, once here instead of on every request.
    for (let i = 0; i < headers.length; i += 2) {
      validateHeaderName(String(headers[i]));
      validateHeaderValue(String(headers[i]), String(headers[i + 1]));
    }
    return { body, headers, head, whole: { tail: '', head: '', headBytes: Buffer.alloc(0) } };
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
 * Accept-Encoding prefers, without a body for HEAD. Headers already set on `res` are kept; `untouched` (nothing set
 * on `res`, as before routing) lets a GET's 200 go out with its head prepared once (`writeWholeHead`).
 */
export function answerPrepared(req: IncomingMessage, res: ServerResponse, prepared: PreparedResponse, untouched = false): number {
  if (etagMatches(req.headers['if-none-match'], prepared.etag)) {
    res.writeHead(304, prepared.notModifiedHeaders).end();
    return 304;
  }
  const form = prepared.forms[pickEncoding(req.headers['accept-encoding']) ?? 'identity'];
  if (untouched && req.method === 'GET' && writeWholeHead(res, form)) return 200;
  res.writeHead(200, form.headers);
  res.end(req.method === 'HEAD' ? undefined : form.body);
  return 200;
}

/**
 * The parts of Node's ServerResponse (node:_http_outgoing, node:_http_server) that `writeWholeHead` reads and sets:
 * what `writeHead` leaves behind for a response with a Content-Length on a connection kept alive. Each is checked
 * before use; anything unexpected leaves the response to `writeHead`.
 */
interface OutgoingInternals {
  _header: string | null;
  _headerSent: boolean;
  _contentLength: number | null;
  _last: boolean;
  _removedConnection: boolean;
  _defaultKeepAlive: boolean;
  _keepAliveTimeout: number;
  _maxRequestsPerSocket: number;
  shouldKeepAlive: boolean;
  maxRequestsOnConnectionReached: boolean;
  sendDate: boolean;
  statusCode: number;
}

/** Date, Connection and Keep-Alive as Node writes them after the headers, made once a second. */
let tail = { second: -1, keepAliveSeconds: -1, maxRequests: -1, text: '' };

function currentTail(keepAliveSeconds: number, maxRequests: number): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (tail.second !== second || tail.keepAliveSeconds !== keepAliveSeconds || tail.maxRequests !== maxRequests) {
    const keepAlive =
      keepAliveSeconds > 0 ? `Keep-Alive: timeout=${keepAliveSeconds}${maxRequests > 0 ? `, max=${maxRequests}` : ''}\r\n` : '';
    const text = `Date: ${new Date(second * 1000).toUTCString()}\r\nConnection: keep-alive\r\n${keepAlive}\r\n`;
    tail = { second, keepAliveSeconds, maxRequests, text };
  }
  return tail.text;
}

/** The socket's internal field (node:_http_server) naming the response that may write to it now. */
interface SocketInternals {
  _httpMessage: unknown;
}

/**
 * A 200 on a kept-alive connection with the head prepared once per second and content change, instead of
 * `writeHead` building and checking ~17 header lines per request (a third of the CPU time of an answer from memory,
 * most of its garbage). The bytes are those `writeHead` would send: the same lines in the same order. Returns false,
 * untouched, when the response is not in the state `writeHead` expects (connection closing, Node changed). Only for
 * responses with no header set on them (the caller knows: answers before routing).
 *
 * When this response owns its socket (not waiting behind a pipelined one), the head's bytes and the body go to the
 * socket in one corked write, and the response is ended as one whose head was sent: Node's own `end(body)` would
 * queue the head as a string to encode and go through its outgoing-message buffering, which under wrk cost a quarter
 * of the requests per second (a bare `node:http` server answering fixed bytes: ~60,000 req/s that way, ~75,000 this
 * way, on the bench's 2-core machine).
 */
function writeWholeHead(res: ServerResponse, form: PreparedForm): boolean {
  const out = res as unknown as OutgoingInternals;
  if (
    out._header !== null ||
    out._headerSent !== false ||
    out.shouldKeepAlive !== true ||
    out.maxRequestsOnConnectionReached !== false ||
    out._removedConnection !== false ||
    out._defaultKeepAlive !== true ||
    out.sendDate !== true ||
    typeof out._keepAliveTimeout !== 'number'
  )
    return false;
  const keepAliveSeconds = Math.floor(out._keepAliveTimeout / 1000);
  const text = currentTail(keepAliveSeconds, ~~out._maxRequestsPerSocket);
  if (form.whole.tail !== text) {
    const head = form.head + text;
    form.whole = { tail: text, head, headBytes: Buffer.from(head, 'latin1') };
  }
  out.statusCode = 200;
  out._header = form.whole.head;
  out._contentLength = form.body.length;
  out._last = false;
  const socket = res.socket;
  if (socket !== null && socket.writable && (socket as unknown as SocketInternals)._httpMessage === res) {
    socket.cork();
    socket.write(form.whole.headBytes);
    socket.write(form.body);
    socket.uncork();
    out._headerSent = true;
    res.end();
    return true;
  }
  out._headerSent = false;
  res.end(form.body);
  return true;
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
