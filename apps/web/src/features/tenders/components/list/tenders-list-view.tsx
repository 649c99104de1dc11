// A tender list page body: toolbar, the table (cards on phones), skeletons while loading, an
// empty state that says what to do next, and paging kept in the URL.
import { Button, Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconGavel } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { CreateTenderButton, TryDemoButton } from '@/components/create-tender-buttons.tsx';
import { FormFailure } from '@/components/form-failure.tsx';
import {
  AUCTION_PAGE_SIZES,
  ListFooter,
  pageCountOf,
  type AuctionPageSize,
} from '@/components/paged-list.tsx';
import { errorText } from '@/lib/i18n.ts';
import { useMyTenders } from '@/lib/my-tenders-api.ts';
import {
  DEFAULT_LIST_PARAMS,
  nextSort,
  queryOfList,
  type ListParams,
} from '@/features/tenders/model/list-params.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { TenderCards } from './tender-cards.tsx';
import { TendersTable } from './tenders-table.tsx';
import { useListParams } from './use-list-params.ts';

function LoadingRows() {
  return (
    <Stack gap="xs" aria-busy>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} h={44} />
      ))}
    </Stack>
  );
}

function isFiltered(params: ListParams): boolean {
  return params.name !== '' || params.filter !== DEFAULT_LIST_PARAMS.filter || params.showHidden;
}

function EmptyList({ params, onReset }: { params: ListParams; onReset: () => void }) {
  const { t } = useTranslation();
  if (isFiltered(params)) {
    return (
      <EmptyState
        icon={<IconFilterOff size={28} />}
        title={t('tenders.list.noMatchTitle')}
        description={t('tenders.list.noMatchText')}
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={onReset}>
            {t('tenders.list.clearFilters')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<IconGavel size={28} />}
      variant="light"
      title={t('tenders.list.emptyTitle')}
      description={t('tenders.list.emptyText')}
    >
      <EmptyState.Actions>
        <CreateTenderButton label={t('tenders.list.createFirst')} />
        <TryDemoButton />
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function TendersListView({ isOwnerList }: { isOwnerList: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useListParams();
  const tenders = useMyTenders(queryOfList(params, isOwnerList));
  const isPhone = useMediaQuery('(max-width: 48em)');
  const page = tenders.data;
  const pageCount = page ? pageCountOf(page.totalCount, Number(params.size)) : 1;

  return (
    <Stack gap="md">
      <ListToolbar params={params} onChange={setParams} />
      {tenders.isError ? <FormFailure message={errorText(t, tenders.error)} /> : null}
      {tenders.isPending ? (
        <LoadingRows />
      ) : page && page.items.length === 0 ? (
        <Card>
          <EmptyList params={params} onReset={() => setParams(DEFAULT_LIST_PARAMS)} />
        </Card>
      ) : page ? (
        <Stack gap="sm" style={{ opacity: tenders.isPlaceholderData ? 0.6 : 1 }}>
          {isPhone ? (
            <TenderCards rows={page.items} />
          ) : (
            <Card p={0}>
              <TendersTable
                rows={page.items}
                params={params}
                onSort={(column) => setParams(nextSort(params, column))}
              />
            </Card>
          )}
          <ListFooter
            countText={t('tenders.list.count', { count: page.totalCount })}
            page={Math.min(params.page, pageCount)}
            pageCount={pageCount}
            onPageChange={(next) => setParams({ ...params, page: next })}
            gap="sm"
            pageSize={{
              label: t('tenders.list.pageSize'),
              options: AUCTION_PAGE_SIZES,
              value: params.size,
              onChange: (size) => setParams({ ...params, page: 1, size: size as AuctionPageSize }),
            }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
