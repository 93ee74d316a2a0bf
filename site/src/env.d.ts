/// <reference types="astro/client" />
import type { SiteData } from '@travel/server/site-data';

declare global {
  namespace App {
    interface Locals {
      /** Passed by server/src/plugins/site.ts: the database reads and business details pages render. */
      siteData: SiteData;
    }
  }
}
export {};
