/**
 * Builds the whole product as one Fastify instance, without listening: the JSON API under /api,
 * uploaded media under /uploads, the admin back office under /admin and the public site.
 * Plugins in order: external (security headers, JWT, multipart, rate limit, OpenAPI), app
 * (database, auth), then routes. main.ts starts it; tests build it through the same function.
 */
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { type Config, resolveJwtSecret } from './config.ts';
import type { Database } from './db/schema.ts';
import { messages } from './domain/index.ts';
import { constraintStatus, HttpError, isDatabaseUnavailable, isMalformedMultipart } from './errors.ts';
import adminSpa from './plugins/admin-spa.ts';
import authPlugin from './plugins/auth.ts';
import customizationNotifierPlugin from './plugins/customization-notifier.ts';
import publicCachePlugin from './plugins/public-cache.ts';
import publicOriginPlugin from './plugins/public-origin.ts';
import requestLogPlugin from './plugins/request-log.ts';
import uploadStoragePlugin from './plugins/upload-storage.ts';
import sitePlugin from './plugins/site.ts';
import adminAuthRoutes from './routes/admin-auth.ts';
import adminCustomizationRequestRoutes from './routes/admin-customization-requests.ts';
import adminReviewRoutes from './routes/admin-reviews.ts';
import adminTripRoutes from './routes/admin-trips.ts';
import adminUserRoutes from './routes/admin-users.ts';
import customizeTripRoutes from './routes/customize-trip.ts';
import healthRoutes from './routes/health.ts';
import mobileAuthRoutes from './routes/mobile-auth.ts';
import publicRoutes from './routes/public.ts';
import statisticsRoutes from './routes/statistics.ts';
import uploadRoutes from './routes/uploads.ts';
import { ContentEvents } from './services/content-events.ts';
import type { MediaStorage } from './services/media-storage.ts';
import { createSiteData, type SiteData } from './site-data.ts';

export interface AppOptions {
  config: Config;
  db: Kysely<Database>;
  /** Clock for code expiry and "today"; tests move it. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    now: () => Date;
    contentEvents: ContentEvents;
    siteData: SiteData;
    /** Set by the uploads plugin; null until it is registered. */
    mediaStorage: MediaStorage | null;
    /** Set by the notifier: told of each stored customization request, to pass it on to the business. */
    customizationRequestStored: ((id: string) => void) | null;
  }
}

const databasePlugin = fp(
  async (app: FastifyInstance, options: AppOptions) => {
    app.decorate('config', options.config);
    app.decorate('db', options.db);
    app.decorate('now', options.now ?? (() => new Date()));
    const contentEvents = new ContentEvents();
    app.decorate('contentEvents', contentEvents);
    app.decorate('siteData', createSiteData(options.db, options.config, contentEvents));
    app.decorate('mediaStorage', null);
    app.decorate('customizationRequestStored', null);
  },
  { name: 'database' },
);

/** Secrets and codes never reach the log. */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  'body.otp',
  'body.code',
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: redactedPaths },
    // Two info lines per request cost more than serving a cached page: plugins/request-log.ts logs
    // the requests that matter (errors, refusals, slow ones) instead.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count: trust that many proxies' X-Forwarded-For (Fastify accepts a number).
    trustProxy: (config.TRUST_PROXY > 0 ? config.TRUST_PROXY : false) as boolean,
    bodyLimit: 1024 * 1024,
    // Request bodies are checked by the domain rules first (SPEC messages); schemas then catch the rest.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ error: error.message });
    if (error.validation) {
      const first = error.validation[0];
      const where = `${error.validationContext ?? 'request'}${first?.instancePath ?? ''}`.replace(/\//g, '.');
      return reply.status(400).send({ error: `${messages.invalidRequest}: ${where} ${first?.message ?? 'is invalid'}` });
    }
    if (isMalformedMultipart(error)) return reply.status(400).send({ error: messages.invalidRequest });
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({ error: messages.databaseUnavailable });
    }
    const constraint = constraintStatus(error);
    if (constraint) {
      request.log.warn({ err: error }, 'write refused by a database constraint');
      return reply.status(constraint).send({ error: messages.invalidRequest });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413 ? messages.payloadTooLarge : status === 429 ? messages.tooManyRequests : error.message || messages.invalidRequest;
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: messages.internalError });
  });

  await app.register(databasePlugin, options);
  await app.register(requestLogPlugin);
  await app.register(publicOriginPlugin);
  await app.register(publicCachePlugin);
  // Browsers PUT uploads to, and read media from, the S3 store directly: it may be plain http (MinIO).
  const storageOrigins = config.STORAGE === 's3' ? originsOf([config.S3_PRESIGN_ENDPOINT || config.S3_ENDPOINT, config.S3_PUBLIC_URL]) : [];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Astro's island loader and react-admin's styles are inline.
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storageOrigins],
        mediaSrc: ["'self'", 'blob:', 'https:', ...storageOrigins],
        fontSrc: ["'self'", 'data:'],
        // Admin uploads go straight to storage (S3 or our own signed URL).
        connectSrc: ["'self'", 'https:', ...storageOrigins],
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
  });
  await app.register(authPlugin, {
    secret: resolveJwtSecret(config),
    adminTokenTtl: config.ADMIN_TOKEN_TTL,
    travellerTokenTtl: config.TRAVELLER_TOKEN_TTL,
  });
  await app.register(uploadStoragePlugin);
  await app.register(customizationNotifierPlugin);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    // Trip and review forms carry fields only; files go through the presigned upload flow.
    limits: { fields: 40, fieldSize: 100 * 1024, files: 0, parts: 40 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Travel app API',
        version: '1.0.0',
        description: 'Public trips, traveller sign-in with one-time codes, admin back office. Every error is {"error": "<message>"}.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(fastifyRateLimit, {
        global: true,
        max: config.API_RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        // Health checks, tests and tools on the machine itself are never throttled.
        allowList: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
        ...(config.REDIS_URL ? { redis: await redisClient(config.REDIS_URL) } : {}),
        errorResponseBuilder: () => new HttpError(429, messages.tooManyRequests),
      });
      await api.register(healthRoutes);
      await api.register(adminAuthRoutes, { prefix: '/auth' });
      await api.register(mobileAuthRoutes, { prefix: '/mobile/auth' });
      await api.register(statisticsRoutes, { prefix: '/statistics' });
      await api.register(publicRoutes, { prefix: '/public' });
      await api.register(customizeTripRoutes, { prefix: '/customize-trip' });
      await api.register(adminTripRoutes, { prefix: '/admin/trips' });
      await api.register(adminReviewRoutes, { prefix: '/admin/reviews' });
      await api.register(adminUserRoutes, { prefix: '/admin/users' });
      await api.register(adminCustomizationRequestRoutes, { prefix: '/admin/customization-requests' });
      await api.register(uploadRoutes);
      api.setNotFoundHandler((request, reply) => reply.status(404).send({ error: messages.notFound }));
    },
    { prefix: '/api' },
  );

  await app.register(fastifyStatic, {
    root: path.join(config.dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    // Upload keys are never reused, so a file at a URL never changes.
    immutable: true,
    maxAge: '365d',
    index: false,
  });

  await app.register(adminSpa);
  // Last: the public site owns `/`, its pages and the redirect of unknown paths to /login.
  await app.register(sitePlugin);

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ error: messages.notFound }));
  return app;
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

async function redisClient(url: string) {
  const { Redis } = await import('ioredis');
  return new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
}
