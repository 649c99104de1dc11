// An amount in a currency with tabular figures, so that columns of numbers line up.
import { Text, type TextProps } from '@mantine/core';
import { formatMoney } from '@/lib/money.ts';

type MoneyProps = TextProps & { amount: number; currency: string };

export function Money({ amount, currency, ...textProps }: MoneyProps) {
  return (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }} {...textProps}>
      {formatMoney(amount, currency)}
    </Text>
  );
}
