/**
 * The general per-address request limit on /api. With REDIS_URL the counts are shared by every
 * replica; Redis being away is not an outage: the limit fails open (the database-backed sign-in
 * limits still hold), the outage is logged once, and counting resumes when Redis is back.
 * Cached public reads answered before routing are not counted (why: plugins/public-cache.ts).
 */
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { messages } from '../domain/index.ts';
import { HttpError } from '../errors.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Health checks, tests and tools on the machine itself are not throttled. A request a proxy
 * forwarded is not "the machine itself", even when the proxy runs there: its real client counts.
 */
export const isLocalTool = (request: Pick<FastifyRequest, 'ip' | 'headers'>): boolean =>
  request.ip !== undefined &&
  LOOPBACK.has(request.ip) &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

/**
 * Whom a request is counted against: its client's address (an IPv6 one by its /64, as the plugin
 * does by default). A request whose client hung up before it was counted has no address any more
 * (Node answers `undefined` once the socket is gone, and the plugin's own key would throw: a 500 under
 * load); such requests share one key, and their answer reaches nobody anyway.
 */
export const rateLimitKey = (request: Pick<FastifyRequest, 'ip'>): string =>
  typeof request.ip === 'string' && request.ip !== '' ? normalizeIP(request.ip) : 'client-gone';

/** An ioredis client that reconnects on its own and reports an outage once, not per request. */
export async function sharedCounterStore(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    // While Redis is away a command fails at once (and the limit is skipped) instead of queueing.
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let healthy = true;
  redis.on('error', (error: Error) => {
    if (!healthy) return;
    healthy = false;
    log.error({ err: error }, 'Redis unavailable: request limits are not shared across replicas until it returns');
  });
  redis.on('ready', () => {
    if (healthy) return;
    healthy = true;
    log.info('Redis is back: request limits are shared again');
  });
  // Count in Redis from the first request when it answers; one that is away holds the start up 2 s at most.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000);
    timer.unref();
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

export async function registerApiRateLimit(api: FastifyInstance, options: { max: number; redisUrl: string }) {
  const redis = options.redisUrl ? await sharedCounterStore(options.redisUrl, api.log) : null;
  if (redis) api.addHook('onClose', async () => void redis.disconnect());
  await api.register(fastifyRateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    allowList: (request) => isLocalTool(request),
    keyGenerator: rateLimitKey,
    skipOnError: true,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: () => new HttpError(429, messages.tooManyRequests),
  });
}
