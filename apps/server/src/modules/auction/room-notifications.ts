/** In-app notifications of the room's start and end to the owner and the (real) participants. */
import { and, eq } from 'drizzle-orm';
import {
  Constants,
  Messages,
  NotificationLinkAction,
  SupplierStatus,
  fillMessage,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { tenderSuppliers } from '../../db/schema/index.ts';
import { notify } from '../notifications/service.ts';
import type { AuctionEnd } from './auction-end.ts';

type NotifiedTender = { id: string; ownerId: string; name: string };

/** Accepted suppliers other than demo bidders (who are not people). */
export async function participantUserIds(db: DbExecutor, tenderId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: tenderSuppliers.userId })
    .from(tenderSuppliers)
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
        eq(tenderSuppliers.isDemo, false),
      ),
    );
  return rows.map((row) => row.userId);
}

const ownerLink = (tenderId: string) => ({
  action: NotificationLinkAction.OWNER_TENDER,
  dataId: tenderId,
});
const supplierLink = (tenderId: string) => ({
  action: NotificationLinkAction.SUPPLIER_TENDER,
  dataId: tenderId,
});

export async function notifyAuctionStarted(ctx: AppContext, tender: NotifiedTender) {
  const text = fillMessage(Messages.auctionStartedText, { name: tender.name });
  const title = Messages.auctionStartedTitle;
  const suppliers = await participantUserIds(ctx.db, tender.id);
  await Promise.all([
    notify(ctx, tender.ownerId, { title, text, link: ownerLink(tender.id) }),
    ...suppliers.map((userId) =>
      notify(ctx, userId, { title, text, link: supplierLink(tender.id) }),
    ),
  ]);
}

function supplierEndText(name: string, end: AuctionEnd, userId: string): string {
  if (end.winner?.userId === userId) return fillMessage(Messages.auctionEndedWinnerText, { name });
  const position = end.standings.find((standing) => standing.userId === userId)?.position;
  if (position === undefined || position === Constants.noPosition)
    return fillMessage(Messages.auctionEndedUnrankedText, { name });
  return fillMessage(Messages.auctionEndedPositionText, { name, position });
}

export async function notifyAuctionEnded(ctx: AppContext, tender: NotifiedTender, end: AuctionEnd) {
  const title = Messages.auctionEndedTitle;
  const name = tender.name;
  const ownerText = end.winner
    ? fillMessage(Messages.auctionEndedOwnerWinnerText, { name, winner: end.winner.userName })
    : fillMessage(Messages.auctionEndedOwnerText, { name });
  const suppliers = await participantUserIds(ctx.db, tender.id);
  await Promise.all([
    notify(ctx, tender.ownerId, { title, text: ownerText, link: ownerLink(tender.id) }),
    ...suppliers.map((userId) =>
      notify(ctx, userId, {
        title,
        text: supplierEndText(name, end, userId),
        link: supplierLink(tender.id),
      }),
    ),
  ]);
}
