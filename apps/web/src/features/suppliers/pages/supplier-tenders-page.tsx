// /auctions/supplier: the auctions the user is invited to or takes part in as a supplier, with
// paging (30), sorting and filters kept in the URL.
import { useState } from 'react';
import {
  Box,
  Card,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Constants, TenderListFilter } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { ResultScreen } from '../../../components/result-screen.tsx';
import { errorText } from '../../../lib/i18n.ts';
import { sortBy, useListState } from '../../../lib/url-list-state.ts';
import { useSupplierTenders } from '../api/get-supplier-tenders.ts';
import { SupplierTendersCards } from '../components/supplier-tenders-cards.tsx';
import { SupplierTendersTable } from '../components/supplier-tenders-table.tsx';
import {
  supplierListQuery,
  supplierListSpec,
  type SupplierListFilter,
} from '../model/list-state.ts';

export function SupplierTendersPage() {
  const { t } = useTranslation();
  const [state, setState] = useListState(supplierListSpec);
  const list = useSupplierTenders(supplierListQuery(state));
  const [searchText, setSearchText] = useState(state.search);
  const applySearch = useDebouncedCallback(
    (text: string) => setState({ ...state, search: text.trim(), page: 1 }),
    400,
  );

  const page = list.data;
  const pageCount = page
    ? Math.max(1, Math.ceil(page.totalCount / Constants.myAuctionsPageSize))
    : 1;
  const isFiltered = state.search !== '' || state.extra.filter !== TenderListFilter.ACTIVE;

  return (
    <Stack gap="md">
      <PageTitle title={t('supplierList.title')} description={t('supplierList.description')} />
      <Group gap="sm" justify="space-between">
        <SegmentedControl
          aria-label={t('tenders.list.filter.label')}
          value={state.extra.filter}
          onChange={(filter) =>
            setState({ ...state, page: 1, extra: { filter: filter as SupplierListFilter } })
          }
          data={[
            { value: TenderListFilter.ACTIVE, label: t('tenders.list.filter.active') },
            { value: TenderListFilter.INACTIVE, label: t('tenders.list.filter.inactive') },
            { value: TenderListFilter.ALL, label: t('tenders.list.filter.all') },
          ]}
        />
        <TextInput
          aria-label={t('tenders.list.search')}
          placeholder={t('tenders.list.search')}
          leftSection={<IconSearch size={16} />}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 280 }}
        />
      </Group>
      {list.isError ? (
        <ResultScreen tone="error" title={t('system.error.title')}>
          {errorText(t, list.error)}
        </ResultScreen>
      ) : !page ? (
        <Stack gap="xs" aria-busy>
          <Skeleton h={44} />
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : page.items.length === 0 ? (
        <Card>
          <Stack gap={4} align="center" py="xl" ta="center">
            <Text fw={600}>
              {isFiltered ? t('supplierList.noMatchTitle') : t('supplierList.emptyTitle')}
            </Text>
            <Text size="sm" c="dimmed">
              {isFiltered ? t('supplierList.noMatchText') : t('supplierList.emptyText')}
            </Text>
          </Stack>
        </Card>
      ) : (
        <>
          <Card p={0} visibleFrom="sm">
            <SupplierTendersTable
              rows={page.items}
              state={state}
              onSort={(column) => setState(sortBy(state, column))}
            />
          </Card>
          <Box hiddenFrom="sm">
            <SupplierTendersCards rows={page.items} />
          </Box>
        </>
      )}
      {page && pageCount > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('tenders.list.count', { count: page.totalCount })}
          </Text>
          <Pagination
            total={pageCount}
            value={state.page}
            onChange={(next) => setState({ ...state, page: next })}
            getControlProps={(control) => ({
              'aria-label': t(`tenders.list.page.${control}`),
            })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
