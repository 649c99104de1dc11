/** The outcome of an auction (winner, final ranking, savings) and a user's savings records. */
import { desc, eq } from 'drizzle-orm';
import {
  Constants,
  TenderStatus,
  round2,
  seesBestBids,
  type TAuctionResult,
  type TSavingsRecord,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { savings } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { roomViewer } from './room-access.ts';
import { readActiveEntries, storedTiedWith } from './room-state.ts';
import { tenderStructure } from './tender-structure.ts';

/**
 * GET GetAuctionResult. Before the end it shows the standing so far without a winner. A supplier
 * sees its own position (with `tiedWith` when a sharing tie rule puts others on it), whether it
 * won, and the winning total only when it won or may see best bids; the owner sees every entry.
 */
export async function auctionResult(
  ctx: AppContext,
  user: AuthUser,
  tenderId: string,
): Promise<TAuctionResult> {
  const { tender, role } = await roomViewer(ctx, user, tenderId);
  const [structure, entries] = await Promise.all([
    tenderStructure(ctx.db, tender.id, tender.version),
    readActiveEntries(ctx.db, tender.id),
  ]);
  const ended = tender.status === TenderStatus.ENDED;
  const winnerEntry = ended
    ? entries.find((entry) => entry.id === tender.winnerSupplierId)
    : undefined;
  const isMe = winnerEntry?.userId === user.id;
  const visible = role === 'owner' ? entries : entries.filter((entry) => entry.userId === user.id);
  const tiedWith = storedTiedWith(entries);
  // Offers sharing a position (a sharing tie rule) come earliest first: the recorded winner leads.
  const finalRanking = [...visible]
    .sort(
      (a, b) =>
        a.position - b.position ||
        (a.position === Constants.noPosition ? 0 : a.reachedSeq - b.reachedSeq) ||
        a.userName.localeCompare(b.userName),
    )
    .map((entry) => ({
      userName: entry.userName,
      position: entry.position,
      ...(tiedWith.get(entry.id)! > 0 && { tiedWith: tiedWith.get(entry.id) }),
      ...(role === 'owner' && { score: entry.score, total: entry.total }),
    }));
  const showsTotals = isMe || seesBestBids(tender.bidVisibility, role, tender.status);
  const winningTotal = showsTotals ? (winnerEntry?.total ?? null) : null;
  return {
    tenderId: tender.id,
    tenderStatus: tender.status,
    endedAt: tender.endedAt?.toISOString() ?? null,
    currency: tender.currency,
    winner: winnerEntry
      ? { ...(role === 'owner' && { userName: winnerEntry.userName }), isMe }
      : null,
    finalRanking,
    expectedTotal: structure.expectedTotal,
    winningTotal,
    savings: winningTotal === null ? null : round2(structure.expectedTotal - winningTotal),
  };
}

/** GET GetMySavings: the caller's savings records, newest first (spec §3 Savings record). */
export async function mySavings(ctx: AppContext, userId: string): Promise<TSavingsRecord[]> {
  const rows = await ctx.db
    .select()
    .from(savings)
    .where(eq(savings.userId, userId))
    .orderBy(desc(savings.date));
  return rows.map((row) => ({
    tenderId: row.tenderId,
    currency: row.currency,
    date: row.date.toISOString(),
    amount: row.amount,
    tenderName: row.tenderName,
    isOwner: row.isOwner,
  }));
}
