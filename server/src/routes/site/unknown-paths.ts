/**
 * `/` goes to /trips and `/hi` to /hi/trips (their query strings kept); any other unknown GET path goes to /login, or /hi/login under /hi/
 * (docs/product.md#screens), except under the prefixes other parts of the product own, which answer 404 in the API's error shape.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages, queryStringOf } from '../../domain/index.ts';

/** Paths that belong to other parts of the product: never redirected to /login. */
const foreignPrefixes = ['/api/', '/admin/', '/uploads/', '/_astro/', '/media/'];

async function unknownPathsPlugin(app: FastifyInstance) {
  // With the query string: a shared referral link (`/?ref=CODE`, domain referralLink) reaches the landing page with its code.
  const withQuery = (target: string, url: string) => (queryStringOf(url) ? `${target}?${queryStringOf(url)}` : target);
  app.get('/', (request, reply) => reply.redirect(withQuery('/trips', request.url), 302));
  app.get('/hi', (request, reply) => reply.redirect(withQuery('/hi/trips', request.url), 302));
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0];
    if (foreignPrefixes.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) {
      return reply.code(404).send({ error: messages.notFound });
    }
    // Under /hi, the Hindi login page: a visitor who chose Hindi stays in it.
    return reply.redirect(path.startsWith('/hi/') ? '/hi/login' : '/login', 302);
  });
}

export default fp(unknownPathsPlugin, { name: 'unknown-paths' });
