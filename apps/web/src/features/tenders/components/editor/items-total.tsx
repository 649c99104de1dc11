// The expected total of all items (shared totalExpectedPrice) and, when the user's currency
// differs, the converted total the server computed with the dated exchange rate.
import { Group, Stack, Text } from '@mantine/core';
import { totalExpectedPrice } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { formatDate } from '@/lib/format.ts';
import { toNumber } from '@/features/tenders/model/numbers.ts';
import { useTenderEditor } from './editor-context.tsx';

export function ItemsTotal() {
  const { t } = useTranslation();
  const { form, tender } = useTenderEditor();
  const { currency, itemsDetails } = form.values;
  const total = totalExpectedPrice(
    itemsDetails.map((item) => ({
      unitPrice: toNumber(item.unitPrice),
      quantity: toNumber(item.quantity),
    })),
  );
  const converted = tender.totExpPriceInUserCurr;
  const showsConversion =
    converted !== null && tender.userCurrency !== currency && tender.currency === currency;
  const isConversionCurrent = total === tender.totExpPrice;

  return (
    <Stack gap={2} align="flex-end">
      <Group gap="sm" wrap="nowrap">
        <Text fw={500}>{t('tenders.items.total')}</Text>
        <Money amount={total} currency={currency} fw={700} fz="lg" data-testid="items-total" />
      </Group>
      {showsConversion ? (
        <Text size="sm" c="dimmed" ta="right">
          {t('tenders.items.totalInUserCurrency', { date: formatDate(tender.exchangeRateDate) })}{' '}
          <Money amount={converted} currency={tender.userCurrency} />
          {isConversionCurrent ? null : ` ${t('tenders.items.conversionAfterSave')}`}
        </Text>
      ) : null}
    </Stack>
  );
}
