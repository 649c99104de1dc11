// /public-auctions-and-suppliers: search public auctions, government tenders and (signed in)
// suppliers; without keywords it lists the open auctions or tenders, newest first. The search lives
// in the URL; the list shows one page of the ids found at a time, the
// map the places of the first MAP_ENTRY_LIMIT results; signed-in users save tender searches.
import { memo, useCallback, useMemo, useState } from 'react';
import {
  Button,
  Grid,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  useMatches,
} from '@mantine/core';
import { IconBookmarkPlus } from '@tabler/icons-react';
import type { TTenderSearchInput } from '@tendermark/shared';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { useCurrentUser } from '@/lib/auth/session-store.ts';
import { AfterFirstPaint } from '@/lib/after-first-paint.tsx';
import { useDeferredQuery } from '@/lib/use-deferred-query.ts';
import { useSearchIds } from '../api/search-ids.ts';
import { ResultsMapPanel, hasMap } from '../components/results-map-panel.tsx';
import { ResultsToolbar } from '../components/results-toolbar.tsx';
import { SaveSearchDialog } from '../components/save-search-dialog.tsx';
import { SavedSearchesPanel } from '../components/saved-searches-panel.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { ResultSkeletons, SearchResults, type IdsQuery } from '../components/search-results.tsx';
import {
  criteriaKey,
  isBrowsing,
  isRunnable,
  readSearchState,
  searchBodyOf,
  tenderSearchBody,
  writeSearchState,
  type SearchState,
  type SearchTab,
} from '../model/search-state.ts';

function SaveSearchButton({ state }: { state: SearchState & { tab: 'auctions' | 'gov' } }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const criteria: TTenderSearchInput = tenderSearchBody(state);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconBookmarkPlus size={16} />}
        onClick={() => setOpen(true)}
      >
        {t('search.saved.save')}
      </Button>
      <SaveSearchDialog
        // Mounted while closed, so that closing returns the focus to the button; laid anew for
        // another search, so that its name starts from that search's keywords.
        key={criteriaKey(state)}
        opened={isOpen}
        kind={state.tab}
        criteria={criteria}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** What a list without keywords holds. */
function browseCaptionKey(state: SearchState) {
  if (state.tab !== 'gov') return 'search.results.browseAuctions';
  return state.includeClosed ? 'search.results.browseGovAll' : 'search.results.browseGov';
}

type SearchTabsProps = {
  state: SearchState;
  isSignedIn: boolean;
  onSearch: (next: SearchState) => void;
};

function SearchTabsControl({ state, isSignedIn, onSearch }: SearchTabsProps) {
  const { t } = useTranslation();
  // Three tabs do not fit side by side on a phone.
  const tabOrientation = useMatches<'vertical' | 'horizontal'>({
    base: 'vertical',
    xs: 'horizontal',
  });
  const tabs: { value: SearchTab; label: string }[] = [
    { value: 'auctions', label: t('search.tabs.auctions') },
    { value: 'gov', label: t('search.tabs.gov') },
    ...(isSignedIn ? [{ value: 'suppliers' as const, label: t('search.tabs.suppliers') }] : []),
  ];
  return (
    <SegmentedControl
      aria-label={t('search.tabs.label')}
      value={state.tab}
      onChange={(tab) => onSearch({ ...state, tab: tab as SearchTab, page: 1 })}
      data={tabs}
      orientation={isSignedIn ? tabOrientation : 'horizontal'}
      fullWidth
      maw={560}
    />
  );
}

/**
 * Rendered again only when the search in the URL or the user changes, not with each answer of the
 * search: its floating indicator measures the layout on every render. `onSearch` is not compared
 * (see SearchForm).
 */
const SearchTabs = memo(
  SearchTabsControl,
  (previous, next) =>
    previous.isSignedIn === next.isSignedIn &&
    writeSearchState(previous.state).toString() === writeSearchState(next.state).toString(),
);

type ResultsAreaProps = {
  state: SearchState;
  canRun: boolean;
  ids: IdsQuery;
  isSignedIn: boolean;
  onSearch: (next: SearchState) => void;
};

/**
 * The toolbar, the list and the map: rendered again when the search's answer changes (in a
 * background pass, see PublicSearchPage), not with the page's other renders.
 */
const ResultsArea = memo(function ResultsArea({
  state,
  canRun,
  ids,
  isSignedIn,
  onSearch: go,
}: ResultsAreaProps) {
  const { t } = useTranslation();
  const tenderState = state.tab === 'suppliers' ? null : { ...state, tab: state.tab };
  // The map column while the search runs or when it found something.
  const hasPlacesToShow = canRun && !ids.isError && (ids.data?.ids.length ?? 1) > 0;
  const mapTab = hasMap(state.tab) && hasPlacesToShow ? state.tab : null;
  return (
    <>
      {canRun ? (
        <ResultsToolbar
          state={state}
          ids={ids.data}
          onSort={(sort, order) => go({ ...state, sort, order, page: 1 })}
          actions={isSignedIn && tenderState ? <SaveSearchButton state={tenderState} /> : null}
        />
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: mapTab ? 7 : 12 }}>
          <section aria-label={t('search.results.label')}>
            <SearchResults
              state={state}
              isRunnable={canRun}
              ids={ids}
              onPageChange={(page) => go({ ...state, page })}
              onIncludeClosed={() => go({ ...state, includeClosed: true, page: 1 })}
            />
          </section>
        </Grid.Col>
        {mapTab ? (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <div style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height) + 16px)' }}>
              <ResultsMapPanel tab={mapTab} ids={ids.data?.ids ?? null} />
            </div>
          </Grid.Col>
        ) : null}
      </Grid>
    </>
  );
});

export function PublicSearchPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const isSignedIn = user !== null;
  // One object per search in the URL, so that the memoised parts below see the same state.
  const state = useMemo((): SearchState => {
    const requested = readSearchState(params);
    // The supplier search is for signed-in users: a visitor's link to it searches auctions.
    return requested.tab === 'suppliers' && !isSignedIn
      ? { ...requested, tab: 'auctions' }
      : requested;
  }, [params, isSignedIn]);
  const canRun = isRunnable(state);
  const idsQuery = useSearchIds(state.tab, canRun ? searchBodyOf(state) : null);
  // Each change of the search's answer renders the results in a background pass, in slices, after
  // a quick render of the page that keeps the previous answer (the query's own render is urgent).
  const ids: IdsQuery = useDeferredQuery(idsQuery);
  const go = useCallback((next: SearchState) => setParams(writeSearchState(next)), [setParams]);

  return (
    <Stack gap="md">
      <PageTitle title={t('search.pageTitle')} description={t('search.description')} />
      <SearchTabs state={state} isSignedIn={isSignedIn} onSearch={go} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: isSignedIn ? 8 : 12 }}>
          <SearchForm key={`${state.tab}|${criteriaKey(state)}`} state={state} onSearch={go} />
        </Grid.Col>
        {isSignedIn ? (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <SavedSearchesPanel />
          </Grid.Col>
        ) : null}
      </Grid>
      {state.tab !== 'suppliers' ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {isBrowsing(state) ? t(browseCaptionKey(state)) : null}
          </Text>
          {state.tab === 'gov' ? (
            <Switch
              label={t('search.gov.includeClosed')}
              description={t('search.gov.includeClosedHint')}
              checked={state.includeClosed}
              onChange={(event) =>
                go({ ...state, includeClosed: event.currentTarget.checked, page: 1 })
              }
            />
          ) : null}
        </Group>
      ) : null}
      {/* Below the form: rendered after the page's first paint, in slices. */}
      <AfterFirstPaint fallback={<ResultSkeletons />}>
        <ResultsArea
          state={state}
          canRun={canRun}
          ids={ids}
          isSignedIn={isSignedIn}
          onSearch={go}
        />
      </AfterFirstPaint>
    </Stack>
  );
}
