// The rows of the overview list: a table on wide screens, cards on phones. Each names the auction
// (a link to its overview), the viewer's role, the end, the outcome for the viewer and the savings.
import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { TenderStatus, type TAuctionOverviewRow } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { Link } from 'react-router';
import { ListTable } from '@/components/list-table.tsx';
import { Money } from '@/components/money.tsx';
import { TenderStatusBadge } from '@/components/status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/format.ts';
import { numberCell } from './overview-section.tsx';

function Outcome({ row }: { row: TAuctionOverviewRow }) {
  const { t } = useTranslation();
  if (row.isOwner) return <>{t('overview.list.participants', { count: row.participantCount })}</>;
  if (row.isWinner)
    return (
      <Group gap={4} c="var(--mantine-color-green-light-color)" wrap="nowrap">
        <IconTrophy size={16} aria-hidden />
        <Text span inherit fw={700}>
          {t('overview.list.won')}
        </Text>
      </Group>
    );
  if (row.tenderStatus === TenderStatus.CANCELED || row.myPosition === null)
    return <>{t('overview.list.notRanked')}</>;
  return <>{t('overview.list.position', { position: row.myPosition })}</>;
}

function RoleBadge({ row }: { row: TAuctionOverviewRow }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={row.isOwner ? 'brand' : 'grape'}>
      {row.isOwner ? t('overview.list.buyer') : t('overview.list.supplier')}
    </Badge>
  );
}

function NameLink({ row }: { row: TAuctionOverviewRow }) {
  return (
    <Anchor
      component={Link}
      to={paths.auctions.overview.getHref(row.id)}
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      {row.name}
    </Anchor>
  );
}

const savingsOf = (row: TAuctionOverviewRow) =>
  row.savings === null ? (
    '—'
  ) : (
    <Money
      amount={row.savings}
      currency={row.currency}
      c="var(--mantine-color-green-light-color)"
    />
  );

export function OverviewTableRows({ rows }: { rows: TAuctionOverviewRow[] }) {
  const { t } = useTranslation();
  return (
    <ListTable
      minWidth={860}
      header={
        <Table.Tr>
          <Table.Th>{t('overview.list.column.name')}</Table.Th>
          <Table.Th>{t('overview.list.column.role')}</Table.Th>
          <Table.Th>{t('overview.list.column.status')}</Table.Th>
          <Table.Th>{t('overview.list.column.ended')}</Table.Th>
          <Table.Th>{t('overview.list.column.result')}</Table.Th>
          <Table.Th {...numberCell}>{t('overview.list.column.expected')}</Table.Th>
          <Table.Th {...numberCell}>{t('overview.list.column.savings')}</Table.Th>
        </Table.Tr>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>
            <Stack gap={0}>
              <NameLink row={row} />
              {row.isOwner ? null : (
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {row.ownerName}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>
            <RoleBadge row={row} />
          </Table.Td>
          <Table.Td>
            <TenderStatusBadge status={row.tenderStatus} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.endDate)}</Table.Td>
          <Table.Td>
            <Outcome row={row} />
          </Table.Td>
          <Table.Td {...numberCell}>
            <Money amount={row.expectedTotal} currency={row.currency} />
          </Table.Td>
          <Table.Td {...numberCell}>{savingsOf(row)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

export function OverviewCards({ rows }: { rows: TAuctionOverviewRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper key={row.id} withBorder p="sm" component="li">
          <Stack gap={6}>
            <NameLink row={row} />
            <Group gap="xs">
              <RoleBadge row={row} />
              <TenderStatusBadge status={row.tenderStatus} />
              <Text size="xs" c="dimmed">
                {formatDate(row.endDate)}
              </Text>
            </Group>
            <Group justify="space-between" gap="xs">
              <Text size="sm" component="div">
                <Outcome row={row} />
              </Text>
              <Text size="sm" component="div">
                {t('overview.list.column.savings')}: {savingsOf(row)}
              </Text>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
