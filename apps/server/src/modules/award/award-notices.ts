/**
 * What the suppliers of a tender are told of the award (issue 29), in the transaction of the step:
 * a notification and a mail (the results category) to every participant (accepted, not a demo
 * bidder). Winners learn what they won and the next step; the others that the tender went to
 * another supplier, with their rank when the buyer shares ranks.
 */
import { and, eq } from 'drizzle-orm';
import {
  AwardMessages,
  NotificationLinkAction,
  SupplierStatus,
  fillMessage,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { tenderSuppliers, users } from '../../db/schema/index.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import type { MailUser } from '../../mail/preferences.ts';
import { recordNotification } from '../notifications/service.ts';
import type { TenderRow } from '../tenders/access.ts';
import { rankOf, type StoredAwardLine } from './award-view.ts';

type ChangeTransaction = { tx: DbExecutor; events: EventRecorder };
type NoticeTender = Pick<TenderRow, 'id' | 'name' | 'currency' | 'awardShowsRank'>;
type Participant = MailUser & { entryId: string; position: number };
/** A notice's headline and its paragraphs (one line in the bell, paragraphs in the mail). */
type Notice = { headline: string; paragraphs: string[] };

async function participants(db: DbExecutor, tenderId: string): Promise<Participant[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      mailPreferences: users.mailPreferences,
      entryId: tenderSuppliers.id,
      position: tenderSuppliers.overallPosition,
    })
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

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** "Paper A4 (900.00 EUR); Toner (450.00 EUR)" or, for the whole tender, its amount alone. */
function linesText(lines: readonly StoredAwardLine[], currency: string): string {
  return lines.map((line) => `${line.itemName ?? ''} (${money(line.amount, currency)})`).join('; ');
}

const totalOf = (lines: readonly StoredAwardLine[]) =>
  lines.reduce((sum, line) => sum + line.amount, 0);

async function tell(
  ctx: AppContext,
  into: ChangeTransaction,
  tender: NoticeTender,
  participant: Participant,
  notice: Notice,
): Promise<void> {
  await recordNotification(ctx, into, participant.id, {
    title: fillMessage(AwardMessages.noticeTitle, { headline: notice.headline, name: tender.name }),
    text: notice.paragraphs.join(' '),
    link: { action: NotificationLinkAction.SUPPLIER_TENDER, dataId: tender.id },
  });
  await ctx.mailer.queueToUser(into, participant, 'awardDecision', {
    tenderId: tender.id,
    tenderName: tender.name,
    headline: notice.headline,
    text: notice.paragraphs.join('\n\n'),
  });
}

function wonText(tender: NoticeTender, own: readonly StoredAwardLine[]): string {
  const name = tender.name;
  const amount = money(totalOf(own), tender.currency);
  return own.some((line) => line.itemId === null)
    ? fillMessage(AwardMessages.winnerWholeText, { name, amount })
    : fillMessage(AwardMessages.winnerItemsText, {
        name,
        amount,
        lines: linesText(own, tender.currency),
      });
}

function notWonText(tender: NoticeTender, participant: Participant): string[] {
  const awarded = fillMessage(AwardMessages.othersText, { name: tender.name });
  if (!tender.awardShowsRank) return [awarded];
  const rank = rankOf(participant.position);
  return [
    awarded,
    rank === null
      ? AwardMessages.othersUnrankedText
      : fillMessage(AwardMessages.othersRankText, { rank }),
  ];
}

/** The tender was awarded: winners hear what they won, the others that it went elsewhere. */
export async function tellAwarded(
  ctx: AppContext,
  into: ChangeTransaction,
  tender: NoticeTender,
  lines: readonly StoredAwardLine[],
): Promise<void> {
  const headline = AwardMessages.decisionHeadline;
  for (const participant of await participants(into.tx, tender.id)) {
    const own = lines.filter((line) => line.supplierId === participant.entryId);
    const paragraphs =
      own.length > 0
        ? [wonText(tender, own), AwardMessages.winnerNextStep]
        : notWonText(tender, participant);
    await tell(ctx, into, tender, participant, { headline, paragraphs });
  }
}

/** The tender was closed without award: every participant hears it, with the reason. */
export async function tellNotAwarded(
  ctx: AppContext,
  into: ChangeTransaction,
  tender: NoticeTender,
  reason: string,
): Promise<void> {
  const paragraphs = [
    fillMessage(AwardMessages.notAwardedText, { name: tender.name }),
    fillMessage(AwardMessages.reasonText, { reason }),
  ];
  for (const participant of await participants(into.tx, tender.id))
    await tell(ctx, into, tender, participant, {
      headline: AwardMessages.decisionHeadline,
      paragraphs,
    });
}

/**
 * The award was cancelled: its winners hear why, the other participants (who were told the tender
 * went elsewhere) that the buyer decides again.
 */
export async function tellCanceled(
  ctx: AppContext,
  into: ChangeTransaction,
  tender: NoticeTender,
  canceled: readonly StoredAwardLine[],
  reason: string,
): Promise<void> {
  const name = tender.name;
  const winners = new Set(canceled.map((line) => line.supplierId));
  for (const participant of await participants(into.tx, tender.id)) {
    const paragraphs = winners.has(participant.entryId)
      ? [
          fillMessage(AwardMessages.canceledWinnerText, { name }),
          fillMessage(AwardMessages.reasonText, { reason }),
        ]
      : [fillMessage(AwardMessages.canceledOthersText, { name })];
    await tell(ctx, into, tender, participant, {
      headline: AwardMessages.canceledHeadline,
      paragraphs,
    });
  }
}

/** The award was made final: its winners hear that the contract comes next. */
export async function tellFinal(
  ctx: AppContext,
  into: ChangeTransaction,
  tender: NoticeTender,
  lines: readonly StoredAwardLine[],
): Promise<void> {
  for (const participant of await participants(into.tx, tender.id)) {
    const own = lines.filter((line) => line.supplierId === participant.entryId);
    if (own.length === 0) continue;
    const won = own.some((line) => line.itemId === null)
      ? money(totalOf(own), tender.currency)
      : linesText(own, tender.currency);
    await tell(ctx, into, tender, participant, {
      headline: AwardMessages.finalHeadline,
      paragraphs: [fillMessage(AwardMessages.finalWinnerText, { name: tender.name, lines: won })],
    });
  }
}
