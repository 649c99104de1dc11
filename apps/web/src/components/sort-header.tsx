// A sortable table header: the server sorts; the arrow and aria-sort say how.
import type { ReactNode } from 'react';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';

type SortHeaderProps = {
  label: string;
  isSorted: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
  alignRight?: boolean;
};

export function SortHeader({
  label,
  isSorted,
  order,
  onSort,
  alignRight = false,
}: SortHeaderProps) {
  const Icon = !isSorted ? IconSelector : order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      aria-sort={isSorted ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      ta={alignRight ? 'right' : undefined}
    >
      <UnstyledButton onClick={onSort} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap" justify={alignRight ? 'flex-end' : undefined}>
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

type Sorting<Column extends string> = { sort: Column; order: 'asc' | 'desc' };

/**
 * The header maker of one table: `header(column, label)` is that column's SortHeader, marked
 * when the table is sorted by it and asking for it on click.
 */
export function sortHeaders<Column extends string>(
  sorting: Sorting<Column>,
  onSort: (column: Column) => void,
): (column: Column, label: string, alignRight?: boolean) => ReactNode {
  return (column, label, alignRight = false) => (
    <SortHeader
      label={label}
      isSorted={sorting.sort === column}
      order={sorting.order}
      onSort={() => onSort(column)}
      alignRight={alignRight}
    />
  );
}
