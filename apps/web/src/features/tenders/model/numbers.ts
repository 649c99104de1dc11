// Number fields of the draft: Mantine's NumberInput reports '' while a field is being retyped.

/** The number a field stands for; an empty or unreadable field counts as 0. */
export function toNumber(value: number | string | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const parsed = Number(value);
  return value === '' || value === null || value === undefined || !Number.isFinite(parsed)
    ? 0
    : parsed;
}

/**
 * What the form stores for a NumberInput change. An emptied field stays '' so it can be retyped;
 * the shared schema coerces it on save, and toNumber reads it as 0 for totals.
 */
export function formNumber(value: number | string): number {
  return value as number;
}
