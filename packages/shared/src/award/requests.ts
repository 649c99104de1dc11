/** The bodies of the award calls: award (whole tender or items), and the reasoned steps. */
import { z } from 'zod';
import { zText } from '../tenders/schemas.ts';

export const MAX_AWARD_REASON_LENGTH = 2000;

/** One line to award: the whole tender (no itemId) or one item, to a supplier entry. */
export const ZAwardLineInput = z.object({
  /** Omitted or null: the whole tender. */
  itemId: z.string().max(100).nullable().optional(),
  /** The supplier's entry id, as the comparison's rows name it (`supplierId`). */
  supplierId: z.string().max(100),
});
export type TAwardLineInput = z.infer<typeof ZAwardLineInput>;

export const ZAwardTenderBody = z.object({
  lines: z.array(ZAwardLineInput).min(1).max(200),
  /** Required when a line does not go to the best offer (AWARD_REASON_RULE). */
  reason: zText(MAX_AWARD_REASON_LENGTH).optional(),
  /** Tell the suppliers who did not win their rank. */
  shareRanks: z.boolean().default(false),
});
export type TAwardTenderBody = z.infer<typeof ZAwardTenderBody>;
export type TAwardTenderBodyInput = z.input<typeof ZAwardTenderBody>;

/** Closing without award and cancelling an award: the reason is required. */
export const ZAwardReasonBody = z.object({
  reason: zText(MAX_AWARD_REASON_LENGTH, { required: true }),
});
export type TAwardReasonBody = z.infer<typeof ZAwardReasonBody>;
