/**
 * importOcds: OCDS releases from a JSON or JSON Lines file or text into gov_tenders, one row per
 * ocid, read as a stream and written in batches, so that memory stays flat whatever the size. A
 * release replaces the stored one only when it is newer, so importing a file again changes nothing.
 */
import { createReadStream } from 'node:fs';
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { round2 } from '@tendermark/shared';
import type { AppContext } from '../../../context.ts';
import type { DbExecutor } from '../../../db/client.ts';
import { countries, govTenders } from '../../../db/schema/index.ts';
import { rateOn, type RateUsed } from '../../exchange-rates/service.ts';
import { MAX_LISTED_RELEASES } from './limits.ts';
import { geocodePlaceText, pointInCountry } from '../geocode.ts';
import { normalizeRelease, type GovTenderDraft } from './normalize.ts';
import { readOcdsSource, type SourceRejection } from './read-source.ts';

export type OcdsSource = {
  /** Shown in reports; also the publisher of releases that name none. */
  name: string;
  /** The licence of releases that state none (bare releases carry no licence). */
  license?: string;
} & ({ text: string } | { path: string });

/** A release by its line: why it was rejected, or what was repaired before it was stored. */
export type ReleaseNote = SourceRejection;

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
  /** Releases (or lines) not stored: how many, and the first MAX_LISTED_RELEASES in line order. */
  rejectedCount: number;
  rejected: ReleaseNote[];
  /** Releases stored after a repair (characters removed, fields cut): how many, and the first ones. */
  cleanedCount: number;
  cleaned: ReleaseNote[];
};

export type ImportContext = Pick<AppContext, 'db' | 'clock'>;

/** Rows per INSERT: 500 rows × 23 columns stays far below PostgreSQL's 65,535 parameters. */
const BATCH_SIZE = 500;

/**
 * Imports every release of the source; a release that cannot be a row is reported with its line
 * and reason and does not stop the others, nor does one the database refuses (its SQLSTATE is
 * reported, never the statement). read = imported + updated + unchanged + superseded +
 * rejectedCount.
 */
export async function importOcds(
  ctx: ImportContext,
  source: OcdsSource,
): Promise<OcdsImportReport> {
  const report: OcdsImportReport = {
    read: 0,
    imported: 0,
    updated: 0,
    unchanged: 0,
    superseded: 0,
    rejectedCount: 0,
    rejected: [],
    cleanedCount: 0,
    cleaned: [],
  };
  const writer = new BatchWriter(ctx, report, await databaseNow(ctx.db));
  for await (const entry of readOcdsSource(chunksOf(source))) {
    report.read++;
    if (entry.kind === 'rejected') {
      noteRejected(report, entry);
      continue;
    }
    const { line } = entry;
    const result = normalizeRelease(entry.release, {
      package: entry.package,
      defaultLicense: source.license,
      fallbackPublisher: source.name,
    });
    if (!result.ok) {
      const { ocid, reason } = result;
      noteRejected(report, ocid ? { line, ocid, reason } : { line, reason });
      continue;
    }
    const notes = [...entry.notes, ...result.notes];
    if (notes.length > 0) {
      report.cleanedCount++;
      if (report.cleaned.length < MAX_LISTED_RELEASES)
        report.cleaned.push({ line, ocid: result.row.ocid, reason: notes.join('; ') });
    }
    await writer.add(result.row, line);
  }
  await writer.flush();
  report.rejected.sort((a, b) => a.line - b.line);
  return report;
}

function noteRejected(report: OcdsImportReport, rejection: SourceRejection): void {
  report.rejectedCount++;
  if (report.rejected.length < MAX_LISTED_RELEASES) {
    const { line, ocid, reason } = rejection;
    report.rejected.push(ocid ? { line, ocid, reason } : { line, reason });
  }
}

/** Characters of a text source handed to the reader at a time. */
const TEXT_CHUNK = 64 * 1024;

async function* chunksOf(source: OcdsSource): AsyncGenerator<string> {
  if ('path' in source) {
    yield* createReadStream(source.path, { encoding: 'utf8', highWaterMark: TEXT_CHUNK });
    return;
  }
  for (let start = 0; start < source.text.length; start += TEXT_CHUNK)
    yield source.text.slice(start, start + TEXT_CHUNK);
}

/** The database's time as text: rows this import wrote have an imported_at at or after it. */
async function databaseNow(db: DbExecutor): Promise<string> {
  // Both drivers (pg and PGlite) answer a raw query with { rows }.
  const result = (await db.execute(sql`SELECT now()::text AS now`)) as unknown as {
    rows: Array<{ now: string }>;
  };
  return result.rows[0]!.now;
}

/** One line for logs: "file: 302 read, 292 new, 0 updated, 0 unchanged, 10 superseded, 0 rejected, 0 cleaned". */
export function describeReport(name: string, report: OcdsImportReport): string {
  return (
    `${name}: ${report.read} read, ${report.imported} new, ${report.updated} updated, ` +
    `${report.unchanged} unchanged, ${report.superseded} superseded, ` +
    `${report.rejectedCount} rejected, ${report.cleanedCount} cleaned`
  );
}

/** The same rule as the upsert's: a later release date wins; a release with a date beats one without. */
function isOlder(candidate: GovTenderDraft, current: GovTenderDraft): boolean {
  if (!candidate.releaseDate) return current.releaseDate !== null;
  return current.releaseDate !== null && candidate.releaseDate < current.releaseDate;
}

type Pending = { draft: GovTenderDraft; line: number };
type BatchOutcome = { inserted: number; updated: number; unchanged: number; superseded: number };

/**
 * Collects releases and writes them BATCH_SIZE at a time, each batch in its own transaction. Of
 * two releases of one ocid in a batch the newer is written; one whose ocid this import already
 * wrote in an earlier batch counts as superseded, as it would have in the same batch.
 */
class BatchWriter {
  private pending = new Map<string, Pending>();
  private readonly countryIds = new Map<string, number | null>();
  private readonly toEuro: EuroConversion;

  /** @param startedAt the database's time when the import started (see databaseNow). */
  constructor(
    private readonly ctx: ImportContext,
    private readonly report: OcdsImportReport,
    private readonly startedAt: string,
  ) {
    this.toEuro = euroConversion(ctx.clock.now());
  }

  async add(draft: GovTenderDraft, line: number): Promise<void> {
    const current = this.pending.get(draft.ocid);
    if (current) this.report.superseded++;
    if (!current || !isOlder(draft, current.draft)) this.pending.set(draft.ocid, { draft, line });
    if (this.pending.size >= BATCH_SIZE) await this.flush();
  }

  async flush(): Promise<void> {
    const batch = [...this.pending.values()];
    this.pending = new Map();
    if (batch.length === 0) return;
    await this.resolveCountries(batch);
    try {
      this.count(await this.write(batch));
    } catch (error) {
      const code = sqlStateOf(error);
      if (!isDataError(code)) throw new OcdsDatabaseError(code, error);
      // One release the database refuses must not cost the others: write them one by one.
      for (const pending of batch) await this.writeAlone(pending);
    }
  }

  private async writeAlone(pending: Pending): Promise<void> {
    try {
      this.count(await this.write([pending]));
    } catch (error) {
      const code = sqlStateOf(error);
      if (!isDataError(code)) throw new OcdsDatabaseError(code, error);
      noteRejected(this.report, {
        line: pending.line,
        ocid: pending.draft.ocid,
        reason: `refused by the database (SQLSTATE ${code})`,
      });
    }
  }

  private write(batch: readonly Pending[]): Promise<BatchOutcome> {
    return this.ctx.db.transaction((tx) =>
      upsertBatch(tx, batch, {
        countryIds: this.countryIds,
        toEuro: this.toEuro,
        startedAt: this.startedAt,
      }),
    );
  }

  private count(outcome: BatchOutcome): void {
    this.report.imported += outcome.inserted;
    this.report.updated += outcome.updated;
    this.report.unchanged += outcome.unchanged;
    this.report.superseded += outcome.superseded;
  }

  /** Looks up the country codes not seen in earlier batches. */
  private async resolveCountries(batch: readonly Pending[]): Promise<void> {
    const codes = [
      ...new Set(
        batch
          .map(({ draft }) => draft.countryCode)
          .filter((code) => code !== null && !this.countryIds.has(code)),
      ),
    ] as string[];
    if (codes.length === 0) return;
    const rows = await this.ctx.db
      .select({ id: countries.id, code: countries.code })
      .from(countries)
      .where(inArray(countries.code, codes));
    for (const code of codes) this.countryIds.set(code, null);
    for (const row of rows) this.countryIds.set(row.code, row.id);
  }
}

/**
 * A database failure of the import as a whole (the database went away, a permission is missing):
 * its message carries the SQLSTATE and the driver's message, never the statement or its values.
 */
export class OcdsDatabaseError extends Error {
  constructor(
    readonly code: string | undefined,
    cause: unknown,
  ) {
    super(`database error${code ? ` ${code}` : ''}: ${driverMessageOf(cause)}`);
    this.name = 'OcdsDatabaseError';
  }
}

/** An error of the import as it may be printed: for a database error, no statement and no values. */
export function importErrorMessage(error: unknown): string {
  if (error instanceof OcdsDatabaseError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return sqlStateOf(error) || message.startsWith('Failed query')
    ? new OcdsDatabaseError(sqlStateOf(error), error).message
    : message;
}

/** The error of the driver under Drizzle's wrapper, whose message holds the whole statement. */
function driverErrorOf(error: unknown): unknown {
  let current = error;
  while (current instanceof Error && current.cause !== undefined && !sqlStateIn(current))
    current = current.cause;
  return current;
}

function sqlStateIn(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

function sqlStateOf(error: unknown): string | undefined {
  return sqlStateIn(driverErrorOf(error));
}

function driverMessageOf(error: unknown): string {
  const driverError = driverErrorOf(error);
  const message = driverError instanceof Error ? driverError.message : String(driverError);
  // Drizzle's own message starts with the statement: never show it.
  return message.startsWith('Failed query') ? 'query failed' : message;
}

/**
 * SQLSTATE classes caused by the values of a row: data exceptions (22: NUL in text, a number out
 * of range, bad JSON), integrity (23) and limits such as a too long tsvector (54).
 */
function isDataError(code: string | undefined): boolean {
  return code !== undefined && ['22', '23', '54'].includes(code.slice(0, 2));
}

const LARGEST_EURO_AMOUNT = 1e18;

type EuroConversion = (db: DbExecutor, draft: GovTenderDraft) => Promise<number | null>;

/**
 * Values in EUR at the rates of `on`, as convertAmount computes them; each currency's rate is
 * asked for once per import, not once per release.
 */
function euroConversion(on: Date): EuroConversion {
  const day = on.toISOString().slice(0, 10);
  const rates = new Map<string, Promise<RateUsed | undefined>>();
  return async (db, { valueAmount: amount, valueCurrency: currency }) => {
    if (amount === null || currency === null) return null;
    let rate = rates.get(currency);
    if (!rate) {
      rate = rateOn(db, currency, day);
      rates.set(currency, rate);
    }
    const perEur = (await rate)?.perEur;
    if (perEur === undefined) return null;
    const inEuro = round2(amount / perEur);
    // numeric(20, 2) holds less than 10^18: a larger value in EUR is left unknown, not refused.
    return inEuro < LARGEST_EURO_AMOUNT ? inEuro : null;
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
  batch: readonly Pending[],
  lookups: {
    countryIds: ReadonlyMap<string, number | null>;
    toEuro: EuroConversion;
    startedAt: string;
  },
): Promise<BatchOutcome> {
  const ocids = batch.map(({ draft }) => draft.ocid);
  const existing = await tx
    .select({
      ocid: govTenders.ocid,
      isFromThisImport: sql<boolean>`${govTenders.importedAt} >= ${lookups.startedAt}::timestamptz`,
    })
    .from(govTenders)
    .where(inArray(govTenders.ocid, ocids));
  const stored = new Map(existing.map((row) => [row.ocid, row.isFromThisImport]));
  const rows: (typeof govTenders.$inferInsert)[] = [];
  for (const { draft } of batch) {
    const { countryCode, ...fields } = draft;
    const countryId = countryCode === null ? null : (lookups.countryIds.get(countryCode) ?? null);
    // A point the release gives, when it lies in the tender's country; else the gazetteer's.
    const given =
      fields.lat !== null && fields.lng !== null
        ? pointInCountry({ lat: fields.lat, lng: fields.lng }, countryCode)
        : null;
    const point =
      given ??
      geocodePlaceText(fields.deliveryPlace, countryCode) ??
      geocodePlaceText(fields.buyerAddress, countryCode);
    rows.push({
      ...fields,
      countryId,
      valueEur: await lookups.toEuro(tx, draft),
      lat: point?.lat ?? null,
      lng: point?.lng ?? null,
    });
  }
  const written = await tx
    .insert(govTenders)
    .values(rows)
    .onConflictDoUpdate({ target: govTenders.ocid, set: REPLACEMENT, setWhere: IS_NEWER })
    .returning({ ocid: govTenders.ocid });
  const wasWritten = new Set(written.map((row) => row.ocid));
  const outcome: BatchOutcome = { inserted: 0, updated: 0, unchanged: 0, superseded: 0 };
  for (const ocid of ocids) {
    const isFromThisImport = stored.get(ocid);
    if (isFromThisImport) outcome.superseded++;
    else if (!wasWritten.has(ocid)) outcome.unchanged++;
    else if (isFromThisImport === false) outcome.updated++;
    else outcome.inserted++;
  }
  return outcome;
}
