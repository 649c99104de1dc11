// Lint rules for the whole monorepo: typed TypeScript, React hooks, and feature boundaries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The web app's import fences (STYLE.md §5, after bulletproof-react's .eslintrc.cjs): shared folders
// (components, config, lib, test, …) → features → app, and no feature imports another one. A piece
// two features need moves to a shared folder, or app/ composes them (as the router does).
const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersIn(`${webSrc}/features`);
const webSharedFolders = foldersIn(webSrc).filter((name) => name !== 'app' && name !== 'features');
const webImportZones = [
  ...webFeatures.map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [`./${feature}`],
    message:
      'Features do not import each other: move the piece to a shared folder or compose in app/.',
  })),
  {
    target: `${webSrc}/features`,
    from: `${webSrc}/app`,
    message: 'Features do not import app/: app/ imports them.',
  },
  ...webSharedFolders.map((folder) => ({
    target: `${webSrc}/${folder}`,
    from: `${webSrc}/features`,
    message: 'Shared code does not import features.',
  })),
  // test/ may import app/: its render helper uses the app's Mantine theme.
  ...webSharedFolders
    .filter((folder) => folder !== 'test')
    .map((folder) => ({
      target: `${webSrc}/${folder}`,
      from: `${webSrc}/app`,
      message: 'Shared code does not import app/.',
    })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Import circles are found by `npm run check:imports` (scripts/import-graph.ts: the server,
      // shared and the web app, `@/…` included), in 5 s where import/no-cycle took 44 of ESLint's 90.
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: {
      // `@/…` (tsconfig paths) must resolve, or import/no-restricted-paths silently skips every
      // aliased import.
      'import/resolver': {
        typescript: { project: './apps/web/tsconfig.json' },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: webImportZones }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'drizzle-orm*', 'fastify*'] },
      ],
    },
  },
);
