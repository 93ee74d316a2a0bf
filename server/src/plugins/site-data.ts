/** `app.siteData`: what the public pages and the public API read, kept until public content changes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSiteData, type SiteData } from '../site-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    siteData: SiteData;
  }
}

export default fp(
  async function siteDataPlugin(app: FastifyInstance) {
    app.decorate('siteData', createSiteData(app.db, app.config, app.contentEvents));
  },
  { name: 'site-data', dependencies: ['config', 'database', 'content-events'] },
);
