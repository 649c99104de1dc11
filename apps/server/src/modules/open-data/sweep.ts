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

/** Ids of the tenders the open data may be behind on, the least recently changed first. */
async function tendersToLookAt(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  limit: number,
): Promise<string[]> {
  const now = ctx.clock.now().toISOString();
  // Both drivers (pg and PGlite) answer a raw query with { rows }.
  const result = (await ctx.db.execute(sql`
    SELECT t.id FROM (
      SELECT tenders.id,
        greatest(tenders.updated_at, tenders.award_decided_at, tenders.award_final_at, (
          SELECT max(greatest(awards.awarded_at, awards.canceled_at))
          FROM tender_awards awards WHERE awards.tender_id = tenders.id
        )) AS changed_at,
        (SELECT max(releases.published_at) FROM ocds_releases releases
          WHERE releases.tender_id = tenders.id) AS published_at
      FROM tenders
      WHERE tenders.is_public AND NOT tenders.is_demo
        AND tenders.status NOT IN (${TenderStatus.NEW}, ${TenderStatus.FREEZE})
    ) t
    WHERE t.published_at IS NULL OR t.changed_at > t.published_at
      OR (t.changed_at > t.published_at - ${CHANGE_MARGIN}
        AND t.changed_at > ${now}::timestamptz - ${RECHECK_WINDOW})
    ORDER BY t.changed_at, t.id
    LIMIT ${limit}`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((row) => row.id);
}

/** Publishes what changed; returns how many releases it wrote. */
export async function publishChangedTenders(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  { limit = SWEEP_BATCH }: { limit?: number } = {},
): Promise<number> {
  let written = 0;
  for (const tenderId of await tendersToLookAt(ctx, limit)) {
    const outcome = await publishTender(ctx, tenderId);
    if (outcome.kind === 'published') written++;
  }
  return written;
}
