// The tender list as a table: sortable headers (the server sorts), money right-aligned.
import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TTenderListRow } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { ListTable } from '@/components/list-table.tsx';
import { DateTimeText } from '@/components/date-time.tsx';
import { Money } from '@/components/money.tsx';
import { sortHeaders } from '@/components/sort-header.tsx';
import { formatDate } from '@/lib/format.ts';
import type { ListParams, SortColumn } from '@/features/tenders/model/list-params.ts';
import { openHrefOf } from './open-href.ts';
import { RowActionsMenu } from './row-actions-menu.tsx';
import { RowBadges } from './row-badges.tsx';

type TendersTableProps = {
  rows: TTenderListRow[];
  params: ListParams;
  onSort: (column: SortColumn) => void;
};

export function TendersTable({ rows, params, onSort }: TendersTableProps) {
  const { t } = useTranslation();
  const header = sortHeaders(params, onSort);
  return (
    <ListTable
      minWidth={760}
      header={
        <>
          {header('name', t('tenders.list.columns.name'))}
          {header('createDate', t('tenders.list.columns.created'))}
          {header('startDate', t('tenders.list.columns.start'))}
          {header('tenderStatus', t('tenders.list.columns.status'))}
          {header('totalExpectedPrice', t('tenders.list.columns.total'), true)}
          <Table.Th w={52}>
            <VisuallyHidden>{t('tenders.items.actions')}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
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
    </ListTable>
  );
}
