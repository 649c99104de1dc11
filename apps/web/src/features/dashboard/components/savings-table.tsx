// The savings of one currency by month as a table: the chart's numbers for screen readers and for
// anyone who wants to read them exactly.
import { Table } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { monthLabel, type SavingsMonth } from '../model/savings-by-month.ts';

type SavingsTableProps = { currency: string; months: SavingsMonth[] };

export function SavingsTable({ currency, months }: SavingsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={300} maxHeight={320}>
      <Table stickyHeader verticalSpacing="xs" captionSide="top">
        <Table.Caption>{t('dashboard.savings.tableCaption', { currency })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dashboard.savings.columns.month')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('dashboard.savings.columns.amount')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('dashboard.savings.columns.cumulative')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => (
            <Table.Tr key={month.month}>
              <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                {monthLabel(month.month)}
              </Table.Th>
              <Table.Td ta="right">
                <Money amount={month.amount} currency={currency} />
              </Table.Td>
              <Table.Td ta="right">
                <Money amount={month.cumulative} currency={currency} fw={600} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
