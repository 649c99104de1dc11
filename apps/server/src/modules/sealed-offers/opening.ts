/**
 * The clock's part in sealed offers: opens them together at the deadline (issue 30, decision 012).
 * Each tender opens in one transaction that begins with a conditional update (… WHERE
 * sealed_opened_at IS NULL), which also takes the tender row's lock that bids and submissions
 * queue on: with several nodes ticking, exactly one opens a tender and no submission slips in
 * between. The opening decrypts every offer, writes it as the entry's offer with one `open` chain
 * entry per value, records who opened (the clock) in the change history, and then settles the
 * tender as an ended auction, so the ranking, the winner, savings, notices, mails and pushes are
 * those of any auction's end, and the comparison and award follow.
 */
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { SupplierStatus, TenderStatus } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { missPendingApprovals } from '../../jobs/approval-missed.ts';
import { settleAuctionEnd } from '../auction/auction-end.ts';
import { notifyAuctionEnded } from '../auction/room-notifications.ts';
import {
  chainOpenedOffers,
  markOpened,
  readSealedOffers,
  recordOpening,
  writeOpenedOffers,
  type OpenedOffer,
  type StoredOffer,
} from './opening-writes.ts';
import { tenderStructure, type TenderStructure } from '../auction/tender-structure.ts';
import { UnreadableSealedOffer, openSealedOffer, sealedDigest } from './sealing.ts';

/** Statuses a sealed tender may be in at its deadline (the clock's move to RFP_ENDED may lag). */
const AWAITING_OPENING = [
  TenderStatus.SCHEDULED,
  TenderStatus.RFP_SUBMITTED,
  TenderStatus.RFP_ENDED,
];

const opened = {
  id: tenders.id,
  ownerId: tenders.ownerId,
  name: tenders.name,
  currency: tenders.currency,
  version: tenders.version,
  proposalEndDate: tenders.proposalEndDate,
  endDate: tenders.endDate,
  bidSeq: tenders.bidSeq,
  bidHash: tenders.bidHash,
  bidVisibility: tenders.bidVisibility,
};
type OpenedTender = { [K in keyof typeof opened]: (typeof tenders.$inferSelect)[K] };

/**
 * Claims the tender for the opening: ENDED and opened now, once. Its auction is the opening at the
 * deadline, so its start and end are the deadline: a sealed tender never has a live room, and the
 * readers of an ended auction's dates (savings, overview, calendar, open data) then show when the
 * offers opened by rule; `ended_at` and `sealed_opened_at` keep the instant the clock did it.
 */
async function claimOpening(
  tx: Transaction,
  tenderId: string,
  now: Date,
): Promise<OpenedTender | undefined> {
  const [tender] = await tx
    .update(tenders)
    .set({
      status: TenderStatus.ENDED,
      sealedOpenedAt: now,
      startDate: sql`${tenders.proposalEndDate}`,
      endDate: sql`${tenders.proposalEndDate}`,
      updatedAt: now,
    })
    .where(
      and(
        eq(tenders.id, tenderId),
        eq(tenders.auctionFormat, 'sealed'),
        isNull(tenders.sealedOpenedAt),
        inArray(tenders.status, AWAITING_OPENING),
        lte(tenders.proposalEndDate, now),
      ),
    )
    .returning(opened);
  return tender;
}

/**
 * The offer's values for the tender's items and criteria, or undefined when it cannot be trusted:
 * it does not decrypt (tampered, or sealed under another secret), or it is not the entry's latest
 * `sealed` chain entry (an older ciphertext put back). Such an offer is left out and reported.
 */
function openOffer(
  secret: string,
  structure: TenderStructure,
  offer: StoredOffer,
): OpenedOffer | undefined {
  if (offer.chainDigest !== sealedDigest(offer.sealed)) return undefined;
  try {
    const content = openSealedOffer(secret, offer, offer.sealed);
    const pick = (values: Record<string, number>, ids: Iterable<string>) =>
      Object.fromEntries([...ids].flatMap((id) => (id in values ? [[id, values[id]]] : [])));
    return {
      ...offer,
      itemBids: pick(content.itemBids, structure.itemsById.keys()),
      criterionBids: pick(
        content.criterionBids,
        structure.criteria.filter((criterion) => !criterion.isPrice).map(({ id }) => id),
      ),
    };
  } catch (error) {
    if (error instanceof UnreadableSealedOffer) return undefined;
    throw error;
  }
}

async function openTender(ctx: AppContext, tenderId: string, now: Date): Promise<boolean> {
  return inTransaction(ctx, async (tx, events) => {
    const tender = await claimOpening(tx, tenderId, now);
    if (!tender) return false;
    const structure = await tenderStructure(tx, tender.id, tender.version);
    const stored = await readSealedOffers(tx, tender.id);
    const taking = stored.filter((offer) => offer.entryStatus === SupplierStatus.ACCEPTED);
    const offers: OpenedOffer[] = [];
    const unreadable: StoredOffer[] = [];
    for (const offer of taking) {
      const open = openOffer(ctx.config.sealedOfferSecret, structure, offer);
      if (open) offers.push(open);
      else unreadable.push(offer);
    }
    for (const offer of unreadable)
      ctx.log.warn(
        { tenderId: tender.id, supplierId: offer.supplierId },
        'a sealed offer did not open (tampered, replaced or sealed under another secret): left out',
      );
    const head = await chainOpenedOffers(tx, tender, structure, offers, now);
    await writeOpenedOffers(tx, tender.id, offers);
    await markOpened(tx, offers, now);
    await recordOpening(tx, { tender, now, opened: offers, unreadable });
    const ended = { ...tender, bidSeq: head.seq };
    const end = await settleAuctionEnd(tx, ended, now);
    const clocked = {
      id: tender.id,
      ownerId: tender.ownerId,
      endDate: tender.endDate,
      bidSeq: head.seq,
      bidVisibility: tender.bidVisibility,
    };
    events.record({ type: 'auctionEnded', tender: clocked, standings: end.standings });
    events.record({
      type: 'sealedOffersOpened',
      tenderId: tender.id,
      openedAt: now,
      count: offers.length,
    });
    await notifyAuctionEnded(ctx, { tx, events }, tender, end);
    // Applications still waiting for the owner can no longer take part.
    await missPendingApprovals(ctx, { tx, events }, [tender], TenderStatus.ENDED);
    return true;
  });
}

/**
 * Opens every sealed tender whose deadline has passed; safe from any process at any time. A tender
 * whose opening fails is logged and tried again on the next tick, without holding up the others.
 */
export async function openDueSealedOffers(ctx: AppContext): Promise<string[]> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: tenders.id })
    .from(tenders)
    .where(
      and(
        eq(tenders.auctionFormat, 'sealed'),
        isNull(tenders.sealedOpenedAt),
        inArray(tenders.status, AWAITING_OPENING),
        lte(tenders.proposalEndDate, now),
      ),
    );
  const openedIds: string[] = [];
  for (const { id } of due) {
    try {
      if (await openTender(ctx, id, now)) openedIds.push(id);
    } catch (error) {
      ctx.log.error({ err: error, tenderId: id }, 'sealed offers could not be opened');
    }
  }
  return openedIds;
}
