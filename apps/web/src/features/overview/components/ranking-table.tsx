// The final ranking: position (N/A for an incomplete offer), supplier, total and score.
import { Badge, Table, Text } from '@mantine/core';
import type { TAuctionOverview } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { numberCell, OverviewSection, OverviewTable } from './overview-section.tsx';
import { PartyName } from './party-name.tsx';

export function RankingTable({ overview }: { overview: TAuctionOverview }) {
  const { t } = useTranslation();
  return (
    <OverviewSection title={t('overview.detail.ranking')}>
      {overview.ranking.length === 0 ? (
        <Text c="dimmed">{t('overview.detail.rankingEmpty')}</Text>
      ) : (
        <OverviewTable
          minWidth={480}
          header={
            <>
              <Table.Th w={90}>{t('overview.detail.position')}</Table.Th>
              <Table.Th>{t('overview.detail.supplier')}</Table.Th>
              <Table.Th {...numberCell}>{t('overview.detail.total')}</Table.Th>
              <Table.Th {...numberCell}>{t('overview.detail.score')}</Table.Th>
            </>
          }
        >
          {overview.ranking.map((row) => (
            <Table.Tr key={`${row.label}-${row.position}`}>
              <Table.Td>
                {row.position === null ? t('overview.detail.notApplicable') : row.position}
                {row.isWinner ? (
                  <Badge ml={6} size="sm" color="green" variant="light">
                    {t('overview.detail.winnerBadge')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <PartyName party={row} />
              </Table.Td>
              <Table.Td {...numberCell}>
                {row.total === null ? (
                  '—'
                ) : (
                  <Money amount={row.total} currency={overview.currency} />
                )}
              </Table.Td>
              <Table.Td {...numberCell}>{row.score === null ? '—' : row.score.toFixed(4)}</Table.Td>
            </Table.Tr>
          ))}
        </OverviewTable>
      )}
    </OverviewSection>
  );
}
