// /auction-overview: the user's ended and canceled auctions as buyer or supplier, filtered by
// name, role and status, paged, with the filters kept in the URL.
import { Group, Select, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { ListSearchField } from '@/components/list-search-field.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { ListFooter, PagedListBody, pageCountOf } from '@/components/paged-list.tsx';
import { useListState } from '@/lib/url-list-state.ts';
import { useMyAuctionOverviews } from '../api/get-my-auction-overviews.ts';
import { OverviewCards, OverviewTableRows } from '../components/overview-rows.tsx';
import {
  PAGE_SIZE,
  ROLES,
  STATUSES,
  hasFilters,
  overviewListSpec,
  overviewsQuery,
} from '../model/list-state.ts';

export function OverviewListPage() {
  const { t } = useTranslation();
  const [state, setState] = useListState(overviewListSpec);
  const list = useMyAuctionOverviews(overviewsQuery(state));
  const page = list.data;
  const filtered = hasFilters(state);

  return (
    <Stack gap="md">
      <PageTitle title={t('overview.list.title')} description={t('overview.list.description')} />
      <Group gap="sm" align="flex-end">
        <ListSearchField
          label={t('overview.list.search')}
          initialValue={state.search}
          width={{ base: '100%', sm: 300 }}
          onSearch={(search) => setState({ ...state, search, page: 1 })}
        />
        <Select
          label={t('overview.list.role')}
          data={ROLES.map((role) => ({ value: role, label: t(`overview.list.role.${role}`) }))}
          value={state.extra.role}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
          onChange={(role) =>
            role &&
            setState({
              ...state,
              page: 1,
              extra: { ...state.extra, role: role as (typeof ROLES)[number] },
            })
          }
        />
        <Select
          label={t('overview.list.status')}
          data={STATUSES.map((status) => ({
            value: status,
            label: t(`overview.list.status.${status}`),
          }))}
          value={state.extra.status}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
          onChange={(status) =>
            status &&
            setState({
              ...state,
              page: 1,
              extra: { ...state.extra, status: status as (typeof STATUSES)[number] },
            })
          }
        />
      </Group>
      <PagedListBody
        list={list}
        emptyTitle={filtered ? t('overview.list.noMatchTitle') : t('overview.list.emptyTitle')}
        emptyText={filtered ? t('overview.list.noMatchText') : t('overview.list.emptyText')}
        renderTable={(rows) => <OverviewTableRows rows={rows} />}
        renderCards={(rows) => <OverviewCards rows={rows} />}
      />
      {page && page.totalCount > 0 ? (
        <ListFooter
          countText={t('overview.list.count', { count: page.totalCount })}
          page={state.page}
          pageCount={pageCountOf(page.totalCount, PAGE_SIZE)}
          onPageChange={(next) => setState({ ...state, page: next })}
        />
      ) : null}
    </Stack>
  );
}
