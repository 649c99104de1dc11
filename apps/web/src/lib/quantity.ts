// Quantities as people write them: thousands separators, no forced decimals ("1,250", "2.5").
// Built on first use, not when a page's code loads: the first Intl.NumberFormat is slow to make.
let quantityFormat: Intl.NumberFormat | undefined;

export function formatQuantity(value: number): string {
  quantityFormat ??= new Intl.NumberFormat(undefined, { maximumFractionDigits: 4 });
  return quantityFormat.format(value);
}
