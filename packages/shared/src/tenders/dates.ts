/** Tender dates are whole minutes: a leaf module, so that schedule.ts need not import defaults.ts. */
const MINUTE = 60_000;

/** Drops seconds and milliseconds: tender dates are whole minutes. */
export function zeroSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / MINUTE) * MINUTE);
}
