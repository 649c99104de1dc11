/**
 * What the owner and the (real) participants of an auction are told about the room: it starts
 * soon, started, was prolonged, has an announcement, ended with a result. In-app always; by mail
 * for the start reminder and the result, when the user wants those mails. Each is written in the
 * caller's transaction (the one that made it happen): the notification rows and the mail outbox
 * rows commit with the change, and go out after it (events/).
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  Constants,
  Messages,
  NotificationLinkAction,
  SupplierStatus,
  fillMessage,
  standingKind,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { tenderSuppliers, users } from '../../db/schema/index.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { formatUtc } from '../../lib/utc.ts';
import type { MailUser } from '../../mail/preferences.ts';
import { recordNotification } from '../notifications/service.ts';
import type { AuctionEnd } from './auction-end.ts';

export type NotifiedTender = { id: string; ownerId: string; name: string };
/** The transaction that made the change, and its events. */
type ChangeTransaction = { tx: DbExecutor; events: EventRecorder };
type Notice = { title: string; text: string };
/** Who is told what: the owner's notice, and each participant's (by user id). */
type RoomNotices = { owner?: Notice; supplier?: (userId: string) => Notice };

/** Accepted suppliers other than demo bidders (who are not people), with what mails need. */
async function participants(db: DbExecutor, tenderId: string): Promise<MailUser[]> {
  return db
    .select({ id: users.id, email: users.email, mailPreferences: users.mailPreferences })
    .from(tenderSuppliers)
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
        eq(tenderSuppliers.isDemo, false),
      ),
    );
}

export async function participantUserIds(db: DbExecutor, tenderId: string): Promise<string[]> {
  return (await participants(db, tenderId)).map((user) => user.id);
}

async function ownerOf(db: DbExecutor, tender: NotifiedTender): Promise<MailUser | undefined> {
  const [owner] = await db
    .select({ id: users.id, email: users.email, mailPreferences: users.mailPreferences })
    .from(users)
    .where(eq(users.id, tender.ownerId));
  return owner;
}

const ownerLink = (tenderId: string) => ({
  action: NotificationLinkAction.OWNER_TENDER,
  dataId: tenderId,
});
const supplierLink = (tenderId: string) => ({
  action: NotificationLinkAction.SUPPLIER_TENDER,
  dataId: tenderId,
});

/** One notification each for the owner and every participant; returns who was told. */
async function tellRoom(
  ctx: AppContext,
  into: ChangeTransaction,
  tender: NotifiedTender,
  notices: RoomNotices,
): Promise<{ owner?: MailUser; suppliers: MailUser[] }> {
  // One connection runs one statement at a time: in a transaction, queries go in sequence.
  const owner = notices.owner ? await ownerOf(into.tx, tender) : undefined;
  const suppliers = notices.supplier ? await participants(into.tx, tender.id) : [];
  if (owner && notices.owner)
    await recordNotification(ctx, into, owner.id, {
      ...notices.owner,
      link: ownerLink(tender.id),
    });
  for (const supplier of suppliers)
    await recordNotification(ctx, into, supplier.id, {
      ...notices.supplier!(supplier.id),
      link: supplierLink(tender.id),
    });
  return { owner, suppliers };
}

const same = (notice: Notice): RoomNotices => ({ owner: notice, supplier: () => notice });

/** One hour before the start: in-app and by mail. */
export async function notifyAuctionStartsSoon(
  ctx: AppContext,
  into: ChangeTransaction,
  tender: NotifiedTender & { startDate: Date },
) {
  const notice = {
    title: Messages.auctionStartsSoonTitle,
    text: fillMessage(Messages.auctionStartsSoonText, { name: tender.name }),
  };
  const { owner, suppliers } = await tellRoom(ctx, into, tender, same(notice));
  const mail = {
    tenderId: tender.id,
    tenderName: tender.name,
    startDate: formatUtc(tender.startDate),
  };
  if (owner)
    await ctx.mailer.queueToUser(into, owner, 'auctionStartsSoon', { ...mail, forOwner: true });
  for (const supplier of suppliers)
    await ctx.mailer.queueToUser(into, supplier, 'auctionStartsSoon', { ...mail, forOwner: false });
}

export async function notifyAuctionStarted(
  ctx: AppContext,
  into: ChangeTransaction,
  tender: NotifiedTender,
) {
  const text = fillMessage(Messages.auctionStartedText, { name: tender.name });
  await tellRoom(ctx, into, tender, same({ title: Messages.auctionStartedTitle, text }));
}

/** The owner prolonged the running auction: the participants learn the new end. */
export async function notifyAuctionProlonged(
  ctx: AppContext,
  into: ChangeTransaction,
  tender: NotifiedTender,
  { minutes, endDate }: { minutes: number; endDate: Date },
) {
  const text = fillMessage(Messages.auctionProlongedText, {
    name: tender.name,
    minutes,
    end: formatUtc(endDate),
  });
  await tellRoom(ctx, into, tender, {
    supplier: () => ({ title: Messages.auctionProlongedTitle, text }),
  });
}

/** The owner's announcement reaches every participant, in the room and in the bell. */
export async function notifyAnnouncement(
  ctx: AppContext,
  into: ChangeTransaction,
  tender: NotifiedTender,
  text: string,
) {
  const title = fillMessage(Messages.announcementTitle, { name: tender.name });
  await tellRoom(ctx, into, tender, { supplier: () => ({ title, text }) });
}

/** Each supplier's end: won, tied for first (a sharing tie rule: the award decides), or its place. */
function supplierEndText(name: string, end: AuctionEnd, userId: string): string {
  const standing = end.standings.find((candidate) => candidate.userId === userId);
  const isTiedForFirst =
    standing && standingKind(end.tieRule, standing.position, standing.tiedWith) === 'tiedForFirst';
  if (isTiedForFirst) return fillMessage(Messages.auctionEndedTiedText, { name });
  if (end.winner?.userId === userId) return fillMessage(Messages.auctionEndedWinnerText, { name });
  const position = standing?.position;
  if (position === undefined || position === Constants.noPosition)
    return fillMessage(Messages.auctionEndedUnrankedText, { name });
  return fillMessage(Messages.auctionEndedPositionText, { name, position });
}

function ownerEndText(name: string, end: AuctionEnd): string {
  if (end.tiedForFirst.length > 0)
    return fillMessage(Messages.auctionEndedOwnerTiedText, {
      name,
      winners: end.tiedForFirst.join(', '),
    });
  return end.winner
    ? fillMessage(Messages.auctionEndedOwnerWinnerText, { name, winner: end.winner.userName })
    : fillMessage(Messages.auctionEndedOwnerText, { name });
}

/** The end with each one's result: in-app and by mail. */
export async function notifyAuctionEnded(
  ctx: AppContext,
  into: ChangeTransaction,
  tender: NotifiedTender,
  end: AuctionEnd,
) {
  const title = Messages.auctionEndedTitle;
  const name = tender.name;
  const ownerText = ownerEndText(name, end);
  const { owner, suppliers } = await tellRoom(ctx, into, tender, {
    owner: { title, text: ownerText },
    supplier: (userId) => ({ title, text: supplierEndText(name, end, userId) }),
  });
  const mail = { tenderId: tender.id, tenderName: name };
  if (owner)
    await ctx.mailer.queueToUser(into, owner, 'auctionEnded', {
      ...mail,
      result: ownerText,
      forOwner: true,
    });
  for (const supplier of suppliers)
    await ctx.mailer.queueToUser(into, supplier, 'auctionEnded', {
      ...mail,
      result: supplierEndText(name, end, supplier.id),
      forOwner: false,
    });
}

/** Suppliers who still owe a proposal: invited and not answered, or accepted and not finalized. */
async function suppliersOwingProposal(db: DbExecutor, tenderId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: tenderSuppliers.userId, finalizedAt: tenderSuppliers.proposalFinalizedAt })
    .from(tenderSuppliers)
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        inArray(tenderSuppliers.status, [SupplierStatus.INVITED, SupplierStatus.ACCEPTED]),
        eq(tenderSuppliers.isDemo, false),
      ),
    );
  return rows.filter((row) => row.finalizedAt === null).map((row) => row.userId);
}

/** A day before the proposal deadline, to the suppliers who have not completed their proposal. */
export async function notifyProposalDeadlineNear(
  ctx: AppContext,
  into: ChangeTransaction,
  tender: NotifiedTender & { proposalEndDate: Date },
) {
  const notice = {
    title: Messages.proposalDeadlineNearTitle,
    text: fillMessage(Messages.proposalDeadlineNearText, {
      name: tender.name,
      deadline: formatUtc(tender.proposalEndDate),
    }),
  };
  for (const userId of await suppliersOwingProposal(into.tx, tender.id))
    await recordNotification(ctx, into, userId, { ...notice, link: supplierLink(tender.id) });
}
