// The public overview's side cards: expected total (also in the user's currency), VAT and active
// bidders; and the key dates (published, proposals until, live auction from and to).
import { Card, Stack, Text, Title } from '@mantine/core';
import type { TPublicTenderOverview } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';
import { Money } from '@/components/money.tsx';
import { formatMoney } from '@/lib/money.ts';
import { ResultFact } from './result-fact.tsx';

export function OverviewFactsCard({ overview }: { overview: TPublicTenderOverview }) {
  const { t } = useTranslation();
  const converted =
    overview.valueInUserCurrency !== null &&
    overview.userCurrency.toUpperCase() !== overview.currency.toUpperCase()
      ? formatMoney(overview.valueInUserCurrency, overview.userCurrency)
      : null;
  return (
    <Card component="section" aria-labelledby="overview-facts-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="overview-facts-title">
          {t('publicOverview.facts.title')}
        </Title>
        <ResultFact label={t('publicOverview.facts.expectedTotal')}>
          <Money amount={overview.totalExpectedPrice} currency={overview.currency} fw={600} />{' '}
          <Text span size="xs" c="dimmed">
            {overview.isVatIncluded
              ? t('publicOverview.facts.vatIncluded')
              : t('publicOverview.facts.vatExcluded')}
          </Text>
          {converted ? (
            <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('publicOverview.facts.inYourCurrency', { amount: converted })}
            </Text>
          ) : null}
        </ResultFact>
        <ResultFact label={t('publicOverview.facts.bidders')}>
          <Text span fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {overview.totalActiveBidders}
          </Text>
        </ResultFact>
      </Stack>
    </Card>
  );
}

export function OverviewDatesCard({ overview }: { overview: TPublicTenderOverview }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="overview-dates-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="overview-dates-title">
          {t('publicOverview.dates.title')}
        </Title>
        <ResultFact label={t('publicOverview.dates.published')}>
          <DateTimeText value={overview.createdDate} />
        </ResultFact>
        <ResultFact label={t('publicOverview.dates.proposalEnd')}>
          <DateTimeText value={overview.proposalEndDate} withZone />
        </ResultFact>
        <ResultFact label={t('publicOverview.dates.start')}>
          <DateTimeText value={overview.startDate} withZone />
        </ResultFact>
        <ResultFact label={t('publicOverview.dates.end')}>
          <DateTimeText value={overview.endDate} withZone />
        </ResultFact>
        <Text size="sm" c="dimmed">
          {t('publicOverview.dates.duration', { minutes: overview.duration })}
        </Text>
      </Stack>
    </Card>
  );
}
