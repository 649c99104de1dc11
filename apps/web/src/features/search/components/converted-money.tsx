// An amount in its own currency and, when that differs, about what it makes in the user's currency.
import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { formatMoney } from '@/lib/money.ts';

type ConvertedMoneyProps = {
  amount: number;
  currency: string;
  valueInUserCurrency: number | null;
  userCurrency: string;
};

export function ConvertedMoney({
  amount,
  currency,
  valueInUserCurrency,
  userCurrency,
}: ConvertedMoneyProps) {
  const { t } = useTranslation();
  const showsConversion =
    valueInUserCurrency !== null && userCurrency.toUpperCase() !== currency.toUpperCase();
  return (
    <>
      <Money amount={amount} currency={currency} fw={600} />
      {showsConversion ? (
        <Text span size="xs" c="dimmed" ml={6} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('search.tender.inYourCurrency', {
            amount: formatMoney(valueInUserCurrency, userCurrency),
          })}
        </Text>
      ) : null}
    </>
  );
}
