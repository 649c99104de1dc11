// One Vitest run for every unit and API suite; Playwright specs (apps/web/e2e) are excluded.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Web test files that replace a module with vi.mock: they run isolated (see the `web` project),
 * found by reading the files so that a new one cannot be missed.
 */
const webSource = fileURLToPath(new URL('./apps/web/src', import.meta.url));
const webFilesWithModuleMocks = readdirSync(webSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(`${webSource}/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `apps/web/src/${file}`);

const webProject = {
  // `@/…` is apps/web/src, as in apps/web/tsconfig.json and apps/web/vite.config.ts.
  resolve: { alias: { '@': webSource } },
  test: {
    include: ['apps/web/src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['apps/web/src/test/setup.ts'],
    // Tests that type into forms take 1–3 s on this 2-core machine and cross Vitest's default
    // 5 s when other work shares the cores (15 s was crossed too: a login-page test at a load
    // of 19); above the 10 s a findBy…/waitFor waits (src/test/wait-bounds.ts), so that a
    // hang names the missing element. A hang still fails, just later.
    testTimeout: 30_000,
  },
};

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the suites wait on PostgreSQL, sockets and timers
    // much of the time, so two keep both cores busy (the whole suite on PostgreSQL: 586 s → 379 s).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        ...webProject,
        test: {
          ...webProject.test,
          name: 'web',
          exclude: webFilesWithModuleMocks,
          // One jsdom and one module graph per worker instead of per file: setting up jsdom and
          // importing Mantine and React anew for each of ~100 files was most of this project's time.
          // Files that replace a module (vi.mock) run isolated below: a module an earlier file
          // imported would otherwise stay real.
          isolate: false,
        },
      },
      {
        ...webProject,
        test: { ...webProject.test, name: 'web-isolated', include: webFilesWithModuleMocks },
      },
    ],
  },
});
