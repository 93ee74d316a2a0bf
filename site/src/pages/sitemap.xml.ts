/**
 * sitemap.xml: the landing page, the departures calendar and every trip page, each in English and in Hindi; every
 * address names its twin in the other language and the English one as x-default (xhtml:link), as the pages' heads do.
 */
import type { APIRoute } from 'astro';
import { defaultLanguage, languages } from '@travel/server/domain';
import { localePath } from '../i18n/index.ts';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

export const GET: APIRoute = async ({ locals, url }) => {
  const { siteData } = locals;
  const origin = siteData.business.siteUrl || url.origin;
  const trips = await siteData.listTrips();
  const pages = [
    { path: '/trips', lastmod: trips.reduce((latest, t) => (t.updatedAt > latest ? t.updatedAt : latest), '') },
    { path: '/departures', lastmod: '' },
    ...trips.map((trip) => ({ path: `/trip/${encodeURIComponent(trip.id)}`, lastmod: trip.updatedAt })),
  ];
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${path}`)}"/>`;
  const alternates = (path: string) =>
    [...languages.map((language) => link(language, localePath(language, path))), link('x-default', localePath(defaultLanguage, path))].join(
      '',
    );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) =>
      languages.map((language) => {
        const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod.slice(0, 10))}</lastmod>` : '';
        return `  <url><loc>${escapeXml(`${origin}${localePath(language, page.path)}`)}</loc>${lastmod}${alternates(page.path)}</url>`;
      }),
    ),
    '</urlset>',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
};
