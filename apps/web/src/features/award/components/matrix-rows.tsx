// The comparison matrix's rows, grouped: the result figures, the items, the criteria, the
// must-have conditions and the offer; each says how to show a supplier's cell and whether it is the
// row's best.
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { TComparisonRow, TTenderComparison } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { AttachmentList } from '@/components/attachment-list.tsx';
import { Money } from '@/components/money.tsx';
import { formatMoney } from '@/lib/money.ts';
import { formatQuantity } from '@/lib/quantity.ts';
import type { SortKey } from '../model/matrix-sort.ts';
import classes from './comparison-matrix.module.css';

export type Cell = { content: ReactNode; isBest?: boolean };

export type MatrixRowSpec = {
  id: string;
  label: string;
  hint?: string;
  sortKey?: SortKey;
  cell: (row: TComparisonRow) => Cell;
};

const dash = '—';

/** The matrix's rows, grouped: result figures, items, criteria, conditions, the offer. */
export function useRowGroups(comparison: TTenderComparison) {
  const { t } = useTranslation();
  const { currency } = comparison;
  const money = (amount: number | null) =>
    amount === null ? dash : <Money amount={amount} currency={currency} />;
  const bestScore = Math.max(...comparison.rows.map((row) => row.score ?? -Infinity));
  const result: MatrixRowSpec[] = [
    {
      id: 'position',
      label: t('award.matrix.position'),
      sortKey: 'position',
      cell: (row) => ({
        content: row.position ?? t('award.matrix.notRanked'),
        isBest: row.isBestRanked,
      }),
    },
    {
      id: 'score',
      label: t('award.matrix.score'),
      sortKey: 'score',
      cell: (row) => ({
        content: row.score === null ? dash : row.score.toFixed(4),
        isBest: row.score !== null && row.score === bestScore,
      }),
    },
    {
      id: 'total',
      label: t('award.matrix.total'),
      hint: t('award.matrix.startingValue', {
        amount: formatMoney(comparison.startingTotal, currency),
      }),
      sortKey: 'total',
      cell: (row) => ({ content: money(row.total), isBest: row.isBestTotal }),
    },
    {
      id: 'savings',
      label: t('award.matrix.savings'),
      sortKey: 'savings',
      cell: (row) => ({
        content:
          row.savings === null ? (
            dash
          ) : (
            <>
              {money(row.savings)}
              {row.savingsPercent !== null ? (
                <Text span size="xs" c="dimmed" ml={4}>
                  ({row.savingsPercent.toFixed(1)} %)
                </Text>
              ) : null}
            </>
          ),
        isBest: row.isBestTotal,
      }),
    },
  ];
  const items: MatrixRowSpec[] = comparison.items.map((item) => ({
    id: `item:${item.itemId}`,
    label: item.name,
    hint: t('award.matrix.itemHint', {
      quantity: formatQuantity(item.quantity),
      unit: item.unit,
      start: formatMoney(item.startingUnitPrice, currency),
    }),
    sortKey: `item:${item.itemId}`,
    cell: (row) => {
      const cell = row.items.find((each) => each.itemId === item.itemId);
      if (!cell || cell.unitPrice === null) return { content: dash };
      return {
        content: (
          <Stack gap={0} align="flex-end">
            {money(cell.unitPrice)}
            <Text span size="xs" c="dimmed">
              {t('award.matrix.lineTotal')} {money(cell.lineTotal)}
            </Text>
          </Stack>
        ),
        isBest: cell.isBest,
      };
    },
  }));
  const criteria: MatrixRowSpec[] = comparison.criteria.map((criterion) => ({
    id: `criterion:${criterion.criterionId}`,
    label: criterion.name,
    hint: t(criterion.lowestWins ? 'award.matrix.lowestWins' : 'award.matrix.highestWins', {
      weight: Math.round(criterion.weight * 100),
    }),
    sortKey: `criterion:${criterion.criterionId}`,
    cell: (row) => {
      const cell = row.criteria.find((each) => each.criterionId === criterion.criterionId);
      if (!cell || cell.value === null) return { content: dash };
      return {
        content: (
          <Stack gap={0} align="flex-end">
            <span>
              {criterion.isPrice ? money(cell.value) : formatQuantity(cell.value)}{' '}
              {criterion.isPrice ? null : criterion.unit}
            </span>
            <Text span size="xs" c="dimmed">
              {t('award.matrix.weighted', { score: cell.weightedScore?.toFixed(4) ?? dash })}
            </Text>
          </Stack>
        ),
        isBest: cell.isBest,
      };
    },
  }));
  const answer = (value: boolean | null) =>
    value === null
      ? t('award.matrix.noAnswer')
      : value
        ? t('award.matrix.yes')
        : t('award.matrix.no');
  const conditions: MatrixRowSpec[] = [
    ...comparison.mustHaves.map((condition, index) => ({
      id: `must:${condition.mustHaveId}`,
      label: condition.text,
      hint: condition.isMandatory ? t('award.matrix.mandatory') : undefined,
      cell: (row: TComparisonRow) => ({ content: answer(row.mustHaves[index]?.answer ?? null) }),
    })),
    {
      id: 'mandatory',
      label: t('award.matrix.meetsMandatory'),
      cell: (row) => ({ content: answer(row.meetsMandatoryMustHaves) }),
    },
  ];
  const offer: MatrixRowSpec[] = [
    {
      id: 'description',
      label: t('award.matrix.offerDescription'),
      cell: (row) => ({
        content: row.offerDescription ? (
          <Text size="xs" ta="left" className={classes.description}>
            {row.offerDescription}
          </Text>
        ) : (
          dash
        ),
      }),
    },
    {
      id: 'attachments',
      label: t('award.matrix.attachments'),
      cell: (row) => ({
        content:
          row.attachments.length === 0 ? dash : <AttachmentList attachments={row.attachments} />,
      }),
    },
  ];
  return [
    { id: 'result', label: t('award.matrix.result'), rows: result },
    { id: 'items', label: t('award.matrix.items'), rows: items },
    { id: 'criteria', label: t('award.matrix.criteria'), rows: criteria },
    { id: 'conditions', label: t('award.matrix.conditions'), rows: conditions },
    { id: 'offer', label: t('award.matrix.offer'), rows: offer },
  ];
}
