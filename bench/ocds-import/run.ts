/**
 * bench/ocds-import: peak memory and time of `npm run import:ocds` for large generated files, on
 * real PostgreSQL. Each file is imported by a child process into a fresh database, and the child's
 * peak resident set (VmHWM in /proc/<pid>/status) is sampled until it exits. BENCH_SERVER_DIR
 * measures another version's apps/server (a git worktree). Usage: see bench/README.md.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { envNumber } from '../common/env.ts';
import { repositoryRoot } from '../common/server.ts';
import { generateJsonLines, generateReleasePackage } from './generate.ts';

const MB = 1024 * 1024;
const settings = {
  /** Sizes of the generated files, in MiB (comma-separated). */
  sizes: (process.env.BENCH_SIZES_MB ?? '100').split(',').map(Number),
  serverDir: process.env.BENCH_SERVER_DIR ?? path.join(repositoryRoot, 'apps/server'),
  baseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432',
  database: process.env.BENCH_DATABASE ?? 'tendermark_ocds_bench',
  folder: process.env.BENCH_FOLDER ?? path.join(tmpdir(), 'tendermark-ocds-bench'),
  sampleMs: envNumber('BENCH_SAMPLE_MS', 20),
};

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: `${settings.baseUrl}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${settings.database}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${settings.database}"`);
  await admin.end();
  return `${settings.baseUrl}/${settings.database}`;
}

async function storedRows(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ rows: number }>(
    'SELECT count(*)::int AS rows FROM gov_tenders',
  );
  await client.end();
  return rows[0]!.rows;
}

/** CPU seconds (user + system) the process has used so far; undefined once it is gone. */
async function cpuSeconds(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** USER_HZ of Linux on every common architecture (getconf CLK_TCK). */
const CLOCK_TICKS_PER_SECOND = 100;

/** Kilobytes of a /proc/<pid>/status field; undefined once the process is gone. */
async function statusKb(pid: number, field: string): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

type Run = {
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
  summary: string;
  exitCode: number | null;
  output: string;
};

async function importFile(file: string, databaseUrl: string): Promise<Run> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import-ocds.ts', file], {
    cwd: settings.serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let peakKb = 0;
  let cpu = 0;
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  while (!hasExited) {
    const kb = await statusKb(child.pid!, 'VmHWM');
    if (kb !== undefined) peakKb = Math.max(peakKb, kb);
    cpu = (await cpuSeconds(child.pid!)) ?? cpu;
    await new Promise((resolve) => setTimeout(resolve, settings.sampleMs));
  }
  const exitCode = await exited;
  const summary = output.split('\n').find((line) => / read, /.test(line)) ?? '(no summary line)';
  return {
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: cpu,
    peakMb: peakKb / 1024,
    summary,
    exitCode,
    output,
  };
}

await mkdir(settings.folder, { recursive: true });
console.log(`server: ${settings.serverDir}`);
for (const sizeMb of settings.sizes) {
  const files = [
    { kind: 'JSON Lines', file: path.join(settings.folder, `releases-${sizeMb}mb.jsonl`) },
    { kind: 'release package', file: path.join(settings.folder, `package-${sizeMb}mb.json`) },
  ];
  await generateJsonLines(files[0]!.file, sizeMb * MB);
  await generateReleasePackage(files[1]!.file, sizeMb * MB);
  for (const { kind, file } of files) {
    const databaseUrl = await freshDatabase();
    const run = await importFile(file, databaseUrl);
    const rows = run.exitCode === 0 ? await storedRows(databaseUrl) : 0;
    console.log(
      `${sizeMb} MiB ${kind}: peak RSS ${run.peakMb.toFixed(0)} MiB, ${run.seconds.toFixed(1)} s ` +
        `(importer CPU ${run.cpuSeconds.toFixed(1)} s), ` +
        `exit ${run.exitCode}, ${rows} rows stored\n  ${run.summary}`,
    );
    if (run.exitCode !== 0) console.log(run.output.slice(0, 2000));
  }
}
