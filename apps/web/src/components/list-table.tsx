// The table of a list page: it scrolls sideways below `minWidth`, its header stays in view, and
// the row under the pointer is highlighted.
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

type ListTableProps = {
  minWidth: number;
  /** The header cells. */
  header: ReactNode;
  /** The body rows. */
  children: ReactNode;
};

export function ListTable({ minWidth, header, children }: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table stickyHeader highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>{header}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
