/**
 * bench/fixed-cost (issue 31): what a request costs the product before its route does anything.
 * In one run it starts a bare Fastify server (bare-server.ts: no product code; one route answering
 * the very bytes of the product's Currency list, one a small body like the health reply) and the
 * product server on PostgreSQL (a database of its own; with BENCH_BEFORE_ROOT also the product of
 * an older code tree, and BENCH_ROOTS more trees, each on its own), then drives, round after
 * round, the bare routes, /api/codelist/Currency (plain and as a browser asks, compressed),
 * /api/health/live, /api/health and UserInfo (signed in) with autocannon for BENCH_SECONDS each,
 * so that the machine's other load falls on all alike. Reports req/s, latency percentiles, server
 * (and PostgreSQL) CPU ms per request, each product route's req/s as a share of the bare routes'
 * in the same round, and the other trees' CPU per request against this one's, paired by round.
 * With BENCH_PROFILE=<folder> every server is then profiled (inspector) over one more measurement
 * of each route, not counted in the figures; the profiles and their summaries go to the folder.
 * Only 127.0.0.1 is loaded. Usage: bench/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createAccessTokens } from '../../apps/server/src/modules/account/access-tokens.ts';
import { cpuBetween, sampleCpu } from '../bids/cpu.ts';
import { percentile } from '../bids/stats.ts';
import { envNumber } from '../common/env.ts';
import { repositoryRoot } from '../common/server.ts';
import { profileDuring } from './inspector-profile.ts';
import { formatSummary, type CpuProfile } from './profile-summary.ts';
import {
  createSignedInUser,
  host,
  startBareServer,
  startProductServer,
  stopServer,
  type Server,
} from './servers.ts';

const settings = {
  database: process.env.BENCH_DATABASE ?? 'tendermark_fixed_cost_bench',
  /** The product on this port, the older code's on the next, the bare server on the one after. */
  port: envNumber('BENCH_PORT', 3320),
  seconds: envNumber('BENCH_SECONDS', 5),
  warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 3),
  rounds: envNumber('BENCH_ROUNDS', 3),
  connections: envNumber('BENCH_CONNECTIONS', 10),
  /** The product's log level: production's default (info) logs every request. */
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  beforeRoot: process.env.BENCH_BEFORE_ROOT,
  /** More code trees to run alongside, `label=path,label=path` (variants of the product). */
  otherRoots: (process.env.BENCH_ROOTS ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [label, root] = entry.split('=');
      return { label, root: path.resolve(root) };
    }),
  profileDir: process.env.BENCH_PROFILE,
  /** Comma-separated names of the product routes to run (default: all); the bare ones always run. */
  only: process.env.BENCH_ONLY?.split(',').filter(Boolean),
  jwtSecret: 'bench-secret-bench-secret-bench-secret!',
};

/** A route to drive; `headers` are sent with every request (a browser's accept-encoding). */
type Route = { name: string; path: string; signedIn?: boolean; headers?: Record<string, string> };
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const PRODUCT_ROUTES: Route[] = [
  { name: 'Currency', path: '/api/codelist/Currency' },
  // As a browser asks: the reply is over the compression threshold.
  { name: 'Currency, compressed', path: '/api/codelist/Currency', headers: BROWSER_ENCODINGS },
  { name: 'health/live', path: '/api/health/live' },
  { name: 'health', path: '/api/health' },
  { name: 'UserInfo', path: '/api/account/UserInfo', signedIn: true },
];
const BARE_ROUTES: Route[] = [
  { name: "bare, Currency's bytes", path: '/bare' },
  { name: 'bare, small body', path: '/bare/small' },
];

type Target = { server: Server; route: Route; token?: string };
type Measurement = {
  requestsPerSecond: number;
  requests: number;
  failed: number;
  latencies: number[];
  serverMs: number;
  postgresMs: number;
  load: number;
};

const targetName = ({ server, route }: Target) =>
  server.label === 'bare' ? route.name : `${route.name} (${server.label})`;

/** autocannon for `seconds` against one route; latencies kept per response. */
async function drive(target: Target, seconds: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${target.server.baseUrl}${target.route.path}`,
        connections: settings.connections,
        duration: seconds,
        headers: {
          ...target.route.headers,
          ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
        },
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  return { result, latencies };
}

async function measure(target: Target): Promise<Measurement> {
  const load = loadavg()[0];
  const before = sampleCpu(target.server.child.pid);
  const { result, latencies } = await drive(target, settings.seconds);
  const cpu = cpuBetween(before, sampleCpu(target.server.child.pid));
  const requests = result.requests.total;
  return {
    requestsPerSecond: requests / result.duration,
    requests,
    failed: result.non2xx + result.errors + result.timeouts,
    latencies,
    serverMs: (cpu.server * 1000) / requests,
    postgresMs: (cpu.postgres * 1000) / requests,
    load,
  };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const fixed = (value: number, digits = 1) => value.toFixed(digits);

function summaryRow(name: string, runs: Measurement[]) {
  const rates = runs.map((run) => run.requestsPerSecond);
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const latency = [0.5, 0.95, 0.99].map((q) => fixed(percentile(latencies, q))).join(' / ');
  const failed = runs.reduce((sum, run) => sum + run.failed, 0);
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const loads = runs.map((run) => run.load);
  return (
    `| ${name} | ${Math.round(median(rates))} (${Math.round(Math.min(...rates))}–` +
    `${Math.round(Math.max(...rates))}) | ${latency} ms | ${fixed(median(runs.map((run) => run.serverMs)), 3)} · ` +
    `${fixed(median(runs.map((run) => run.postgresMs)), 3)} | ${failed} of ${requests} | ` +
    `${fixed(Math.min(...loads))}–${fixed(Math.max(...loads))} |`
  );
}

/** The figures of every route over the rounds, and each product route's share of the bare ones. */
function printSummary(rounds: Array<Map<string, Measurement>>, bareNames: string[]) {
  const names = [...rounds[0].keys()];
  console.log(
    '\n| route | req/s median (min–max) | latency p50 / p95 / p99 | CPU ms per request: server · PostgreSQL | failed | load (1 min) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const name of names)
    console.log(
      summaryRow(
        name,
        rounds.map((measured) => measured.get(name)!),
      ),
    );
  console.log(
    `\n| route | ${bareNames.map((bare) => `req/s ÷ ${bare}, per round (median)`).join(' | ')} |`,
  );
  console.log(`| --- | ${bareNames.map(() => '---').join(' | ')} |`);
  for (const name of names.filter((each) => !bareNames.includes(each))) {
    const shares = bareNames.map((bare) => {
      const values = rounds.map(
        (measured) => measured.get(name)!.requestsPerSecond / measured.get(bare)!.requestsPerSecond,
      );
      const each = values.map((value) => `${fixed(100 * value, 0)}`).join(', ');
      return `${each} % (${fixed(100 * median(values))} %)`;
    });
    console.log(`| ${name} | ${shares.join(' | ')} |`);
  }
  printPairedCpu(rounds, names);
}

/**
 * Each other code tree's server CPU per request against this tree's, route by route, paired by
 * round (the two measured within seconds of each other): steadier than either figure alone.
 */
function printPairedCpu(rounds: Array<Map<string, Measurement>>, names: string[]) {
  const pairs = names.flatMap((name) => {
    const [, route, label] = /^(.*) \((.+)\)$/.exec(name) ?? [];
    const after = `${route} (after)`;
    return label && label !== 'after' && names.includes(after) ? [{ name, after }] : [];
  });
  if (pairs.length === 0) return;
  console.log(
    '\n| route | server CPU µs per request, minus the same route on after, paired by round: median (min–max) | ratio to after, median |',
  );
  console.log('| --- | --- | --- |');
  for (const { name, after } of pairs) {
    const other = rounds.map((measured) => measured.get(name)!.serverMs);
    const mine = rounds.map((measured) => measured.get(after)!.serverMs);
    const differences = other.map((ms, index) => 1000 * (ms - mine[index]));
    const ratios = other.map((ms, index) => ms / mine[index]);
    console.log(
      `| ${name} | ${fixed(median(differences))} (${fixed(Math.min(...differences))}–` +
        `${fixed(Math.max(...differences))}) | ${fixed(median(ratios), 2)} |`,
    );
  }
}

async function startProducts(): Promise<Server[]> {
  const variants = [
    { label: 'after', root: repositoryRoot },
    ...(settings.beforeRoot ? [{ label: 'before', root: path.resolve(settings.beforeRoot) }] : []),
    ...settings.otherRoots,
  ];
  const servers: Server[] = [];
  for (const [index, variant] of variants.entries())
    servers.push(
      await startProductServer({
        ...variant,
        databaseUrl: `postgres://postgres@${host}:5432/${settings.database}_${variant.label}`,
        port: settings.port + index,
        logLevel: settings.logLevel,
        jwtSecret: settings.jwtSecret,
        inspectPort: settings.profileDir ? settings.port + 100 + index : undefined,
      }),
    );
  return servers;
}

async function productTargets(server: Server): Promise<Target[]> {
  const databaseUrl = `postgres://postgres@${host}:5432/${settings.database}_${server.label}`;
  const user = await createSignedInUser(databaseUrl);
  const tokens = createAccessTokens(settings.jwtSecret, 3600, systemClock);
  const { token } = await tokens.issue({ ...user, roles: ['Free'] });
  return PRODUCT_ROUTES.filter(
    (route) => !settings.only || settings.only.some((name) => route.name.startsWith(name)),
  ).map((route) => ({ server, route, token: route.signedIn ? token : undefined }));
}

async function profileServers(targets: Target[]) {
  const folder = path.resolve(settings.profileDir!);
  mkdirSync(folder, { recursive: true });
  for (const target of targets) {
    const { inspectPort } = target.server;
    if (!inspectPort) continue;
    const { result, profile } = await profileDuring(inspectPort, () => measure(target));
    const file = path.join(
      folder,
      `${target.server.label}-${target.route.name.replace(/\W+/g, '-')}`,
    );
    writeFileSync(`${file}.cpuprofile`, JSON.stringify(profile));
    const summary = formatSummary(profile as CpuProfile, result.requests);
    writeFileSync(`${file}.md`, `# ${targetName(target)}\n\n${summary}\n`);
    console.log(
      `profiled ${targetName(target)}: ${Math.round(result.requestsPerSecond)} req/s under the ` +
        `profiler → ${file}.cpuprofile, .md`,
    );
  }
}

async function main() {
  const servers: Server[] = [];
  try {
    const products = await startProducts();
    servers.push(...products);
    // The bare server answers the very bytes of the product's Currency list.
    const currency = await (await fetch(`${products[0].baseUrl}/api/codelist/Currency`)).text();
    const bare = await startBareServer(
      settings.port + products.length,
      currency,
      settings.profileDir ? settings.port + 100 + products.length : undefined,
    );
    servers.push(bare);
    const productSets = await Promise.all(products.map((product) => productTargets(product)));
    const bareTargets = BARE_ROUTES.map((route): Target => ({ server: bare, route }));
    console.log(
      `Currency reply ${Buffer.byteLength(currency)} bytes; ${settings.connections} connections, ` +
        `${settings.rounds} rounds of ${settings.seconds} s per route, product LOG_LEVEL=${settings.logLevel}`,
    );
    for (const target of [...bareTargets, ...productSets.flat()])
      await drive(target, settings.warmupSeconds);

    const rounds: Array<Map<string, Measurement>> = [];
    for (let round = 0; round < settings.rounds; round++) {
      // Each round: the bare routes, then each product (in turn first), each of its routes.
      const order = round % 2 === 0 ? productSets : [...productSets].reverse();
      const measured = new Map<string, Measurement>();
      for (const target of [...bareTargets, ...order.flat()]) {
        const run = await measure(target);
        measured.set(targetName(target), run);
        console.log(
          `round ${round + 1}: ${targetName(target)}: ${Math.round(run.requestsPerSecond)} req/s, ` +
            `server ${fixed(run.serverMs, 3)} ms/request, load ${fixed(run.load, 2)}`,
        );
      }
      rounds.push(measured);
    }
    printSummary(rounds, bareTargets.map(targetName));
    if (settings.profileDir) await profileServers([...bareTargets, ...productSets.flat()]);
    console.log(
      `\nload average after the run: ${loadavg()
        .map((load) => fixed(load, 2))
        .join(' ')}`,
    );
  } finally {
    await Promise.all(servers.map(stopServer));
  }
}

await main();
