// Vite build and dev server for the web app; the dev server forwards API and socket calls to the Node server.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // .gz and .br beside each asset: the server sends them as they are (no compressing per request).
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  // `@/…` is src/, as in tsconfig.json's paths: imports that leave their feature start there.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      // Only the OAuth endpoint: the browser route /token (external login return) stays with Vite.
      '^/token$': {
        target: apiTarget,
        changeOrigin: true,
        bypass: (request) => (request.method === 'GET' ? '/index.html' : undefined),
      },
      '/signalr': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle-size.mjs reads it to weigh what a first visit downloads.
    manifest: true,
    // Maps are written for error reports and bundle analysis but not referenced from the code,
    // and the server never sends them: the source is not published.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod in a chunk of its own: only the pages with forms load it, not the first page.
          // The campaign's schema (zod, imported by the account schemas and the external login) goes
          // with it: on its own it was one more chunk on the login page.
          groups: [
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/]account[\\/]utm\.ts$/,
            },
            // Mantine's core and the small components every first page shows, in one chunk
            // instead of a dozen (each chunk costs its own import and export lines).
            {
              name: 'mantine-base',
              test: /@mantine[\\/]core[\\/]esm[\\/](core[\\/]|components[\\/](UnstyledButton|Text|Group|Stack|Title|Loader|ThemeIcon|Anchor|Transition|Paper|CloseButton)[\\/])/,
            },
          ],
        },
      },
    },
  },
});
