/**
 * The open-data publisher: writes a tender's next OCDS release when what the open data says about
 * it changed. Crash-safe and idempotent: the content is rebuilt from the database every time and
 * compared with the last release's, so publishing again after a crash, a retry or on two nodes at
 * once writes nothing more. One transaction per tender holds an advisory lock on its ocid while it
 * compares and writes, and the unique (ocid, release_id) index refuses a second release of one
 * change should anything else write beside it.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { ocdsReleases } from '../../db/schema/index.ts';
import { ocidOf, releaseContent, releaseTags } from './release-content.ts';
import type { OcdsRelease, OcdsReleaseContent, OcdsReleaseTag } from './schemas.ts';
import { readTenderSnapshot } from './snapshot.ts';

export type PublishOutcome =
  | { kind: 'published'; releaseId: string; tags: OcdsReleaseTag[] }
  /** Nothing changed since the last release. */
  | { kind: 'unchanged' }
  /** Unknown, private, a demo, a draft or frozen: nothing is published. */
  | { kind: 'notPublic' };

/** The content of a stored release: everything but its id, date and tags. */
export function contentOf(release: OcdsRelease): OcdsReleaseContent {
  const { id: _id, date: _date, tag: _tag, ...content } = release;
  return content;
}

/** Waits for any other transaction publishing the same ocid, until this one ends. */
async function lockOcid(tx: Transaction, ocid: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ocds-release:${ocid}`}))`);
}

/** Writes the tender's next release if its open data changed since the last one. */
export async function publishTender(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  tenderId: string,
): Promise<PublishOutcome> {
  const ocid = ocidOf(ctx.config.openData.ocidPrefix, tenderId);
  return ctx.db.transaction(async (tx) => {
    await lockOcid(tx, ocid);
    const snapshot = await readTenderSnapshot(tx, tenderId);
    if (!snapshot) return { kind: 'notPublic' };
    const next = releaseContent(snapshot, ocid);
    const [last] = await tx
      .select({ release: ocdsReleases.release, publishedAt: ocdsReleases.publishedAt })
      .from(ocdsReleases)
      .where(eq(ocdsReleases.ocid, ocid))
      .orderBy(desc(ocdsReleases.id))
      .limit(1);
    const previous = last && contentOf(last.release as OcdsRelease);
    const tags = releaseTags(previous, next);
    if (tags.length === 0) return { kind: 'unchanged' };

    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(ocdsReleases)
      .where(eq(ocdsReleases.ocid, ocid));
    const releaseId = `${ocid}-${count + 1}`;
    // Release dates of an ocid never go back, even when two nodes' clocks disagree.
    const now = ctx.clock.now();
    const publishedAt = last && last.publishedAt > now ? last.publishedAt : now;
    const release: OcdsRelease = {
      ...next,
      id: releaseId,
      date: publishedAt.toISOString(),
      tag: tags,
    };
    const written = await tx
      .insert(ocdsReleases)
      .values({ tenderId, ocid, releaseId, tags, publishedAt, release })
      .onConflictDoNothing({ target: [ocdsReleases.ocid, ocdsReleases.releaseId] })
      .returning({ id: ocdsReleases.id });
    return written.length > 0 ? { kind: 'published', releaseId, tags } : { kind: 'unchanged' };
  });
}
