// Quantities as people write them: thousands separators, no forced decimals ("1,250", "2.5").
const quantityFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 4 });

export function formatQuantity(value: number): string {
  return quantityFormat.format(value);
}
