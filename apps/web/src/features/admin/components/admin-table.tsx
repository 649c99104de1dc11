// An admin list: the table of one page of rows (or its loading, failure or empty state) in a card,
// with the count and the page switcher under it.
import type { ReactNode } from 'react';
import { Card, Table } from '@mantine/core';
import { ListFooter } from './list-footer.tsx';
import { ListState } from './list-state.tsx';

type AdminTableProps = {
  query: { isPending: boolean; isError: boolean; error: unknown };
  rowCount: number;
  totalCount: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The header row's cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
};

export function AdminTable({
  query,
  rowCount,
  minWidth,
  head,
  children,
  ...paging
}: AdminTableProps) {
  return (
    <>
      <Card padding={0}>
        <ListState query={query} isEmpty={rowCount === 0} />
        {rowCount > 0 ? (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table striped stickyHeader verticalSpacing="xs">
              <Table.Thead>{head}</Table.Thead>
              <Table.Tbody>{children}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Card>
      <ListFooter {...paging} />
    </>
  );
}
