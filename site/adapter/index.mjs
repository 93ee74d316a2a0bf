/**
 * The site's adapter: @astrojs/node's build settings, with our own server entry (server-entry.mjs)
 * that exports Astro's App. The Fastify process (server/src/plugins/astro-pages.ts) renders a page
 * with `app.render(request)` to a web Response: no Node request or response objects in between.
 */
import node, { getAdapter } from '@astrojs/node';

export default function fastifyAdapter() {
  const integration = node({ mode: 'middleware' });
  return {
    ...integration,
    name: 'fastify-astro-app',
    hooks: {
      ...integration.hooks,
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          ...getAdapter({ staticHeaders: false }),
          name: 'fastify-astro-app',
          serverEntrypoint: new URL('./server-entry.mjs', import.meta.url),
        });
      },
    },
  };
}
