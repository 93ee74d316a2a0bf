/**
 * Serves responses that are the same for every visitor from memory (`app.publicCache`): the
 * landing page and other pages (`app.sendPublicPage`) and the public JSON reads (`app.sendPublicJson`)
 * share one cache, emptied on every change of public content (on this replica, and on the others
 * through content events).
 *
 * A routed answer writes prepared bytes and headers straight to the socket: no serialization, no
 * onSend work, no compression, and the security headers prepared once (the routes opt out of the
 * per-request helmet hook with `helmet: false`). Each URL answered so is remembered, and its next
 * requests are answered before Fastify's routing (plugins/public-cache-server.ts): see `answerEarly`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';
import {
  answerPrepared,
  type AnsweredUrl,
  type CacheAnswer,
  isPrepared,
  type PreparedResponse,
  type Produced,
  PublicCache,
} from '../services/catalogue/public-cache.ts';
import { answerBeforeRouting } from './public-cache-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
    /**
     * Answers a page that is the same for every visitor of an origin (entry `page:<path>:<origin>`),
     * made by `produce` on a miss; a produced non-200 is sent once, never kept.
     */
    sendPublicPage: (
      request: FastifyRequest,
      reply: FastifyReply,
      path: string,
      produce: () => Promise<Produced>,
      cacheControl?: string,
      admits?: AnsweredUrl['admits'],
    ) => Promise<void>;
    /**
     * A public JSON read from the cache entry `key`: `read` runs on a miss, its result goes through the
     * route's response schema. An HttpError from `read` (a 404) answers as usual and is not kept.
     */
    sendPublicJson: (request: FastifyRequest, reply: FastifyReply, key: string, read: () => Promise<unknown>) => Promise<void>;
    /**
     * Filtered answers (a search's list, its page): one entry per normalized filter set in a cache of their own, bounded by
     * `searchMaxBytes` and emptied with the public one, so that endless filter sets never push the landing out of memory.
     * Answered through routing only: their URLs are not remembered for early answers.
     */
    searchCache: PublicCache;
    /** sendPublicPage for a filtered page: `key` is the page's path with its normalized query. */
    sendFilteredPage: (request: FastifyRequest, reply: FastifyReply, key: string, produce: () => Promise<Produced>) => Promise<void>;
    /** sendPublicJson for a filtered read, in the search cache. */
    sendFilteredJson: (request: FastifyRequest, reply: FastifyReply, key: string, read: () => Promise<unknown>) => Promise<void>;
  }
}

export interface PublicCachePluginOptions {
  /** Bytes of bodies (all encodings) kept; least recently used entries go first. */
  maxBytes?: number;
  /** Quiet time after a content change before the recent entries are made again (services/public-cache.ts). */
  remakeAfterChangeMs?: number;
  /** Bytes of filtered answers kept (the search cache), apart from `maxBytes`. */
  searchMaxBytes?: number;
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const DEFAULT_SEARCH_MAX_BYTES = 8 * 1024 * 1024;
/** Long enough that a burst of admin writes (an import, a seed) is rendered once, after its last write. */
const DEFAULT_REMAKE_AFTER_CHANGE_MS = 250;
const JSON_TYPE = 'application/json; charset=utf-8';

/** One spelling of a page's entry key, for routed and early answers alike. */
const pageKeyPrefix = (path: string) => `page:${path}:`;

async function publicCachePlugin(app: FastifyInstance, options: PublicCachePluginOptions) {
  const cache = new PublicCache({
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    remakeAfterChangeMs: options.remakeAfterChangeMs ?? DEFAULT_REMAKE_AFTER_CHANGE_MS,
    baseHeaders: app.securityHeaders,
    onError: (error, key) => {
      if (!(error instanceof HttpError)) app.log.error({ err: error, key }, 'public response could not be made');
    },
  });
  const searchCache = new PublicCache({
    maxBytes: options.searchMaxBytes ?? DEFAULT_SEARCH_MAX_BYTES,
    baseHeaders: app.securityHeaders,
    compression: 'fast',
    onError: (error, key) => {
      if (!(error instanceof HttpError)) app.log.error({ err: error, key }, 'filtered response could not be made');
    },
  });
  app.contentEvents.onContentChanged(() => {
    cache.invalidate();
    searchCache.invalidate();
  });
  app.addHook('preClose', (done) => {
    cache.close();
    searchCache.close();
    done();
  });
  app.decorate('publicCache', cache);
  app.decorate('searchCache', searchCache);
  const securityHeaders: Record<string, string | number> = {};
  for (let i = 0; i < app.securityHeaders.length; i += 2) securityHeaders[app.securityHeaders[i]] = app.securityHeaders[i + 1];

  const writePrepared = (request: FastifyRequest, reply: FastifyReply, prepared: PreparedResponse) => {
    reply.hijack();
    const res = reply.raw;
    // Headers other hooks set on the reply (rate-limit counters) would be lost with hijack.
    const pending = reply.getHeaders();
    for (const name in pending) if (pending[name] !== undefined) res.setHeader(name, pending[name]);
    answerPrepared(request.raw, res, prepared);
  };

  /** A one-off answer (a 404, an error page, a redirect): sent as usual. */
  const writeProduced = (reply: FastifyReply, produced: Produced) => {
    reply.code(produced.status).header('Cache-Control', 'no-store').type(produced.contentType);
    for (const [name, value] of produced.headers ?? []) reply.header(name, value);
    return reply.send(produced.body);
  };

  /** From `from` (the public cache, or the search cache with no URL remembered: `answered` undefined). */
  const sendPublic = async (
    request: FastifyRequest,
    reply: FastifyReply,
    answered: AnsweredUrl | undefined,
    key: string,
    produce: () => Promise<Produced>,
    cacheControl?: string,
    from = cache,
  ) => {
    const ready = from.peek(key);
    if (ready) {
      if (answered) from.rememberUrl(request.url, answered);
      return writePrepared(request, reply, ready);
    }
    // Before the wait, so that one-off answers and errors thrown by `produce` (a 404) have them too.
    reply.headers(securityHeaders);
    const answer: CacheAnswer = await from.get(key, produce, cacheControl);
    if (!isPrepared(answer)) return writeProduced(reply, answer);
    if (answered) from.rememberUrl(request.url, answered);
    writePrepared(request, reply, answer);
  };

  app.decorate('sendPublicPage', (request, reply, path, produce, cacheControl, admits) => {
    // One entry per trusted origin (app.publicOrigin): made-up Host headers share the first-seen one.
    const prefix = pageKeyPrefix(path);
    return sendPublic(request, reply, { key: prefix, perOrigin: true, admits }, prefix + app.publicOrigin(request), produce, cacheControl);
  });

  const jsonProducer = (reply: FastifyReply, read: () => Promise<unknown>) => async (): Promise<Produced> => ({
    status: 200,
    contentType: JSON_TYPE,
    body: Buffer.from(reply.serialize(await read()) as string),
    cacheable: true,
  });

  app.decorate('sendPublicJson', (request: FastifyRequest, reply: FastifyReply, key: string, read: () => Promise<unknown>) =>
    sendPublic(request, reply, { key, perOrigin: false }, key, jsonProducer(reply, read)),
  );

  app.decorate('sendFilteredPage', (request: FastifyRequest, reply: FastifyReply, key: string, produce: () => Promise<Produced>) =>
    sendPublic(request, reply, undefined, pageKeyPrefix(key) + app.publicOrigin(request), produce, undefined, searchCache),
  );

  app.decorate('sendFilteredJson', (request: FastifyRequest, reply: FastifyReply, key: string, read: () => Promise<unknown>) =>
    sendPublic(request, reply, undefined, key, jsonProducer(reply, read), undefined, searchCache),
  );

  /**
   * A GET or HEAD of a URL a route already answered from the cache, answered with the same entry
   * before Fastify builds a request: routing is deterministic, so the URL leads to the same route,
   * whose key depends on the URL (and for pages on the public origin, worked out here by the same
   * policy); the entry carries every header the route would write. What this skips, on purpose:
   * the API rate limit (answering from memory costs less than counting, and a CDN in front would
   * answer these without us; every miss, 404 or new URL is still routed and counted) and the
   * per-request log (plugins/request-log.ts counts these answers instead). Anything else — other
   * methods, unknown URLs, an entry not ready, forwarded headers that only Fastify may interpret —
   * returns false and goes to Fastify unchanged.
   */
  const answerEarly = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const answered = cache.answeredUrl(req.url as string);
    if (answered === undefined || (answered.admits && !answered.admits(req))) return false;
    let key = answered.key;
    if (answered.perOrigin) {
      const origin = app.publicOriginBeforeRouting(req);
      if (origin === undefined) return false;
      key += origin;
    }
    const prepared = cache.peek(key);
    if (prepared === undefined) return false;
    app.requestLog.countAnsweredFromMemory(answerPrepared(req, res, prepared));
    return true;
  };
  answerBeforeRouting(app, answerEarly);
}

export default fp(publicCachePlugin, {
  name: 'public-cache',
  dependencies: ['content-events', 'request-log', 'public-origin', 'security-headers'],
});
