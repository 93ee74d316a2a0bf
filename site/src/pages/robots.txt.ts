/** robots.txt: the public pages may be crawled; the API and the back office may not. */
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ locals, url }) => {
  const origin = locals.siteData.business.siteUrl || url.origin;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
};
