// End-to-end journeys in Debian's Chromium. Each worker starts a server of its own on a fresh
// database (e2e/support/worker-server.ts, a worker fixture of e2e/support/fixtures.ts) on port
// E2E_PORT + its index, so journeys in different workers never see each other's data.
import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  // Files run side by side, each in one worker; the tests of a file run in order (some share
  // tenders made in beforeAll).
  fullyParallel: false,
  // One worker on the 2-core CI machine: two (each with its server and browser) made every journey
  // 2–3× slower and the timing-tight room journey ran out of time (E2E_WORKERS to try others).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A trace only of a retried journey: recording every journey's DOM snapshots cost CPU in each.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
