// The bid log, oldest first: time, supplier (anonymised for a supplier), target and value. Long
// logs show their newest rows first until the user asks for all of them.
import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Table, Text } from '@mantine/core';
import type { TAuctionOverview } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { formatAmount, formatMoney } from '@/lib/money.ts';
import { numberCell, OverviewSection, OverviewTable } from './overview-section.tsx';
import { PartyName } from './party-name.tsx';

const INITIAL_ROWS = 100;

export function BidHistoryTable({ overview }: { overview: TAuctionOverview }) {
  const { t } = useTranslation();
  const [showsAll, setShowsAll] = useState(false);
  const { bids, totalCount, truncated } = overview.bidHistory;
  const shown = showsAll ? bids : bids.slice(-INITIAL_ROWS);
  return (
    <OverviewSection title={t('overview.detail.bidHistory')}>
      {bids.length === 0 ? (
        <Text c="dimmed">{t('overview.detail.bidHistoryEmpty')}</Text>
      ) : (
        <>
          {truncated ? (
            <Text size="sm" c="dimmed">
              {t('overview.detail.bidHistoryTruncated', { shown: bids.length, total: totalCount })}
            </Text>
          ) : null}
          <OverviewTable
            minWidth={560}
            header={
              <>
                <Table.Th>{t('overview.detail.time')}</Table.Th>
                <Table.Th>{t('overview.detail.supplier')}</Table.Th>
                <Table.Th>{t('overview.detail.target')}</Table.Th>
                <Table.Th {...numberCell}>{t('overview.detail.value')}</Table.Th>
              </>
            }
          >
            {shown.map((bid) => (
              <Table.Tr key={bid.seq} c={bid.withdrawn ? 'dimmed' : undefined}>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  <time dateTime={bid.at}>{dayjs(bid.at).format('D MMM YYYY, HH:mm:ss')}</time>
                </Table.Td>
                <Table.Td>
                  <PartyName party={bid.supplier} />
                </Table.Td>
                <Table.Td>
                  {bid.targetName}
                  {bid.phase === 'proposal' ? (
                    <Text span size="xs" c="dimmed">{` (${t('overview.detail.proposal')})`}</Text>
                  ) : null}
                </Table.Td>
                <Table.Td {...numberCell}>
                  {bid.targetKind === 'item'
                    ? formatMoney(bid.value, overview.currency)
                    : formatAmount(bid.value)}
                  {bid.withdrawn ? ` (${t('overview.detail.withdrawn')})` : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </OverviewTable>
          {shown.length < bids.length ? (
            <Button
              variant="subtle"
              onClick={() => setShowsAll(true)}
              style={{ alignSelf: 'start' }}
            >
              {t('overview.detail.showAllBids', { count: bids.length })}
            </Button>
          ) : null}
        </>
      )}
    </OverviewSection>
  );
}
