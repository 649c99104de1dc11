/**
 * The auction overview (spec §2 /auction-overview): the result of an ended or canceled tender for
 * its owner and the suppliers who took part, and the list of those tenders. Suppliers see other
 * suppliers only under an alias ("Supplier 2"), and their values only where the auction was open.
 */
import { z } from 'zod';
import { TenderStatus } from '../common/enums.ts';
import { ZPaged, zText } from '../tenders/schemas.ts';
import { AUCTION_FORMATS } from './formats.ts';

/** Statuses that have an overview: the auction is over. */
export const OVERVIEW_STATUSES: readonly number[] = [TenderStatus.ENDED, TenderStatus.CANCELED];

/** The bid history of the JSON overview keeps the newest this many bids. */
export const OVERVIEW_BID_HISTORY_LIMIT = 2000;

/** A supplier as the viewer may know them: the user name for the owner, an alias for others. */
export const ZOverviewParty = z.object({
  label: z.string(),
  /** Owner only. */
  companyName: z.string().nullable().optional(),
  isMe: z.boolean(),
});
export type TOverviewParty = z.infer<typeof ZOverviewParty>;

export const ZOverviewItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  quantity: z.number(),
  unitName: z.string(),
  unitPrice: z.number(),
  expPrice: z.number(),
  bidStep: z.number(),
  /** The best unit price bid, null without a bid or when the viewer may not see it. */
  bestBid: z.number().nullable(),
});

export const ZOverviewCriterion = z.object({
  id: z.string(),
  name: z.string(),
  unitName: z.string(),
  /** 0 lowest wins, 1 highest wins. */
  winningThreshold: z.number(),
  winningThresholdName: z.string(),
  /** A fraction 0..1. */
  weight: z.number(),
  minBid: z.number().nullable(),
  maxBid: z.number().nullable(),
  isPrice: z.boolean(),
  bestBid: z.number().nullable(),
});

export const ZOverviewParticipant = ZOverviewParty.extend({
  status: z.number(),
  statusName: z.string(),
});

export const ZOverviewRankingRow = ZOverviewParty.extend({
  /** Null: the offer was incomplete (position 9999, shown as N/A). */
  position: z.number().nullable(),
  /** Null while incomplete, or hidden from the viewer. */
  total: z.number().nullable(),
  score: z.number().nullable(),
  isWinner: z.boolean(),
});

export const ZOverviewBid = z.object({
  seq: z.number(),
  at: z.string(),
  supplier: ZOverviewParty,
  targetKind: z.enum(['item', 'criterion']),
  targetName: z.string(),
  value: z.number(),
  phase: z.enum(['proposal', 'live']),
  withdrawn: z.boolean(),
});
export type TOverviewBid = z.infer<typeof ZOverviewBid>;

export const ZAuctionOverview = z.object({
  tenderId: z.string(),
  name: z.string(),
  tenderStatus: z.number(),
  currency: z.string(),
  isVatIncluded: z.boolean(),
  isPublic: z.boolean(),
  isDemo: z.boolean(),
  viewerRole: z.enum(['owner', 'supplier']),
  /** Beyond spec (issue 30): how the auction ran; absent means the open (English) auction. */
  auctionFormat: z.enum(AUCTION_FORMATS).optional(),
  /** Sealed offers: when the clock opened them at the deadline (null otherwise). */
  sealedOpenedAt: z.string().nullable().optional(),
  buyer: z.object({ userName: z.string(), companyName: z.string().nullable() }),
  canceledReason: z.string().nullable(),
  dates: z.object({
    createdDate: z.string(),
    proposalEndDate: z.string(),
    startDate: z.string(),
    durationMinutes: z.number(),
    prolongedMinutes: z.number(),
    /** The scheduled end: start + duration + prolongations. */
    endDate: z.string(),
    /** When the auction was settled; null for a canceled one. */
    endedAt: z.string().nullable(),
  }),
  items: z.array(ZOverviewItem),
  criteria: z.array(ZOverviewCriterion),
  mustHaveConditions: z.array(z.object({ id: z.string(), text: z.string() })),
  participants: z.array(ZOverviewParticipant),
  ranking: z.array(ZOverviewRankingRow),
  bidHistory: z.object({
    /** Chronological; the newest OVERVIEW_BID_HISTORY_LIMIT bids when there are more. */
    bids: z.array(ZOverviewBid),
    totalCount: z.number(),
    truncated: z.boolean(),
  }),
  /** False for a supplier of a ranked-only auction: other suppliers' values stay hidden. */
  othersValuesVisible: z.boolean(),
  expectedTotal: z.number(),
  winner: ZOverviewParty.nullable(),
  winningTotal: z.number().nullable(),
  savings: z.object({ amount: z.number(), percent: z.number().nullable() }).nullable(),
  generatedAt: z.string(),
});
export type TAuctionOverview = z.infer<typeof ZAuctionOverview>;

/** GET GetMyAuctionOverviews: the caller's ended and canceled tenders, newest end first. */
export const ZAuctionOverviewsQuery = z.object({
  role: z.enum(['all', 'owner', 'supplier']).default('all'),
  status: z.enum(['all', 'ended', 'canceled']).default('all'),
  name: zText(200).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  recordsPerPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAuctionOverviewsQuery = z.infer<typeof ZAuctionOverviewsQuery>;

export const ZAuctionOverviewRow = z.object({
  id: z.string(),
  name: z.string(),
  tenderStatus: z.number(),
  isOwner: z.boolean(),
  ownerName: z.string(),
  currency: z.string(),
  /** When it ended (or was due to end, for a canceled tender). */
  endDate: z.string(),
  participantCount: z.number(),
  expectedTotal: z.number(),
  /** Hidden (null) from a supplier of a ranked-only auction unless they won. */
  winningTotal: z.number().nullable(),
  savings: z.number().nullable(),
  /** The caller's final position as a supplier; null for the owner or an incomplete offer. */
  myPosition: z.number().nullable(),
  isWinner: z.boolean(),
});
export type TAuctionOverviewRow = z.infer<typeof ZAuctionOverviewRow>;

export const ZAuctionOverviewsPage = ZPaged(ZAuctionOverviewRow);
export type TAuctionOverviewsPage = z.infer<typeof ZAuctionOverviewsPage>;

/** Savings as a percentage of the expected total (2 decimals), null when nothing was expected. */
export function savingsPercent(amount: number, expectedTotal: number): number | null {
  if (!expectedTotal) return null;
  return Math.round((amount / expectedTotal) * 10_000) / 100;
}
