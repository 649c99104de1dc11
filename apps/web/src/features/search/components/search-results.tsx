// The result list of a search: skeletons while the ids or a page load, "No entries found" when the
// search found nothing (for government tenders with the way to closed ones), then one page of rows at a time (the two-step protocol) with paging.
import { Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import {
  DEFAULT_SEARCH_PAGE_SIZE,
  type TCompanyRow,
  type TGovTenderRow,
  type TPublicTenderRow,
  type TSearchIds,
} from '@tendermark/shared';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '@/lib/translation.ts';
import { ListFooter } from '@/components/paged-list.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { errorText } from '@/lib/i18n.ts';
import { useDeferredQuery } from '@/lib/use-deferred-query.ts';
import { useSearchPage } from '../api/search-rows.ts';
import { pageCountOf } from '../model/search-paging.ts';
import type { SearchState, SearchTab } from '../model/search-state.ts';
import { CompanyResult } from './company-result.tsx';
import { GovTenderResult } from './gov-tender-result.tsx';
import { PublicTenderResult } from './public-tender-result.tsx';

export type IdsQuery = { data?: TSearchIds; isError: boolean; error: unknown };

export function ResultSkeletons() {
  const { t } = useTranslation();
  return (
    // A live region with a name: a bare div may not carry aria-label (axe: aria-prohibited-attr).
    <Stack gap="sm" role="status" aria-busy aria-label={t('search.results.pageLoading')}>
      <Skeleton h={112} />
      <Skeleton h={112} />
      <Skeleton h={112} />
    </Stack>
  );
}

function Notice({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <Card>
      <Stack gap={4} align="center" py="xl" ta="center" role="status">
        <Text fw={600}>{title}</Text>
        {text ? (
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Card>
  );
}

function FailureNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <ResultScreen tone="error" title={t('system.error.title')}>
      {errorText(t, error)}
    </ResultScreen>
  );
}

const ResultRows = memo(function ResultRows({ tab, rows }: { tab: SearchTab; rows: unknown[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {tab === 'auctions'
        ? (rows as TPublicTenderRow[]).map((row) => <PublicTenderResult key={row.id} row={row} />)
        : tab === 'gov'
          ? (rows as TGovTenderRow[]).map((row) => <GovTenderResult key={row.id} row={row} />)
          : (rows as TCompanyRow[]).map((row) => <CompanyResult key={row.id} row={row} />)}
    </Stack>
  );
});

type ResultPageProps = {
  state: SearchState;
  ids: string[];
  onPageChange: (page: number) => void;
};

function ResultPage({ state, ids, onPageChange }: ResultPageProps) {
  const { t } = useTranslation();
  const pageSize = DEFAULT_SEARCH_PAGE_SIZE;
  const pageCount = pageCountOf(ids.length, pageSize);
  // A page beyond the end (an old link, fewer matches now) shows the last one.
  const page = Math.min(state.page, pageCount);
  const rowsQuery = useSearchPage(state.tab, { ids, page, pageSize, currency: state.currency });
  // The rows' cards render in a background pass, in slices, not in the task that receives them.
  const rows = useDeferredQuery(rowsQuery);

  return (
    <Stack gap="md">
      {rows.isError ? (
        <FailureNotice error={rows.error} />
      ) : rows.data ? (
        <ResultRows tab={state.tab} rows={rows.data.items} />
      ) : (
        <ResultSkeletons />
      )}
      {pageCount > 1 ? (
        <ListFooter
          countText={t('search.results.range', {
            from: (page - 1) * pageSize + 1,
            to: Math.min(page * pageSize, ids.length),
            count: ids.length,
          })}
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
        />
      ) : null}
    </Stack>
  );
}

type SearchResultsProps = {
  state: SearchState;
  /** Whether the state holds a search that can run (keywords long enough). */
  isRunnable: boolean;
  ids: IdsQuery;
  onPageChange: (page: number) => void;
  /** Government tenders: search the closed ones too. */
  onIncludeClosed?: () => void;
};

export function SearchResults({
  state,
  isRunnable,
  ids,
  onPageChange,
  onIncludeClosed,
}: SearchResultsProps) {
  const { t } = useTranslation();
  if (!isRunnable)
    return <Notice title={t('search.results.idleTitle')} text={t('search.results.idleText')} />;
  if (ids.isError) return <FailureNotice error={ids.error} />;
  if (!ids.data) return <ResultSkeletons />;
  if (ids.data.ids.length === 0) {
    const closedAreHidden = state.tab === 'gov' && !state.includeClosed && onIncludeClosed;
    const isBrowsingGov = state.tab === 'gov' && state.keywords.trim() === '';
    return (
      <Notice
        title={isBrowsingGov ? t('search.results.noOpenGov') : t('messages.noEntriesFound')}
        text={isBrowsingGov ? undefined : t('search.results.noEntriesText')}
        action={
          closedAreHidden ? (
            <Button variant="light" mt="sm" onClick={onIncludeClosed}>
              {t('search.results.showClosed')}
            </Button>
          ) : null
        }
      />
    );
  }
  return <ResultPage state={state} ids={ids.data.ids} onPageChange={onPageChange} />;
}
