/**
 * The security headers (helmet) of every response, with our Content Security Policy: one
 * configuration, computed once as `app.securityHeaders`, set on every routed answer and carried by
 * the answers written ready-made from memory (the public cache's routes opt out with `helmet: false`).
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import type { HeaderList } from '../services/catalogue/public-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every security header as a flat [name, value, ...] list, the same for every response. */
    securityHeaders: HeaderList;
  }
}

/** Helmet's options for this configuration: what the browser may load, and from where. */
export function securityHeaderOptions(config: Config): HelmetOptions {
  // Browsers PUT uploads to, and read media from, the S3 store directly: it may be plain http (MinIO).
  const storageOrigins = config.STORAGE === 's3' ? originsOf([config.S3_PRESIGN_ENDPOINT || config.S3_ENDPOINT, config.S3_PUBLIC_URL]) : [];
  // Razorpay Checkout (its script and payment frame) only when online payment is on.
  const razorpay = config.PAYMENT_PROVIDER === 'razorpay';
  const checkoutScripts = razorpay ? ['https://checkout.razorpay.com'] : [];
  const checkoutFrames = razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Astro's island loader and react-admin's styles are inline.
        scriptSrc: ["'self'", "'unsafe-inline'", ...checkoutScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storageOrigins],
        mediaSrc: ["'self'", 'blob:', 'https:', ...storageOrigins],
        fontSrc: ["'self'", 'data:'],
        // Admin uploads go straight to storage (S3 or our own signed URL).
        connectSrc: ["'self'", 'https:', ...storageOrigins],
        frameSrc: ["'self'", ...checkoutFrames],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Uploaded media are embedded by the site and may be linked from chat apps.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet sets with these options, read off a response it never sends: they depend on
 * the configuration only (no per-request nonces are used), so once per process is enough.
 */
export function computeSecurityHeaders(options: HelmetOptions): HeaderList {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => undefined);
  return Object.entries(response.getHeaders()).flatMap(([name, value]) =>
    value === undefined ? [] : [name, Array.isArray(value) ? value.join(', ') : value],
  );
}

function originsOf(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      if (url) origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}

async function securityHeadersPlugin(app: FastifyInstance) {
  const options = securityHeaderOptions(app.config);
  const headers = computeSecurityHeaders(options);
  app.decorate('securityHeaders', headers);
  // @fastify/helmet builds helmet's middleware again on every request (about 4x the cost of setting
  // the headers). `global: false` leaves it the routes with their own `helmet` option (`false` skips
  // them); every other route gets the list computed once, set on the raw response as helmet sets it
  // (so hijacked replies have it too). The options cast: @fastify/helmet types them from helmet's
  // CommonJS typings, we from its ES module ones, which TypeScript sees as unrelated.
  await app.register(fastifyHelmet, { ...(options as FastifyHelmetOptions), global: false });
  app.addHook('onRequest', (request, reply, done) => {
    // @fastify/helmet moves a route's `helmet` option into its config (its own hooks read it there).
    if ((request.routeOptions.config as { helmet?: unknown }).helmet === undefined) {
      for (let i = 0; i < headers.length; i += 2) reply.raw.setHeader(headers[i] as string, headers[i + 1]);
    }
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['config'] });
