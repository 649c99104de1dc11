// The comparison matrix: a column per supplier (ordered by the chosen row), a row per result figure,
// item, criterion and condition; the best of each row is marked with an icon and the word "Best",
// not by colour alone. Wider than a phone: the table scrolls sideways in a focusable, labelled
// region, with the row labels kept in view.
import { useState, type ReactNode } from 'react';
import { Badge, Box, Group, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconAward, IconSelector } from '@tabler/icons-react';
import type { TTenderComparison } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import {
  DEFAULT_SORT,
  nextSort,
  sortRows,
  type MatrixSort,
  type SortKey,
} from '../model/matrix-sort.ts';
import classes from './comparison-matrix.module.css';
import { useRowGroups } from './matrix-rows.tsx';

function BestMark({ children, isBest }: { children: ReactNode; isBest: boolean }) {
  const { t } = useTranslation();
  if (!isBest) return <>{children}</>;
  return (
    <Stack gap={2} align="flex-end" data-best>
      <Text span fw={700} inherit>
        {children}
      </Text>
      <Badge
        size="xs"
        color="green"
        variant="light"
        leftSection={<IconAward size={11} aria-hidden />}
      >
        {t('award.matrix.best')}
      </Badge>
    </Stack>
  );
}

function RowLabel({
  label,
  hint,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  hint?: string;
  sortKey?: SortKey;
  sort: MatrixSort;
  onSort: (key: SortKey) => void;
}) {
  const { t } = useTranslation();
  const isSorted = sortKey !== undefined && sort.key === sortKey;
  const Icon = !isSorted ? IconSelector : sort.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Stack gap={0}>
      {sortKey ? (
        <UnstyledButton
          onClick={() => onSort(sortKey)}
          aria-label={t(isSorted ? 'award.matrix.sortedBy' : 'award.matrix.sortBy', { label })}
          fz="sm"
          fw={600}
        >
          <Group gap={4} wrap="nowrap" align="flex-start">
            <span>{label}</span>
            <Icon size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          </Group>
        </UnstyledButton>
      ) : (
        <Text size="sm" fw={600} inherit>
          {label}
        </Text>
      )}
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

function SectionRow({ label, span }: { label: string; span: number }) {
  return (
    <Table.Tr className={classes.section}>
      <Table.Th scope="colgroup" colSpan={span} className={classes.sticky}>
        {label}
      </Table.Th>
    </Table.Tr>
  );
}

function SortControl({
  comparison,
  sort,
  onChange,
}: {
  comparison: TTenderComparison;
  sort: MatrixSort;
  onChange: (sort: MatrixSort) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { value: 'position', label: t('award.matrix.position') },
    { value: 'total', label: t('award.matrix.total') },
    { value: 'score', label: t('award.matrix.score') },
    { value: 'savings', label: t('award.matrix.savings') },
    { value: 'name', label: t('award.matrix.name') },
    ...comparison.items.map((item) => ({ value: `item:${item.itemId}`, label: item.name })),
    ...comparison.criteria
      .filter((criterion) => !criterion.isPrice)
      .map((criterion) => ({ value: `criterion:${criterion.criterionId}`, label: criterion.name })),
  ];
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('award.matrix.orderBy')}
        data={options}
        value={sort.key}
        allowDeselect={false}
        onChange={(value) =>
          value && onChange(nextSort(comparison, DEFAULT_SORT, value as SortKey))
        }
        w={220}
      />
      <Select
        label={t('award.matrix.direction')}
        data={[
          { value: 'asc', label: t('award.matrix.ascending') },
          { value: 'desc', label: t('award.matrix.descending') },
        ]}
        value={sort.order}
        allowDeselect={false}
        onChange={(value) => value && onChange({ ...sort, order: value as MatrixSort['order'] })}
        w={160}
      />
    </Group>
  );
}

export function ComparisonMatrix({ comparison }: { comparison: TTenderComparison }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<MatrixSort>(DEFAULT_SORT);
  const rows = sortRows(comparison.rows, sort);
  const groups = useRowGroups(comparison);
  const handleSort = (key: SortKey) => setSort((current) => nextSort(comparison, current, key));
  const span = rows.length + 1;

  return (
    <Stack gap="sm">
      <SortControl comparison={comparison} sort={sort} onChange={setSort} />
      <Box
        className={classes.scroller}
        role="region"
        aria-label={t('award.matrix.regionLabel')}
        tabIndex={0}
        data-testid="comparison-matrix"
      >
        <Table className={classes.table} verticalSpacing="xs" withRowBorders>
          <Table.Caption className={classes.caption}>{t('award.matrix.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.sticky}>
                {t('award.matrix.supplier')}
              </Table.Th>
              {rows.map((row) => (
                <Table.Th key={row.supplierId} scope="col" className={classes.supplier}>
                  <Text size="sm" fw={700} inherit className={classes.name}>
                    {row.displayName}
                  </Text>
                  {row.companyName ? (
                    <Text size="xs" c="dimmed" className={classes.name}>
                      {row.userName}
                    </Text>
                  ) : null}
                  {row.isDemo ? (
                    <Badge size="xs" variant="outline" color="grape">
                      {t('award.matrix.demo')}
                    </Badge>
                  ) : null}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) =>
              group.rows.length === 0
                ? null
                : [
                    <SectionRow key={group.id} label={group.label} span={span} />,
                    ...group.rows.map((spec) => (
                      <Table.Tr key={spec.id} data-row={spec.id}>
                        <Table.Th scope="row" className={classes.sticky}>
                          <RowLabel
                            label={spec.label}
                            hint={spec.hint}
                            sortKey={spec.sortKey}
                            sort={sort}
                            onSort={handleSort}
                          />
                        </Table.Th>
                        {rows.map((row) => {
                          const cell = spec.cell(row);
                          return (
                            <Table.Td key={row.supplierId} className={classes.value}>
                              <BestMark isBest={cell.isBest === true}>{cell.content}</BestMark>
                            </Table.Td>
                          );
                        })}
                      </Table.Tr>
                    )),
                  ],
            )}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}
