/**
 * bench/cold-start: how long `npm start` takes from the command to the first 200 of GET /api/health
 * (issue 31: ≤ 3 s on a machine where the builds are current), in the embedded defaults (PGlite,
 * outbox mail, demo data). Each run gets a fresh DATA_DIR in a temporary folder: empty ("first"
 * start: PGlite creates its database, migrations, demo data and the shipped government tenders),
 * or a copy of a database an earlier start made ("restart": what every later `npm start` does).
 * The commands compared run alternately, round after round, and each run prints the load average,
 * the time to /api/health and to the web app's page (/), and the CPU its processes used meanwhile.
 * Usage: see bench/README.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { envNumber } from '../common/env.ts';
import { repositoryRoot } from '../common/server.ts';

const server = path.join(repositoryRoot, 'apps/server');
const semiSpace = '--max-semi-space-size=64';

/** What is started: the command line and the folder it runs in. */
type Command = { cwd: string; file: string; args: string[] };
const commands: Record<string, Command> = {
  // What a user types: builds what changed (nothing, here), then the compiled server.
  'npm-start': { cwd: repositoryRoot, file: 'npm', args: ['start'] },
  // `npm start` before the compiled build (commit 07e71a9): the web check, then tsx.
  'npm-start-tsx': {
    cwd: repositoryRoot,
    file: 'sh',
    args: ['-c', 'node scripts/build-web.mjs && npm run start -w @tendermark/server'],
  },
  // The server alone, as the production image runs it, and as tsx runs it.
  dist: { cwd: server, file: 'node', args: [semiSpace, 'dist/main.js'] },
  tsx: { cwd: server, file: 'node', args: [semiSpace, '--import', 'tsx', 'src/main.ts'] },
};
/**
 * An older tree (a `git worktree` with node_modules linked, and apps/web/dist linked or built), its
 * compiled server run as `dist` runs this one's: `dist-before`. Its build is made current first too.
 */
const beforeRoot = process.env.BENCH_BEFORE_ROOT;
if (beforeRoot)
  commands['dist-before'] = {
    cwd: path.join(path.resolve(beforeRoot), 'apps/server'),
    file: 'node',
    args: [semiSpace, 'dist/main.js'],
  };

const settings = {
  commands: (process.env.BENCH_COMMANDS ?? 'npm-start-tsx,npm-start').split(','),
  /** `restart` (a copy of an existing database), `first` (an empty DATA_DIR), or both. */
  data: (process.env.BENCH_DATA ?? 'restart').split(','),
  rounds: envNumber('BENCH_ROUNDS', 3),
  /** A folder holding another `node` (e.g. Node 22 unpacked from the npm registry), put first on PATH. */
  nodeBin: process.env.BENCH_NODE_BIN,
  pollMs: envNumber('BENCH_POLL_MS', 20),
  timeoutMs: envNumber('BENCH_TIMEOUT_MS', 180_000),
};
for (const name of settings.commands) {
  if (!commands[name]) throw new Error(`unknown command ${name}: ${Object.keys(commands)}`);
}

const environment = {
  ...process.env,
  PATH: settings.nodeBin ? `${settings.nodeBin}:${process.env.PATH}` : process.env.PATH,
  HOST: '127.0.0.1',
  // The embedded defaults, whatever the caller's shell has set.
  DATABASE_URL: '',
  REDIS_URL: '',
  SMTP_URL: '',
  SEED_DEMO: 'true',
  SEED_GOV_TENDERS: 'true',
  LOG_LEVEL: 'info',
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** USER_HZ of Linux on every common architecture (getconf CLK_TCK). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds of every process in the group so far, with the children they have waited for
 * (npm's shells, the build checks): utime, stime, cutime and cstime of /proc/<pid>/stat.
 */
function groupCpuMs(group: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields from the state (3rd): pgrp is the 5th, utime … cstime the 14th to 17th.
      if (Number(fields[2]) !== group) continue;
      ticks += fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

const isGroupAlive = (group: number) => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

async function stopGroup(child: ChildProcess): Promise<void> {
  const group = child.pid!;
  if (isGroupAlive(group)) process.kill(-group, 'SIGTERM');
  for (let waited = 0; isGroupAlive(group); waited += 50) {
    if (waited === 15_000) process.kill(-group, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function firstOk(url: string, child: ChildProcess, started: number): Promise<number> {
  while (performance.now() - started < settings.timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the command exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, settings.pollMs));
  }
  throw new Error(`no 200 from ${url} within ${settings.timeoutMs} ms`);
}

type Run = {
  command: string;
  data: string;
  load: number;
  healthMs: number;
  pageMs: number;
  cpuMs: number;
  /** The command rebuilt the web app or the server (sources changed meanwhile): not counted. */
  isRebuilt: boolean;
};

/** One start of `name` on `dataDir`; its output goes to `logFile`'s folder for a look afterwards. */
async function start(name: string, dataDir: string, logFile: string): Promise<Omit<Run, 'data'>> {
  const command = commands[name]!;
  const port = await freePort();
  const load = loadavg()[0]!;
  const started = performance.now();
  const child = spawn(command.file, command.args, {
    cwd: command.cwd,
    env: { ...environment, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npm, its shell and the server are stopped together.
    detached: true,
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    const healthMs = await firstOk(`http://127.0.0.1:${port}/api/health`, child, started);
    const cpuMs = groupCpuMs(child.pid!);
    const pageMs = await firstOk(`http://127.0.0.1:${port}/`, child, started);
    const isRebuilt = /vite build|server: compiling/.test(output.join(''));
    return { command: name, load, healthMs, pageMs, cpuMs, isRebuilt };
  } finally {
    await stopGroup(child);
    writeFileSync(logFile, output.join(''));
  }
}

const folder = mkdtempSync(path.join(tmpdir(), 'tendermark-cold-start-'));
console.log(`cold start: ${settings.commands.join(', ')} × ${settings.data.join(', ')}`);
console.log(
  `node: ${spawnSync('node', ['--version'], { env: environment }).stdout.toString().trim()}, logs in ${folder}`,
);
// The builds made current first, outside the timing, as on a machine that started before.
const builds = [
  { cwd: repositoryRoot, script: 'scripts/build-web.mjs' },
  { cwd: repositoryRoot, script: 'scripts/build-server.mjs' },
  ...(beforeRoot ? [{ cwd: path.resolve(beforeRoot), script: 'scripts/build-server.mjs' }] : []),
];
for (const { cwd, script } of builds) {
  const build = spawnSync('node', [script], { cwd, env: environment, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`${cwd}: ${script} failed`);
}

let template: string | undefined;
if (settings.data.includes('restart')) {
  // One first start makes the database every restart copies.
  template = path.join(folder, 'template');
  const made = await start('dist', template, path.join(folder, 'template.log'));
  console.log(`template database made in ${Math.round(made.healthMs)} ms`);
}

const runs: Run[] = [];
for (let round = 1; round <= settings.rounds; round++) {
  // Rotated each round: no command always runs first, right after a quiet moment or a busy one.
  const order = settings.commands.map(
    (_, index) => settings.commands[(index + round - 1) % settings.commands.length]!,
  );
  for (const data of settings.data) {
    for (const name of order) {
      const dataDir = path.join(folder, `${name}-${data}-${round}`);
      if (data === 'restart') cpSync(template!, dataDir, { recursive: true });
      const run = { ...(await start(name, dataDir, `${dataDir}.log`)), data };
      runs.push(run);
      rmSync(dataDir, { recursive: true, force: true });
      console.log(
        `round ${round} ${name.padEnd(14)} ${data.padEnd(7)} load ${run.load.toFixed(2).padStart(5)}` +
          `  /api/health ${Math.round(run.healthMs).toString().padStart(6)} ms` +
          `  / ${Math.round(run.pageMs).toString().padStart(6)} ms` +
          `  CPU ${Math.round(run.cpuMs).toString().padStart(6)} ms` +
          (run.isRebuilt ? '  (rebuilt: sources changed meanwhile; not counted)' : ''),
      );
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
console.log('\nmedian (min–max) over the rounds');
for (const data of settings.data) {
  for (const name of settings.commands) {
    const these = runs.filter((run) => run.command === name && run.data === data && !run.isRebuilt);
    if (these.length === 0) continue;
    const health = these.map((run) => run.healthMs);
    const cpu = these.map((run) => run.cpuMs);
    console.log(
      `${name.padEnd(14)} ${data.padEnd(7)} /api/health ${Math.round(median(health))} ms` +
        ` (${Math.round(Math.min(...health))}–${Math.round(Math.max(...health))})` +
        `  CPU ${Math.round(median(cpu))} ms  load ${these.map((run) => run.load.toFixed(1)).join(' ')}`,
    );
  }
}
if (template) rmSync(template, { recursive: true, force: true });
