// Vite build and dev server for the web app; the dev server forwards API and socket calls to the Node server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
    sourcemap: true,
  },
});
