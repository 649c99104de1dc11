/** Seeds the code list tables from the reference data at every start: fast when nothing is missing. */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  countries,
  currencies,
  industries,
  regions,
  unitsOfMeasurement,
} from '../../db/schema/index.ts';
import { loadCountries, loadCurrencies } from './sources/countries.ts';
import { loadIndustries } from './sources/industries.ts';
import { loadSubdivisions } from './sources/subdivisions.ts';
import { loadUnitsOfMeasurement } from './sources/units-of-measure.ts';

const INSERT_BATCH_SIZE = 500;

/**
 * Inserts the reference rows a table lacks. Existing rows are never changed, so ids stay stable
 * and admin edits (e.g. a country's banned flag) survive restarts.
 */
export async function seedCodeLists(db: Database): Promise<void> {
  await Promise.all([
    seedTable(db, countries, loadCountries()),
    seedTable(db, currencies, loadCurrencies()),
    seedTable(db, unitsOfMeasurement, loadUnitsOfMeasurement()),
    seedTable(db, industries, loadIndustries()),
    seedTable(db, regions, loadSubdivisions()),
  ]);
}

async function seedTable<Table extends PgTable>(
  db: Database,
  table: Table,
  rows: Table['$inferInsert'][],
): Promise<void> {
  // A table holding at least as many rows as the reference list counts as seeded.
  const [existing] = await db.select({ rows: count() }).from(table as PgTable);
  if (existing && existing.rows >= rows.length) return;
  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
    await db
      .insert(table)
      .values(rows.slice(start, start + INSERT_BATCH_SIZE))
      .onConflictDoNothing();
  }
}
