/** build() for API tests: the real app on a fresh database (PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set). */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { outboxMails } from '../src/db/schema/index.ts';
import { seedReferenceData } from '../src/db/seed/index.ts';
import { systemClock, type Clock } from '../src/lib/clock.ts';
import { watchContract } from './support/contract-watch.ts';

export type TestApp = App & { dispose(): Promise<void> };

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      DATA_DIR: '.test-data',
      JWT_SECRET: 'test-secret-'.padEnd(40, 'x'),
      SEED_DEMO: 'false',
      // API tests read mails from the outbox table; they write no mail files.
      MAIL_DROP_DIR: 'off',
      // Every test request comes from one address; rate-limit.test.ts sets its own limits.
      RATE_LIMIT_REGISTRATIONS_PER_HOUR: '10000',
      REGISTRATIONS_BEFORE_CHALLENGE: '10000',
      RESET_REQUESTS_BEFORE_CHALLENGE: '10000',
      // Tests bid as fast as replies come; bid-allowance.test.ts sets its own allowance.
      BIDS_PER_USER_PER_SECOND: '100000',
      // Tests that need government tenders import them explicitly.
      SEED_GOV_TENDERS: 'false',
      LOG_LEVEL: 'silent',
    }),
    publicUrl: 'http://tendermark.test',
    ...overrides,
  };
}

let template: Promise<Blob> | undefined;

/**
 * Migrates a new template database and seeds the reference data every installation holds (code
 * lists, texts, rates; not the government tenders): seeding it for each of some 400 apps cost
 * 0.25 s of wall time and 0.35 s of CPU each.
 */
async function prepareTemplate(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  const log = Fastify({ logger: false }).log;
  const config = { seedGovTenders: false };
  await seedReferenceData({ db: handle.db, clock: systemClock, config }, log);
}

/**
 * A migrated and seeded PGlite data folder, made once per test worker: copying it (~1 s) is much
 * cheaper than creating and migrating a new database for every test file.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await prepareTemplate(handle);
    const dump = await handle.dumpDataDir!();
    await handle.close();
    return dump;
  })();
  return template;
}

/**
 * A fresh, migrated database holding the reference data: a PostgreSQL database of its own per
 * call, or in-memory PGlite.
 */
export async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const handle = await openDatabase({
      pgliteDir: 'memory://',
      loadDataDir: await pgliteTemplate(),
    });
    return { handle, drop: async () => handle.close() };
  }
  const database = await createPostgresDatabase(
    baseUrl,
    'tm_test',
    await postgresTemplate(baseUrl),
  );
  const handle = await openDatabase({
    databaseUrl: withAsynchronousCommit(database.url),
    poolSize: 5,
    onPoolError: () => {},
  });
  return {
    handle,
    async drop() {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * A migrated PostgreSQL database of its own for a child process (a script run by a test), when the
 * tests run on PostgreSQL; undefined on PGlite, where the child makes its own.
 */
export async function freshPostgresDatabase() {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return undefined;
  return createPostgresDatabase(baseUrl, 'tm_test', await postgresTemplate(baseUrl));
}

/**
 * The API tests' connections commit without waiting for the disk (synchronous_commit off: a
 * commit costs ~1 ms instead of ~5 on this machine's disk). What they check holds the same: a
 * commit is still atomic and visible at once; only a crash of PostgreSQL itself could lose the
 * last commits, which no test does. The durability tests start servers on databases of their own
 * at PostgreSQL's default.
 */
function withAsynchronousCommit(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

const REPOSITORY = new URL('../../../', import.meta.url);
/**
 * What a template is made of: the migrations, and the reference data's sources (the code lists
 * come from packages, hence the lockfile).
 */
const TEMPLATE_SOURCES = [
  'apps/server/src/db/migrations/',
  'apps/server/src/db/seed/index.ts',
  'apps/server/src/modules/codelists/',
  'apps/server/src/modules/localization/seed.ts',
  'apps/server/src/modules/exchange-rates/',
  'apps/server/src/data/exchange-rates/',
  'packages/shared/src/localization/',
  'package-lock.json',
];

/** A digest of the template's sources: a template is reused only while they are the same. */
function templateDigest(): string {
  const digest = createHash('sha256');
  for (const source of TEMPLATE_SOURCES) {
    const files = source.endsWith('/')
      ? readdirSync(new URL(source, REPOSITORY), { recursive: true, encoding: 'utf8' })
          .filter((file) => !file.includes('.test.'))
          .sort()
          .map((file) => `${source}${file}`)
      : [source];
    for (const file of files) {
      const url = new URL(file, REPOSITORY);
      if (statSync(url).isFile()) digest.update(file).update(readFileSync(url));
    }
  }
  return digest.digest('hex').slice(0, 16);
}

let postgresTemplateName: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database that test databases are copied from (CREATE DATABASE … TEMPLATE
 * copies its files: ~0.2 s, where migrating a new database took 0.7 s for each of some 400 apps).
 * Named by the migrations' digest and built once, under an advisory lock, by whichever test
 * worker comes first; the others wait for it. It keeps no connection open, as copying requires.
 */
function postgresTemplate(baseUrl: string): Promise<string> {
  postgresTemplateName ??= (async () => {
    const name = `tm_template_${templateDigest()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(`SELECT pg_advisory_lock(hashtext('tendermark test template'))`);
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        name,
      ]);
      if (rowCount === 0) await buildTemplate(baseUrl, name);
    } finally {
      await admin.end();
    }
    return name;
  })();
  return postgresTemplateName;
}

/** Migrates a database under a building name, then gives it the template's name. */
async function buildTemplate(baseUrl: string, name: string): Promise<void> {
  const building = await createPostgresDatabase(baseUrl, 'tm_template_building');
  const handle = await openDatabase({ databaseUrl: building.url, poolSize: 1 });
  try {
    await prepareTemplate(handle);
  } finally {
    await handle.close();
  }
  await runAdminStatement(baseUrl, `ALTER DATABASE ${building.name} RENAME TO ${name}`);
}

/** An empty (or, from a template, a copied) PostgreSQL database beside `baseUrl`'s, and how to drop it. */
export async function createPostgresDatabase(
  baseUrl: string,
  prefix = 'tm_test',
  template?: string,
) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(
    baseUrl,
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`,
  );
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAdminStatement(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function runAdminStatement(baseUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * buildApp's options for a database from freshDatabase(): its template holds the reference data
 * but the government tenders, which a config asking for them still seeds.
 */
export function onFreshDatabase(
  database: { handle: DatabaseHandle },
  config: Pick<AppConfig, 'seedGovTenders'>,
) {
  return { database: database.handle, databaseHasReferenceData: !config.seedGovTenders };
}

export async function build(
  options: { config?: Partial<AppConfig>; clock?: Clock; runClock?: boolean } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const config = testConfig(options.config);
  const app = await buildApp(config, {
    ...onFreshDatabase(database, config),
    clock: options.clock,
    logger: false,
    runClock: options.runClock,
  });
  await app.ready();
  const watch = watchContract(app);
  return Object.assign(app, {
    async dispose() {
      await app.close();
      await database.drop();
      if (watch.problems.length > 0) {
        const distinct = [...new Set(watch.problems)];
        throw new Error(`replies the OpenAPI document does not declare:\n${distinct.join('\n')}`);
      }
    },
  });
}

/** An app whose log lines (at trace level) are kept in `lines`, without background loops. */
export async function buildWithLog(
  config: Partial<AppConfig> = {},
): Promise<{ app: TestApp; lines: string[] }> {
  const database = await freshDatabase();
  const lines: string[] = [];
  const logged = testConfig({ logLevel: 'trace', ...config });
  const app = await buildApp(logged, {
    ...onFreshDatabase(database, logged),
    runClock: false,
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
  const testApp = Object.assign(app, {
    async dispose() {
      await app.close();
      await database.drop();
    },
  });
  return { app: testApp, lines };
}

/** The mails sent to an address (of one template, if given), oldest first, from the outbox. */
export async function mailsTo(app: App, to: string, template?: string) {
  const mails = await app.ctx.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, to), template ? eq(outboxMails.template, template) : undefined));
  return mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The newest mail sent to an address (of one template, if given), from the outbox. */
export async function lastMailTo(app: App, to: string, template?: string) {
  return (await mailsTo(app, to, template)).at(-1);
}

/** The first link in a mail's text that starts with the given path. */
export function linkFromMail(text: string, pathPrefix: string): URL {
  const match = text.match(new RegExp(`https?://\\S+${pathPrefix.replace(/[/?]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`no ${pathPrefix} link in mail:\n${text}`);
  return new URL(match[0]);
}
