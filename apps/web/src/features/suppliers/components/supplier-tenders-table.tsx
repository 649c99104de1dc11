// The supplier list as a table: the auction (and its buyer), both statuses, start, expected total
// and the favorite mark; sortable where the server sorts.
import { Anchor, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { TTenderListRow } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../components/date-time.tsx';
import { Money } from '../../../components/money.tsx';
import { SortHeader } from '../../../components/sort-header.tsx';
import { TenderStatusBadge } from '../../../components/status-badge.tsx';
import { SupplierStatusBadge } from '../../../components/supplier-status-badge.tsx';
import type { SupplierListColumn, SupplierListState } from '../model/list-state.ts';
import { supplierPaths } from '../paths.ts';

type SupplierTendersTableProps = {
  rows: TTenderListRow[];
  state: SupplierListState;
  onSort: (column: SupplierListColumn) => void;
};

export function SupplierTendersTable({ rows, state, onSort }: SupplierTendersTableProps) {
  const { t } = useTranslation();
  const header = (column: SupplierListColumn, label: string, alignRight = false) => (
    <SortHeader
      label={label}
      isSorted={state.sort === column}
      order={state.order}
      onSort={() => onSort(column)}
      alignRight={alignRight}
    />
  );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table stickyHeader highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {header('name', t('supplierList.columns.name'))}
            {header('tenderStatus', t('supplierList.columns.status'))}
            <Table.Th>{t('supplierList.columns.participation')}</Table.Th>
            {header('startDate', t('supplierList.columns.start'))}
            {header('totalExpectedPrice', t('supplierList.columns.total'), true)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {row.isFavorite ? (
                    <Tooltip label={t('supplierList.favorite')}>
                      <IconStarFilled
                        size={14}
                        color="var(--mantine-color-yellow-6)"
                        aria-label={t('supplierList.favorite')}
                      />
                    </Tooltip>
                  ) : null}
                  <Anchor component={Link} to={supplierPaths.tender.getHref(row.id)} fw={600}>
                    {row.name.trim() || t('tenders.untitled')}
                  </Anchor>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('tenders.list.ownedBy', { name: row.ownerName })}
                </Text>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
