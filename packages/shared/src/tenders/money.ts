/** Rounding of money and weights: two decimals, half away from zero, without float drift. */
export function round2(value: number): number {
  return (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100)) / 100;
}

/** The smallest bid step: one cent, so that a cheap item (0.45) does not get a step of 0. */
export const MIN_BID_STEP = 0.01;

/**
 * The bid step: 1 % of the expected value, rounded to 2 decimals and at least one cent; 0 when
 * the value is 0 (spec §5).
 */
export function bidStepFor(expectedValue: number): number {
  if (!expectedValue) return 0;
  return Math.max(MIN_BID_STEP, round2(expectedValue * 0.01));
}

/** Expected price of an item: unit price × quantity. */
export function expectedItemPrice(item: { unitPrice: number; quantity: number }): number {
  return round2(item.unitPrice * item.quantity);
}

export function totalExpectedPrice(
  items: ReadonlyArray<{ unitPrice: number; quantity: number }>,
): number {
  return round2(items.reduce((sum, item) => sum + expectedItemPrice(item), 0));
}
