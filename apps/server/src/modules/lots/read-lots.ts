/**
 * A tender's lots as GetLots answers them (issue 30): every lot in position order for whoever may
 * read the room; a supplier's own part in each; the owner, who holds each closed lot. Nobody is
 * told who remains in a Japanese lot, only how many.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  toAuctionFormat,
  type AuctionFormat,
  type TLotsReply,
  type TMyLotPart,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { lotMembers, tenderLots, tenderSuppliers, tenders, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { roomViewer, supplierEntryId } from '../auction/room-access.ts';
import { toLotState, type LotRow } from './lot-rows.ts';

async function lotRows(ctx: AppContext, tenderId: string): Promise<LotRow[]> {
  return ctx.db
    .select()
    .from(tenderLots)
    .where(eq(tenderLots.tenderId, tenderId))
    .orderBy(asc(tenderLots.position), asc(tenderLots.itemId));
}

async function myParts(
  ctx: AppContext,
  format: AuctionFormat,
  lots: LotRow[],
  supplierId: string,
): Promise<TMyLotPart[]> {
  const members =
    format === 'japanese' && lots.length > 0
      ? await ctx.db
          .select()
          .from(lotMembers)
          .where(
            and(
              eq(lotMembers.supplierId, supplierId),
              inArray(
                lotMembers.itemId,
                lots.map((lot) => lot.itemId),
              ),
            ),
          )
      : [];
  const memberOf = new Map(members.map((member) => [member.itemId, member]));
  return lots.map((lot) => {
    const member = memberOf.get(lot.itemId);
    const isWinner = lot.state === 'closed' && lot.winnerSupplierId === supplierId;
    if (format !== 'japanese')
      return { itemId: lot.itemId, isMember: true, acceptedRound: null, dropped: false, isWinner };
    return {
      itemId: lot.itemId,
      isMember: member !== undefined,
      acceptedRound: member && member.acceptedRound >= 0 ? member.acceptedRound : null,
      dropped: member?.droppedRound !== null && member?.droppedRound !== undefined,
      isWinner,
    };
  });
}

async function winners(ctx: AppContext, lots: LotRow[]) {
  const ids = lots
    .filter((lot) => lot.state === 'closed' && lot.winnerSupplierId)
    .map((lot) => lot.winnerSupplierId!);
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: tenderSuppliers.id, userName: users.userName })
    .from(tenderSuppliers)
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .where(inArray(tenderSuppliers.id, ids));
  const nameOf = new Map(rows.map((row) => [row.id, row.userName]));
  return lots.flatMap((lot) => {
    const userName = lot.state === 'closed' && nameOf.get(lot.winnerSupplierId ?? '');
    return userName ? [{ itemId: lot.itemId, userName }] : [];
  });
}

/**
 * The lots of a tender as everyone in its room may see them; with a viewer, the supplier's own
 * part or the owner's winners. Demo bidders and other services read it without a viewer.
 */
export async function readLots(
  ctx: AppContext,
  tenderId: string,
  viewer?: { role: 'owner' } | { role: 'supplier'; supplierId: string },
): Promise<TLotsReply> {
  if (!isUuid(tenderId)) throw notFound();
  const [tender] = await ctx.db
    .select({ auctionFormat: tenders.auctionFormat })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  if (!tender) throw notFound();
  const format = toAuctionFormat(tender.auctionFormat);
  const lots = await lotRows(ctx, tenderId);
  const reply: TLotsReply = {
    tenderId,
    format,
    serverTime: ctx.clock.now().toISOString(),
    lots: lots.map((lot) => toLotState(lot, format)),
  };
  if (viewer?.role === 'supplier') reply.mine = await myParts(ctx, format, lots, viewer.supplierId);
  if (viewer?.role === 'owner') reply.winners = await winners(ctx, lots);
  return reply;
}

/** GetLots: the room's readers only (its owner and the suppliers in the auction), else 404. */
export async function lotsFor(ctx: AppContext, user: AuthUser, tenderId: string) {
  const { role } = await roomViewer(ctx, user, tenderId);
  if (role === 'owner') return readLots(ctx, tenderId, { role });
  const supplierId = await supplierEntryId(ctx, tenderId, user.id);
  if (!supplierId) throw notFound();
  return readLots(ctx, tenderId, { role, supplierId });
}
