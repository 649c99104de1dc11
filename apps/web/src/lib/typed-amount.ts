// Amounts typed into bid fields, read and written with the separators of the browser's locale (the
// locale money is shown in, UI.md Data) by the shared rule: "239,5" is 239.5, "1.234" refused in
// English, where it could be 1234 or 1.234.
import {
  formatDecimalInput,
  parseDecimalInput,
  type DecimalInputResult,
  type NumberSeparators,
} from '@tendermark/shared';

const separatorsByLocale = new Map<string, NumberSeparators>();

/** The decimal and group separators of `locale` (the browser's when undefined). */
export function localeSeparators(locale?: string): NumberSeparators {
  const key = locale ?? '';
  let separators = separatorsByLocale.get(key);
  if (!separators) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    const part = (type: string, fallback: string) =>
      parts.find((entry) => entry.type === type)?.value ?? fallback;
    // A locale without "." or "," as its decimal separator types the English way.
    const decimal = part('decimal', '.') === ',' ? ',' : '.';
    separators = { decimal, group: part('group', decimal === ',' ? '.' : ',') };
    separatorsByLocale.set(key, separators);
  }
  return separators;
}

/** Reads what was typed; a problem comes with its English text via decimalInputMessage. */
export function readTypedAmount(text: string, maxDecimals: number): DecimalInputResult {
  return parseDecimalInput(text, { separators: localeSeparators(), maxDecimals });
}

/** How a field shows an amount: "96.5" (or "96,5"), never with thousands separators. */
export function typedAmountText(value: number | undefined): string {
  return value === undefined ? '' : formatDecimalInput(value, localeSeparators());
}
