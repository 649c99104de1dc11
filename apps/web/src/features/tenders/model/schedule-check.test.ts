// The schedule check in the browser names what a draft may hold but a scheduled tender may not.
import { Messages } from '@tendermark/shared';
import { describe, expect, it } from 'vitest';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { draftFromTender } from './draft.ts';
import { scheduleProblemsOf } from './schedule-check.ts';

describe('scheduleProblemsOf', () => {
  it('names a minimum bid above the maximum, which a draft may hold while it is retyped', () => {
    const draft = draftFromTender(tenderFixture({ name: 'Chairs' }));
    const [price] = draft.criteriaDetails;
    const withBounds = (minBid: number | string | null, maxBid: number | string | null) => ({
      ...draft,
      criteriaDetails: [{ ...price, minBid, maxBid } as typeof price],
    });
    expect(scheduleProblemsOf(withBounds(30, 10), [])).toContain(Messages.minBidAboveMaxBid);
    expect(scheduleProblemsOf(withBounds(10, 30), [])).not.toContain(Messages.minBidAboveMaxBid);
    expect(scheduleProblemsOf(withBounds('', 30), [])).not.toContain(Messages.minBidAboveMaxBid);
  });
});
