/** Opens the database: PGlite in DATA_DIR when no DATABASE_URL is set, else PostgreSQL via pg. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import {
  pgScriptedTransaction,
  pgliteScriptedTransaction,
  type ScriptedTransaction,
} from './scripted-transaction.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: services accept either. */
export type DbExecutor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** A transaction in as few round trips as its steps allow (scripted-transaction.ts). */
  scriptedTransaction: ScriptedTransaction;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball. */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = {
  databaseUrl?: string;
  /** PGlite data folder; "memory://" keeps it in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
  /** PGlite only: start from a copy of a dumped data folder (tests use a migrated template). */
  loadDataDir?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
    });
    // An idle client losing its connection (server restart, dropped database) must not crash the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      scriptedTransaction: pgScriptedTransaction(pool),
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, {
    // The extensions the migrations create (0026: GetMyTenders' name search); a data folder made
    // with them (the template, a test's copy) opens only with them loaded.
    extensions: { pg_trgm, btree_gin },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    scriptedTransaction: pgliteScriptedTransaction(client),
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
