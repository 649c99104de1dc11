/**
 * The comparison of an ended tender's final offers (issue 29): one row per participating supplier
 * with per-item prices, criteria values and weighted scores, must-have answers, attachments,
 * position, score and savings, and which supplier is best on each column. A plain serializable
 * object: the owner's matrix page and the xlsx/csv exports read the same reply.
 */
import { z } from 'zod';
import { ZAttachment } from '../tenders/schemas.ts';
import { ZTenderAward } from './state.ts';

export const ZComparisonItem = z.object({
  itemId: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** The buyer's starting unit price and its line total (unit price × quantity). */
  startingUnitPrice: z.number(),
  startingTotal: z.number(),
  /** The lowest final unit bid among the rows, and whose it is (several on a tie). */
  bestUnitPrice: z.number().nullable(),
  bestSupplierIds: z.array(z.string()),
});
export type TComparisonItem = z.infer<typeof ZComparisonItem>;

export const ZComparisonCriterion = z.object({
  criterionId: z.string(),
  name: z.string(),
  unit: z.string(),
  /** 0..1; the weights of a tender add up to 1. */
  weight: z.number(),
  /** The price criterion: its value is the offer's total. */
  isPrice: z.boolean(),
  lowestWins: z.boolean(),
  bestValue: z.number().nullable(),
  bestSupplierIds: z.array(z.string()),
});
export type TComparisonCriterion = z.infer<typeof ZComparisonCriterion>;

export const ZComparisonMustHave = z.object({
  mustHaveId: z.string(),
  text: z.string(),
  isMandatory: z.boolean(),
});
export type TComparisonMustHave = z.infer<typeof ZComparisonMustHave>;

export const ZComparisonItemCell = z.object({
  itemId: z.string(),
  /** The supplier's final unit bid, null without one. */
  unitPrice: z.number().nullable(),
  /** unitPrice × quantity. */
  lineTotal: z.number().nullable(),
  isBest: z.boolean(),
});
export type TComparisonItemCell = z.infer<typeof ZComparisonItemCell>;

export const ZComparisonCriterionCell = z.object({
  criterionId: z.string(),
  value: z.number().nullable(),
  /** weight × (best ÷ value, or value ÷ best for highest-wins): its share of the score. */
  weightedScore: z.number().nullable(),
  isBest: z.boolean(),
});
export type TComparisonCriterionCell = z.infer<typeof ZComparisonCriterionCell>;

export const ZComparisonAnswer = z.object({
  mustHaveId: z.string(),
  /** The supplier's answer; null when they gave none. */
  answer: z.boolean().nullable(),
});

export const ZComparisonRow = z.object({
  /** The supplier's entry in the tender (tender_suppliers.id): what an award names. */
  supplierId: z.string(),
  userName: z.string(),
  companyName: z.string().nullable(),
  /** The company's name, or the user's when they have none. */
  displayName: z.string(),
  isDemo: z.boolean(),
  /** The final position under the tender's tie rule; null when the offer was not complete. */
  position: z.number().nullable(),
  /** Holds the best position: no reason is needed to award this offer the whole tender. */
  isBestRanked: z.boolean(),
  score: z.number().nullable(),
  /** Σ final unit bid × quantity; null while an item has no bid. */
  total: z.number().nullable(),
  isBestTotal: z.boolean(),
  /** Starting value − total, and as a percentage of the starting value. */
  savings: z.number().nullable(),
  savingsPercent: z.number().nullable(),
  items: z.array(ZComparisonItemCell),
  criteria: z.array(ZComparisonCriterionCell),
  mustHaves: z.array(ZComparisonAnswer),
  /** Every mandatory must-have condition answered yes. */
  meetsMandatoryMustHaves: z.boolean(),
  offerDescription: z.string().nullable(),
  attachments: z.array(ZAttachment),
});
export type TComparisonRow = z.infer<typeof ZComparisonRow>;

/** Why an entry of the tender has no row. */
export const ComparisonExclusion = {
  /** Took part but never placed a bid. */
  NO_BID: 'noBid',
  /** Rejected by the buyer, or declined the invitation. */
  REJECTED: 'rejected',
  BLOCKED: 'blocked',
  REMOVED: 'removed',
  LEFT: 'left',
  /** Invited or applied, never admitted to the auction. */
  NOT_ADMITTED: 'notAdmitted',
} as const;
export type ComparisonExclusionName =
  (typeof ComparisonExclusion)[keyof typeof ComparisonExclusion];

export const ZComparisonExcluded = z.object({
  supplierId: z.string(),
  displayName: z.string(),
  /** The entry's participation status (spec §4). */
  status: z.number(),
  reason: z.enum([
    ComparisonExclusion.NO_BID,
    ComparisonExclusion.REJECTED,
    ComparisonExclusion.BLOCKED,
    ComparisonExclusion.REMOVED,
    ComparisonExclusion.LEFT,
    ComparisonExclusion.NOT_ADMITTED,
  ]),
});
export type TComparisonExcluded = z.infer<typeof ZComparisonExcluded>;

export const ZTenderComparison = z.object({
  tenderId: z.string(),
  tenderName: z.string(),
  currency: z.string(),
  tenderStatus: z.number(),
  endedAt: z.string().nullable(),
  /** How equal scores were ranked ('earlierWins', 'shareBetter', 'shareWorse'). */
  tieRule: z.string(),
  /** Σ starting unit price × quantity: what savings are measured against. */
  startingTotal: z.number(),
  items: z.array(ZComparisonItem),
  criteria: z.array(ZComparisonCriterion),
  mustHaves: z.array(ZComparisonMustHave),
  /** Best position first, then unranked offers by name. */
  rows: z.array(ZComparisonRow),
  excluded: z.array(ZComparisonExcluded),
  award: ZTenderAward,
});
export type TTenderComparison = z.infer<typeof ZTenderComparison>;
