/**
 * `npm run start:cluster`: the scale-out on one machine. Builds the web app once, starts two
 * server nodes (PORT + 1, PORT + 2) against one PostgreSQL and one Redis, and puts a load balancer
 * with cookie stickiness on PORT (scripts/sticky-proxy.ts). Ctrl+C stops everything.
 *
 * Environment: DATABASE_URL and REDIS_URL (both required), PORT (3000), HOST (127.0.0.1),
 * CLUSTER_NODES (2), CLUSTER_SKIP_BUILD=1 to reuse apps/web/dist; everything else reaches the
 * nodes unchanged (JWT_SECRET, SMTP_URL, …).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createStickyProxy } from './sticky-proxy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function fail(message: string): never {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

if (!process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL is not set. Several nodes must share one PostgreSQL server: the embedded PGlite ' +
      'keeps its database in a folder that only one process may open, so a cluster cannot run on it.\n' +
      '  e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/tendermark ' +
      'REDIS_URL=redis://127.0.0.1:6379 npm run start:cluster',
  );
}
if (!process.env.REDIS_URL) {
  fail(
    'REDIS_URL is not set. The nodes pass real-time pushes to each other through Redis; without ' +
      'it a bid taken by one node would not reach the browsers connected to the other.',
  );
}

const host = process.env.HOST ?? '127.0.0.1';
const proxyPort = Number(process.env.PORT ?? 3000);
const nodeCount = Number(process.env.CLUSTER_NODES ?? 2);
if (!Number.isInteger(proxyPort) || !Number.isInteger(nodeCount) || nodeCount < 1) {
  fail('PORT and CLUSTER_NODES must be whole numbers');
}
const nodePorts = Array.from({ length: nodeCount }, (_, index) => proxyPort + 1 + index);
const publicUrl = process.env.PUBLIC_URL ?? `http://${host}:${proxyPort}`;

if (process.env.CLUSTER_SKIP_BUILD !== '1') {
  console.log('[cluster] building the web app');
  const build = spawnSync(npm, ['run', 'build', '-w', '@tendermark/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) fail('the web build failed');
}

const children: ChildProcess[] = [];
let isStopping = false;

/** One node as `npm start -w @tendermark/server` runs it, its log lines prefixed with its name. */
function startNode(name: string, port: number): ChildProcess {
  const child = spawn(npm, ['run', 'start', '-w', '@tendermark/server'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The nodes bind the loopback interface only: browsers come in through the proxy.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      // The browser's address for rate limits comes from the proxy's X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
    },
    // Own process group, so that a signal reaches npm's child (node) too.
    detached: process.platform !== 'win32',
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream)
      readline
        .createInterface({ input: stream })
        .on('line', (line) => console.log(`[${name}] ${line}`));
  }
  child.on('exit', (code, signal) => {
    if (isStopping) return;
    console.error(`[cluster] ${name} exited (${signal ?? code}); stopping the cluster`);
    void stopAll(1);
  });
  children.push(child);
  return child;
}

async function waitUntilHealthy(name: string, port: number): Promise<void> {
  const url = `http://127.0.0.1:${port}/api/health`;
  // A first start migrates the database and imports the shipped government tenders.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (isStopping) return;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} did not answer ${url} within 3 minutes`);
}

function signalChild(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

const proxy = createStickyProxy({
  targets: nodePorts.map((port) => `http://127.0.0.1:${port}`),
  log: (message) => console.log(`[proxy] ${message}`),
});

async function stopAll(exitCode: number): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  proxy.close();
  proxy.closeAllConnections();
  children.forEach((child) => signalChild(child, 'SIGTERM'));
  setTimeout(() => {
    children.forEach((child) => signalChild(child, 'SIGKILL'));
    process.exit(exitCode);
  }, 10_000).unref();
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve(undefined);
          else child.once('exit', resolve);
        }),
    ),
  );
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void stopAll(0));
}

// One node at a time: the first migrates and seeds a new database before the others open it.
for (const [index, port] of nodePorts.entries()) {
  const name = `node${index + 1}`;
  console.log(`[cluster] starting ${name} on 127.0.0.1:${port}`);
  startNode(name, port);
  try {
    await waitUntilHealthy(name, port);
  } catch (error) {
    console.error(`[cluster] ${(error as Error).message}`);
    await stopAll(1);
  }
}

proxy.listen(proxyPort, host, () => {
  console.log(
    `[cluster] Tendermark is running at ${publicUrl} (${nodeCount} nodes: ` +
      `${nodePorts.map((port) => `127.0.0.1:${port}`).join(', ')}; sticky cookie tm_node)`,
  );
});
proxy.on('error', (error) => {
  console.error(
    `[cluster] the load balancer cannot listen on ${host}:${proxyPort}: ${error.message}`,
  );
  void stopAll(1);
});
