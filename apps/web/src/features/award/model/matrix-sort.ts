// The comparison matrix's supplier order: by position, total, score, savings, name, or one item's
// or criterion's value; offers without the value always come last.
import type { TComparisonRow, TTenderComparison } from '@tendermark/shared';

export type SortKey =
  'position' | 'total' | 'score' | 'savings' | 'name' | `item:${string}` | `criterion:${string}`;
export type SortOrder = 'asc' | 'desc';
export type MatrixSort = { key: SortKey; order: SortOrder };

export const DEFAULT_SORT: MatrixSort = { key: 'position', order: 'asc' };

function valueOf(row: TComparisonRow, key: SortKey): number | string | null {
  switch (key) {
    case 'position':
      return row.position;
    case 'total':
      return row.total;
    case 'score':
      return row.score;
    case 'savings':
      return row.savings;
    case 'name':
      return row.displayName.toLocaleLowerCase();
  }
  if (key.startsWith('item:'))
    return row.items.find((cell) => `item:${cell.itemId}` === key)?.unitPrice ?? null;
  return row.criteria.find((cell) => `criterion:${cell.criterionId}` === key)?.value ?? null;
}

/** The order that puts the best first: low prices, positions and names; high scores and savings. */
export function bestFirstOrder(comparison: Pick<TTenderComparison, 'criteria'>, key: SortKey) {
  if (key === 'score' || key === 'savings') return 'desc';
  if (key.startsWith('criterion:')) {
    const criterion = comparison.criteria.find((each) => `criterion:${each.criterionId}` === key);
    return criterion && !criterion.lowestWins ? 'desc' : 'asc';
  }
  return 'asc';
}

/** The next sort when a column is chosen: its best-first order, or the other way on a second click. */
export function nextSort(
  comparison: Pick<TTenderComparison, 'criteria'>,
  current: MatrixSort,
  key: SortKey,
): MatrixSort {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: bestFirstOrder(comparison, key) };
}

/** The rows in the sort's order (stable; ties by position, then name). */
export function sortRows(rows: readonly TComparisonRow[], sort: MatrixSort): TComparisonRow[] {
  const direction = sort.order === 'asc' ? 1 : -1;
  const fallback = (a: TComparisonRow, b: TComparisonRow) =>
    (a.position ?? Infinity) - (b.position ?? Infinity) ||
    a.displayName.localeCompare(b.displayName);
  return [...rows].sort((a, b) => {
    const left = valueOf(a, sort.key);
    const right = valueOf(b, sort.key);
    if (left === null || right === null)
      return left === right ? fallback(a, b) : left === null ? 1 : -1;
    const compared =
      typeof left === 'string' || typeof right === 'string'
        ? String(left).localeCompare(String(right))
        : left - right;
    return compared * direction || fallback(a, b);
  });
}
