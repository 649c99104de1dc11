/** The server under test: its database created if needed, started as `npm start` runs it. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  await client.end();
}

/** Starts apps/server/src/main.ts on 127.0.0.1:port and waits until it answers /api/health. */
export async function startBenchServer(options: {
  databaseUrl: string;
  port: number;
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  await ensureDatabase(options.databaseUrl);
  // As `npm start` runs it: young-generation space for a request-heavy process (bench/README.md).
  const nodeArgs = ['--max-semi-space-size=64', '--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: repositoryRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(repositoryRoot, 'bench', '.data'),
      // No mail files (MAIL_DROP_DIR's default without SMTP): the runs measure the server, not disk.
      MAIL_DROP_DIR: 'off',
      // The closed-loop bids bench has each bidder bid as fast as its receipts come back: it
      // measures the engine, not the per-user allowance that would refuse it (bid-allowance.ts).
      BIDS_PER_USER_PER_SECOND: '1000000',
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${options.port}/api/health`;
  // First start may import the shipped government tenders and seed code lists: allow a minute.
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}
