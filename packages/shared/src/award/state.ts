/**
 * The buyer's award decision after the auction (issue 29), as the tender pages read it: pending
 * (an ended tender nobody decided on yet), awarded (lines: the whole tender or items to suppliers)
 * or not awarded (closed without award, with a reason). Zod only: tenders/schemas.ts imports it.
 */
import { z } from 'zod';

/** The stored `tenders.award_status` values; null is "pending award". */
export const AwardStatus = { AWARDED: 'awarded', NOT_AWARDED: 'notAwarded' } as const;
export type AwardStatusName = (typeof AwardStatus)[keyof typeof AwardStatus];

export const AwardState = {
  PENDING: 'pending',
  AWARDED: AwardStatus.AWARDED,
  NOT_AWARDED: AwardStatus.NOT_AWARDED,
} as const;
export type AwardStateName = (typeof AwardState)[keyof typeof AwardState];

/** The state of a stored `award_status` (null or anything unknown: pending). */
export function awardStateOf(awardStatus: string | null): AwardStateName {
  if (awardStatus === AwardStatus.AWARDED) return AwardState.AWARDED;
  if (awardStatus === AwardStatus.NOT_AWARDED) return AwardState.NOT_AWARDED;
  return AwardState.PENDING;
}

/** One awarded line: the whole tender (itemId null) or one item, to one supplier entry. */
export const ZAwardLine = z.object({
  /** Null when the whole tender is awarded to the supplier. */
  itemId: z.string().nullable(),
  itemName: z.string().nullable(),
  /** The supplier's entry in the tender (tender_suppliers.id), as the comparison names it. */
  supplierId: z.string(),
  supplierName: z.string(),
  /** In the tender's currency: the final unit bid × quantity, or the offer's total. */
  amount: z.number(),
  awardedAt: z.string(),
});
export type TAwardLine = z.infer<typeof ZAwardLine>;

/**
 * The award as the viewer may see it: the owner sees every line and the reason; a participating
 * supplier sees only their own lines, their rank when the buyer shares ranks, and the reason only
 * of a closing without award.
 */
export const ZTenderAward = z.object({
  state: z.enum([AwardState.PENDING, AwardState.AWARDED, AwardState.NOT_AWARDED]),
  /** A final award can no longer be cancelled; a closing without award is final at once. */
  isFinal: z.boolean(),
  decidedAt: z.string().nullable(),
  finalAt: z.string().nullable(),
  reason: z.string().nullable(),
  /** Whether suppliers who did not win are told their rank. */
  sharesRanks: z.boolean(),
  lines: z.array(ZAwardLine),
  /** Σ amount of the lines shown (null without any). */
  total: z.number().nullable(),
  /** A supplier's final position, when the buyer shares ranks (supplier view only). */
  myRank: z.number().nullable().optional(),
});
export type TTenderAward = z.infer<typeof ZTenderAward>;
