// An admin list: the table of one page of rows (or its loading, failure or empty state) in a card,
// with the count and the page switcher under it, and the cells every admin list shows alike.
import type { ReactNode } from 'react';
import { Card, Table, Text } from '@mantine/core';
import { PAGE_SIZE } from '../api/users.ts';
import { ListFooter } from './list-footer.tsx';
import { ListState } from './list-state.tsx';

type AdminList<Row> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { rows: Row[]; totalCount: number };
};

type AdminTableProps<Row extends { id: string }> = {
  list: AdminList<Row>;
  /** The page shown and how to switch it (`useListParams`). */
  paging: { page: number; setPage: (page: number) => void };
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The column headings. */
  columns: string[];
  /** One row's cells. */
  children: (row: Row) => ReactNode;
};

export function AdminTable<Row extends { id: string }>({
  list,
  paging,
  minWidth,
  columns,
  children,
}: AdminTableProps<Row>) {
  const rows = list.data?.rows ?? [];
  return (
    <>
      <Card padding={0}>
        <ListState query={list} isEmpty={rows.length === 0} />
        {rows.length > 0 ? (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table striped stickyHeader verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>{children(row)}</Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Card>
      <ListFooter
        totalCount={list.data?.totalCount ?? 0}
        pageSize={PAGE_SIZE}
        page={paging.page}
        onPage={paging.setPage}
      />
    </>
  );
}

/** When a logged event happened, in the viewer's locale. */
export function WhenCell({ date }: { date: string }) {
  return (
    <Table.Td>
      <Text size="sm">{new Date(date).toLocaleString()}</Text>
    </Table.Td>
  );
}

/** A person's first and last name, or a dash. */
export const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || '—';
