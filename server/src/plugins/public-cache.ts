/**
 * Serves responses that are the same for every visitor from memory (`app.publicCache`,
 * `app.sendPublic`): the landing page and the public JSON reads share one cache, emptied on every
 * change of public content (on this replica, and on the others through content events).
 *
 * The hot path writes prepared bytes and headers straight to the socket: no serialization, no
 * onSend work, no compression, and the security headers captured once (the routes opt out of the
 * per-request helmet hook with `helmet: false`, which rebuilds helmet's middleware on every call).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';
import {
  type CacheAnswer,
  etagMatches,
  isPrepared,
  type PreparedResponse,
  type Produced,
  PublicCache,
  pickEncoding,
} from '../services/public-cache.ts';

type SendPublic = (
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: () => Promise<Produced>,
  cacheControl?: string,
) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
    /** Answers from the cache entry `key`, made by `produce` on a miss; a produced non-200 is sent once, never kept. */
    sendPublic: SendPublic;
    /**
     * A public JSON read from the cache entry `key`: `read` runs on a miss, its result goes through the
     * route's response schema. An HttpError from `read` (a 404) answers as usual and is not kept.
     */
    sendPublicJson: (request: FastifyRequest, reply: FastifyReply, key: string, read: () => Promise<unknown>) => Promise<void>;
  }
}

export interface PublicCachePluginOptions {
  /** Bytes of bodies (all encodings) kept; least recently used entries go first. */
  maxBytes?: number;
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

async function publicCachePlugin(app: FastifyInstance, options: PublicCachePluginOptions) {
  const cache = new PublicCache({
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    onError: (error, key) => {
      if (!(error instanceof HttpError)) app.log.error({ err: error, key }, 'public response could not be made');
    },
  });
  app.contentEvents.onContentChanged(() => cache.invalidate());
  app.decorate('publicCache', cache);

  /**
   * helmet's headers are the same for every response: captured from the first request (helmet sets
   * them on the raw response), then part of every prepared entry's header list.
   */
  let securityHeaders: [string, string | number | string[]][] | null = null;
  const applySecurityHeaders = (reply: FastifyReply) => {
    if (securityHeaders) {
      for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
      return;
    }
    const before = new Set(Object.keys(reply.raw.getHeaders()));
    (reply as FastifyReply & { helmet?: () => void }).helmet?.();
    securityHeaders = Object.entries(reply.raw.getHeaders())
      .filter(([name, value]) => !before.has(name) && value !== undefined)
      .map(([name, value]) => [name, value as string | number | string[]]);
    cache.baseHeaders = securityHeaders.flatMap(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]);
  };

  /** Entries carry the security headers already: nothing is set header by header here. */
  const writePrepared = (request: FastifyRequest, reply: FastifyReply, prepared: PreparedResponse) => {
    reply.hijack();
    const res = reply.raw;
    // Headers other hooks set on the reply (rate-limit counters) would be lost with hijack.
    const pending = reply.getHeaders();
    for (const name in pending) if (pending[name] !== undefined) res.setHeader(name, pending[name]);
    if (etagMatches(request.headers['if-none-match'], prepared.etag)) {
      res.writeHead(304, prepared.notModifiedHeaders).end();
      return;
    }
    const form = prepared.forms[pickEncoding(request.headers['accept-encoding']) ?? 'identity'];
    res.writeHead(200, form.headers);
    res.end(request.method === 'HEAD' ? undefined : form.body);
  };

  const writeProduced = (reply: FastifyReply, produced: Produced) => {
    reply.code(produced.status).header('Cache-Control', 'no-store').type(produced.contentType);
    for (const [name, value] of produced.headers ?? []) reply.header(name, value);
    return reply.send(produced.body);
  };

  const sendPublic: SendPublic = async (request, reply, key, produce, cacheControl) => {
    const ready = cache.peek(key);
    if (ready) return writePrepared(request, reply, ready);
    // Before the wait: entries made now include them, and an error thrown by `produce` (a 404) has them.
    applySecurityHeaders(reply);
    const answer: CacheAnswer = await cache.get(key, produce, cacheControl);
    if (isPrepared(answer)) return writePrepared(request, reply, answer);
    await writeProduced(reply, answer);
  };
  app.decorate('sendPublic', sendPublic);

  app.decorate('sendPublicJson', (request: FastifyRequest, reply: FastifyReply, key: string, read: () => Promise<unknown>) =>
    app.sendPublic(request, reply, key, async () => ({
      status: 200,
      contentType: JSON_TYPE,
      body: Buffer.from(reply.serialize(await read()) as string),
      cacheable: true,
    })),
  );
}

export default fp(publicCachePlugin, { name: 'public-cache', dependencies: ['content-events'] });
