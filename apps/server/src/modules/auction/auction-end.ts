/**
 * What happens once when an auction ends (DESIGN §5): the final ranking is settled, the winner
 * recorded, and a savings record written for the owner and the winning supplier. The winner is
 * the ranking's leader: position 1, or under a sharing tie rule the earliest of the offers tied
 * for the best rank (the others are told they tied for first; the award decides). Runs inside the
 * transaction that moved the tender to ENDED, so it is done exactly once.
 */
import { eq } from 'drizzle-orm';
import { round2, type TieRule } from '@tendermark/shared';
import type { Transaction } from '../../db/client.ts';
import { savings, tenders } from '../../db/schema/index.ts';
import type { StandingPush } from './events.ts';
import { rankEntries, readActiveEntries, standingChanged, standingOf } from './room-state.ts';
import { writeRoomChanges } from './room-writes.ts';
import { tenderStructure } from './tender-structure.ts';

export type EndedTender = {
  id: string;
  ownerId: string;
  name: string;
  currency: string;
  version: number;
  endDate: Date;
};

export type AuctionEnd = {
  tenderId: string;
  tieRule: TieRule;
  winner?: { userId: string; userName: string; total: number | null };
  /** Under a sharing tie rule, the user names of every offer tied for first (winner's first). */
  tiedForFirst: string[];
  expectedTotal: number;
  savings: number | null;
  standings: StandingPush[];
};

export async function settleAuctionEnd(
  tx: Transaction,
  tender: EndedTender,
  endedAt: Date,
): Promise<AuctionEnd> {
  const structure = await tenderStructure(tx, tender.id, tender.version);
  const entries = await readActiveEntries(tx, tender.id);
  const ranking = rankEntries(structure, entries);
  const standings = entries.map((entry) => ({
    entry,
    standing: standingOf(entry, ranking),
  }));
  await writeRoomChanges(tx, {
    tenderId: tender.id,
    entries: standings
      .filter(({ entry, standing }) => standingChanged(entry, standing))
      .map(({ standing }) => standing),
    itemBestBids: new Map(),
    criterionBestBids: new Map(),
  });

  const winner = standings.find(({ entry }) => entry.id === ranking.leaderId);
  const winningTotal = winner?.standing.total ?? null;
  const amount = winningTotal === null ? null : round2(structure.expectedTotal - winningTotal);
  await tx
    .update(tenders)
    .set({ winnerSupplierId: winner?.entry.id ?? null, endedAt })
    .where(eq(tenders.id, tender.id));
  if (winner && amount !== null) {
    const record = {
      tenderId: tender.id,
      currency: tender.currency,
      amount,
      tenderName: tender.name,
      date: tender.endDate,
    };
    await tx
      .insert(savings)
      .values([
        { ...record, userId: tender.ownerId, isOwner: true },
        { ...record, userId: winner.entry.userId, isOwner: false },
      ])
      .onConflictDoNothing();
  }

  const userNameOf = new Map(entries.map((entry) => [entry.id, entry.userName]));
  return {
    tenderId: tender.id,
    tieRule: structure.tieRule,
    tiedForFirst:
      ranking.leaderIds.length > 1 ? ranking.leaderIds.map((id) => userNameOf.get(id)!) : [],
    winner: winner && {
      userId: winner.entry.userId,
      userName: winner.entry.userName,
      total: winningTotal,
    },
    expectedTotal: structure.expectedTotal,
    savings: amount,
    standings: standings.map(({ entry, standing }) => ({
      userId: entry.userId,
      userName: entry.userName,
      position: standing.position,
      tiedWith: ranking.tiedWith.get(entry.id) ?? 0,
      score: standing.score,
      total: standing.total,
      notify: true,
    })),
  };
}
