/**
 * GET GetAuctionOverview: the result of an ended or canceled tender (parameters, participants,
 * final ranking, bid history, savings) for its owner and for the suppliers who took part. A
 * supplier sees the others only under an alias, and their values only where the auction was open
 * (the owner's Ranked / Open choice, as in the room). It says the auction's format, and when a
 * sealed tender's offers were opened.
 */
import {
  Constants,
  Messages,
  OVERVIEW_BID_HISTORY_LIMIT,
  OVERVIEW_STATUSES,
  SupplierStatus,
  SupplierStatusLabels,
  TenderStatus,
  expectedItemPrice,
  round2,
  savingsPercent,
  seesBestBids,
  toAuctionFormat,
  type SupplierStatusId,
  type TAuctionOverview,
  type TOverviewParty,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { roomViewer, type RoomTender } from '../auction/room-access.ts';
import { tenderStructure } from '../auction/tender-structure.ts';
import { readCriteria, readItems, readMustHaves } from '../tenders/parameters-store.ts';
import { ownerSummary } from '../tenders/tender-dto.ts';
import { readBids, readEntries, type OverviewEntry } from './overview-reads.ts';

type Role = 'owner' | 'supplier';

/** Accepted entries take part in the ranking: by position (incomplete offers last), then time. */
const byStanding = (a: OverviewEntry, b: OverviewEntry) =>
  a.position - b.position || a.reachedSeq - b.reachedSeq || a.id.localeCompare(b.id);

const isRanked = (entry: OverviewEntry) => entry.status === SupplierStatus.ACCEPTED;

/**
 * How the viewer names each entry: the owner by user name and company; a supplier themself by
 * name and everyone else as "Supplier n", numbered by final standing so that aliases agree across
 * the ranking, the participants and the bid history.
 */
function partiesFor(
  entries: OverviewEntry[],
  role: Role,
  viewerId: string,
): Map<string, TOverviewParty> {
  const ordered = [
    ...entries.filter(isRanked).sort(byStanding),
    ...entries.filter((entry) => !isRanked(entry)),
  ];
  return new Map(
    ordered.map((entry, index): [string, TOverviewParty] => {
      const isMe = entry.userId === viewerId;
      if (role === 'owner')
        return [entry.id, { label: entry.userName, companyName: entry.companyName, isMe }];
      return [entry.id, { label: isMe ? entry.userName : `Supplier ${index + 1}`, isMe }];
    }),
  );
}

const nullableBest = (bestBid: number) => (bestBid < 0 ? null : bestBid);

export async function auctionOverview(
  ctx: AppContext,
  user: AuthUser,
  tenderId: string,
): Promise<TAuctionOverview> {
  const { tender, role } = await roomViewer(ctx, user, tenderId);
  if (!OVERVIEW_STATUSES.includes(tender.status))
    throw conflict(Messages.overviewNotReady, 'auction_not_ended');
  return buildOverview(ctx, tender, role, user.id);
}

async function buildOverview(
  ctx: AppContext,
  tender: RoomTender,
  role: Role,
  viewerId: string,
): Promise<TAuctionOverview> {
  const [items, criteria, conditions, buyer, structure, entries] = await Promise.all([
    readItems(ctx.db, tender.id),
    readCriteria(ctx.db, tender.id),
    readMustHaves(ctx.db, tender.id),
    ownerSummary(ctx.db, tender.ownerId),
    tenderStructure(ctx.db, tender.id, tender.version),
    readEntries(ctx.db, tender.id),
  ]);
  const parties = partiesFor(entries, role, viewerId);
  const myEntry = entries.find((entry) => entry.userId === viewerId);
  const othersVisible = seesBestBids(tender.bidVisibility, role, tender.status);
  const showsValuesOf = (entry: OverviewEntry) => othersVisible || entry.userId === viewerId;

  const ranked = entries.filter(isRanked).sort(byStanding);
  const winnerEntry = entries.find((entry) => entry.id === tender.winnerSupplierId);
  const winningTotal =
    winnerEntry && tender.status === TenderStatus.ENDED && showsValuesOf(winnerEntry)
      ? winnerEntry.total
      : null;
  const savingsAmount =
    winningTotal === null ? null : round2(structure.expectedTotal - winningTotal);

  const bids = await readBids(ctx.db, tender.id, {
    onlyOf: othersVisible ? undefined : (myEntry?.id ?? null),
    limit: OVERVIEW_BID_HISTORY_LIMIT,
  });
  const targetNames = new Map<string, string>([
    ...items.map((item): [string, string] => [item.id ?? '', item.name]),
    ...criteria.map((criterion): [string, string] => [criterion.id ?? '', criterion.name]),
  ]);

  return {
    tenderId: tender.id,
    name: tender.name,
    tenderStatus: tender.status,
    currency: tender.currency,
    isVatIncluded: tender.isVatIncluded,
    isPublic: tender.isPublic,
    isDemo: tender.isDemo,
    auctionFormat: toAuctionFormat(tender.auctionFormat),
    sealedOpenedAt: tender.sealedOpenedAt?.toISOString() ?? null,
    viewerRole: role,
    buyer: { userName: buyer.userName, companyName: buyer.companyName },
    canceledReason: tender.canceledReason,
    dates: {
      createdDate: tender.createdAt.toISOString(),
      proposalEndDate: tender.proposalEndDate.toISOString(),
      startDate: tender.startDate.toISOString(),
      durationMinutes: tender.durationMinutes,
      prolongedMinutes: tender.prolongedMinutes,
      endDate: tender.endDate.toISOString(),
      endedAt: tender.endedAt?.toISOString() ?? null,
    },
    items: items.map((item) => ({
      id: item.id ?? '',
      name: item.name,
      description: item.description ?? '',
      quantity: item.quantity,
      unitName: item.unitOfMeasurement.name,
      unitPrice: item.unitPrice,
      expPrice: item.expPrice ?? expectedItemPrice(item),
      bidStep: item.bidStep,
      bestBid: othersVisible ? nullableBest(item.bestBid) : null,
    })),
    criteria: criteria.map((criterion) => ({
      id: criterion.id ?? '',
      name: criterion.name,
      unitName: criterion.isPrice ? tender.currency : criterion.unit.name,
      winningThreshold: criterion.winningThreshold.id,
      winningThresholdName: criterion.winningThreshold.name,
      weight: criterion.weight.id,
      minBid: criterion.minBid ?? null,
      maxBid: criterion.maxBid ?? null,
      isPrice: Boolean(criterion.isPrice),
      bestBid: othersVisible ? nullableBest(criterion.bestBid) : null,
    })),
    mustHaveConditions: conditions.map((condition) => ({
      id: condition.id ?? '',
      text: condition.text,
    })),
    participants: (role === 'owner'
      ? entries.filter((entry) => entry.status !== SupplierStatus.FAVORITE)
      : ranked
    ).map((entry) => ({
      ...parties.get(entry.id)!,
      status: entry.status,
      statusName: SupplierStatusLabels[entry.status as SupplierStatusId] ?? '',
    })),
    ranking: ranked.map((entry) => ({
      ...parties.get(entry.id)!,
      position: entry.position === Constants.noPosition ? null : entry.position,
      total: showsValuesOf(entry) ? entry.total : null,
      score: showsValuesOf(entry) ? entry.score : null,
      isWinner: entry.id === winnerEntry?.id,
    })),
    bidHistory: {
      bids: bids.rows.map((bid) => ({
        seq: bid.seq,
        at: bid.createdAt.toISOString(),
        supplier: parties.get(bid.supplierId) ?? { label: '', isMe: false },
        targetKind: bid.targetKind === 'criterion' ? 'criterion' : 'item',
        targetName: targetNames.get(bid.targetId) ?? '',
        value: bid.value,
        phase: bid.phase === 'proposal' ? 'proposal' : 'live',
        withdrawn: bid.withdrawnAt !== null,
      })),
      totalCount: bids.totalCount,
      truncated: bids.totalCount > bids.rows.length,
    },
    othersValuesVisible: othersVisible,
    expectedTotal: structure.expectedTotal,
    winner:
      winnerEntry && tender.status === TenderStatus.ENDED ? parties.get(winnerEntry.id)! : null,
    winningTotal,
    savings:
      savingsAmount === null
        ? null
        : {
            amount: savingsAmount,
            percent: savingsPercent(savingsAmount, structure.expectedTotal),
          },
    generatedAt: ctx.clock.now().toISOString(),
  };
}
