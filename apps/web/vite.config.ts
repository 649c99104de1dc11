// Vite build and dev server for the web app; the dev server forwards API and socket calls to the Node server.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * React Router's package resolves to its development build under every condition; the build
 * takes the production one (the same code without the development warnings). Both entry points
 * move together: they share the router's context and must come from the same copy.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/** 'zod' for the web build: jitless, so that schemas keep to the CSP (src/lib/zod-without-jit.ts). */
const zodWithoutJit = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-without-jit.ts', import.meta.url)),
};

/**
 * The modules of the login page's form (besides the page itself): the auth form's parts, the
 * rules form, and the Mantine components and hooks they draw with (all of them: a group takes
 * every module its test matches, whoever imports it). Pages with forms share most of
 * them; the sign-up and password pages use nearly all.
 */
const signInForm = new RegExp(
  [
    String.raw`src[\\/]features[\\/]auth[\\/](components[\\/](auth-form|login-form|use-challenge|external-login-options)\.tsx|api[\\/](login|external-logins)\.ts)$`,
    String.raw`src[\\/](lib[\\/]forms[\\/](use-rules-form|form-state)\.ts|components[\\/](password-field|form-failure|form-card)\.tsx)$`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/](components[\\/](Input|InputBase|TextInput|PasswordInput|Radio|Alert|Anchor)[\\/]|utils[\\/](InlineInput|InputsGroupFieldset)[\\/]|core[\\/](DirectionProvider|styles-api[\\/]use-resolved-styles-api)[\\/]|core[\\/]MantineProvider[\\/]color-functions[\\/]get-auto-contrast-value[\\/])`,
    String.raw`@mantine[\\/]hooks[\\/]esm[\\/](use-id|use-uncontrolled|utils[\\/]random-id)[\\/]`,
  ].join('|'),
);

export default defineConfig(({ command }) => ({
  // .gz and .br beside each asset: the server sends them as they are (no compressing per request).
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  // `@/…` is src/, as in tsconfig.json's paths: imports that leave their feature start there.
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      zodWithoutJit,
      ...(command === 'build' ? productionReactRouter : []),
    ],
  },
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
    // The entry holds the whole app shell (about 570 kB before compression); what a first visit
    // may weigh is checked gzipped, per route, by scripts/check-bundle-size.mjs.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Chunks named by their hash only: the entry lists every chunk's file name for the preload
        // of its dependencies (about 300 names), and the module names in them weighed 2 KB gzipped
        // of every first page. The hidden source maps still name each chunk's modules.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (React, the router, Mantine's core, TanStack
            // Query, the app shell) in the entry chunk itself: by default Rolldown splits what lazy pages
            // share with the entry into a dozen small chunks, each costing a request and its own
            // import and export lines.
            { name: 'index', tags: ['$initial'] },
            // The sign-in form and what it is drawn with (Mantine's inputs) in one chunk: /login, a
            // page many visits start on, fetched them as 20 small chunks, each a request and a few
            // hundred bytes of compression and import lines (5 KB of 23).
            { name: 'sign-in-form', test: signInForm },
            // zod in a chunk of its own: only the pages with forms load it, not the first page.
            // The campaign's schema (zod, imported by the account schemas and the external login)
            // goes with it: on its own it was one more chunk on the login page.
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/]account[\\/]utm\.ts$|src[\\/]lib[\\/]zod-without-jit\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
