// Beside the list: the map of the places found (public auctions' and government tenders' delivery
// places, suppliers' locations), at most MAP_ENTRY_LIMIT; "No place found" when none of the results has a location.
// Leaflet loads only here, when there is something to place.
import { lazy, Suspense } from 'react';
import { Alert, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import {
  MAP_ENTRY_LIMIT,
  type TCompanyRow,
  type TGovTenderRow,
  type TPublicTenderRow,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { errorText } from '@/lib/i18n.ts';
import { useDeferredQuery } from '@/lib/use-deferred-query.ts';
import { useMapRows } from '../api/search-rows.ts';
import {
  companyMapEntries,
  govTenderMapEntries,
  limitMapEntries,
  tenderMapEntries,
  type MapEntry,
} from '../model/map-entries.ts';
import type { SearchTab } from '../model/search-state.ts';

const ResultsMap = lazy(async () => ({
  default: (await import('./results-map.tsx')).ResultsMap,
}));

const MAP_HEIGHT = { base: 320, md: 520 };

/** The tabs whose rows have places to show: all of them. */
export function hasMap(tab: SearchTab): tab is SearchTab {
  return tab === 'auctions' || tab === 'gov' || tab === 'suppliers';
}

function entriesOf(tab: SearchTab, rows: unknown[]): MapEntry[] {
  if (tab === 'auctions') return tenderMapEntries(rows as TPublicTenderRow[]);
  if (tab === 'gov') return govTenderMapEntries(rows as TGovTenderRow[]);
  return companyMapEntries(rows as TCompanyRow[]);
}

function MapSkeleton() {
  const { t } = useTranslation();
  // role=status: a div may carry a name only with a role (axe aria-prohibited-attr).
  return (
    <Skeleton
      h={MAP_HEIGHT}
      radius="md"
      role="status"
      aria-busy
      aria-label={t('search.map.loading')}
    />
  );
}

type ResultsMapPanelProps = {
  tab: SearchTab;
  /** The ids the search found; null while it runs. */
  ids: string[] | null;
};

export function ResultsMapPanel({ tab, ids }: ResultsMapPanelProps) {
  const { t } = useTranslation();
  // The map's rows render in a background pass, in slices, not in the task that receives them.
  const rows = useDeferredQuery(useMapRows(tab, ids, { enabled: ids !== null }));

  if (ids === null) return <MapSkeleton />;
  if (ids.length === 0) return null;
  if (rows.isError)
    return (
      <Alert variant="light" color="red">
        {errorText(t, rows.error)}
      </Alert>
    );
  if (!rows.data) return <MapSkeleton />;

  const entries = limitMapEntries(entriesOf(tab, rows.data));
  if (entries.length === 0)
    return (
      <Card>
        <Stack gap={6} align="center" py="xl" ta="center" role="status">
          <IconMapPinOff size={28} stroke={1.5} aria-hidden />
          <Text fw={600}>{t('messages.noPlaceFound')}</Text>
        </Stack>
      </Card>
    );

  return (
    <Stack gap={6}>
      <Suspense fallback={<MapSkeleton />}>
        <ResultsMap entries={entries} height={MAP_HEIGHT} />
      </Suspense>
      <Text size="xs" c="dimmed">
        {t('search.map.placed', { count: entries.length })}
        {ids.length > MAP_ENTRY_LIMIT
          ? ` ${t('search.map.limited', { count: MAP_ENTRY_LIMIT })}`
          : null}
      </Text>
    </Stack>
  );
}
