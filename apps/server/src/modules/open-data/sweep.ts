/**
 * The reconciliation sweep of the open data (run by the slow loop, jobs/mail-loop.ts): publishes
 * every publishable tender that has no release yet or changed around or after its last release,
 * so that a change whose after-commit publication was lost (the process died between the commit
 * and the publisher) is published a minute later. Publishing is idempotent (publisher.ts), so a
 * tender looked at again, or by two nodes, writes nothing twice.
 */
import { sql } from 'drizzle-orm';
import { TenderStatus } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { publishTender } from './publisher.ts';

/**
 * A change is looked at again when it is later than this before the last release: its
 * transaction may have stamped it before a release was written and committed after, and node
 * clocks may disagree by a little. Only while the change is recent (RECHECK_WINDOW): otherwise
 * every tender changed shortly before its release would be looked at on every run for ever, and
 * with more of them than a batch, the oldest would starve the new changes.
 */
const CHANGE_MARGIN = sql.raw(`interval '10 minutes'`);
const RECHECK_WINDOW = sql.raw(`interval '1 hour'`);

/** Tenders looked at per run; the next run takes the rest. */
const SWEEP_BATCH = 200;

/** The last instant a public tender's published content may have changed (awards included). */
const changedAt = sql`greatest(tenders.updated_at, tenders.award_decided_at, tenders.award_final_at, (
  SELECT max(greatest(awards.awarded_at, awards.canceled_at))
  FROM tender_awards awards WHERE awards.tender_id = tenders.id
))`;
const isPublishable = sql`tenders.is_public AND NOT tenders.is_demo
  AND tenders.status NOT IN (${TenderStatus.NEW}, ${TenderStatus.FREEZE})`;

/** changedAt as PostgreSQL's text: a JS Date would cut its microseconds and the cursor would repeat. */
type Candidate = { id: string; changedAt: string };
type Cursor = Pick<Candidate, 'id' | 'changedAt'>;

/** Only the candidates after the cursor, in (changed, id) order. */
const afterCursor = (after: Cursor | undefined) =>
  after
    ? sql`AND (t.changed_at, t.id) > (${after.changedAt}::timestamptz, ${after.id}::uuid)`
    : sql``;

/**
 * Every publishable tender the open data may be behind on (never published, changed after its
 * last release, or shortly before it while recent), the least recently changed first: the whole
 * table is read, so a process does this once, when it starts.
 */
async function behindAnywhere(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  after: Cursor | undefined,
  limit: number,
): Promise<Candidate[]> {
  const now = ctx.clock.now().toISOString();
  // Both drivers (pg and PGlite) answer a raw query with { rows }.
  const result = (await ctx.db.execute(sql`
    SELECT t.id, t.changed_at::text AS "changedAt" FROM (
      SELECT tenders.id, ${changedAt} AS changed_at,
        (SELECT max(releases.published_at) FROM ocds_releases releases
          WHERE releases.tender_id = tenders.id) AS published_at
      FROM tenders WHERE ${isPublishable}
    ) t
    WHERE (t.published_at IS NULL OR t.changed_at > t.published_at
      OR (t.changed_at > t.published_at - ${CHANGE_MARGIN}
        AND t.changed_at > ${now}::timestamptz - ${RECHECK_WINDOW})) ${afterCursor(after)}
    ORDER BY t.changed_at, t.id
    LIMIT ${limit}`)) as unknown as { rows: Candidate[] };
  return result.rows;
}

/**
 * The publishable tenders changed since `since` (less the margin), after the cursor, in
 * (changed, id) order: what a later run of a process looks at.
 */
async function changedSince(
  ctx: Pick<AppContext, 'db'>,
  since: Date,
  after: Cursor | undefined,
  limit: number,
): Promise<Candidate[]> {
  const from = since.toISOString();
  const result = (await ctx.db.execute(sql`
    SELECT t.id, t.changed_at::text AS "changedAt" FROM (
      SELECT tenders.id, ${changedAt} AS changed_at FROM tenders WHERE ${isPublishable}
    ) t
    WHERE t.changed_at > ${from}::timestamptz - ${CHANGE_MARGIN} ${afterCursor(after)}
    ORDER BY t.changed_at, t.id
    LIMIT ${limit}`)) as unknown as { rows: Candidate[] };
  return result.rows;
}

async function publishAll(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  candidates: readonly Candidate[],
): Promise<number> {
  let written = 0;
  for (const { id } of candidates) {
    const outcome = await publishTender(ctx, id);
    if (outcome.kind === 'published') written++;
  }
  return written;
}

/** One full look (as a process's first run): publishes what changed; returns how many releases. */
export async function publishChangedTenders(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  { limit = SWEEP_BATCH }: { limit?: number } = {},
): Promise<number> {
  return publishAll(ctx, await behindAnywhere(ctx, undefined, limit));
}

export type OpenDataSweep = {
  /** One run of the slow loop; returns how many releases it wrote. */
  run(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): Promise<number>;
};

/**
 * The sweep of one process. Its first pass reads every public tender (a lost publication before
 * a crash is found then, as the process comes back); later passes read only the tenders changed
 * since the previous pass began. A pass goes batch after batch by a (changed, id) cursor, so a
 * batch full of tenders that need nothing cannot hold back the ones after it, and a minute's run
 * costs what changed, not every tender ever published.
 */
export function createOpenDataSweep({
  limit = SWEEP_BATCH,
}: { limit?: number } = {}): OpenDataSweep {
  /** Where the current pass began (undefined before the first pass is done), and its cursor. */
  let since: Date | undefined;
  let passStartedAt: Date | undefined;
  let after: Cursor | undefined;
  return {
    async run(ctx) {
      passStartedAt ??= ctx.clock.now();
      const candidates = since
        ? await changedSince(ctx, since, after, limit)
        : await behindAnywhere(ctx, after, limit);
      const written = await publishAll(ctx, candidates);
      if (candidates.length < limit) {
        since = passStartedAt;
        passStartedAt = undefined;
        after = undefined;
      } else {
        after = candidates.at(-1);
      }
      return written;
    },
  };
}
