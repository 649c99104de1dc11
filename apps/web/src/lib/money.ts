// Money display (UI.md Data): the tender currency, two decimals, thousands separators.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string | null): Intl.NumberFormat {
  const key = currency ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    try {
      formatter = currency
        ? new Intl.NumberFormat(undefined, { style: 'currency', currency, ...digits })
        : new Intl.NumberFormat(undefined, digits);
    } catch {
      // An unknown currency code: plain amount, the code is appended by formatMoney.
      formatter = new Intl.NumberFormat(undefined, digits);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "1,234.50" without a currency. */
export function formatAmount(amount: number): string {
  return formatterFor(null).format(amount);
}

/** "$1,234.50" / "€1,234.50"; a code Intl does not know is written after the amount. */
export function formatMoney(amount: number, currency: string): string {
  const formatter = formatterFor(currency);
  const isCurrencyStyle = formatter.resolvedOptions().style === 'currency';
  return isCurrencyStyle ? formatter.format(amount) : `${formatter.format(amount)} ${currency}`;
}
