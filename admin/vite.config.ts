import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office is served by the API process at /admin/ (server/src/plugins/admin-spa.ts).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/bench-admin.mjs follows it to weigh the first screen.
    manifest: true,
    // The budget is checked by scripts/bench-admin.mjs; the default warning is noise.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5174,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
});
