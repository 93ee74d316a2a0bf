/**
 * The site's public origin as pages, the sitemap and upload URLs show it (`app.publicOrigin`).
 * With PUBLIC_URL (required in production) it is always that. Without it, the Host header is used
 * only when trusted: a loopback name (development) or the first valid host this process saw. Any
 * other Host gets the first-seen origin, so made-up hosts never reach links nor fill the caches.
 */
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** `https://host[:port]` this request's links and cache entries use. */
    publicOrigin: (request: FastifyRequest) => string;
    /**
     * The same origin for a request Fastify has not seen yet (answers before routing), or undefined
     * when it depends on forwarded headers, which only Fastify interprets (its trustProxy rules).
     */
    publicOriginBeforeRouting: (req: IncomingMessage) => string | undefined;
  }
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const VALID_HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, 'i');
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;
const FALLBACK_HOST = 'localhost';

/** Decides which Host headers may become an origin; the first valid one seen is remembered. */
export function createOriginPolicy(publicUrl: string): (protocol: string, host: string | undefined) => string {
  const configured = publicUrl ? new URL(publicUrl).origin : '';
  let firstSeenHost = '';
  return (protocol, host) => {
    if (configured) return configured;
    const name = (host ?? '').toLowerCase();
    if (LOOPBACK_HOST.test(name)) return `${protocol}://${name}`;
    if (!firstSeenHost && VALID_HOST.test(name)) firstSeenHost = name;
    return `${protocol}://${firstSeenHost || FALLBACK_HOST}`;
  };
}

async function publicOriginPlugin(app: FastifyInstance) {
  const originOf = createOriginPolicy(app.config.PUBLIC_URL);
  app.decorate('publicOrigin', (request: FastifyRequest) => originOf(request.protocol, request.host));
  // With PUBLIC_URL the policy answers its origin whatever it is given: no header needs reading.
  const configured = app.config.PUBLIC_URL ? originOf('', undefined) : '';
  app.decorate('publicOriginBeforeRouting', (req: IncomingMessage) => {
    if (configured) return configured;
    const { headers } = req;
    if (headers['x-forwarded-host'] !== undefined || headers['x-forwarded-proto'] !== undefined) return undefined;
    // What Fastify's request.protocol and request.host give without forwarded headers.
    return originOf((req.socket as TLSSocket).encrypted ? 'https' : 'http', headers.host ?? '');
  });
}

export default fp(publicOriginPlugin, { name: 'public-origin', dependencies: ['config'] });
