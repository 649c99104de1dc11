/**
 * Recomputes a room from the stored offers after something other than a bid changed who takes
 * part (a supplier left, was blocked, removed or approved): best bids, positions, scores and
 * totals are rewritten where they differ, and the changes pushed after the commit (roomRanked).
 */
import { and, eq, ne, or, isNotNull, sql } from 'drizzle-orm';
import { Constants, SupplierStatus } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { tenderCriteria, tenderItems, tenderSuppliers } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { isUuid } from '../../lib/ids.ts';
import type { RoomUpdate } from './events.ts';
import {
  changedBestBids,
  lockTender,
  rankEntries,
  readActiveEntries,
  standingChanged,
  standingOf,
  storedTiedWith,
} from './room-state.ts';
import { writeRoomChanges } from './room-writes.ts';
import { tenderStructure } from './tender-structure.ts';

async function storedBestBids(tx: Transaction, tenderId: string) {
  const toMap = (rows: { id: string; bestBid: number | null }[]) =>
    new Map(
      rows.filter((row) => row.bestBid !== null).map((row) => [row.id, row.bestBid as number]),
    );
  // One connection runs one statement at a time: in a transaction, queries go in sequence.
  const items = await tx
    .select({ id: tenderItems.id, bestBid: tenderItems.bestBid })
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, tenderId));
  const criteria = await tx
    .select({ id: tenderCriteria.id, bestBid: tenderCriteria.bestBid })
    .from(tenderCriteria)
    .where(eq(tenderCriteria.tenderId, tenderId));
  return { items: toMap(items), criteria: toMap(criteria) };
}

/**
 * Entries that no longer take part keep their offer but lose their rank. Returns the positions
 * they held: one may have shared its position with an entry still taking part.
 */
async function unrankInactive(
  tx: Transaction,
  tenderId: string,
): Promise<{ id: string; position: number }[]> {
  const inactive = and(
    eq(tenderSuppliers.tenderId, tenderId),
    ne(tenderSuppliers.status, SupplierStatus.ACCEPTED),
    or(ne(tenderSuppliers.overallPosition, Constants.noPosition), isNotNull(tenderSuppliers.score)),
  );
  const held = await tx
    .select({ id: tenderSuppliers.id, position: tenderSuppliers.overallPosition })
    .from(tenderSuppliers)
    .where(inactive);
  if (held.length > 0)
    await tx
      .update(tenderSuppliers)
      .set({ overallPosition: Constants.noPosition, score: sql`NULL` })
      .where(inactive);
  return held;
}

async function refreshInTransaction(
  tx: Transaction,
  tenderId: string,
): Promise<RoomUpdate | undefined> {
  const tender = await lockTender(tx, tenderId);
  if (!tender) return undefined;
  const structure = await tenderStructure(tx, tender.id, tender.version);
  const entries = await readActiveEntries(tx, tender.id);
  const stored = await storedBestBids(tx, tender.id);
  const ranking = rankEntries(structure, entries);
  const tiedBefore = storedTiedWith([...entries, ...(await unrankInactive(tx, tender.id))]);
  const standings = entries.map((entry) => {
    const standing = standingOf(entry, ranking);
    const tiedWith = ranking.tiedWith.get(entry.id) ?? 0;
    const tieChanged = tiedWith !== tiedBefore.get(entry.id);
    return { entry, standing, tiedWith, tieChanged, changed: standingChanged(entry, standing) };
  });
  const itemBestBids = changedBestBids(
    stored.items,
    ranking.itemBestBids,
    structure.itemsById.keys(),
  );
  const criterionBestBids = changedBestBids(
    stored.criteria,
    ranking.criterionBestBids,
    structure.criteriaById.keys(),
  );
  await writeRoomChanges(tx, {
    tenderId: tender.id,
    entries: standings.filter(({ changed }) => changed).map(({ standing }) => standing),
    itemBestBids,
    criterionBestBids,
  });
  return {
    tenderId: tender.id,
    status: tender.status,
    bidVisibility: tender.bidVisibility,
    seq: tender.bidSeq,
    itemBestBids,
    criterionBestBids,
    standings: standings.map(({ entry, standing, tiedWith, tieChanged }) => ({
      userId: entry.userId,
      userName: entry.userName,
      position: standing.position,
      tiedWith,
      score: standing.score,
      total: standing.total,
      notify: entry.position !== standing.position || tieChanged,
    })),
    rankingChanged: true,
  };
}

/** Call after the commit that changed participation or offers other than through a bid. */
export async function refreshRoom(ctx: AppContext, tenderId: string): Promise<void> {
  if (!isUuid(tenderId)) return;
  await inTransaction(ctx, async (tx, events) => {
    const update = await refreshInTransaction(tx, tenderId);
    if (update) events.record({ type: 'roomRanked', update });
  });
}
