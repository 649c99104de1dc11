import { describe, expect, it } from 'vitest';
import { SupplierStatus as S, TenderStatus as T } from '@tendermark/shared';
import { entryFixture, scheduledTenderFixture } from '@/test/supplier-fixtures.ts';
import { participationView } from './participation-view.ts';

const beforeDeadline = new Date('2030-03-01T10:00:00.000Z');
const afterDeadline = new Date('2030-03-09T10:00:00.000Z');
const allChecked = [
  { mhcId: 'mhc-1', response: true },
  { mhcId: 'mhc-2', response: true },
];

function tenderWith(status: (typeof S)[keyof typeof S], entry = {}, tender = {}) {
  return scheduledTenderFixture({ suppliers: [entryFixture(status, entry)], ...tender });
}

describe('finalizing a proposal is gated by the must-have conditions (spec §6)', () => {
  it('is blocked while a must-have condition is unchecked or answered no', () => {
    const oneChecked = tenderWith(S.ACCEPTED, {
      mustHaveConditionResponses: [
        { mhcId: 'mhc-1', response: true },
        { mhcId: 'mhc-2', response: false },
      ],
    });
    expect(participationView(oneChecked, { now: beforeDeadline }).finalizeBlocker).toBe(
      'supplier.finalize.blocked.mustHaves',
    );
    const noneAnswered = tenderWith(S.ACCEPTED);
    expect(participationView(noneAnswered, { now: beforeDeadline }).finalizeBlocker).toBe(
      'supplier.finalize.blocked.mustHaves',
    );
  });

  it('opens once every condition is checked and saved', () => {
    const ready = tenderWith(S.ACCEPTED, { mustHaveConditionResponses: allChecked });
    expect(participationView(ready, { now: beforeDeadline }).finalizeBlocker).toBeNull();
  });

  it('waits for unsaved answers to be saved', () => {
    const ready = tenderWith(S.ACCEPTED, { mustHaveConditionResponses: allChecked });
    expect(
      participationView(ready, { now: beforeDeadline, hasUnsavedAnswers: true }).finalizeBlocker,
    ).toBe('supplier.finalize.blocked.unsaved');
  });

  it('needs the supplier to take part, and the deadline not passed', () => {
    const applicant = tenderWith(S.PENDING_PUBLIC, { mustHaveConditionResponses: allChecked });
    expect(participationView(applicant, { now: beforeDeadline }).finalizeBlocker).toBe(
      'supplier.finalize.blocked.notAccepted',
    );
    const late = tenderWith(S.ACCEPTED, { mustHaveConditionResponses: allChecked });
    expect(participationView(late, { now: afterDeadline }).finalizeBlocker).toBe(
      'supplier.finalize.blocked.phaseOver',
    );
  });
});

describe('the supplier’s actions follow the transition table (spec §4)', () => {
  it.each([
    [S.INVITED, ['accept', 'decline', 'favorite']],
    [S.ACCEPTED, ['leave', 'favorite']],
    [S.LEFT, ['rejoin', 'favorite']],
    [S.PENDING_COMEBACK, ['favorite']],
  ] as const)('status %s offers %j', (status, expected) => {
    expect(participationView(tenderWith(status), { now: beforeDeadline }).actions).toEqual(
      expected,
    );
  });

  it('lets anyone without an entry apply to a public auction only', () => {
    const publicTender = scheduledTenderFixture({ isPublic: true });
    expect(participationView(publicTender).actions).toContain('apply');
    expect(participationView(scheduledTenderFixture()).actions).not.toContain('apply');
  });

  it('opens initial bids to accepted suppliers in the proposal phase, and the room while running', () => {
    expect(participationView(tenderWith(S.ACCEPTED), { now: beforeDeadline }).canBid).toBe(true);
    expect(participationView(tenderWith(S.PENDING_PUBLIC), { now: beforeDeadline }).canBid).toBe(
      false,
    );
    const running = tenderWith(S.ACCEPTED, {}, { tenderStatus: T.SUBMITTED });
    expect(participationView(running, { now: afterDeadline }).canEnterRoom).toBe(true);
    expect(participationView(running, { now: afterDeadline }).canBid).toBe(false);
  });

  it('closes the room and leads with the result once the auction has ended', () => {
    const ended = tenderWith(S.ACCEPTED, {}, { tenderStatus: T.ENDED });
    expect(participationView(ended, { now: afterDeadline })).toMatchObject({
      canEnterRoom: false,
      seesResult: true,
      canEditProposal: false,
    });
    const running = tenderWith(S.ACCEPTED, {}, { tenderStatus: T.SUBMITTED });
    expect(participationView(running, { now: afterDeadline }).seesResult).toBe(false);
  });
});
