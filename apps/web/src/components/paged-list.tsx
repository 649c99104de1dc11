// The parts of a paged list page below its filters: the failure, skeleton rows while loading, an
// empty state, the rows (a table on wide screens, cards on phones), and the count with paging.
import type { ReactNode } from 'react';
import {
  Box,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  type GroupProps,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/i18n.ts';
import { ResultScreen } from './result-screen.tsx';

type PagedListBodyProps<Item> = {
  /** The list's query; `data` is the current page once loaded. */
  list: { isError: boolean; error: unknown; data?: { items: Item[] } };
  emptyTitle: string;
  emptyText: string;
  renderTable: (items: Item[]) => ReactNode;
  renderCards: (items: Item[]) => ReactNode;
};

export function PagedListBody<Item>({
  list,
  emptyTitle,
  emptyText,
  renderTable,
  renderCards,
}: PagedListBodyProps<Item>) {
  const { t } = useTranslation();
  const page = list.data;
  if (list.isError)
    return (
      <ResultScreen tone="error" title={t('system.error.title')}>
        {errorText(t, list.error)}
      </ResultScreen>
    );
  if (!page)
    return (
      <Stack gap="xs" aria-busy>
        <Skeleton h={44} />
        <Skeleton h={44} />
        <Skeleton h={44} />
      </Stack>
    );
  if (page.items.length === 0)
    return (
      <Card>
        <Stack gap={4} align="center" py="xl" ta="center">
          <Text fw={600}>{emptyTitle}</Text>
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        </Stack>
      </Card>
    );
  return (
    <>
      <Card p={0} visibleFrom="sm">
        {renderTable(page.items)}
      </Card>
      <Box hiddenFrom="sm">{renderCards(page.items)}</Box>
    </>
  );
}

/** How many pages `totalCount` rows fill; at least one. */
export function pageCountOf(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

type ListFooterProps = {
  /** "12 contacts", "3 auctions"… */
  countText: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  gap?: GroupProps['gap'];
};

/** The row count, and the pages when there is more than one. */
export function ListFooter({ countText, page, pageCount, onPageChange, gap }: ListFooterProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap={gap}>
      <Text size="sm" c="dimmed">
        {countText}
      </Text>
      {pageCount > 1 ? (
        <Pagination
          total={pageCount}
          value={page}
          onChange={onPageChange}
          getControlProps={(control) => ({ 'aria-label': t(`tenders.list.page.${control}`) })}
        />
      ) : null}
    </Group>
  );
}
