// The public site: server-rendered inside the API's Fastify process (server/src/plugins/site.ts).
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'server',
  // The node adapter would otherwise turn on file-based sessions; auth lives in the browser.
  session: false,
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  // Fastify answers every request; Astro must not redirect on trailing slashes itself.
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'always' },
  compressHTML: true,
  devToolbar: { enabled: false },
});
