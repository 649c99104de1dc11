// /auctions/supplier: the auctions the user is invited to or takes part in as a supplier, with
// paging (30 per page unless the user chooses another size), sorting and filters kept in the URL.
import { Group, SegmentedControl, Stack } from '@mantine/core';
import { TenderListFilter } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ListSearchField } from '@/components/list-search-field.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import {
  AUCTION_PAGE_SIZES,
  ListFooter,
  PagedListBody,
  pageCountOf,
  type AuctionPageSize,
} from '@/components/paged-list.tsx';
import { sortBy, useListState } from '@/lib/url-list-state.ts';
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

  const page = list.data;
  const pageCount = page ? pageCountOf(page.totalCount, Number(state.extra.size)) : 1;
  const isFiltered = state.search !== '' || state.extra.filter !== TenderListFilter.ACTIVE;

  return (
    <Stack gap="md">
      <PageTitle title={t('supplierList.title')} description={t('supplierList.description')} />
      <Group gap="sm" justify="space-between">
        <SegmentedControl
          aria-label={t('tenders.list.filter.label')}
          value={state.extra.filter}
          onChange={(filter) =>
            setState({
              ...state,
              page: 1,
              extra: { ...state.extra, filter: filter as SupplierListFilter },
            })
          }
          data={[
            { value: TenderListFilter.ACTIVE, label: t('tenders.list.filter.active') },
            { value: TenderListFilter.INACTIVE, label: t('tenders.list.filter.inactive') },
            { value: TenderListFilter.ALL, label: t('tenders.list.filter.all') },
          ]}
        />
        <ListSearchField
          label={t('tenders.list.search')}
          initialValue={state.search}
          width={{ base: '100%', sm: 280 }}
          onSearch={(search) => setState({ ...state, search, page: 1 })}
        />
      </Group>
      <PagedListBody
        list={list}
        emptyTitle={isFiltered ? t('supplierList.noMatchTitle') : t('supplierList.emptyTitle')}
        emptyText={isFiltered ? t('supplierList.noMatchText') : t('supplierList.emptyText')}
        renderTable={(rows) => (
          <SupplierTendersTable
            rows={rows}
            state={state}
            onSort={(column) => setState(sortBy(state, column))}
          />
        )}
        renderCards={(rows) => <SupplierTendersCards rows={rows} />}
      />
      {page && page.totalCount > 0 ? (
        <ListFooter
          countText={t('tenders.list.count', { count: page.totalCount })}
          page={state.page}
          pageCount={pageCount}
          onPageChange={(next) => setState({ ...state, page: next })}
          pageSize={{
            label: t('tenders.list.pageSize'),
            options: AUCTION_PAGE_SIZES,
            value: state.extra.size,
            onChange: (size) =>
              setState({
                ...state,
                page: 1,
                extra: { ...state.extra, size: size as AuctionPageSize },
              }),
          }}
        />
      ) : null}
    </Stack>
  );
}
