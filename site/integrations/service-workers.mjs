/**
 * Service workers written in TypeScript beside the pages (src/service-workers/*.ts), bundled to the site's
 * root as classic scripts (a worker's scope can be no wider than its own path, so it cannot live under
 * /_astro/ with the hashed files). Astro bundles pages and islands only, and a plugin such as
 * @vite-pwa/astro would take over the web manifest and precaching the leader page already does; esbuild
 * (Astro's own dependency) does this one job in a few lines.
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const sourceDir = fileURLToPath(new URL('../src/service-workers/', import.meta.url));

/** esbuild's options for one worker: one self-contained classic script. */
const bundling = (name) => ({
  entryPoints: [`${sourceDir}${name}.ts`],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
});

const workerNames = async () => (await readdir(sourceDir)).filter((file) => file.endsWith('.ts')).map((file) => file.slice(0, -3));

export default function serviceWorkers() {
  let clientDir;
  return {
    name: 'service-workers',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      // `astro dev`: each worker bundled when asked for, so an edit shows on the next reload.
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (request, response, next) => {
          const name = /^\/([\w-]+)\.js$/.exec(request.url ?? '')?.[1];
          if (!name || !(await workerNames()).includes(name)) return next();
          const { outputFiles } = await build({ ...bundling(name), write: false });
          response.setHeader('content-type', 'text/javascript; charset=utf-8');
          response.end(outputFiles[0].text);
        });
      },
      'astro:build:done': async () => {
        for (const name of await workerNames()) await build({ ...bundling(name), outfile: `${clientDir}${name}.js` });
      },
    },
  };
}
