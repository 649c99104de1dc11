// The countdown's target, urgency and digits.
import { describe, expect, it } from 'vitest';
import { TenderStatus } from '@tendermark/shared';
import { countdownTarget, countdownTone, remainingParts } from './countdown.ts';

const start = '2030-01-01T10:00:00.000Z';
const end = '2030-01-01T12:00:00.000Z';

describe('countdown', () => {
  it('counts to the start while scheduled, to the end while running, and not after', () => {
    expect(countdownTarget(TenderStatus.SCHEDULED, start, end)).toEqual({
      kind: 'start',
      at: start,
    });
    expect(countdownTarget(TenderStatus.RFP_ENDED, start, end)).toEqual({
      kind: 'start',
      at: start,
    });
    expect(countdownTarget(TenderStatus.SUBMITTED, start, end)).toEqual({ kind: 'end', at: end });
    expect(countdownTarget(TenderStatus.ENDED, start, end)).toEqual({ kind: 'ended' });
    expect(countdownTarget(TenderStatus.CANCELED, start, end)).toEqual({ kind: 'none' });
  });

  it('turns amber in the final 5 minutes and red in the final minute of the auction', () => {
    expect(countdownTone(5 * 60_000 + 1)).toBe('normal');
    expect(countdownTone(5 * 60_000)).toBe('warning');
    expect(countdownTone(60_001)).toBe('warning');
    expect(countdownTone(60_000)).toBe('critical');
    expect(countdownTone(1)).toBe('critical');
    expect(countdownTone(0)).toBe('over');
    expect(countdownTone(30_000, 'start')).toBe('normal');
  });

  it('has no "final 5 minutes" in an auction that runs 5 minutes or less, only a final minute', () => {
    const threeMinutes = 3 * 60_000;
    expect(countdownTone(threeMinutes, 'end', threeMinutes)).toBe('normal');
    expect(countdownTone(2 * 60_000, 'end', threeMinutes)).toBe('normal');
    expect(countdownTone(60_000, 'end', threeMinutes)).toBe('critical');
    expect(countdownTone(4 * 60_000, 'end', 5 * 60_000 + 1)).toBe('warning');
  });

  it('shows minutes and seconds, hours when needed, and whole days apart', () => {
    expect(remainingParts(299_001)).toEqual({ days: 0, clock: '05:00' });
    expect(remainingParts(59_000)).toEqual({ days: 0, clock: '00:59' });
    expect(remainingParts(3_723_000)).toEqual({ days: 0, clock: '1:02:03' });
    expect(remainingParts(2 * 86_400_000 + 3_723_000)).toEqual({ days: 2, clock: '01:02:03' });
    expect(remainingParts(-5000)).toEqual({ days: 0, clock: '00:00' });
  });
});
