// Names and value formats of what is bid on: items and the price criterion in the tender
// currency, other criteria as a number with their unit.
import type { TTender } from '@tendermark/shared';
import { formatAmount, formatMoney } from '@/lib/money.ts';
import type { TargetKey } from './room-live.ts';

/** The price criterion: flagged by the server, and the first one by definition (DESIGN §5). */
export const isPriceCriterion = (criterion: { isPrice?: boolean }, index: number) =>
  criterion.isPrice ?? index === 0;

/** `unit` null: an amount of money in the tender currency. */
export type TargetLabel = { name: string; unit: string | null };

export function targetLabelsOf(tender: TTender): Record<TargetKey, TargetLabel> {
  const labels: Record<TargetKey, TargetLabel> = {};
  for (const item of tender.itemsDetails)
    labels[`item:${String(item.id)}`] = { name: item.name, unit: null };
  tender.criteriaDetails.forEach((criterion, index) => {
    const isPrice = isPriceCriterion(criterion, index);
    labels[`criterion:${String(criterion.id)}`] = {
      name: criterion.name,
      unit: isPrice ? null : criterion.unit.name,
    };
  });
  return labels;
}

export function formatTargetValue(label: TargetLabel | undefined, value: number, currency: string) {
  if (!label || label.unit === null) return formatMoney(value, currency);
  return `${formatAmount(value)} ${label.unit}`;
}
