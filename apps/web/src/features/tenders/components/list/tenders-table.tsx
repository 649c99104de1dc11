// The tender list as a table: sortable headers (the server sorts), money right-aligned.
import { Anchor, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { EnglishTextKey, TTenderListRow } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../../components/date-time.tsx';
import { Money } from '../../../../components/money.tsx';
import { formatDate } from '../../../../lib/format.ts';
import type { ListParams, SortColumn } from '../../model/list-params.ts';
import { openHrefOf } from './open-href.ts';
import { RowActionsMenu } from './row-actions-menu.tsx';
import { RowBadges } from './row-badges.tsx';

type SortHeaderProps = {
  column: SortColumn;
  labelKey: EnglishTextKey;
  params: ListParams;
  onSort: (column: SortColumn) => void;
  alignRight?: boolean;
};

function SortHeader({ column, labelKey, params, onSort, alignRight = false }: SortHeaderProps) {
  const { t } = useTranslation();
  const isSorted = params.sort === column;
  const Icon = !isSorted ? IconSelector : params.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      aria-sort={isSorted ? (params.order === 'asc' ? 'ascending' : 'descending') : undefined}
      ta={alignRight ? 'right' : undefined}
    >
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap" justify={alignRight ? 'flex-end' : undefined}>
          {t(labelKey)}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

type TendersTableProps = {
  rows: TTenderListRow[];
  params: ListParams;
  onSort: (column: SortColumn) => void;
};

export function TendersTable({ rows, params, onSort }: TendersTableProps) {
  const { t } = useTranslation();
  const header = { params, onSort };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table stickyHeader highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="name" labelKey="tenders.list.columns.name" {...header} />
            <SortHeader column="createDate" labelKey="tenders.list.columns.created" {...header} />
            <SortHeader column="startDate" labelKey="tenders.list.columns.start" {...header} />
            <SortHeader column="tenderStatus" labelKey="tenders.list.columns.status" {...header} />
            <SortHeader
              column="totalExpectedPrice"
              labelKey="tenders.list.columns.total"
              alignRight
              {...header}
            />
            <Table.Th w={52}>
              <VisuallyHidden>{t('tenders.items.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component={Link} to={openHrefOf(row)} fw={600}>
                  {row.name.trim() || t('tenders.untitled')}
                </Anchor>
                {!row.isOwner ? (
                  <Text size="xs" c="dimmed">
                    {t('tenders.list.ownedBy', { name: row.ownerName })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <DateTimeText value={row.startDate} />
              </Table.Td>
              <Table.Td>
                <RowBadges row={row} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Money amount={row.totalExpectedPrice} currency={row.currency} />
              </Table.Td>
              <Table.Td>
                <RowActionsMenu row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
