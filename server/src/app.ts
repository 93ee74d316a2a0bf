/**
 * Builds the whole product as one Fastify instance, without listening: the JSON API under /api,
 * uploaded media under /uploads, the admin back office under /admin and the public site.
 * Plugins in order: external (security headers, JWT, multipart, rate limit, OpenAPI), app
 * (database, auth), then routes. main.ts starts it; tests build it through the same function.
 */
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { type Config, resolveJwtSecret, type TrustedProxies } from './config.ts';
import type { Database } from './db/schema.ts';
import { messages } from './domain/index.ts';
import { constraintStatus, HttpError, isDatabaseUnavailable, isMalformedMultipart } from './errors.ts';
import adminSpa from './plugins/admin-spa.ts';
import { registerApiRateLimit } from './plugins/api-rate-limit.ts';
import authPlugin from './plugins/auth.ts';
import bookingsPlugin from './plugins/bookings.ts';
import customizationNotifierPlugin from './plugins/customization-notifier.ts';
import publicCachePlugin from './plugins/public-cache.ts';
import { publicCacheFirstServer } from './plugins/public-cache-server.ts';
import publicOriginPlugin from './plugins/public-origin.ts';
import requestLogPlugin from './plugins/request-log.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import uploadStoragePlugin from './plugins/upload-storage.ts';
import sitePlugin from './plugins/site.ts';
import adminAuthRoutes from './routes/admin-auth.ts';
import adminBookingRoutes from './routes/admin-bookings.ts';
import adminDepartureRoutes from './routes/admin-departures.ts';
import bookingRoutes from './routes/bookings.ts';
import adminCustomizationRequestRoutes from './routes/admin-customization-requests.ts';
import adminReviewRoutes from './routes/admin-reviews.ts';
import adminTripRoutes from './routes/admin-trips.ts';
import adminUserRoutes from './routes/admin-users.ts';
import customizeTripRoutes from './routes/customize-trip.ts';
import healthRoutes from './routes/health.ts';
import mobileAuthRoutes from './routes/mobile-auth.ts';
import publicDepartureRoutes from './routes/public-departures.ts';
import publicRoutes from './routes/public.ts';
import razorpayWebhookRoutes from './routes/razorpay-webhook.ts';
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

const PERSONAL_DATA_PATHS = /^\/api\/(admin|auth|mobile\/auth)(\/|\?|$)/;

/** Secrets and codes never reach the log. */
const redactedPaths = ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.otp', 'body.code'];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: redactedPaths },
    // Two info lines per request cost more than serving a cached page: plugins/request-log.ts logs
    // the requests that matter (errors, refusals, slow ones) instead.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.trustedProxies),
    bodyLimit: 1024 * 1024,
    // Request bodies are checked by the domain rules first (documented messages); schemas then catch the rest.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Cached public reads are answered before routing (plugins/public-cache.ts).
    serverFactory: publicCacheFirstServer,
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
  await app.register(securityHeadersPlugin);
  await app.register(publicCachePlugin);
  await app.register(authPlugin, {
    secret: resolveJwtSecret(config),
    adminTokenTtl: config.ADMIN_TOKEN_TTL,
    travellerTokenTtl: config.TRAVELLER_TOKEN_TTL,
  });
  await app.register(uploadStoragePlugin);
  await app.register(customizationNotifierPlugin);
  await app.register(bookingsPlugin);
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
      await registerApiRateLimit(api, { max: config.API_RATE_LIMIT_PER_MINUTE, redisUrl: config.REDIS_URL });
      // Accounts, tokens and travellers' personal data: no browser or proxy may keep a copy.
      api.addHook('onSend', async (request, reply) => {
        if (PERSONAL_DATA_PATHS.test(request.url)) reply.header('cache-control', 'no-store');
      });
      await api.register(healthRoutes);
      await api.register(adminAuthRoutes, { prefix: '/auth' });
      await api.register(mobileAuthRoutes, { prefix: '/mobile/auth' });
      await api.register(statisticsRoutes, { prefix: '/statistics' });
      await api.register(publicRoutes, { prefix: '/public' });
      await api.register(publicDepartureRoutes, { prefix: '/public' });
      await api.register(customizeTripRoutes, { prefix: '/customize-trip' });
      await api.register(adminTripRoutes, { prefix: '/admin/trips' });
      await api.register(adminReviewRoutes, { prefix: '/admin/reviews' });
      await api.register(adminUserRoutes, { prefix: '/admin/users' });
      await api.register(adminCustomizationRequestRoutes, { prefix: '/admin/customization-requests' });
      await api.register(adminDepartureRoutes, { prefix: '/admin/departures' });
      await api.register(adminBookingRoutes, { prefix: '/admin/bookings' });
      await api.register(bookingRoutes, { prefix: '/bookings' });
      await api.register(razorpayWebhookRoutes, { prefix: '/payments/razorpay' });
      await api.register(uploadRoutes);
      api.setNotFoundHandler((request, reply) => reply.status(404).send({ error: messages.notFound }));
    },
    { prefix: '/api' },
  );

  // Local uploads are served from disk; with S3 the upload-storage plugin sends /uploads/ to the store.
  if (config.STORAGE === 'local') {
    await app.register(fastifyStatic, {
      root: path.join(config.dataDir, 'uploads'),
      prefix: '/uploads/',
      decorateReply: false,
      // Upload keys are never reused, so a file at a URL never changes.
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  }

  await app.register(adminSpa);
  // Last: the public site owns `/`, its pages and the redirect of unknown paths to /login.
  await app.register(sitePlugin);

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ error: messages.notFound }));
  return app;
}

/**
 * What Fastify trusts. It takes a hop count as "trust nothing", so `n` hops become proxy-addr's
 * rule: the socket's address (hop 0) and the next n - 1 forwarded ones are proxies.
 */
function fastifyTrustProxy(trusted: TrustedProxies): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted === 'boolean') return trusted;
  if ('hops' in trusted) {
    const { hops } = trusted;
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  return trusted.addresses;
}
