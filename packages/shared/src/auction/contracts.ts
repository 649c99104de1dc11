/** Request and reply contracts of the live room's calls (DESIGN §3 bidding bodies, §5). */
import { z } from 'zod';
import { Messages } from '../common/messages.ts';
import { MAX_AMOUNT } from '../tenders/schemas.ts';

const zRequiredId = z
  .union([z.string(), z.number()], { error: Messages.required })
  .transform(String)
  .pipe(z.string().trim().min(1, { error: Messages.required }));

/** A bid amount: a JSON number, or a numeric string as a form would send it. */
const zBidAmount = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, { error: 'Please enter a number' })
        .transform(Number),
    ],
    { error: Messages.required },
  )
  .pipe(z.number().finite().min(-MAX_AMOUNT).max(MAX_AMOUNT));

export const ZBidToItem = z.object({ tenderId: zRequiredId, itemId: zRequiredId, bid: zBidAmount });
export type TBidToItem = z.infer<typeof ZBidToItem>;

export const ZBidToCriterion = z.object({
  tenderId: zRequiredId,
  criterionId: zRequiredId,
  bid: zBidAmount,
});
export type TBidToCriterion = z.infer<typeof ZBidToCriterion>;

/** What an accepted bid returns: proof of acceptance (sequence number, server time, chain hash). */
export const ZBidReceipt = z.object({
  accepted: z.literal(true),
  seq: z.number(),
  serverTime: z.string(),
  hash: z.string(),
  /** The bidder's overall position after the bid (9999 while the offer is incomplete). */
  position: z.number(),
  /** Under a sharing tie rule, how many other offers share that position (absent: none). */
  tiedWith: z.number().optional(),
});
export type TBidReceipt = z.infer<typeof ZBidReceipt>;

export const ZBidChainReport = z.object({
  valid: z.boolean(),
  count: z.number(),
  headHash: z.string(),
  /** The first bid whose stored hash or link does not match the recomputation. */
  firstInvalidSeq: z.number().optional(),
});
export type TBidChainReport = z.infer<typeof ZBidChainReport>;

export const ZBestPricePoint = z.object({ at: z.string(), seq: z.number(), bestTotal: z.number() });
export type TBestPricePoint = z.infer<typeof ZBestPricePoint>;

export const ZBidHistoryEntry = z.object({
  seq: z.number(),
  at: z.string(),
  /** Owner only: who bid. */
  userName: z.string().optional(),
  targetKind: z.enum(['item', 'criterion']),
  targetId: z.string(),
  value: z.number(),
  phase: z.enum(['proposal', 'live']),
  hash: z.string(),
  withdrawn: z.boolean(),
});
export type TBidHistoryEntry = z.infer<typeof ZBidHistoryEntry>;

/** Owner: every bid; supplier: own bids and, in an open auction, the anonymous best price. */
export const ZBidHistory = z.object({
  bids: z.array(ZBidHistoryEntry),
  bestOverTime: z.array(ZBestPricePoint),
});
export type TBidHistory = z.infer<typeof ZBidHistory>;

export const ZRankingEntry = z.object({
  userName: z.string(),
  position: z.number(),
  /** Under a sharing tie rule, how many other offers share the position (absent: none). */
  tiedWith: z.number().optional(),
  score: z.number().nullable().optional(),
  total: z.number().nullable().optional(),
});

export const ZAuctionResult = z.object({
  tenderId: z.string(),
  tenderStatus: z.number(),
  endedAt: z.string().nullable(),
  currency: z.string(),
  /** Null while there is no winner (not ended, or no complete offer). */
  winner: z.object({ userName: z.string().optional(), isMe: z.boolean() }).nullable(),
  /** Owner: every ranked entry; supplier: their own. */
  finalRanking: z.array(ZRankingEntry),
  expectedTotal: z.number(),
  winningTotal: z.number().nullable(),
  savings: z.number().nullable(),
});
export type TAuctionResult = z.infer<typeof ZAuctionResult>;

/** Spec §3 Savings record. */
export const ZSavingsRecord = z.object({
  tenderId: z.string(),
  currency: z.string(),
  date: z.string(),
  amount: z.number(),
  tenderName: z.string(),
  isOwner: z.boolean(),
});
export type TSavingsRecord = z.infer<typeof ZSavingsRecord>;

export const ZActiveOnTender = z.object({
  count: z.number(),
  /** Owner only. */
  userNames: z.array(z.string()).optional(),
});

export const MAX_PROLONG_MINUTES = 1440;

export const ZProlongReply = z.object({
  tenderId: z.string(),
  endDate: z.string(),
  minutes: z.number(),
  prolongedMinutes: z.number(),
});

export const ZAnnouncementBody = z.object({
  text: z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .max(2000)
    .refine((text) => !text.includes('\u0000'), { error: Messages.invalidCharacters }),
});
export const ZAnnouncementReply = z.object({
  tenderId: z.string(),
  date: z.string(),
  text: z.string(),
});
