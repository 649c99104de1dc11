/**
 * The real server as a child process on a PostgreSQL database of its own (as `npm start` runs it),
 * for the trust tests that kill and restart it, plus a live tender written straight to that
 * database with accepted suppliers and their access tokens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { SupplierStatus, TenderStatus } from '@tendermark/shared';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import {
  tenderCriteria,
  tenderItems,
  tenderSuppliers,
  tenders,
  unitsOfMeasurement,
  users,
} from '../../src/db/schema/index.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { createAccessTokens } from '../../src/modules/account/access-tokens.ts';
import { createRefreshToken } from '../../src/modules/account/refresh-tokens.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const JWT_SECRET = 'trust-secret-'.padEnd(40, 'x');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const SERVER_APPLICATION_NAME = 'tendermark-trust-server';

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** What the server wrote to stderr, to show when a test fails. */
  output(): string;
  /** Ends the process with the signal and waits until it is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * Starts apps/server/src/main.ts on 127.0.0.1:port and resolves once /api/health answers; `env`
 * adds to or overrides its environment.
 */
export async function startServer(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      SEED_DEMO: 'false',
      SEED_GOV_TENDERS: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(os.tmpdir(), 'tendermark-trust'),
      MAIL_DROP_DIR: 'off',
      // Names its PostgreSQL sessions, so a test can wait for a killed server's to end.
      PGAPPNAME: SERVER_APPLICATION_NAME,
      // The durability test's bidders bid as fast as replies come: no per-user allowance.
      BIDS_PER_USER_PER_SECOND: '100000',
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => stderr,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  // Seconds on an idle machine; a loaded 2-core one took 47 s.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await server.stop('SIGKILL');
  throw new Error(`the server did not start:\n${stderr}`);
}

export type SeededUser = { id: string; userName: string; token: string };
export type LiveTender = {
  tenderId: string;
  itemId: string;
  bidStep: number;
  owner: SeededUser;
  suppliers: Array<SeededUser & { entryId: string; startBid: number }>;
};

const UNIT_PRICE = 1000;

/**
 * A running tender (one item and the price criterion) ending at `endDate`, with accepted
 * suppliers whose initial offers are in, written to a migrated database.
 */
export async function seedLiveTender(
  handle: DatabaseHandle,
  { supplierCount, endDate }: { supplierCount: number; endDate: Date },
): Promise<LiveTender> {
  const { db } = handle;
  const tokens = createAccessTokens(JWT_SECRET, 3600, systemClock);
  const run = randomBytes(3).toString('hex');
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: supplierCount + 1 }, (_, index) => {
        const email = `trust-${run}-${index}@tendermark.test`;
        return { userName: email, email, isActivated: true, isEmailConfirmed: true };
      }),
    )
    .returning({ id: users.id, userName: users.userName });
  const withToken = async (user: { id: string; userName: string }) => {
    // Every access token belongs to a login session (a live refresh-token family).
    const session = await createRefreshToken(db, user.id, { now: new Date(), lifetimeDays: 1 });
    const claims = { id: user.id, userName: user.userName, roles: [], sessionId: session.familyId };
    return { ...user, token: (await tokens.issue(claims)).token };
  };
  const [ownerRow, ...supplierRows] = userRows;
  const now = Date.now();
  const [tender] = await db
    .insert(tenders)
    .values({
      ownerId: ownerRow.id,
      status: TenderStatus.SUBMITTED,
      name: 'Durable tender',
      currency: 'EUR',
      proposalEndDate: new Date(now - 2 * 3600_000),
      startDate: new Date(now - 60_000),
      endDate,
      durationMinutes: 60,
      bidVisibility: 'rankAndBest',
    })
    .returning({ id: tenders.id });
  const [unit] = await db.select({ id: unitsOfMeasurement.id }).from(unitsOfMeasurement).limit(1);
  const bidStep = 0.01;
  const [item] = await db
    .insert(tenderItems)
    .values({
      tenderId: tender.id,
      position: 0,
      name: 'Copper cable',
      unitPrice: UNIT_PRICE,
      unitId: unit.id,
      quantity: 10,
      bidStep,
    })
    .returning({ id: tenderItems.id });
  await db.insert(tenderCriteria).values({
    tenderId: tender.id,
    position: 0,
    name: 'Total price',
    unitId: 1,
    weight: 1,
    isPrice: true,
  });
  const startBids = supplierRows.map((_, index) => UNIT_PRICE - index);
  const entries = await db
    .insert(tenderSuppliers)
    .values(
      supplierRows.map((supplier, index) => ({
        tenderId: tender.id,
        userId: supplier.id,
        status: SupplierStatus.ACCEPTED,
        itemBids: { [item.id]: startBids[index] },
      })),
    )
    .returning({ id: tenderSuppliers.id, userId: tenderSuppliers.userId });
  const suppliers = await Promise.all(
    supplierRows.map(async (supplier, index) => ({
      ...(await withToken(supplier)),
      entryId: entries.find((entry) => entry.userId === supplier.id)!.id,
      startBid: startBids[index],
    })),
  );
  return {
    tenderId: tender.id,
    itemId: item.id,
    bidStep,
    owner: await withToken(ownerRow),
    suppliers,
  };
}

/**
 * Waits until PostgreSQL has ended every session of the servers started here on the handle's
 * database. A SIGKILLed server's sessions outlive it briefly: a COMMIT it sent just before the kill
 * can still land, so reading its tables before they are gone races that commit (CI once read a
 * bid chain's head before a last commit and its bids after).
 */
export async function untilServerSessionsEnd(handle: DatabaseHandle): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const result = (await handle.db.execute(
      sql`SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${SERVER_APPLICATION_NAME}`,
    )) as unknown as { rows: { sessions: number }[] };
    if (result.rows[0].sessions === 0) return;
    if (Date.now() > deadline) throw new Error("the killed server's database sessions did not end");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A database handle on the server's database, for seeding and checking from the test. */
export const openTestHandle = (databaseUrl: string) =>
  openDatabase({ databaseUrl, poolSize: 3, onPoolError: () => {} });

/** A JSON request with the user's bearer token. */
export async function call(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}
