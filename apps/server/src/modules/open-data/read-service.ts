/**
 * The open data as OCDS packages: release packages paged by publication date, and record packages
 * (each ocid's releases linked, with its compiled release), one ocid or paged by the date of each
 * ocid's latest release. Read only; every package names its publisher, licence and policy.
 */
import { and, asc, eq, gt, gte, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import { ocdsReleases } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { compileReleases } from './compile.ts';
import { encodeCursor, type PageCursor } from './cursor.ts';
import type { OcdsRecord, OcdsRecordPackage, OcdsRelease, OcdsReleasePackage } from './schemas.ts';

type ReadContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

export type PageQuery = {
  /** Only what was published at or after this instant. */
  since?: Date;
  /** Only what comes after this cursor (links.next of the page before). */
  cursor?: PageCursor;
  limit: number;
};

export const RELEASES_PATH = '/api/ocds/releases';
export const RECORDS_PATH = '/api/ocds/records';
export const POLICY_PATH = '/api/ocds/publication-policy';

/** An absolute address of this API, with the given query parameters in a fixed order. */
function apiUrl(ctx: ReadContext, path: string, query: Record<string, string | undefined> = {}) {
  const url = new URL(`${ctx.config.publicUrl}${path}`);
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

const pageParameters = (query: PageQuery) => ({
  since: query.since?.toISOString(),
  cursor: query.cursor && encodeCursor(query.cursor),
  limit: String(query.limit),
});

/** What every package says besides its content; its date is that of its newest release. */
function packageMeta(ctx: ReadContext, uri: string, dates: readonly string[]) {
  const { openData, publicUrl } = ctx.config;
  const newest = dates.reduce<string | undefined>(
    (latest, date) => (latest === undefined || date > latest ? date : latest),
    undefined,
  );
  return {
    uri,
    version: '1.1' as const,
    publishedDate: newest ?? ctx.clock.now().toISOString(),
    publisher: { name: openData.publisherName, uri: publicUrl },
    license: openData.license,
    publicationPolicy: openData.publicationPolicy ?? `${publicUrl}${POLICY_PATH}`,
  };
}

const afterCursor = (cursor: PageCursor | undefined): SQL | undefined =>
  cursor &&
  sql`(${ocdsReleases.publishedAt}, ${ocdsReleases.id}) >
    (${cursor.publishedAt.toISOString()}::timestamptz, ${cursor.id}::bigint)`;

const pageConditions = (query: PageQuery) => [
  query.since ? gte(ocdsReleases.publishedAt, query.since) : undefined,
  afterCursor(query.cursor),
];

/** The page's rows and the cursor of the next page (when there are more rows). */
function pageOf<Row extends { publishedAt: Date; id: number }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last ? encodeCursor(last) : undefined };
}

/** GET /api/ocds/releases: the releases in publication order, of one ocid when asked. */
export async function releasePackage(
  ctx: ReadContext,
  query: PageQuery & { ocid?: string },
): Promise<OcdsReleasePackage> {
  const rows = await ctx.db
    .select({
      id: ocdsReleases.id,
      publishedAt: ocdsReleases.publishedAt,
      release: ocdsReleases.release,
    })
    .from(ocdsReleases)
    .where(
      and(query.ocid ? eq(ocdsReleases.ocid, query.ocid) : undefined, ...pageConditions(query)),
    )
    .orderBy(asc(ocdsReleases.publishedAt), asc(ocdsReleases.id))
    .limit(query.limit + 1);
  const { page, next } = pageOf(rows, query.limit);
  const releases = page.map((row) => row.release as OcdsRelease);
  const parameters = { ocid: query.ocid, ...pageParameters(query) };
  return {
    ...packageMeta(
      ctx,
      apiUrl(ctx, RELEASES_PATH, parameters),
      releases.map((release) => release.date),
    ),
    releases,
    links: next ? { next: apiUrl(ctx, RELEASES_PATH, { ...parameters, cursor: next }) } : {},
  };
}

/** The records of the ocids, in the order given, each with all its releases. */
async function recordsOf(ctx: ReadContext, ocids: readonly string[]): Promise<OcdsRecord[]> {
  if (ocids.length === 0) return [];
  const rows = await ctx.db
    .select({ ocid: ocdsReleases.ocid, release: ocdsReleases.release })
    .from(ocdsReleases)
    .where(inArray(ocdsReleases.ocid, [...ocids]))
    .orderBy(asc(ocdsReleases.id));
  const byOcid = new Map<string, OcdsRelease[]>();
  for (const row of rows) {
    const list = byOcid.get(row.ocid) ?? [];
    list.push(row.release as OcdsRelease);
    byOcid.set(row.ocid, list);
  }
  return ocids.flatMap((ocid) => {
    const releases = byOcid.get(ocid);
    if (!releases) return [];
    return [
      {
        ocid,
        releases: releases.map((release) => ({
          url: `${apiUrl(ctx, RELEASES_PATH, { ocid })}#${encodeURIComponent(release.id)}`,
          date: release.date,
          tag: release.tag,
        })),
        compiledRelease: compileReleases(releases),
      },
    ];
  });
}

/** GET /api/ocds/records/:ocid: the record of one ocid (404 when it has no release). */
export async function recordPackage(ctx: ReadContext, ocid: string): Promise<OcdsRecordPackage> {
  const records = await recordsOf(ctx, [ocid]);
  if (records.length === 0) throw notFound();
  return {
    ...packageMeta(
      ctx,
      apiUrl(ctx, `${RECORDS_PATH}/${encodeURIComponent(ocid)}`),
      records.map((record) => record.compiledRelease.date),
    ),
    records,
    links: {},
  };
}

const later = alias(ocdsReleases, 'later');

/**
 * GET /api/ocds/records: the records in the order of their latest release, so that paging by date
 * gives every ocid that changed since. Walks the releases by date and skips each release that a
 * later one of its ocid superseded.
 */
export async function recordsPackage(
  ctx: ReadContext,
  query: PageQuery,
): Promise<OcdsRecordPackage> {
  const isLatestOfItsOcid = notExists(
    ctx.db
      .select({ id: later.id })
      .from(later)
      .where(and(eq(later.ocid, ocdsReleases.ocid), gt(later.id, ocdsReleases.id))),
  );
  const rows = await ctx.db
    .select({ id: ocdsReleases.id, publishedAt: ocdsReleases.publishedAt, ocid: ocdsReleases.ocid })
    .from(ocdsReleases)
    .where(and(isLatestOfItsOcid, ...pageConditions(query)))
    .orderBy(asc(ocdsReleases.publishedAt), asc(ocdsReleases.id))
    .limit(query.limit + 1);
  const { page, next } = pageOf(rows, query.limit);
  const records = await recordsOf(
    ctx,
    page.map((row) => row.ocid),
  );
  const parameters = pageParameters(query);
  return {
    ...packageMeta(
      ctx,
      apiUrl(ctx, RECORDS_PATH, parameters),
      records.map((record) => record.compiledRelease.date),
    ),
    records,
    links: next ? { next: apiUrl(ctx, RECORDS_PATH, { ...parameters, cursor: next }) } : {},
  };
}

/** GET /api/ocds/publication-policy: what is published, when, under which licence. */
export function publicationPolicy(ctx: ReadContext): string {
  const { openData, publicUrl } = ctx.config;
  return `# Open contracting data: publication policy

${openData.publisherName} publishes every public tender of this marketplace as open data in the
Open Contracting Data Standard (OCDS) 1.1, under the licence ${openData.license}.

## What is published

- Each public tender, once its buyer publishes it: title, items (description, quantity, unit and
  the buyer's expected unit price), expected value and currency, the proposal deadline and the
  live auction's dates, and its status (active, complete, unsuccessful, cancelled).
- Its buyer, by company name (a buyer without a company is unnamed).
- Its award: each awarded supplier by company name (unnamed without one), the items and the value
  awarded. A supplier is named only by an award; the other bidders, all bids and all ranks are
  never published.
- A contract (status pending: the contract is signed outside the marketplace) for each awarded
  supplier once the buyer makes the award final.

Private tenders, drafts, demonstration tenders and the reasons buyers give to suppliers are never
published. A tender that an administrator froze is held back until it is released.

## When

A new release is written whenever what is published about a tender changes (published, prolonged,
ended, cancelled, awarded, award cancelled or made final), usually within seconds and at most a
few minutes later. Releases are never changed once written.

## Identifiers and access

- ocid: \`${openData.ocidPrefix}-<tender id>\`; release ids \`<ocid>-<n>\`, numbered from 1.
- Release packages: ${publicUrl}${RELEASES_PATH}?since=<date>&limit=<n> (oldest first; follow
  links.next), or ?ocid=<ocid> for one contracting process.
- Record packages: ${publicUrl}${RECORDS_PATH}/<ocid>, and ${publicUrl}${RECORDS_PATH}?since=<date>.
`;
}
