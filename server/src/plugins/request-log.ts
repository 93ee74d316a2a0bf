/**
 * The request log operators need, without paying for it on every hit: Fastify's two info lines
 * per request are off (app.ts, `LogController`'s `disableRequestLogging`), and one line is written per request that
 * failed (4xx at info, 5xx at error) or took longer than SLOW_REQUEST_MS (warn).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function requestLogPlugin(app: FastifyInstance) {
  const slowMs = app.config.SLOW_REQUEST_MS;
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const elapsed = reply.elapsedTime;
    if (status >= 400 || elapsed > slowMs) {
      const entry = { method: request.method, url: request.url, status, ms: Math.round(elapsed), ip: request.ip };
      if (status >= 500) request.log.error(entry, 'request failed');
      else if (elapsed > slowMs) request.log.warn(entry, 'slow request');
      else request.log.info(entry, 'request refused');
    }
    done();
  });
}

export default fp(requestLogPlugin, { name: 'request-log', dependencies: ['config'] });
