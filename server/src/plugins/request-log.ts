/**
 * The request log operators need, without paying for it on every hit: Fastify's two info lines
 * per request are off (app.ts, `LogController`'s `disableRequestLogging`), and one line is written
 * per routed request that failed (4xx at info, 5xx at error) or took longer than SLOW_REQUEST_MS
 * (warn). Answers written from memory before routing (plugins/public-cache.ts) cannot fail nor be
 * slow on our side: they are counted, and the counts logged once a minute when there were any.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    requestLog: RequestLog;
  }
}

export interface RequestLog {
  /** One answer written from memory before routing, with its status (200 or 304). */
  countAnsweredFromMemory(status: number): void;
}

const SUMMARY_EVERY_MS = 60_000;

async function requestLogPlugin(app: FastifyInstance) {
  const slowMs = app.config.SLOW_REQUEST_MS;
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const elapsed = reply.elapsedTime;
    if (status >= 400 || elapsed > slowMs) {
      const entry = { method: request.method, url: request.url, status, ms: Math.round(elapsed), ip: request.ip };
      // Load shed on purpose (503 with Retry-After: a sell-out's queue past BOOKING_QUEUE_LIMIT) is expected in
      // bursts of hundreds; an error line each would bury real failures.
      if (status === 503 && reply.hasHeader('retry-after')) request.log.warn(entry, 'request shed');
      else if (status >= 500) request.log.error(entry, 'request failed');
      else if (elapsed > slowMs) request.log.warn(entry, 'slow request');
      else request.log.info(entry, 'request refused');
    }
    done();
  });

  let answered = 0;
  let notModified = 0;
  app.decorate('requestLog', {
    countAnsweredFromMemory(status: number) {
      if (status === 304) notModified += 1;
      else answered += 1;
    },
  });
  const logSummary = () => {
    if (answered + notModified === 0) return;
    app.log.info({ answered, notModified, seconds: SUMMARY_EVERY_MS / 1000 }, 'public reads answered from memory');
    answered = 0;
    notModified = 0;
  };
  const timer = setInterval(logSummary, SUMMARY_EVERY_MS).unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    logSummary();
    done();
  });
}

export default fp(requestLogPlugin, { name: 'request-log', dependencies: ['config'] });
