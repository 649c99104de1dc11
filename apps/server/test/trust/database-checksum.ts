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

/**
 * Row count and content hash of every main table, as one string. The hash sums a 64-bit hash of
 * every row's text, so it needs no sort and any changed, added or removed row shows.
 */
export async function tableChecksum(app: TestApp): Promise<string> {
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

/** The tables whose row count or content differ between two checksums, for a failure message. */
export function changedTables(before: string, after: string): string {
  const parts = (checksum: string) => new Set(checksum.split('|'));
  const earlier = parts(before);
  const changed = [...parts(after)].filter((part) => !earlier.has(part));
  return changed.map((part) => part.split(':')[0]).join(', ');
}
