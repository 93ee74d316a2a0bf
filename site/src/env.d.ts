/// <reference types="astro/client" />
import type { SiteData } from '@travel/server/site-data';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on idle, and only when a session is stored. */
    'client:signed-in'?: boolean;
  }
}

declare global {
  namespace App {
    interface Locals {
      /** Passed by server/src/plugins/site.ts: the database reads and business details pages render. */
      siteData: SiteData;
    }
  }
}
export {};
