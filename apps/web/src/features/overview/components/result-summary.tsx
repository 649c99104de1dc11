// The headline figures of an auction's result: winner, expected and winning totals, savings, and
// the dates with prolongations (a sealed tender's: the deadline and when its offers opened).
import type { ReactNode } from 'react';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { TAuctionOverview } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';
import { Money } from '@/components/money.tsx';
import { OverviewSection } from './overview-section.tsx';
import { PartyName } from './party-name.tsx';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} component="div">
        {children}
      </Text>
    </Stack>
  );
}

export function ResultSummary({ overview }: { overview: TAuctionOverview }) {
  const { t } = useTranslation();
  const { currency, savings, winningTotal, expectedTotal, winner } = overview;
  return (
    <OverviewSection title={t('overview.detail.result')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Figure label={t('overview.detail.winner')}>
          {winner ? (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconTrophy size={20} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <PartyName party={winner} />
            </Group>
          ) : (
            t('overview.detail.noWinner')
          )}
        </Figure>
        <Figure label={t('overview.detail.expectedTotal')}>
          <Money amount={expectedTotal} currency={currency} />
        </Figure>
        <Figure label={t('overview.detail.winningTotal')}>
          {winningTotal === null ? '—' : <Money amount={winningTotal} currency={currency} />}
        </Figure>
        <Figure label={t('overview.detail.savings')}>
          {savings === null ? (
            '—'
          ) : (
            <>
              <Money
                amount={savings.amount}
                currency={currency}
                c="var(--mantine-color-green-light-color)"
              />
              {savings.percent !== null ? (
                <Text span size="sm" c="dimmed" ml={6}>
                  {t('overview.detail.savingsPercent', { percent: savings.percent })}
                </Text>
              ) : null}
            </>
          )}
        </Figure>
      </SimpleGrid>
    </OverviewSection>
  );
}

/** A sealed tender has no live auction: its offers opened together at the deadline, by the clock. */
function SealedOpening({ openedAt }: { openedAt: string | null }) {
  const { t } = useTranslation();
  return (
    <Figure label={t('sealed.receipt.openedAt')}>
      {openedAt ? <DateTimeText value={openedAt} withZone fz="sm" /> : '—'}
      <Text fz="xs" c="dimmed" fw={400}>
        {t('sealed.owner.openedByClock')}
      </Text>
    </Figure>
  );
}

export function DatesSummary({ overview }: { overview: TAuctionOverview }) {
  const { t } = useTranslation();
  const { dates } = overview;
  const isSealed = overview.auctionFormat === 'sealed';
  return (
    <OverviewSection title={t('overview.detail.dates')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: isSealed ? 3 : 5 }} spacing="md">
        <Figure label={t('overview.detail.proposalEnd')}>
          <DateTimeText value={dates.proposalEndDate} withZone fz="sm" />
        </Figure>
        {isSealed ? (
          <SealedOpening openedAt={overview.sealedOpenedAt ?? null} />
        ) : (
          <LiveAuctionDates overview={overview} />
        )}
        <Figure label={t('overview.detail.currency')}>
          <Text span fz="sm" fw={700}>
            {overview.currency}
          </Text>
          <Text span fz="sm" c="dimmed" ml={6}>
            {overview.isVatIncluded
              ? t('overview.detail.vatIncluded')
              : t('overview.detail.vatExcluded')}
          </Text>
        </Figure>
      </SimpleGrid>
    </OverviewSection>
  );
}

function LiveAuctionDates({ overview }: { overview: TAuctionOverview }) {
  const { t } = useTranslation();
  const { dates } = overview;
  return (
    <>
      <Figure label={t('overview.detail.start')}>
        <DateTimeText value={dates.startDate} withZone fz="sm" />
      </Figure>
      <Figure label={t('overview.detail.end')}>
        <DateTimeText value={dates.endedAt ?? dates.endDate} withZone fz="sm" />
      </Figure>
      <Figure label={t('overview.detail.duration')}>
        <Text span fz="sm" fw={700}>
          {t('overview.detail.durationMinutes', { minutes: dates.durationMinutes })}
        </Text>
        {dates.prolongedMinutes > 0 ? (
          <Text span fz="sm" c="dimmed" ml={6}>
            {t('overview.detail.prolonged', { minutes: dates.prolongedMinutes })}
          </Text>
        ) : null}
      </Figure>
    </>
  );
}
