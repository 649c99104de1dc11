/**
 * bench/reads: the HTTP reads behind the tender pages, GetTender and GetMyTenders, for the owner
 * of many tenders and for one of its suppliers, each driven by autocannon for a fixed time against
 * a server on PostgreSQL. Reports requests/s, latency percentiles and the CPU milliseconds one
 * request costs the server and PostgreSQL (figures that hold on a shared machine). Usage: see
 * bench/README.md.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createAccessTokens } from '../../apps/server/src/modules/account/access-tokens.ts';
import { cpuBetween, sampleCpu, type CpuSample } from '../bids/cpu.ts';
import { percentile } from '../bids/stats.ts';
import { startBenchServer } from '../common/server.ts';
import { createReadsFixture } from './setup.ts';
import { envNumber } from '../common/env.ts';

const settings = {
  databaseUrl:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tendermark_reads_bench',
  baseUrl: process.env.BENCH_URL,
  /** With BENCH_URL: the server's process id, for its CPU time per request. */
  serverPid: process.env.BENCH_SERVER_PID ? Number(process.env.BENCH_SERVER_PID) : undefined,
  port: envNumber('BENCH_PORT', 3302),
  jwtSecret: process.env.BENCH_JWT_SECRET ?? 'bench-secret-bench-secret-bench-secret!',
  seconds: envNumber('BENCH_SECONDS', 20),
  warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 3),
  connections: envNumber('BENCH_CONNECTIONS', 10),
  tenders: envNumber('BENCH_TENDERS', 1000),
  itemsPerTender: envNumber('BENCH_ITEMS', 10),
  suppliersPerTender: envNumber('BENCH_SUPPLIERS', 20),
  supplierPool: envNumber('BENCH_SUPPLIER_POOL', 200),
  /**
   * Before the warm-up, ask for every path once (a row of its own, "first reads"): what a read
   * costs before the server has kept its reply (GetTender keeps replies, reply-cache.ts). 0: skip.
   */
  firstReads: envNumber('BENCH_FIRST_READS', 1),
  /**
   * With first reads: read this many of the paths once, unmeasured, before the row of first reads
   * of the others (at most half of them), so that the row is a warm process's first reads rather
   * than a fresh one's (whose first requests also compile the code). 0: none.
   */
  firstReadsWarm: envNumber('BENCH_FIRST_READS_WARM', 0),
  /**
   * The row "GetTender after a change": this many live tenders, each changed (its row updated, as
   * a bid moves it) and then read at once by its owner and every supplier, as the room's page
   * loads after a bid. 0: skip.
   */
  afterChange: envNumber('BENCH_AFTER_CHANGE', 100),
  /** Comma-separated names of the endpoints to run (default: all). */
  only: process.env.BENCH_ONLY?.split(',').filter(Boolean),
};

/**
 * The sample with PostgreSQL's CPU of the bench database's backends only: other engineers' runs
 * on the same PostgreSQL (other databases) and its background writers are not this read's cost.
 */
function benchBackendsOnly(sample: CpuSample): CpuSample {
  const database = new URL(settings.databaseUrl).pathname.slice(1);
  const ofBench = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(' ').includes(database);
    } catch {
      return false;
    }
  };
  return {
    ...sample,
    postgres: new Map([...sample.postgres].filter(([pid]) => ofBench(pid))),
  };
}

type Endpoint = { name: string; token: string; paths: string[] };

const pick = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)];

/**
 * Runs autocannon for `seconds` (a different tender or page per request, as many browsers would
 * ask), or with `everyPathOnce` for each path once in order; latencies are kept per response for
 * exact percentiles.
 */
async function measure(
  baseUrl: string,
  endpoint: Endpoint,
  seconds: number,
  { everyPathOnce = false } = {},
) {
  const latencies: number[] = [];
  let next = 0;
  const path = () => (everyPathOnce ? endpoint.paths[next++] : pick(endpoint.paths));
  const options: autocannon.Options = {
    url: baseUrl,
    // autocannon refuses more connections than requests: a short list of paths gets fewer.
    connections: everyPathOnce
      ? Math.min(settings.connections, endpoint.paths.length)
      : settings.connections,
    ...(everyPathOnce ? { amount: endpoint.paths.length } : { duration: seconds }),
    headers: { authorization: `Bearer ${endpoint.token}` },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _statusCode, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  return { result, latencies: latencies.sort((a, b) => a - b) };
}

/**
 * For each tender: one UPDATE of its row (its read key moves, as with a bid), then every viewer's
 * GetTender at once. Shaped as measure()'s result for row().
 */
async function readsAfterChanges(
  baseUrl: string,
  tenders: Array<{ tenderId: string; tokens: string[] }>,
): ReturnType<typeof measure> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  const latencies: number[] = [];
  let total = 0;
  let failed = 0;
  const started = performance.now();
  try {
    for (const { tenderId, tokens } of tenders) {
      await client.query('update tenders set name = name where id = $1', [tenderId]);
      await Promise.all(
        tokens.map(async (token) => {
          const sent = performance.now();
          const reply = await fetch(`${baseUrl}/api/tender/GetTender?id=${tenderId}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          await reply.arrayBuffer();
          latencies.push(performance.now() - sent);
          total += 1;
          if (reply.status !== 200) failed += 1;
        }),
      );
    }
  } finally {
    await client.end();
  }
  const result = {
    requests: { total },
    duration: (performance.now() - started) / 1000,
    non2xx: failed,
    errors: 0,
    timeouts: 0,
  } as unknown as autocannon.Result;
  return { result, latencies: latencies.sort((a, b) => a - b) };
}

function row(
  name: string,
  { result, latencies }: Awaited<ReturnType<typeof measure>>,
  cpu: ReturnType<typeof cpuBetween>,
) {
  const requests = result.requests.total;
  const seconds = result.duration;
  const perRequest = (seconds: number) => ((seconds * 1000) / requests).toFixed(2);
  const failed = result.non2xx + result.errors + result.timeouts;
  const latency = [0.5, 0.95, 0.99].map((q) => percentile(latencies, q).toFixed(1)).join(' / ');
  return (
    `| ${name} | ${Math.round(requests / seconds)} | ${latency} ms ` +
    `| ${perRequest(cpu.server)} · ${perRequest(cpu.postgres)} | ${failed} of ${requests} |`
  );
}

async function main() {
  const server: ChildProcess | undefined = settings.baseUrl
    ? undefined
    : await startBenchServer({
        databaseUrl: settings.databaseUrl,
        port: settings.port,
        env: { JWT_SECRET: settings.jwtSecret },
      });
  const baseUrl = settings.baseUrl ?? `http://127.0.0.1:${settings.port}`;
  const serverPid = settings.serverPid ?? server?.pid;
  try {
    console.log(
      `fixture: ${settings.tenders} tenders × ${settings.itemsPerTender} items × ` +
        `${settings.suppliersPerTender} suppliers (pool of ${settings.supplierPool}) …`,
    );
    const fixture = await createReadsFixture(settings.databaseUrl, settings);
    const tokens = createAccessTokens(settings.jwtSecret, 3600, systemClock);
    const tokenOf = async (user: { id: string; userName: string; sessionId: string }) =>
      (await tokens.issue({ ...user, roles: [] })).token;
    const [ownerToken, supplierToken] = [
      await tokenOf(fixture.owner),
      await tokenOf(fixture.supplier),
    ];
    const tenderPaths = (ids: string[]) => ids.map((id) => `/api/tender/GetTender?id=${id}`);
    const pages = (count: number) =>
      Array.from(
        { length: Math.min(5, Math.ceil(count / 10)) },
        (_, page) => `/api/tender/GetMyTenders?pageNo=${page + 1}&recordsPerPage=10`,
      );
    const endpoints: Endpoint[] = [
      { name: 'GetTender as owner', token: ownerToken, paths: tenderPaths(fixture.tenderIds) },
      {
        name: 'GetTender as supplier',
        token: supplierToken,
        paths: tenderPaths(fixture.supplier.tenderIds),
      },
      {
        name: 'GetMyTenders as owner (pages 1–5)',
        token: ownerToken,
        paths: pages(fixture.tenderIds.length),
      },
      {
        name: 'GetMyTenders as supplier (pages 1–5)',
        token: supplierToken,
        paths: pages(fixture.supplier.tenderIds.length),
      },
    ].filter(
      (endpoint) => !settings.only || settings.only.some((name) => endpoint.name.startsWith(name)),
    );
    console.log(
      `the supplier has entries in ${fixture.supplier.tenderIds.length} tenders; ` +
        `${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s per endpoint`,
    );
    const rows: string[] = [];
    const timed = async (name: string, run: () => ReturnType<typeof measure>) => {
      const load = loadavg()[0].toFixed(2);
      const before = benchBackendsOnly(sampleCpu(serverPid));
      const result = await run();
      const cpu = cpuBetween(before, benchBackendsOnly(sampleCpu(serverPid)));
      rows.push(`${row(name, result, cpu)} ${load} |`);
      console.log(rows.at(-1));
    };
    for (const endpoint of endpoints) {
      if (settings.firstReads > 0) {
        const warm = Math.min(settings.firstReadsWarm, Math.floor(endpoint.paths.length / 2));
        const warming = { ...endpoint, paths: endpoint.paths.slice(0, warm) };
        const first = { ...endpoint, paths: endpoint.paths.slice(warm) };
        if (warm > 0) await measure(baseUrl, warming, 0, { everyPathOnce: true });
        await timed(
          `${endpoint.name}, first reads (${first.paths.length}${warm > 0 ? `, after ${warm} warm-up first reads` : ''})`,
          () => measure(baseUrl, first, 0, { everyPathOnce: true }),
        );
      }
      if (settings.warmupSeconds > 0) await measure(baseUrl, endpoint, settings.warmupSeconds);
      await timed(endpoint.name, () => measure(baseUrl, endpoint, settings.seconds));
    }
    const afterChangeName = 'GetTender after a change';
    if (
      settings.afterChange > 0 &&
      (!settings.only || settings.only.some((name) => afterChangeName.startsWith(name)))
    ) {
      const live = fixture.tenderIds
        .filter((_, t) => t % 8 === 3 || t % 8 === 7)
        .slice(0, settings.afterChange);
      const tokenOfUser = new Map<string, string>();
      for (const user of fixture.pool) tokenOfUser.set(user.id, await tokenOf(user));
      const viewers = 1 + settings.suppliersPerTender;
      await timed(
        `${afterChangeName}, owner + ${viewers - 1} suppliers each (${live.length} tenders × ${viewers}; one UPDATE per tender)`,
        () =>
          readsAfterChanges(
            baseUrl,
            live.map((tenderId) => ({
              tenderId,
              tokens: [
                ownerToken,
                ...(fixture.suppliersOf.get(tenderId) ?? []).map(
                  (user) => tokenOfUser.get(user.id) ?? '',
                ),
              ],
            })),
          ),
      );
    }
    console.log(
      `\nload average after the run: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      '\n| endpoint | req/s | latency p50 / p95 / p99 | CPU ms per request: server · PostgreSQL | failed | load before |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const line of rows) console.log(line);
  } finally {
    server?.kill('SIGTERM');
  }
}

await main();
