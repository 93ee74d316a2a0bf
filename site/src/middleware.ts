/**
 * Every HTML page leaves here valid HTML: styles that rendering put in the body move to the head
 * (lib/hoist-body-styles.ts). Pages are small and the server keeps the shared ones in its cache, so
 * reading the whole page before sending it costs nothing a visitor notices.
 */
import { defineMiddleware } from 'astro:middleware';
import { hoistBodyStyles } from './lib/hoist-body-styles.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(hoistBodyStyles(await response.text()), { status: response.status, statusText: response.statusText, headers });
});
