/**
 * Builds the whole product as one Fastify instance, without listening: the JSON API under /api,
 * uploaded media under /uploads, the admin back office under /admin and the public site.
 * This file only says what is registered and in which order; each plugin in plugins/ does one job,
 * decorates its own name and declares what it depends on. main.ts starts the app; tests build it
 * through the same function.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { fastifyTrustProxy } from './config/trusted-proxies.ts';
import type { JobDatabase } from './db/connect.ts';
import type { Database } from './db/schema.ts';
import authPlugin from './plugins/auth.ts';
import bookingsPlugin from './plugins/bookings.ts';
import clockPlugin from './plugins/clock.ts';
import configPlugin from './plugins/config.ts';
import contentEventsPlugin from './plugins/content-events.ts';
import customizationNotifierPlugin from './plugins/customization-notifier.ts';
import databasePlugin from './plugins/database.ts';
import errorHandlerPlugin, { schemaMessagesKeyword } from './plugins/error-handler.ts';
import messagesPlugin from './plugins/messages.ts';
import multipartPlugin from './plugins/multipart.ts';
import openApiPlugin from './plugins/openapi.ts';
import otpPlugin from './plugins/otp.ts';
import publicCachePlugin from './plugins/public-cache.ts';
import { publicCacheFirstServer } from './plugins/public-cache-server.ts';
import publicOriginPlugin from './plugins/public-origin.ts';
import requestLogPlugin from './plugins/request-log.ts';
import siteDataPlugin from './plugins/site-data.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import uploadStoragePlugin from './plugins/upload-storage.ts';
import apiRoutes from './routes/api/index.ts';
import siteRoutes from './routes/site/index.ts';

export interface AppOptions {
  config: Config;
  db: Kysely<Database>;
  /** Clock for code expiry and "today"; tests move it. */
  now?: () => Date;
  /** What the job engine runs over: the opened database's `jobs` (db/connect.ts). */
  jobDatabase: JobDatabase;
}

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
    // A schema carries the contract's message of the rule it checks (`x-error-message`, an OpenAPI extension):
    // plugins/error-handler.ts answers with it, `verbose` giving each error its schema. Bodies not yet written that
    // way are checked by their domain parser first (routes/api/parsed-body.ts).
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, verbose: true },
      plugins: [schemaMessagesKeyword],
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Cached public reads are answered before routing (plugins/public-cache.ts).
    serverFactory: publicCacheFirstServer,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorHandlerPlugin);
  // An empty JSON body is no body (react-admin's fetchJson sends Content-Type: application/json on a body-less POST or
  // DELETE): the route answers as it does without one, rather than Fastify's 400 FST_ERR_CTP_EMPTY_JSON_BODY. Any
  // other body is Fastify's own parser's (prototype poisoning refused, malformed JSON a 400).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    // Fastify's parser answers through `done` (its typing allows a promise, which it never returns).
    else void parseJson(request, body, done);
  });
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { db: options.db });
  await app.register(clockPlugin, { now: options.now });
  await app.register(contentEventsPlugin);
  await app.register(siteDataPlugin);
  await app.register(requestLogPlugin);
  await app.register(publicOriginPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(publicCachePlugin);
  await app.register(authPlugin);
  await app.register(uploadStoragePlugin);
  await app.register(messagesPlugin, { jobDatabase: options.jobDatabase });
  await app.register(customizationNotifierPlugin);
  await app.register(bookingsPlugin);
  await app.register(otpPlugin);
  await app.register(multipartPlugin);
  await app.register(openApiPlugin);

  await app.register(apiRoutes, { prefix: '/api' });

  // Last: the site owns uploaded files, /admin, `/`, its pages and the redirect of unknown paths to /login.
  await app.register(siteRoutes);
  return app;
}
