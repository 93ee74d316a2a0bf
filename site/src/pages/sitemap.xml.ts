/** sitemap.xml: the landing page, the departures calendar and every trip page. */
import type { APIRoute } from 'astro';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

export const GET: APIRoute = async ({ locals, url }) => {
  const { siteData } = locals;
  const origin = siteData.business.siteUrl || url.origin;
  const trips = await siteData.listTrips();
  const entries = [
    { loc: `${origin}/trips`, lastmod: trips.reduce((latest, t) => (t.updatedAt > latest ? t.updatedAt : latest), '') },
    { loc: `${origin}/departures`, lastmod: '' },
    ...trips.map((trip) => ({ loc: `${origin}/trip/${encodeURIComponent(trip.id)}`, lastmod: trip.updatedAt })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod.slice(0, 10))}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
};
