/**
 * bench/uploads: an upload storm on one draft (issue 26 point 3). A server on PostgreSQL (its own
 * fresh database and data folder) gets BENCH_UPLOADS concurrent uploads of BENCH_UPLOAD_MB each to
 * one draft tender, while another user calls GET /api/account/UserInfo one call after another.
 * Reports UserInfo p50/p99/max during the storm, the uploads by status, what the tender holds
 * afterwards, and the server's peak resident memory (VmRSS from /proc, sampled every 20 ms).
 * With BENCH_BEFORE_ROOT (a git worktree of the code before the change) the same storm runs there
 * first, so one run shows before and after. Only 127.0.0.1 is ever loaded. Usage: bench/README.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { Worker } from 'node:worker_threads';
import { Pool, request } from 'undici';
import { percentile } from '../bids/stats.ts';
import { envNumber } from '../common/env.ts';
import { repositoryRoot } from '../common/server.ts';

const settings = {
  adminUrl: process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  port: envNumber('BENCH_PORT', 3310),
  uploads: envNumber('BENCH_UPLOADS', 200),
  uploadMegabytes: envNumber('BENCH_UPLOAD_MB', 5),
  /** The storm is cut off after this many seconds (every request aborted), so a run is bounded. */
  stormSeconds: envNumber('BENCH_STORM_SECONDS', 90),
  /** A UserInfo call slower than this counts as timed out. */
  userInfoTimeoutMs: envNumber('BENCH_USERINFO_TIMEOUT_MS', 10_000),
  beforeRoot: process.env.BENCH_BEFORE_ROOT,
  jwtSecret: 'bench-secret-bench-secret-bench-secret!',
};

const PASSWORD = 'Bench1234';
const host = '127.0.0.1';

type Variant = { label: string; root: string };

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: settings.adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startServer(root: string, databaseUrl: string, dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=64', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(settings.port),
        HOST: host,
        SEED_DEMO: 'false',
        SEED_GOV_TENDERS: 'false',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        JWT_SECRET: settings.jwtSecret,
      },
    },
  );
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://${host}:${settings.port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the server in ${root} did not start`);
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Two users with passwords, written straight into the database the server has migrated. */
async function createUsers(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const passwordHash = await hash(PASSWORD);
    const names = ['owner', 'watcher'].map((role) => `uploads-${role}@bench.test`);
    for (const name of names) {
      const { rows } = await client.query<{ id: string }>(
        `insert into users (user_name, email, password_hash, is_activated, is_email_confirmed)
         values ($1, $1, $2, true, true) returning id`,
        [name, passwordHash],
      );
      await client.query(`insert into user_roles (user_id, role) values ($1, 'Free')`, [
        rows[0].id,
      ]);
    }
    return names;
  } finally {
    await client.end();
  }
}

async function logIn(baseUrl: string, userName: string): Promise<string> {
  const reply = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', userName, password: PASSWORD }),
  });
  if (!reply.ok) throw new Error(`log-in failed: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { access_token: string }).access_token;
}

/** Peak VmRSS of the process while sampling, in MB. */
function sampleRss(pid: number) {
  const read = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  const start = read();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, read())), 20);
  return {
    start,
    stop() {
      clearInterval(timer);
      return Math.max(peak, read());
    },
  };
}

/**
 * The other user, calling UserInfo one call after another on a worker thread of its own, so that
 * the upload client's busy event loop does not delay its calls or its clock.
 */
const WATCHER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Pool } = require('undici');
const pool = new Pool(workerData.baseUrl, { connections: 1 });
let run = 0;
parentPort.on('message', async (message) => {
  if (message.kind === 'stop') { run += 1; return; }
  if (message.kind === 'close') { await pool.close(); process.exit(0); }
  const mine = ++run;
  const latencies = [];
  let failures = 0;
  while (run === mine && (message.calls === undefined || latencies.length < message.calls)) {
    const started = performance.now();
    try {
      const reply = await pool.request({
        path: '/api/account/UserInfo',
        method: 'GET',
        headers: { authorization: 'Bearer ' + workerData.token },
        headersTimeout: workerData.timeoutMs,
        bodyTimeout: workerData.timeoutMs,
      });
      await reply.body.arrayBuffer();
      if (reply.statusCode !== 200) throw new Error('UserInfo ' + reply.statusCode);
      latencies.push(performance.now() - started);
    } catch {
      failures += 1;
    }
  }
  parentPort.postMessage({ latencies, failures });
});
`;

type Measured = { latencies: number[]; failures: number };

function startWatcher(baseUrl: string, token: string) {
  const worker = new Worker(WATCHER_SOURCE, {
    eval: true,
    workerData: { baseUrl, token, timeoutMs: settings.userInfoTimeoutMs },
  });
  return {
    /** Calls UserInfo `calls` times, or until stop(). */
    measure(calls?: number): Promise<Measured> {
      const result = new Promise<Measured>((resolve) => worker.once('message', resolve));
      worker.postMessage({ kind: 'measure', calls });
      return result;
    },
    stop: () => worker.postMessage({ kind: 'stop' }),
    async close() {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage({ kind: 'close' });
      await exited;
    },
  };
}

/** One multipart body (tenderId, then a PDF of the given size), sent by every upload. */
function uploadBody(tenderId: string, bytes: number) {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const file = Buffer.alloc(bytes, 0x20);
  file.write('%PDF-1.7\n');
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="tenderId"\r\n\r\n${tenderId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="storm.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function runVariant(variant: Variant) {
  const database = `tendermark_uploads_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `postgres://postgres@${host}:5432/${database}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tm-bench-uploads-'));
  await adminQuery(`create database ${database}`);
  let server: ChildProcess | undefined;
  const baseUrl = `http://${host}:${settings.port}`;
  try {
    server = await startServer(variant.root, databaseUrl, dataDir);
    const [ownerName, watcherName] = await createUsers(databaseUrl);
    const [ownerToken, watcherToken] = [
      await logIn(baseUrl, ownerName),
      await logIn(baseUrl, watcherName),
    ];
    const created = await request(`${baseUrl}/api/tender/CreateNewTenderId?demo=false`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    const draft = (await created.body.json()) as { tenderId?: string };
    if (created.statusCode !== 200 || !draft.tenderId)
      throw new Error(`CreateNewTenderId: ${JSON.stringify(draft)}`);
    const { tenderId } = draft;

    const watcher = startWatcher(baseUrl, watcherToken);
    const quiet = await watcher.measure(100);
    const { body, contentType } = uploadBody(tenderId, settings.uploadMegabytes * 1024 * 1024);
    const uploadPool = new Pool(baseUrl, { connections: settings.uploads, pipelining: 0 });
    const load = loadavg()[0].toFixed(1);
    const rss = sampleRss(server.pid!);
    const stormEnd = new AbortController();
    setMaxListeners(settings.uploads + 10, stormEnd.signal);
    const cutOff = setTimeout(() => stormEnd.abort(), settings.stormSeconds * 1000);
    const during = watcher.measure();
    const stormStarted = performance.now();
    const statuses = new Map<string, number>();
    const uploadTimes: number[] = [];
    await Promise.all(
      Array.from({ length: settings.uploads }, async () => {
        const started = performance.now();
        let outcome: string;
        try {
          const reply = await uploadPool.request({
            path: '/api/tender/UploadAttachment',
            method: 'POST',
            headers: { authorization: `Bearer ${ownerToken}`, 'content-type': contentType },
            body,
            signal: stormEnd.signal,
          });
          await reply.body.arrayBuffer();
          outcome = String(reply.statusCode);
        } catch (error) {
          const { code, message } = error as { code?: string; message?: string };
          outcome = stormEnd.signal.aborted ? 'cut off' : `error ${code ?? message}`;
        }
        uploadTimes.push(performance.now() - started);
        statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
      }),
    );
    const stormSeconds = (performance.now() - stormStarted) / 1000;
    watcher.stop();
    const { latencies, failures: userInfoFailures } = await during;
    clearTimeout(cutOff);
    const peakRss = rss.stop();
    await Promise.all([uploadPool.close(), watcher.close()]);

    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => {});
    await client.connect();
    const { rows } = await client.query<{ files: string; bytes: string }>(
      `select count(*) as files, coalesce(sum(size), 0) as bytes from files where tender_id = $1`,
      [tenderId],
    );
    await client.end();

    const sorted = latencies.sort((a, b) => a - b);
    quiet.latencies.sort((a, b) => a - b);
    uploadTimes.sort((a, b) => a - b);
    const fixed = (value: number) => value.toFixed(1);
    return {
      label: variant.label,
      quiet:
        `${fixed(percentile(quiet.latencies, 0.5))} / ` +
        `${fixed(percentile(quiet.latencies, 0.99))}`,
      during:
        `${fixed(percentile(sorted, 0.5))} / ${fixed(percentile(sorted, 0.99))} / ` +
        `${fixed(sorted.at(-1) ?? 0)}`,
      calls: `${sorted.length} (${userInfoFailures} failed)`,
      uploads: [...statuses.entries()]
        .sort()
        .map(([status, count]) => `${count}× ${status}`)
        .join(', '),
      uploadP50: fixed(percentile(uploadTimes, 0.5)),
      storm: stormSeconds.toFixed(1),
      stored: `${rows[0].files} files, ${(Number(rows[0].bytes) / 1024 / 1024).toFixed(0)} MB`,
      rss: `${rss.start.toFixed(0)} → ${peakRss.toFixed(0)} MB`,
      load,
    };
  } finally {
    if (server) await stopServer(server);
    await adminQuery(`drop database if exists ${database} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const variants: Variant[] = [
    ...(settings.beforeRoot ? [{ label: 'before', root: path.resolve(settings.beforeRoot) }] : []),
    { label: 'after', root: repositoryRoot },
  ];
  console.log(
    `${settings.uploads} concurrent uploads of ${settings.uploadMegabytes} MB to one draft, ` +
      `UserInfo called one after another meanwhile (storm cut off after ${settings.stormSeconds} s)`,
  );
  console.log(
    '| code | UserInfo quiet p50 / p99 | UserInfo during the storm p50 / p99 / max | UserInfo calls | uploads by status | upload p50 | storm | tender holds | server RSS start → peak | load average (1 min) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const variant of variants) {
    const row = await runVariant(variant).catch((error: unknown) => {
      console.error(`${variant.label}:`, error);
      return undefined;
    });
    if (!row) continue;
    console.log(
      `| ${row.label} | ${row.quiet} ms | ${row.during} ms | ${row.calls} | ${row.uploads} | ` +
        `${row.uploadP50} ms | ${row.storm} s | ${row.stored} | ${row.rss} | ${row.load} |`,
    );
  }
}

await main();
