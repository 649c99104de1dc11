/**
 * The award's rules, shared by the server (which refuses) and the award dialog (which explains):
 * what a valid set of lines is, and when the buyer must give a reason (AWARD_REASON_RULE).
 */
import type { TComparisonRow, TTenderComparison } from './comparison.ts';
import { AwardMessages } from './messages.ts';

/** A line as the rules read it: the whole tender (itemId null) or one item, to a supplier entry. */
export type AwardChoice = { itemId: string | null; supplierId: string };

type ComparisonParts = Pick<TTenderComparison, 'rows' | 'items'>;

const rowsById = (comparison: ComparisonParts) =>
  new Map(comparison.rows.map((row) => [row.supplierId, row]));

const bidOn = (row: TComparisonRow, itemId: string) =>
  row.items.find((cell) => cell.itemId === itemId)?.unitPrice ?? null;

/**
 * Why the lines cannot be awarded, or null when they can (the reason rule aside): the whole tender
 * goes to one complete offer, or items go once each to suppliers with a bid on them.
 */
export function awardLinesProblem(
  comparison: ComparisonParts,
  lines: readonly AwardChoice[],
): string | null {
  const rows = rowsById(comparison);
  const itemIds = new Set(comparison.items.map((item) => item.itemId));
  const isWhole = lines.some((line) => line.itemId === null);
  if (isWhole && lines.length > 1) return AwardMessages.mixedLines;
  const seen = new Set<string>();
  for (const line of lines) {
    const row = rows.get(line.supplierId);
    if (line.itemId !== null) {
      if (!itemIds.has(line.itemId)) return AwardMessages.unknownItem;
      if (seen.has(line.itemId)) return AwardMessages.duplicateItem;
      seen.add(line.itemId);
    }
    if (!row) return AwardMessages.notParticipating;
    if (line.itemId === null && row.total === null) return AwardMessages.incompleteOffer;
    if (line.itemId !== null && bidOn(row, line.itemId) === null) return AwardMessages.noBidOnItem;
  }
  return null;
}

/**
 * A line is the best choice when its supplier confirmed every mandatory condition and holds the
 * best position, or (for an item) the lowest bid on that item.
 */
export function isBestChoice(row: TComparisonRow, itemId: string | null): boolean {
  if (!row.meetsMandatoryMustHaves) return false;
  if (row.isBestRanked) return true;
  return itemId !== null && row.items.some((cell) => cell.itemId === itemId && cell.isBest);
}

/** The lines that are not the best choice: the award needs a reason when there is any. */
export function linesNeedingReason(
  comparison: ComparisonParts,
  lines: readonly AwardChoice[],
): AwardChoice[] {
  const rows = rowsById(comparison);
  return lines.filter((line) => {
    const row = rows.get(line.supplierId);
    return row !== undefined && !isBestChoice(row, line.itemId);
  });
}

export const needsAwardReason = (comparison: ComparisonParts, lines: readonly AwardChoice[]) =>
  linesNeedingReason(comparison, lines).length > 0;
