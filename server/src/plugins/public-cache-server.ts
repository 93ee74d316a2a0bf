/**
 * The HTTP server (Fastify's `serverFactory`) that offers each request to the public cache before
 * Fastify: a cached public read is then a lookup and one socket write, with none of Fastify's
 * request, reply, routing and hook work, which cost most of its time under load (CPU profile under
 * wrk). What the early answer is and why it is safe: plugins/public-cache.ts, `answerEarly`.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory, FastifyServerOptions } from 'fastify';

/** Answers the request and returns true, or returns false and leaves it untouched for Fastify. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

const earlyAnswers = new WeakMap<http.Server, EarlyAnswer>();

/**
 * Makes the HTTP/1.1 server Fastify makes by default (same timeouts; we pass no `http` options), with the early answer
 * in front. Without one attached (before the plugin is registered, after close starts) every
 * request goes to Fastify.
 */
export const publicCacheFirstServer: FastifyServerFactory = (handler, options: FastifyServerOptions) => {
  const server = http.createServer((req, res) => {
    const answerEarly = earlyAnswers.get(server);
    if (answerEarly === undefined || !answerEarly(req, res)) handler(req, res);
  });
  if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
};

/**
 * Puts `answer` in front of this app's routing when its server came from `publicCacheFirstServer`
 * (app.inject never goes through a server: tests of routed answers are unaffected). It stops when
 * the app starts closing, so requests then get Fastify's own 503 and the connections end.
 */
export function answerBeforeRouting(app: FastifyInstance, answer: EarlyAnswer): void {
  const server = app.server;
  earlyAnswers.set(server, answer);
  app.addHook('preClose', (done) => {
    earlyAnswers.delete(server);
    done();
  });
}
