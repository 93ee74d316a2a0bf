// Built into site/dist/server/entry.mjs: Astro's App for this build, rendering whole pages
// (no streaming: pages are small and the landing page is kept in memory whole).
import { createApp } from 'astro/app/entrypoint';

export const app = createApp({ streaming: false });
