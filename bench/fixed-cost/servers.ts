/**
 * The servers bench/fixed-cost drives: the product (apps/server/src/main.ts of a code tree, on a
 * PostgreSQL database of its own, optionally with the inspector open for profiling) and the bare
 * Fastify yardstick (bare-server.ts). Both listen on 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hash } from '@node-rs/argon2';
import { ensureDatabase } from '../common/server.ts';

export const host = '127.0.0.1';

export type Server = { label: string; child: ChildProcess; baseUrl: string; inspectPort?: number };

async function waitUntilAnswering(child: ChildProcess, url: string, what: string) {
  // A first start migrates and seeds the code lists: allow two minutes.
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`${what} did not start`);
}

/** Starts the product server of the code tree at `root`, as `npm start` runs it. */
export async function startProductServer(options: {
  label: string;
  root: string;
  databaseUrl: string;
  port: number;
  logLevel: string;
  jwtSecret: string;
  inspectPort?: number;
}): Promise<Server> {
  await ensureDatabase(options.databaseUrl);
  const nodeArgs = [
    // As `npm start` runs it: young-generation space for a request-heavy process.
    '--max-semi-space-size=64',
    ...(options.inspectPort ? [`--inspect=${host}:${options.inspectPort}`] : []),
    '--import',
    'tsx',
    'apps/server/src/main.ts',
  ];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: options.root,
    // The log goes to a pipe that the bench reads and drops, as a container's log does to its
    // runtime: formatting and writing it are measured, a terminal or a disk is not.
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: host,
      SEED_DEMO: 'false',
      SEED_GOV_TENDERS: 'false',
      LOG_LEVEL: options.logLevel,
      DATA_DIR: path.join(options.root, 'bench', '.data'),
      MAIL_DROP_DIR: 'off',
      JWT_SECRET: options.jwtSecret,
    },
  });
  child.stdout?.resume();
  const baseUrl = `http://${host}:${options.port}`;
  await waitUntilAnswering(child, `${baseUrl}/api/health`, `the server in ${options.root}`);
  return { label: options.label, child, baseUrl, inspectPort: options.inspectPort };
}

/** Starts bare-server.ts answering `body` (a JSON text) at /bare. */
export async function startBareServer(
  port: number,
  body: string,
  inspectPort?: number,
): Promise<Server> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.ts');
  const inspect = inspectPort ? [`--inspect=${host}:${inspectPort}`] : [];
  const child = spawn(process.execPath, [...inspect, '--import', 'tsx', script], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), BARE_BODY: body },
  });
  const baseUrl = `http://${host}:${port}`;
  await waitUntilAnswering(child, `${baseUrl}/bare`, 'the bare server');
  return { label: 'bare', child, baseUrl, inspectPort };
}

export async function stopServer({ child }: Server): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A signed-in user of the product's database: the user, a role and a live login session (a
 * refresh-token family), as a login leaves them. The access token is issued by the caller.
 */
export async function createSignedInUser(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const userName = `fixed-cost-${randomBytes(4).toString('hex')}@bench.test`;
    const { rows } = await client.query<{ id: string }>(
      `insert into users (user_name, email, password_hash, is_activated, is_email_confirmed)
       values ($1, $1, $2, true, true) returning id`,
      [userName, await hash('Bench1234')],
    );
    const id = rows[0].id;
    await client.query(`insert into user_roles (user_id, role) values ($1, 'Free')`, [id]);
    const sessionId = randomUUID();
    await client.query(
      `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
       values ($1, $2, $3, now() + interval '7 days')`,
      [id, sessionId, randomBytes(32).toString('hex')],
    );
    return { id, userName, sessionId };
  } finally {
    await client.end();
  }
}
