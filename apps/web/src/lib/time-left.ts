// A countdown's remaining time split for display: days and hours, hours and minutes, or minutes
// and seconds, whichever two units matter.
export type TimeLeft =
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number; seconds: number }
  | { unit: 'over' };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function timeLeft(until: Date, now: Date): TimeLeft {
  const remaining = until.getTime() - now.getTime();
  if (remaining <= 0) return { unit: 'over' };
  if (remaining >= DAY)
    return {
      unit: 'days',
      days: Math.floor(remaining / DAY),
      hours: Math.floor((remaining % DAY) / HOUR),
    };
  if (remaining >= HOUR)
    return {
      unit: 'hours',
      hours: Math.floor(remaining / HOUR),
      minutes: Math.floor((remaining % HOUR) / MINUTE),
    };
  return {
    unit: 'minutes',
    minutes: Math.floor(remaining / MINUTE),
    seconds: Math.floor((remaining % MINUTE) / SECOND),
  };
}
