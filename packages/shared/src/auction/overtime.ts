/**
 * Overtime (beyond the spec, as in Market Dojo's and Ariba's "dynamic close"): a bid that changes
 * the leader within the final N minutes pushes the end out so at least N minutes remain.
 */
const MINUTE = 60_000;

/**
 * The extension in whole minutes (so end = start + duration + prolongations stays exact), or 0
 * when overtime is off, the leader did not change, or more than N minutes remain.
 */
export function overtimeMinutes(input: {
  now: Date;
  endDate: Date;
  autoExtendMinutes: number;
  leaderChanged: boolean;
}): number {
  const window = input.autoExtendMinutes * MINUTE;
  if (window <= 0 || !input.leaderChanged) return 0;
  const remaining = input.endDate.getTime() - input.now.getTime();
  if (remaining >= window) return 0;
  return Math.ceil((window - remaining) / MINUTE);
}
