/**
 * bench/reads/my-tenders-curve: what one GetMyTenders page costs (server and PostgreSQL CPU) as one
 * buyer's tenders grow, e.g. 1 000 → 10 000 → 30 000 → 100 000, for the buyer's own list, the
 * default list (owned and taken part in) and a supplier with entries in every tenth of them.
 * The rows are written set-based in SQL. At each step the servers in BENCH_TREES (default: this
 * checkout, and /tmp/mylist-before when it exists) are measured one after the other, twice, on the
 * same database, each with the same fixed list of pages asked sequentially by a few connections.
 *
 *   cd bench && npx tsx reads/my-tenders-curve.ts
 *
 * Knobs: BENCH_STEPS (1000,10000,30000,100000), BENCH_REQUESTS (per server, step and view: 600)
 * within BENCH_MAX_SECONDS (6), BENCH_EXTRA_VIEWS=1 (four more views: the buyer's own list by
 * expected price, the default list by status ascending, the supplier's list of tenders taken part
 * in by start date, a name search),
 * BENCH_CONNECTIONS (4), BENCH_TREES (comma-separated checkouts), BENCH_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createAccessTokens } from '../../apps/server/src/modules/account/access-tokens.ts';
import { envNumber } from '../common/env.ts';
import { ensureDatabase, repositoryRoot } from '../common/server.ts';
import { withSessions } from '../common/sessions.ts';

const settings = {
  databaseUrl:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tendermark_mylist_bench',
  steps: (process.env.BENCH_STEPS ?? '1000,10000,30000,100000').split(',').map(Number),
  requests: envNumber('BENCH_REQUESTS', 600),
  maxSeconds: envNumber('BENCH_MAX_SECONDS', 6),
  connections: envNumber('BENCH_CONNECTIONS', 4),
  basePort: envNumber('BENCH_PORT', 3340),
  jwtSecret: 'bench-secret-bench-secret-bench-secret!',
  trees: (
    process.env.BENCH_TREES ??
    [repositoryRoot, ...(existsSync('/tmp/mylist-before') ? ['/tmp/mylist-before'] : [])].join(',')
  ).split(','),
  setupOnly: process.env.BENCH_SETUP_ONLY === '1',
  /** BENCH_EXTRA_VIEWS=1: also price and status-ascending sorts, the supplier's own list, a name search. */
  extraViews: process.env.BENCH_EXTRA_VIEWS === '1',
};

type BenchUser = { id: string; userName: string; sessionId: string };

/** The buyer, the busy supplier, a pool of other suppliers and other owners' tenders. */
async function createUsers(): Promise<{ buyer: BenchUser; supplier: BenchUser; run: string }> {
  const handle = await openDatabase({ databaseUrl: settings.databaseUrl, poolSize: 2 });
  await handle.migrate();
  try {
    const run = Date.now().toString(36);
    const client = new pg.Client({ connectionString: settings.databaseUrl });
    await client.connect();
    try {
      const made = await client.query<{ id: string; user_name: string }>(
        `insert into users (user_name, email, password_hash, is_activated, is_email_confirmed)
         select n, n, 'x', true, true
         from unnest(array['curve-buyer-${run}@bench.test', 'curve-supplier-${run}@bench.test']) n
         returning id, user_name`,
      );
      await client.query(
        `insert into users (user_name, email, password_hash, is_activated, is_email_confirmed)
         select 'curve-${run}-pool' || s || '@bench.test', 'curve-${run}-pool' || s || '@bench.test',
                'x', true, true
         from generate_series(1, 30) s`,
      );
      const rows = made.rows.map((row) => ({ id: row.id, userName: row.user_name }));
      const [buyer, supplier] = await withSessions(handle.db, rows);
      // Other buyers' tenders, so that the buyer's are not the whole table.
      await client.query(
        `insert into users (user_name, email, password_hash, is_activated, is_email_confirmed)
         select 'curve-${run}-other' || s || '@bench.test', 'curve-${run}-other' || s || '@bench.test',
                'x', true, true
         from generate_series(1, 100) s`,
      );
      await client.query(
        `insert into tenders (owner_id, status, name, keywords, created_at, proposal_end_date,
                              start_date, end_date, version)
         select u.id, (array[0,5,20,22])[1 + t % 4], 'Other tender ' || t, '',
                now() - t * interval '7 minutes', timestamptz '2027-06-01',
                timestamptz '2027-06-02', timestamptz '2027-06-03', 1
         from (select id, row_number() over () r from users
               where user_name like 'curve-${run}-other%') u,
              generate_series(1, 200) t`,
      );
      return { buyer, supplier, run };
    } finally {
      await client.end();
    }
  } finally {
    await handle.close();
  }
}

/**
 * The buyer's tenders number `from`+1 … `to`: all stages, one in 25 hidden, one in 25 000 an
 * untouched draft (New auction reuses a blank draft, so a buyer has few), three items each, and
 * entries of nine pool suppliers; the busy supplier has an entry in every tenth tender past the
 * draft stage.
 */
async function growBuyer(
  client: pg.Client,
  fixture: { buyer: BenchUser; supplier: BenchUser; run: string },
  from: number,
  to: number,
) {
  const [buyer, supplier] = [fixture.buyer.id, fixture.supplier.id];
  const started = Date.now();
  await client.query(
    `insert into tenders (owner_id, status, name, keywords, currency, created_at, proposal_end_date,
                          start_date, end_date, hidden, version, is_public)
     select $1, st, case when t % 25000 = 3 then '' else
              'Curve tender ' || t || ': ' || (array['office supplies', 'steel pipes',
              'cleaning services', 'laptops and docks', 'Žluté tužky'])[1 + t % 5] end,
            'bench', 'USD',
            timestamptz '2026-01-01' + t * interval '1 minute',
            timestamptz '2027-01-01' + ((t * 7919) % 100000) * interval '5 minutes',
            timestamptz '2027-01-02' + ((t * 7919) % 100000) * interval '5 minutes',
            timestamptz '2027-01-02 02:00' + ((t * 7919) % 100000) * interval '5 minutes',
            t % 50 in (7, 12) and t % 25000 <> 3, case when t % 25000 = 3 then 0 else 1 end, t % 3 = 0
     from (select t, case when t % 25000 = 3 then 0
                     else (array[0, 5, 11, 20, 22, 22, 22, 50, 20, 100])[1 + t % 10] end st
           from generate_series($2::int + 1, $3::int) t) g`,
    [buyer, from, to],
  );
  // A fresh database has no units until a server has seeded the code lists (BENCH_SETUP_ONLY).
  await client.query(
    "insert into units_of_measurement (code, name) values ('bench-unit', 'Bench unit') on conflict do nothing",
  );
  const fresh = `select id, status, (row_number() over (order by created_at))::int + $2::int t
                 from tenders where owner_id = $1 and created_at > timestamptz '2026-01-01' + $2::int * interval '1 minute'`;
  await client.query(
    `insert into tender_items (tender_id, position, name, unit_price, unit_id, quantity, bid_step)
     select f.id, p, 'Item ' || p, 10 + (f.t * 13 + p) % 500, (select min(id) from units_of_measurement),
            1 + (f.t * 7 + p) % 90, 0.1
     from (${fresh}) f, generate_series(0, 2) p`,
    [buyer, from],
  );
  // As the room write does: no entries_version bump per entry (nine dead tender rows each).
  await client.query("set tendermark.entries_versioned = 'on'");
  await client.query(
    `insert into tender_suppliers (tender_id, user_id, status)
     select f.id, u.id, case when f.status = 0 then 0 else (array[1, 2, 3, 3, 4, 6])[1 + (f.t + u.r) % 6] end
     from (${fresh}) f
     join (select id, (row_number() over (order by id))::int r from users
           where user_name like $4) u
       on (f.t + u.r) % 10 < 3
     union all
     select f.id, $3, (array[1, 2, 3, 3, 3, 4, 5, 8, 9, 11])[1 + (f.t / 10) % 10]
     from (${fresh}) f where f.t % 10 = 1 and f.status <> 0`,
    [buyer, from, supplier, `curve-${fixture.run}-pool%`],
  );
  await client.query(
    'vacuum (analyze) tenders, tender_items, tender_suppliers, tender_favorites, users',
  );
  // GetMyTenders' kept rows (migrations 0022–0025), where the tree that migrated has them: without
  // statistics a generic plan prepared now keeps a poor path for the connection's lifetime.
  const kept = await client.query<{ name: string }>(
    `select name from unnest(array['tender_owner_counts', 'tender_list_rows', 'tender_entry_keys',
       'tender_entry_counts']) name where to_regclass(name) is not null`,
  );
  if (kept.rows.length > 0)
    await client.query(`vacuum (analyze) ${kept.rows.map((row) => row.name).join(', ')}`);
  return Date.now() - started;
}

/** Starts a checkout's server (as `npm start` runs it through tsx) and waits for /api/health. */
async function startServer(tree: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=64', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: tree,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: settings.databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        SEED_GOV_TENDERS: 'false',
        LOG_LEVEL: 'warn',
        JWT_SECRET: settings.jwtSecret,
        DATA_DIR: path.join(tree, 'bench', '.data'),
        MAIL_DROP_DIR: 'off',
      },
    },
  );
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the server in ${tree} did not start`);
}

/** CPU seconds (user + system) of a process from /proc, 0 when it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * The CPU of the server and of the PostgreSQL backends connected to the bench database (not the
 * backends of other databases: other people's tests share this PostgreSQL).
 */
async function sample(client: pg.Client, serverPid: number) {
  const backends = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return {
    server: cpuSecondsOf(serverPid),
    postgres: new Map(backends.rows.map((row) => [row.pid, cpuSecondsOf(row.pid)])),
  };
}

/**
 * Asks the paths in turn over `connections` sequential loops, up to BENCH_REQUESTS requests or
 * BENCH_MAX_SECONDS; returns the CPU milliseconds per request.
 */
async function measure(
  client: pg.Client,
  port: number,
  pid: number,
  token: string,
  paths: string[],
) {
  const ask = async (pathName: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${pathName}`, {
      // As autocannon in reads/run.ts: no compression (fetch would ask for gzip).
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    });
    if (!response.ok) throw new Error(`${pathName}: ${response.status}`);
    await response.arrayBuffer();
  };
  // Warm-up at the same concurrency: every pooled connection the run uses prepares its statements.
  await Promise.all(
    Array.from({ length: settings.connections }, async () => {
      for (let round = 0; round < 3; round++) for (const pathName of paths) await ask(pathName);
    }),
  );
  const before = await sample(client, pid);
  const deadline = Date.now() + settings.maxSeconds * 1000;
  let next = 0;
  const loop = async () => {
    while (next < settings.requests && Date.now() < deadline)
      await ask(paths[next++ % paths.length]);
  };
  await Promise.all(Array.from({ length: settings.connections }, loop));
  const after = await sample(client, pid);
  let postgres = 0;
  for (const [backend, seconds] of after.postgres)
    postgres += seconds - (before.postgres.get(backend) ?? 0);
  return {
    requests: next,
    server: ((after.server - before.server) * 1000) / next,
    postgres: (postgres * 1000) / next,
  };
}

/** Pages 1–5 of 10 rows, as bench/reads asks, in the list's default order. */
const pagesOf = (query: string) =>
  Array.from(
    { length: 5 },
    (_, page) => `/api/tender/GetMyTenders?${query}pageNo=${page + 1}&recordsPerPage=10`,
  );

async function main() {
  await ensureDatabase(settings.databaseUrl);
  const fixture = await createUsers();
  const { buyer, supplier } = fixture;
  const tokens = createAccessTokens(settings.jwtSecret, 3600, systemClock);
  const tokenOf = async (user: BenchUser) => (await tokens.issue({ ...user, roles: [] })).token;
  const [buyerToken, supplierToken] = [await tokenOf(buyer), await tokenOf(supplier)];
  const views = [
    {
      name: 'buyer, own list (owner=true, active, 30 per page)',
      token: buyerToken,
      paths: Array.from(
        { length: 3 },
        (_, page) =>
          `/api/tender/GetMyTenders?owner=true&filter=active&order=desc&pageNo=${page + 1}&recordsPerPage=30`,
      ),
    },
    { name: 'buyer, default (pages 1–5 of 10)', token: buyerToken, paths: pagesOf('') },
    { name: 'supplier, default (pages 1–5 of 10)', token: supplierToken, paths: pagesOf('') },
    ...(settings.extraViews
      ? [
          {
            name: 'buyer, own list by expected price (30 per page)',
            token: buyerToken,
            paths: Array.from(
              { length: 3 },
              (_, page) =>
                `/api/tender/GetMyTenders?owner=true&searchByColumn=totalExpectedPrice&order=asc&pageNo=${page + 1}&recordsPerPage=30`,
            ),
          },
          {
            name: 'buyer, default by status ascending (pages 1–5 of 10)',
            token: buyerToken,
            paths: pagesOf('searchByColumn=tenderStatus&order=asc&'),
          },
          {
            name: 'supplier, taken part in, by start date (pages 1–5 of 10)',
            token: supplierToken,
            paths: pagesOf('owner=false&searchByColumn=startDate&order=asc&'),
          },
          {
            name: 'buyer, name search "pipes" (pages 1–5 of 10)',
            token: buyerToken,
            paths: pagesOf('name=pipes&'),
          },
        ]
      : []),
  ];
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  const servers: Array<{ tree: string; port: number; child: ChildProcess }> = [];
  try {
    for (const [index, tree] of (settings.setupOnly ? [] : settings.trees).entries()) {
      const port = settings.basePort + index;
      servers.push({ tree, port, child: await startServer(tree, port) });
    }
    const results: string[] = [];
    let had = 0;
    for (const step of settings.steps) {
      const took = await growBuyer(client, fixture, had, step);
      had = step;
      const entries = await client.query<{ n: number }>(
        'select count(*)::int n from tender_suppliers where user_id = $1',
        [supplier.id],
      );
      console.log(
        `${step} tenders of the buyer (${took} ms to write); the supplier has ${entries.rows[0].n} entries`,
      );
      if (settings.setupOnly) continue;
      for (const view of views)
        for (let round = 0; round < 2; round++)
          for (const server of round === 0 ? servers : [...servers].reverse()) {
            const load = loadavg()[0].toFixed(2);
            const time = new Date().toISOString().slice(11, 19);
            const cpu = await measure(
              client,
              server.port,
              server.child.pid!,
              view.token,
              view.paths,
            );
            const line =
              `| ${step} | ${view.name} | ${path.basename(server.tree)} | ` +
              `${cpu.server.toFixed(2)} · ${cpu.postgres.toFixed(2)} | ` +
              `${(cpu.server + cpu.postgres).toFixed(2)} | ${cpu.requests} | ${load} | ${time} |`;
            results.push(line);
            console.log(line);
          }
    }
    console.log(`\nbuyer ${buyer.id}, supplier ${supplier.id}`);
    console.log(
      '\n| buyer tenders | view | server | CPU ms per request: server · PostgreSQL | total | requests | load | time (UTC) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const line of results) console.log(line);
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await client.end();
  }
}

await main();
