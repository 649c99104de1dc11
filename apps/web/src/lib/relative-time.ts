// Relative times for activity (spec §9: seconds, minutes, hours and days ago).
export type RelativeTimeUnit = 'seconds' | 'minutes' | 'hours' | 'days';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `date` was, in the largest whole unit (future dates count as 0 seconds ago). */
export function timeAgo(date: Date, now: Date): { unit: RelativeTimeUnit; count: number } {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return { unit: 'seconds', count: Math.floor(elapsed / SECOND) };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  return { unit: 'days', count: Math.floor(elapsed / DAY) };
}
