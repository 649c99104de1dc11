/**
 * bench/fixed-cost, part by part: what each piece of the product's request plumbing adds to a bare
 * Fastify route. Each variant is a bare app plus one piece, set up with the product's own code and
 * options (app.ts); "all" has every piece, as the product does. They listen on 127.0.0.1 in this
 * process; a worker thread sends the requests, and the CPU time of this process's main thread
 * (the servers' own, from /proc: ns, not ticks) is taken per slice of requests. The slices
 * alternate between the variants, so that other work on a busy machine falls on all of them
 * alike. The Currency rows send the product's Currency list through its zod schema, once as a
 * held value and once marked as shared (sharedReply). Needs the database that run.ts creates (the
 * list is read from it). Usage: bench/README.md.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { z } from 'zod';
import { CodeListReplies, UploadLimits } from '@tendermark/shared';
import { logRedaction } from '../../apps/server/src/lib/log-redaction.ts';
import { registerPrivateReplyCaching } from '../../apps/server/src/lib/private-replies.ts';
import {
  replySerializerCompiler,
  sharedReply,
} from '../../apps/server/src/lib/reply-serializer.ts';
import { OneLineRequestLog } from '../../apps/server/src/lib/request-log.ts';
import { securityHeaders } from '../../apps/server/src/lib/security-headers.ts';
import { withUploads } from '../../apps/server/src/modules/files/upload-scope.ts';
import {
  guardWritesDuringMaintenance,
  type MaintenanceSwitch,
} from '../../apps/server/src/modules/system/maintenance.ts';
import { percentile } from '../bids/stats.ts';
import { envNumber } from '../common/env.ts';
import { host } from './servers.ts';

const settings = {
  databaseUrl:
    process.env.BENCH_DATABASE_URL ??
    `postgres://postgres@${host}:5432/tendermark_fixed_cost_bench_after`,
  slices: envNumber('BENCH_SLICES', 20),
  requestsPerSlice: envNumber('BENCH_SLICE_REQUESTS', 2000),
};

type Piece = {
  name: string;
  options?: FastifyHttpOptions<Server>;
  setup?(app: FastifyInstance): Promise<void> | void;
};

const logTo = pino.destination({ dest: '/dev/null', sync: true });
const logger = { level: 'info', ...logRedaction, stream: logTo };
const maintenanceOff = {
  current: async () => ({ on: false, message: null, since: null, by: null }),
} as unknown as MaintenanceSwitch;
const headers = securityHeaders({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });

const pieces: Piece[] = [
  { name: 'request log, two lines (before)', options: { logger } },
  {
    name: 'request log, one line',
    options: { logger, logController: new OneLineRequestLog() },
  },
  {
    name: 'security headers',
    setup: (app) =>
      void app.addHook('onRequest', (_request, reply, done) => {
        reply.headers(headers);
        done();
      }),
  },
  {
    name: 'maintenance guard (onRequest)',
    setup: (app) => guardWritesDuringMaintenance(app, maintenanceOff),
  },
  { name: 'private-reply caching (onSend)', setup: registerPrivateReplyCaching },
  {
    name: '@fastify/compress',
    setup: async (app) =>
      void (await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })),
  },
  {
    name: '@fastify/multipart, for every route (before)',
    setup: async (app) =>
      void (await app.register(multipart, {
        limits: { fileSize: UploadLimits.fileBytes, files: UploadLimits.filesPerRequest },
      })),
  },
  {
    // As the product registers it now: with the upload routes only, in a context of their own.
    name: '@fastify/multipart, upload routes only',
    setup: (app) =>
      withUploads(app, (scope) => void scope.post('/upload', async () => ({ ok: true }))),
  },
  { name: '@fastify/formbody', setup: async (app) => void (await app.register(formbody)) },
  {
    name: 'zod reply schema',
    setup: (app) => void app.setSerializerCompiler(replySerializerCompiler),
  },
];

const ZHealth = z.object({ status: z.literal('ok'), time: z.string() });

/** An app of the given pieces with the health reply at /live and the Currency list at /list. */
async function appOf(chosen: Piece[], currency: object[]): Promise<FastifyInstance> {
  const options: FastifyHttpOptions<Server> = Object.assign(
    { logger: false },
    ...chosen.map((piece) => piece.options),
  );
  const app = Fastify(options);
  for (const piece of chosen) await piece.setup?.(app);
  const hasSchemas = chosen.some((piece) => piece.name === 'zod reply schema');
  const schema = (reply: z.ZodType) => (hasSchemas ? { schema: { response: { 200: reply } } } : {});
  app.get('/live', schema(ZHealth), async () => ({
    status: 'ok' as const,
    time: new Date().toISOString(),
  }));
  // The product's list is one held value either way; marked as shared or not.
  const plain = structuredClone(currency);
  const shared = sharedReply(structuredClone(currency));
  app.get('/list', schema(CodeListReplies.Currency), async () => plain);
  app.get('/list/shared', schema(CodeListReplies.Currency), async () => shared);
  await app.listen({ port: 0, host });
  return app;
}

async function readCurrencies(): Promise<object[]> {
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select id, name, symbol, code from currencies order by code',
    );
    return rows as object[];
  } finally {
    await client.end();
  }
}

type Target = { name: string; app: FastifyInstance; url: string };

/** CPU ns this thread (the servers') has run, from the scheduler's own count. */
function threadCpuNs(): number {
  return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]);
}

/** The client: a worker thread with a pool of keep-alive connections, 8 requests in flight. */
const CLIENT_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { Pool } = require('undici');
const pools = new Map();
parentPort.on('message', async ({ origin, path, count }) => {
  if (!pools.has(origin)) pools.set(origin, new Pool(origin, { connections: 8 }));
  const pool = pools.get(origin);
  let sent = 0;
  let failed = 0;
  const one = async () => {
    while (sent < count) {
      sent += 1;
      const reply = await pool.request({ path, method: 'GET' });
      await reply.body.arrayBuffer();
      if (reply.statusCode !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, one));
  parentPort.postMessage({ failed });
});
`;
const client = new Worker(CLIENT_SOURCE, { eval: true });

async function slice(target: Target): Promise<number> {
  const { port } = target.app.server.address() as AddressInfo;
  const before = threadCpuNs();
  const done = new Promise<{ failed: number }>((resolve) => client.once('message', resolve));
  client.postMessage({
    origin: `http://${host}:${port}`,
    path: target.url,
    count: settings.requestsPerSlice,
  });
  const { failed } = await done;
  if (failed > 0) throw new Error(`${target.name}: ${failed} requests failed`);
  return (threadCpuNs() - before) / 1000 / settings.requestsPerSlice;
}

/** Measures the targets in alternating slices; prints each one's median and its excess over the first. */
async function compare(title: string, targets: Target[]) {
  for (const target of targets) await slice(target);
  const samples = targets.map(() => [] as number[]);
  const loads: number[] = [];
  for (let round = 0; round < settings.slices; round++) {
    loads.push(loadavg()[0]);
    const order = targets.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) samples[index].push(await slice(targets[index]));
  }
  const medians = samples.map((values) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    ),
  );
  console.log(
    `\n${title} (load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)})`,
  );
  console.log('\n| variant | CPU µs per request: median (p25–p75) | more than the first |');
  console.log('| --- | --- | --- |');
  targets.forEach((target, index) => {
    const sorted = [...samples[index]].sort((a, b) => a - b);
    const [p25, p75] = [0.25, 0.75].map((q) => percentile(sorted, q).toFixed(1));
    const excess = index === 0 ? '' : (medians[index] - medians[0]).toFixed(1);
    console.log(`| ${target.name} | ${medians[index].toFixed(1)} (${p25}–${p75}) | ${excess} |`);
  });
}

async function main() {
  const currency = await readCurrencies();
  console.log(
    `${settings.slices} slices of ${settings.requestsPerSlice} GETs per variant, ` +
      `alternating; ${currency.length} currencies`,
  );
  const isNew = (piece: Piece) => /one line|upload routes only/.test(piece.name);
  const isOld = (piece: Piece) => piece.name.includes('(before)');
  const beforePieces = pieces.filter((piece) => !isNew(piece));
  const afterPieces = pieces.filter((piece) => !isOld(piece));
  const variants = [
    { name: 'bare', app: await appOf([], currency) },
    ...(await Promise.all(
      pieces.map(async (piece) => ({
        name: `+ ${piece.name}`,
        app: await appOf([piece], currency),
      })),
    )),
    { name: 'all, as before', app: await appOf(beforePieces, currency) },
    { name: 'all, as now', app: await appOf(afterPieces, currency) },
  ];
  await compare(
    'GET with a small reply (the health reply)',
    variants.map(({ name, app }) => ({ name, app, url: '/live' })),
  );
  const withSchemas = variants.find((variant) => variant.name === '+ zod reply schema')!.app;
  await compare("GET of the Currency list (the product's rows)", [
    { name: 'bare (JSON.stringify)', app: variants[0].app, url: '/list' },
    { name: 'zod reply schema, a fresh list', app: withSchemas, url: '/list' },
    {
      name: 'zod reply schema, the held list (sharedReply)',
      app: withSchemas,
      url: '/list/shared',
    },
  ]);
  await Promise.all(variants.map(({ app }) => app.close()));
  await client.terminate();
}

await main();
