// The public site: server-rendered inside the API's Fastify process (server/src/plugins/astro-pages.ts).
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import fastifyAdapter from './adapter/index.mjs';

export default defineConfig({
  output: 'server',
  // The node adapter would otherwise turn on file-based sessions; auth lives in the browser.
  session: false,
  adapter: fastifyAdapter(),
  integrations: [
    react(),
    {
      // Islands only a signed-in traveller can use (see src/directives/signed-in.ts).
      name: 'signed-in-directive',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'signed-in', entrypoint: './src/directives/signed-in.ts' });
        },
      },
    },
  ],
  // Fastify answers every request; Astro must not redirect on trailing slashes itself.
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'always' },
  compressHTML: true,
  // Scoped styles by class rather than attribute selectors: cheaper style matching on a long page.
  scopedStyleStrategy: 'class',
  devToolbar: { enabled: false },
});
