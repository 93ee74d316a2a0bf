import { getViteConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Astro's own Vite plugins (from site/astro.config.mjs, React renderer included) compile .astro
// files for the Container API tests in tests/site/components. @vitejs/plugin-react's are left
// out: its Babel pass and refresh preamble would change how the React tests' .tsx files compile.
const astroVite = await getViteConfig(
  {},
  { root: fileURLToPath(new URL('./site/', import.meta.url)), logLevel: 'error' },
)({
  mode: 'test',
  command: 'serve',
});
const astroPlugins = (astroVite.plugins ?? [])
  .flat(Infinity as 1)
  .filter((plugin) => !(plugin && 'name' in plugin && plugin.name.startsWith('vite:react')));

// Four projects: the API and domain on Node (against PGlite or PostgreSQL, see
// tests/server/support), UI components in happy-dom (.astro ones rendered on Node by Astro's
// Container API, `@vitest-environment node` in those files), end-to-end flows in Chromium, and the
// deployment's shape (replicas as processes behind nginx, on the local PostgreSQL and Redis).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/server/deployment/**'],
          environment: 'node',
          globalSetup: ['tests/server/support/global-setup.ts'],
          // Files share their worker's loaded modules (each still builds its own app and database):
          // re-importing the server and compiling PGlite's WebAssembly for every file cost a third
          // of the pass's CPU time (509 s against 741 s for the 115 files on PGlite).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'deployment',
          include: ['tests/server/deployment/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: astroPlugins,
        test: {
          name: 'components',
          include: ['tests/site/**/*.test.{ts,tsx}', 'tests/admin/**/*.test.{ts,tsx}'],
          // The page scripts' tests (tests/site/lib) install listeners and stub storage at import:
          // they keep a fresh module graph and DOM per file, in their own project below.
          exclude: [...configDefaults.exclude, 'tests/site/lib/**'],
          environment: 'happy-dom',
          // Files share their worker's modules and DOM (React Testing Library empties the DOM
          // after each test): re-importing React, MUI and react-admin for every file took 85% of
          // the project's time (172 s against 21 s).
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'page-scripts',
          include: ['tests/site/lib/**/*.test.ts'],
          environment: 'happy-dom',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Files run side by side: each starts its own server (own port, own copy of the run's migrated
          // database, made once by the global setup) and its own Chromium.
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
