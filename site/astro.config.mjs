// The public site: server-rendered inside the API's Fastify process (server/src/plugins/astro-pages.ts).
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import fastifyAdapter from './adapter/index.mjs';
import serviceWorkers from './integrations/service-workers.mjs';

export default defineConfig({
  output: 'server',
  // The node adapter would otherwise turn on file-based sessions; auth lives in the browser.
  session: false,
  adapter: fastifyAdapter(),
  integrations: [
    react(),
    serviceWorkers(),
    {
      // When islands hydrate: after the page has painted (src/directives/after-paint.ts), and islands only a signed-in
      // traveller can use (src/directives/signed-in.ts); and page scripts, plain modules loaded as islands so a
      // directive says when (src/page-scripts/define.ts). Before React's renderer: page scripts are tagged for this one.
      name: 'page-loading',
      hooks: {
        'astro:config:setup': ({ addClientDirective, addRenderer }) => {
          addClientDirective({ name: 'after-paint', entrypoint: './src/directives/after-paint.ts' });
          addClientDirective({ name: 'signed-in', entrypoint: './src/directives/signed-in.ts' });
          addRenderer({
            name: 'travel:page-scripts',
            // Absolute: the tests' Vite config (vitest.config.ts) loads this file from the repository root.
            serverEntrypoint: fileURLToPath(new URL('./src/page-scripts/renderer-server.ts', import.meta.url)),
            clientEntrypoint: fileURLToPath(new URL('./src/page-scripts/renderer-client.ts', import.meta.url)),
          });
        },
      },
    },
  ],
  // English at the root, Hindi under /hi (src/i18n): the same pages, one catalogue of strings per language.
  i18n: { defaultLocale: 'en', locales: ['en', 'hi'], routing: { prefixDefaultLocale: false } },
  // Fastify answers every request; Astro must not redirect on trailing slashes itself.
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'always' },
  compressHTML: true,
  // Scoped styles by class rather than attribute selectors: cheaper style matching on a long page.
  scopedStyleStrategy: 'class',
  devToolbar: { enabled: false },
});
