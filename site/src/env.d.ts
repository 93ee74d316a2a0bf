/// <reference types="astro/client" />
import type { SiteData } from '@travel/server/site-data';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page has painted and the browser is idle (src/directives/after-paint.ts). */
    'client:after-paint'?: boolean;
    /** Hydrate like client:after-paint, and only when a session is stored (src/directives/signed-in.ts). */
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
