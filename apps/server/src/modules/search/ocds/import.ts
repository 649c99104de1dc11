/**
 * importOcds: OCDS releases from a JSON or JSON Lines text into gov_tenders, one row per ocid. A
 * release replaces the stored one only when it is newer, so importing a file again changes nothing.
 */
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { DbExecutor } from '../../../db/client.ts';
import { countries, govTenders } from '../../../db/schema/index.ts';
import { convertAmount } from '../../exchange-rates/service.ts';
import { normalizeRelease, type GovTenderDraft } from './normalize.ts';
import { readOcdsSource, type SourceRejection } from './read-source.ts';

export type OcdsSource = {
  /** Shown in reports; also the publisher of releases that name none. */
  name: string;
  text: string;
  /** The licence of releases that state none (bare releases carry no licence). */
  license?: string;
};

export type OcdsImportReport = {
  /** Releases found, plus lines that held no readable release. */
  read: number;
  /** New ocids. */
  imported: number;
  /** Stored ocids replaced by a newer release. */
  updated: number;
  /** Releases no newer than the stored release of their ocid. */
  unchanged: number;
  /** Releases that a newer release of the same ocid in the same source replaced. */
  superseded: number;
  rejected: SourceRejection[];
};

export type ImportContext = Pick<AppContext, 'db' | 'clock'>;

/** Rows per INSERT: 200 rows × 23 columns stays far below PostgreSQL's 65,535 parameters. */
const BATCH_SIZE = 200;

/**
 * Imports every release of the source; a release that cannot be a row is reported with its line
 * and reason and does not stop the others. read = imported + updated + unchanged + superseded +
 * rejected.length.
 */
export async function importOcds(
  ctx: ImportContext,
  source: OcdsSource,
): Promise<OcdsImportReport> {
  const content = readOcdsSource(source.text);
  const report: OcdsImportReport = {
    read: content.releases.length + content.rejected.length,
    imported: 0,
    updated: 0,
    unchanged: 0,
    superseded: 0,
    rejected: [...content.rejected],
  };
  const newest = new Map<string, GovTenderDraft>();
  for (const { line, release, package: pack } of content.releases) {
    const result = normalizeRelease(release, {
      package: pack,
      defaultLicense: source.license,
      fallbackPublisher: source.name,
    });
    if (!result.ok) {
      const { ocid, reason } = result;
      report.rejected.push(ocid ? { line, ocid, reason } : { line, reason });
      continue;
    }
    const current = newest.get(result.row.ocid);
    if (current) report.superseded++;
    if (!current || !isOlder(result.row, current)) newest.set(result.row.ocid, result.row);
  }
  report.rejected.sort((a, b) => a.line - b.line);

  const drafts = [...newest.values()];
  const countryIds = await countryIdsOf(ctx.db, drafts);
  const conversion = euroConversion(ctx.clock.now());
  for (let start = 0; start < drafts.length; start += BATCH_SIZE) {
    const batch = drafts.slice(start, start + BATCH_SIZE);
    const outcome = await ctx.db.transaction((tx) =>
      upsertBatch(tx, batch, countryIds, conversion),
    );
    report.imported += outcome.inserted;
    report.updated += outcome.updated;
    report.unchanged += batch.length - outcome.inserted - outcome.updated;
  }
  return report;
}

/** One line for logs: "file: 302 read, 292 new, 0 updated, 0 unchanged, 10 superseded, 0 rejected". */
export function describeReport(name: string, report: OcdsImportReport): string {
  return (
    `${name}: ${report.read} read, ${report.imported} new, ${report.updated} updated, ` +
    `${report.unchanged} unchanged, ${report.superseded} superseded, ` +
    `${report.rejected.length} rejected`
  );
}

/** The same rule as the upsert's: a later release date wins; a release with a date beats one without. */
function isOlder(candidate: GovTenderDraft, current: GovTenderDraft): boolean {
  if (!candidate.releaseDate) return current.releaseDate !== null;
  return current.releaseDate !== null && candidate.releaseDate < current.releaseDate;
}

async function countryIdsOf(
  db: DbExecutor,
  drafts: readonly GovTenderDraft[],
): Promise<Map<string, number>> {
  const codes = [
    ...new Set(drafts.map((draft) => draft.countryCode).filter((code) => code !== null)),
  ];
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, codes));
  return new Map(rows.map((row) => [row.code, row.id]));
}

type EuroConversion = (db: DbExecutor, draft: GovTenderDraft) => Promise<number | null>;

/** Values in EUR at the rates of `on`; a currency without a rate is asked for only once. */
function euroConversion(on: Date): EuroConversion {
  const currenciesWithoutRate = new Set<string>();
  return async (db, { valueAmount: amount, valueCurrency: currency }) => {
    if (amount === null || currency === null || currenciesWithoutRate.has(currency)) return null;
    const converted = await convertAmount(db, { amount, from: currency, to: 'EUR', on });
    if (!converted) currenciesWithoutRate.add(currency);
    return converted?.amount ?? null;
  };
}

const columns = getTableColumns(govTenders);
/** Columns compared to tell a changed release from a repeated one; derived values are left out. */
const CONTENT_COLUMNS = Object.entries(columns)
  .filter(([key]) => !['id', 'ocid', 'valueEur', 'importedAt', 'searchVector'].includes(key))
  .map(([, column]) => column.name);
const stored = (name: string) => sql.raw(`"gov_tenders"."${name}"`);
const incoming = (name: string) => sql.raw(`excluded."${name}"`);

const REPLACEMENT: Record<string, SQL> = Object.fromEntries([
  ...Object.entries(columns)
    .filter(([key]) => !['id', 'ocid', 'importedAt', 'searchVector'].includes(key))
    .map(([key, column]) => [key, incoming(column.name)]),
  ['importedAt', sql`now()`],
]);

/** The incoming release is newer: a later date, a date where there was none, or same date and other content. */
const IS_NEWER = sql`${incoming('release_date')} > ${stored('release_date')}
  OR (${stored('release_date')} IS NULL AND ${incoming('release_date')} IS NOT NULL)
  OR (${incoming('release_date')} IS NOT DISTINCT FROM ${stored('release_date')}
    AND (${sql.join(CONTENT_COLUMNS.map(stored), sql`, `)})
      IS DISTINCT FROM (${sql.join(CONTENT_COLUMNS.map(incoming), sql`, `)}))`;

async function upsertBatch(
  tx: DbExecutor,
  batch: readonly GovTenderDraft[],
  countryIds: ReadonlyMap<string, number>,
  toEuro: EuroConversion,
): Promise<{ inserted: number; updated: number }> {
  const ocids = batch.map((draft) => draft.ocid);
  const existing = await tx
    .select({ ocid: govTenders.ocid })
    .from(govTenders)
    .where(inArray(govTenders.ocid, ocids));
  const wasStored = new Set(existing.map((row) => row.ocid));
  const rows: (typeof govTenders.$inferInsert)[] = [];
  for (const { countryCode, ...draft } of batch) {
    const countryId = countryCode === null ? null : (countryIds.get(countryCode) ?? null);
    rows.push({ ...draft, countryId, valueEur: await toEuro(tx, { countryCode, ...draft }) });
  }
  const written = await tx
    .insert(govTenders)
    .values(rows)
    .onConflictDoUpdate({ target: govTenders.ocid, set: REPLACEMENT, setWhere: IS_NEWER })
    .returning({ ocid: govTenders.ocid });
  const updated = written.filter((row) => wasStored.has(row.ocid)).length;
  return { inserted: written.length - updated, updated };
}
