// The room's countdown as numbers: what it counts to, how urgent it is, and the clock digits.
import { TenderStatus } from '@tendermark/shared';
import { COUNTDOWN_CRITICAL_MS, COUNTDOWN_WARNING_MS } from '../room-constants.ts';

export type CountdownTone = 'normal' | 'warning' | 'critical' | 'over';

/** What the countdown counts to: the start before the room opens, then the end. */
export type CountdownTarget = { kind: 'start' | 'end'; at: string } | { kind: 'ended' | 'none' };

const BEFORE_START: number[] = [
  TenderStatus.SCHEDULED,
  TenderStatus.RFP_SUBMITTED,
  TenderStatus.RFP_ENDED,
];

export function countdownTarget(
  status: number,
  startDate: string,
  endDate: string,
): CountdownTarget {
  if (BEFORE_START.includes(status)) return { kind: 'start', at: startDate };
  if (status === TenderStatus.SUBMITTED) return { kind: 'end', at: endDate };
  if (status === TenderStatus.ENDED) return { kind: 'ended' };
  return { kind: 'none' };
}

/**
 * Amber in the final 5 minutes, red in the final minute; only the end is urgent. An auction that
 * runs 5 minutes or less in all (`runningMs`, start to end) has no "final 5 minutes": only its
 * final minute is marked.
 */
export function countdownTone(
  remainingMs: number,
  kind: 'start' | 'end' = 'end',
  runningMs = Infinity,
): CountdownTone {
  if (remainingMs <= 0) return 'over';
  if (kind === 'start') return 'normal';
  if (remainingMs <= COUNTDOWN_CRITICAL_MS) return 'critical';
  if (remainingMs <= COUNTDOWN_WARNING_MS && runningMs > COUNTDOWN_WARNING_MS) return 'warning';
  return 'normal';
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Remaining time as clock digits, rounded up to the second so "00:00" means over:
 * "04:59", "1:02:03", and whole days apart ({ days: 2, clock: "03:04:05" }).
 */
export function remainingParts(remainingMs: number): { days: number; clock: string } {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (days > 0) return { days, clock: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
  if (hours > 0) return { days: 0, clock: `${hours}:${pad(minutes)}:${pad(seconds)}` };
  return { days: 0, clock: `${pad(minutes)}:${pad(seconds)}` };
}
