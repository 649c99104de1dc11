// The parts of a paged list page below its filters: the failure, skeleton rows while loading, an
// empty state, the rows (a table on wide screens, cards on phones), and the count with paging.
import type { ReactNode } from 'react';
import {
  Box,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  type GroupProps,
} from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { errorText } from '@/lib/i18n.ts';
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

/** The rows per page an auction list offers (spec: chosen by the user; 30 at first). */
export const AUCTION_PAGE_SIZES = ['10', '30', '50', '100'] as const;
export type AuctionPageSize = (typeof AUCTION_PAGE_SIZES)[number];

type ListFooterProps = {
  /** "12 contacts", "3 auctions"… */
  countText: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  gap?: GroupProps['gap'];
  /** Lets the user choose the rows per page (its label, the choices, the current one). */
  pageSize?: {
    label: string;
    options: readonly string[];
    value: string;
    onChange: (size: string) => void;
  };
};

/** The row count, and the pages when there is more than one. */
export function ListFooter({
  countText,
  page,
  pageCount,
  onPageChange,
  gap,
  pageSize,
}: ListFooterProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap={gap}>
      <Group gap="md" align="center">
        <Text size="sm" c="dimmed">
          {countText}
        </Text>
        {pageSize ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" component="label" htmlFor="list-page-size">
              {pageSize.label}
            </Text>
            <Select
              id="list-page-size"
              data={[...pageSize.options]}
              value={pageSize.value}
              allowDeselect={false}
              w={90}
              size="xs"
              onChange={(size) => size && pageSize.onChange(size)}
            />
          </Group>
        ) : null}
      </Group>
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
