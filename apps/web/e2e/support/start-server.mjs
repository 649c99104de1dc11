// Starts the product for one Playwright worker (support/worker-server.ts) on a fresh database: a
// new PostgreSQL database when TEST_DATABASE_URL is set, else PGlite in a new temporary folder.
// Removed again on exit. E2E_PORT is the worker's port; MAIL_DROP_DIR its mail folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tendermark-e2e-'));
// The journeys read mails from MAIL_DROP_DIR (support/mail-drop.ts); a run starts with none.
const mailDropDir = process.env.MAIL_DROP_DIR;
if (mailDropDir) rmSync(mailDropDir, { recursive: true, force: true });
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3210',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: 'admin@tendermark.test',
  ADMIN_PASSWORD: 'Admin1234',
  // Every journey's browser comes from 127.0.0.1, so per-address limits count all journeys
  // together (server tests cover the limits). Their few deliberate wrong passwords stay below the
  // address's challenge threshold (20 in 15 minutes); failed renewals are not slowed here.
  RATE_LIMIT_TOKEN_PER_MINUTE: '1000',
  RATE_LIMIT_REGISTRATIONS_PER_HOUR: '10000',
  // Journeys register many users from that one address; login-challenge.spec.ts plays an attacker
  // at another address through X-Forwarded-For, believed from the local browser's address only.
  REGISTRATIONS_BEFORE_CHALLENGE: '10000',
  TRUST_PROXY: '127.0.0.1',
  // Stripe is played by a local stand-in that plans.spec.ts starts on this port (no internet);
  // the other journeys never reach it.
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
  STRIPE_PRICE_STANDARD: 'price_standard_e2e',
  STRIPE_PRICE_PREMIUM: 'price_premium_e2e',
  STRIPE_API_BASE: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? '3210') + 1000}`,
  // Journeys move this server's clock ahead through its loopback time control (server-clock.ts).
  TIME_CONTROL_PORT: String(Number(process.env.E2E_PORT ?? '3210') + 2000),
};

let databaseName;
if (process.env.TEST_DATABASE_URL) {
  // Workers start together: the port keeps their databases apart.
  databaseName = `tm_e2e_${env.PORT}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`CREATE DATABASE ${databaseName}`);
  await client.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${databaseName}`;
  env.DATABASE_URL = url.toString();
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});

async function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  if (mailDropDir) rmSync(mailDropDir, { recursive: true, force: true });
  if (!databaseName) return;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await client.end();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill('SIGTERM'));
}
server.on('exit', async (code) => {
  await cleanUp().catch(() => {});
  process.exit(code ?? 0);
});
