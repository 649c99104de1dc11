// Above the results: how many were found (and that the list was cut at the search limit), the
// order they are listed in, and room for "Save this search".
import type { ReactNode } from 'react';
import { Alert, Group, Select, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  CompanySearchColumns,
  TenderSearchColumns,
  type TSearchIds,
  type TTenderSearchColumn,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import {
  companySortOf,
  isBrowsing,
  type SearchState,
  type SortOrder,
} from '../model/search-state.ts';
import { useOptionsOnFocus } from './options-on-focus.ts';

type ResultsToolbarProps = {
  state: SearchState;
  ids: TSearchIds | undefined;
  onSort: (sort: TTenderSearchColumn, order: SortOrder) => void;
  actions?: ReactNode;
};

export function ResultsToolbar({ state, ids, onSort, actions }: ResultsToolbarProps) {
  const { t } = useTranslation();
  const isCompanySearch = state.tab === 'suppliers';
  // Without keywords there is no relevance: the list is by publication date unless sorted otherwise.
  const browsing = isBrowsing(state);
  const columns: readonly TTenderSearchColumn[] = isCompanySearch
    ? CompanySearchColumns
    : TenderSearchColumns.filter((column) => !browsing || column !== 'relevance');
  const sort = isCompanySearch
    ? companySortOf(state)
    : browsing && state.sort === 'relevance'
      ? 'published'
      : state.sort;

  const sortOptions = useOptionsOnFocus(
    columns.map((column) => ({ value: column, label: t(`search.results.sort.${column}`) })),
    [sort],
  );
  const orderOptions = useOptionsOnFocus(
    (['desc', 'asc'] as const).map((order) => ({
      value: order,
      label: t(`search.results.order.${order}`),
    })),
    [state.order],
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text fw={600} aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {ids ? t('search.results.count', { count: ids.totalCount }) : null}
        </Text>
        <Group gap="sm" align="flex-end">
          <Select
            label={t('search.results.sort')}
            size="xs"
            w={170}
            allowDeselect={false}
            {...sortOptions}
            value={sort}
            onChange={(value) => value && onSort(value as TTenderSearchColumn, state.order)}
          />
          <Select
            label={t('search.results.order')}
            size="xs"
            w={130}
            allowDeselect={false}
            {...orderOptions}
            value={state.order}
            onChange={(value) => value && onSort(sort, value as SortOrder)}
          />
          {actions}
        </Group>
      </Group>
      {ids?.limited ? (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} role="status">
          {t('search.results.limited', {
            shown: ids.ids.length.toLocaleString(),
            total: ids.totalCount.toLocaleString(),
          })}
        </Alert>
      ) : null}
    </Stack>
  );
}
