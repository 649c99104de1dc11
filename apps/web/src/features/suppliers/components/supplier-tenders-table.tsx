// The supplier list as a table: the auction (and its buyer), both statuses, start, expected total
// and the favorite mark; sortable where the server sorts.
import { Table } from '@mantine/core';
import type { TTenderListRow } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ListTable } from '@/components/list-table.tsx';
import { DateTimeText } from '@/components/date-time.tsx';
import { Money } from '@/components/money.tsx';
import { sortHeaders } from '@/components/sort-header.tsx';
import { TenderStatusBadge } from '@/components/status-badge.tsx';
import { SupplierStatusBadge } from '@/components/supplier-status-badge.tsx';
import type { SupplierListColumn, SupplierListState } from '../model/list-state.ts';
import { SupplierTenderTitle } from './supplier-tender-title.tsx';

type SupplierTendersTableProps = {
  rows: TTenderListRow[];
  state: SupplierListState;
  onSort: (column: SupplierListColumn) => void;
};

export function SupplierTendersTable({ rows, state, onSort }: SupplierTendersTableProps) {
  const { t } = useTranslation();
  const header = sortHeaders(state, onSort);
  return (
    <ListTable
      minWidth={760}
      header={
        <>
          {header('name', t('supplierList.columns.name'))}
          {header('tenderStatus', t('supplierList.columns.status'))}
          <Table.Th>{t('supplierList.columns.participation')}</Table.Th>
          {header('startDate', t('supplierList.columns.start'))}
          {header('totalExpectedPrice', t('supplierList.columns.total'), true)}
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>
            <SupplierTenderTitle row={row} hasStarTooltip />
          </Table.Td>
          <Table.Td>
            <TenderStatusBadge status={row.tenderStatus} />
          </Table.Td>
          <Table.Td>
            {row.supplierStatus === null ? (
              '—'
            ) : (
              <SupplierStatusBadge status={row.supplierStatus} />
            )}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <DateTimeText value={row.startDate} />
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            <Money amount={row.totalExpectedPrice} currency={row.currency} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
