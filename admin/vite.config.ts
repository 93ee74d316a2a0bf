import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { loginShellHtml } from './src/login/loginShell.ts';

/** Paints the login before the bundle arrives: the shell's HTML before #root (src/login/loginShell.ts). */
const loginShell = (): Plugin => ({
  name: 'admin-login-shell',
  transformIndexHtml: (html) => html.replace('<div id="root"></div>', `${loginShellHtml()}<div id="root"></div>`),
});

// The back office is served by the API process at /admin/ (server/src/plugins/admin-spa.ts).
export default defineConfig({
  base: '/admin/',
  plugins: [react(), loginShell()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunk holds which module, for reading the split.
    manifest: true,
    // The budget (JavaScript on the wire for the dashboard) is checked by `npm run bench`.
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
