/** A checksum of the tables that hold the marketplace's state, to prove a refused request wrote nothing. */
import { sql } from 'drizzle-orm';
import type { TestApp } from '../helper.ts';

/**
 * Business tables only: logs that record refused requests on purpose (audit, client errors,
 * rate-limit counters, outbox) are left out.
 */
export const MAIN_TABLES = [
  'users',
  'user_roles',
  'companies',
  'addresses',
  'contacts',
  'company_invitations',
  'tenders',
  'tender_items',
  'tender_criteria',
  'must_have_conditions',
  'tender_suppliers',
  'tender_invitations',
  'tender_favorites',
  'tender_questions',
  'tender_bids',
  'tender_announcements',
  'files',
  'saved_searches',
  'wiki_categories',
  'wiki_entries',
  'localization_texts',
  'exchange_rates',
  'refresh_tokens',
  'external_logins',
];

/** What the last full checksum of an app's database found, and the tally of writes it saw then. */
const lastChecksums = new WeakMap<TestApp, { tally: string; checksum: string }>();

/**
 * Row count and content hash of every main table, as one string. The hash sums a 64-bit hash of
 * every row's text, so it needs no sort and any changed, added or removed row shows.
 * Hashing every table costs some 13 ms of PostgreSQL per call, and the trust suites call it after
 * most requests: while the tally of rows written (below) has not moved since the last checksum,
 * nothing was written and that checksum is still the answer.
 */
export async function tableChecksum(app: TestApp): Promise<string> {
  if (!lastChecksums.has(app)) await tallyWrites(app);
  // The tally first: a write landing between the two is seen by the next call.
  const tally = await writeTally(app);
  const last = lastChecksums.get(app);
  if (last?.tally === tally) return last.checksum;
  const checksum = await hashMainTables(app);
  lastChecksums.set(app, { tally, checksum });
  return checksum;
}

async function hashMainTables(app: TestApp): Promise<string> {
  const parts = MAIN_TABLES.map(
    (table) =>
      sql`SELECT ${table} AS name, count(*)::int AS rows, coalesce(sum(hashtextextended(t::text, 0)), 0)::text AS hash FROM ${sql.identifier(table)} t`,
  );
  const query = sql.join(parts, sql` UNION ALL `);
  const result = (await app.ctx.db.execute(query)) as unknown as {
    rows: { name: string; rows: number; hash: string }[];
  };
  return result.rows
    .map((row) => `${row.name}:${row.rows}:${row.hash}`)
    .sort()
    .join('|');
}

const TALLY = 'test_main_table_writes';

/**
 * Test-only triggers on the test's own database: every row written to a main table (and every
 * TRUNCATE) advances a sequence. A sequence takes no lock and ignores rollbacks, so the app's
 * transactions run as before, and a rolled-back write still moves the tally (the full checksum
 * then decides).
 */
async function tallyWrites(app: TestApp): Promise<void> {
  const tally = sql.identifier(TALLY);
  await app.ctx.db.execute(sql`CREATE SEQUENCE ${tally}`);
  await app.ctx.db.execute(
    sql.raw(`CREATE FUNCTION ${TALLY}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM nextval('${TALLY}'); RETURN NULL; END $$`),
  );
  for (const table of MAIN_TABLES) {
    const target = sql.identifier(table);
    await app.ctx.db.execute(
      sql`CREATE TRIGGER ${tally} AFTER INSERT OR UPDATE OR DELETE ON ${target} FOR EACH ROW EXECUTE FUNCTION ${tally}()`,
    );
    await app.ctx.db.execute(
      sql`CREATE TRIGGER ${sql.identifier(`${TALLY}_truncate`)} AFTER TRUNCATE ON ${target} FOR EACH STATEMENT EXECUTE FUNCTION ${tally}()`,
    );
  }
}

async function writeTally(app: TestApp): Promise<string> {
  const result = (await app.ctx.db.execute(
    sql`SELECT last_value::text || ':' || is_called::text AS tally FROM ${sql.identifier(TALLY)}`,
  )) as unknown as { rows: { tally: string }[] };
  return result.rows[0].tally;
}

/** The tables whose row count or content differ between two checksums, for a failure message. */
export function changedTables(before: string, after: string): string {
  const parts = (checksum: string) => new Set(checksum.split('|'));
  const earlier = parts(before);
  const changed = [...parts(after)].filter((part) => !earlier.has(part));
  return changed.map((part) => part.split(':')[0]).join(', ');
}
