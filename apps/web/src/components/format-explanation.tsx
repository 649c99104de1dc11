// How this tender's auction runs, in plain words (issue 30): its format and rules, with the
// first item's prices worked out by the shared rules, so a supplier knows before accepting what a
// round, a level or a sealed offer means here; the owner reads the same on their page.
import { Card, Stack, Text, Title } from '@mantine/core';
import {
  dutchStart,
  hasStaggeredLots,
  japaneseFloor,
  japaneseLevel,
  toAuctionFormat,
  toFormatRules,
  type TTender,
} from '@tendermark/shared';
import type { TFunction } from '@/lib/translation.ts';
import { useTranslation } from '@/lib/translation.ts';
import { formatDateTime, timeZoneLabel } from '@/lib/format.ts';
import { formatMoney } from '@/lib/money.ts';

/** The explanation's sentences, in order. */
export function formatExplanation(t: TFunction, tender: TTender): string[] {
  const format = toAuctionFormat(tender.auctionFormat);
  const rules = toFormatRules(tender.formatRules);
  const item = tender.itemsDetails[0];
  const money = (amount: number) => formatMoney(amount, tender.currency);
  const lot = item ? { unitPrice: item.unitPrice, bidStep: item.bidStep } : null;
  const itemName = item?.name.trim() || t('formats.explain.firstItem');
  const example = {
    item: itemName,
    step: lot ? money(lot.bidStep) : '',
    seconds: rules.roundSeconds,
  };
  switch (format) {
    case 'japanese':
      return [
        t('formats.explain.japanese'),
        ...(lot
          ? [
              t('formats.explain.japaneseExample', {
                ...example,
                start: money(japaneseLevel(lot, rules, 0)),
                floor: money(japaneseFloor(lot, rules)),
              }),
            ]
          : []),
        t('formats.explain.lotTotal'),
      ];
    case 'dutch':
      return [
        t('formats.explain.dutch'),
        ...(lot
          ? [
              t('formats.explain.dutchExample', {
                ...example,
                start: money(dutchStart(lot, rules)),
                ceiling: money(lot.unitPrice),
              }),
            ]
          : []),
        t('formats.explain.lotTotal'),
      ];
    case 'sealed':
      return [
        t('formats.explain.sealed', {
          deadline: `${formatDateTime(tender.proposalEndDate)} ${timeZoneLabel(new Date(tender.proposalEndDate))}`,
        }),
      ];
    default:
      return [
        t('formats.explain.english'),
        hasStaggeredLots(format, rules, tender.itemsDetails.length)
          ? t('formats.explain.englishStaggered', { minutes: rules.lotCloseMinutes })
          : t('formats.explain.englishTogether'),
      ];
  }
}

export function FormatExplanation({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="format-explanation-title">
      <Stack gap="xs" data-testid="format-explanation">
        <Title order={2} fz="h4" id="format-explanation-title">
          {t('formats.explain.title')}
        </Title>
        <Text size="sm" fw={600}>
          {t(`formats.${toAuctionFormat(tender.auctionFormat)}`)}
        </Text>
        {formatExplanation(t, tender).map((sentence) => (
          <Text key={sentence} size="sm">
            {sentence}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
