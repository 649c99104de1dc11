import { describe, expect, it } from 'vitest';
import { TenderStatus } from '../common/enums.ts';
import {
  bidProblemMessage,
  biddingPhase,
  criterionBidProblem,
  criterionBidStep,
  itemBidProblem,
} from './bid-rules.ts';
import { overtimeMinutes } from './overtime.ts';
import { seesBestBids, withoutBestBids } from './visibility.ts';
import { bidChainInput } from './chain.ts';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));
const dates = { proposalEndDate: at(10), endDate: at(50) };

describe('bidding phase', () => {
  it('takes initial offers until the proposal deadline by the server clock', () => {
    expect(biddingPhase({ ...dates, status: TenderStatus.SCHEDULED }, at(5))).toEqual({
      phase: 'proposal',
    });
    expect(biddingPhase({ ...dates, status: TenderStatus.RFP_SUBMITTED }, at(10))).toEqual({
      refusal: 'notStarted',
    });
  });

  it('opens the room in SUBMITTED until the end instant, and is closed after', () => {
    expect(biddingPhase({ ...dates, status: TenderStatus.RFP_ENDED }, at(20))).toEqual({
      refusal: 'notStarted',
    });
    expect(biddingPhase({ ...dates, status: TenderStatus.SUBMITTED }, at(49))).toEqual({
      phase: 'live',
    });
    expect(biddingPhase({ ...dates, status: TenderStatus.SUBMITTED }, at(50))).toEqual({
      refusal: 'closed',
    });
    for (const status of [TenderStatus.ENDED, TenderStatus.CANCELED])
      expect(biddingPhase({ ...dates, status }, at(20))).toEqual({ refusal: 'closed' });
    expect(biddingPhase({ ...dates, status: TenderStatus.FREEZE }, at(20))).toEqual({
      refusal: 'frozen',
    });
  });
});

describe('item bids', () => {
  it('must be positive in every phase', () => {
    expect(itemBidProblem({ bid: 0, previous: undefined, bidStep: 1, phase: 'proposal' })).toEqual({
      kind: 'notPositive',
    });
    expect(itemBidProblem({ bid: -3, previous: 10, bidStep: 1, phase: 'live' })).toEqual({
      kind: 'notPositive',
    });
  });

  it('may change freely during the proposal phase', () => {
    expect(
      itemBidProblem({ bid: 120, previous: 96, bidStep: 1, phase: 'proposal' }),
    ).toBeUndefined();
  });

  it('must be one bid step below the own last bid in the live phase', () => {
    const live = { previous: 96, bidStep: 1, phase: 'live' as const };
    expect(itemBidProblem({ ...live, bid: 95 })).toBeUndefined();
    const problem = itemBidProblem({ ...live, bid: 95.5 });
    expect(problem).toEqual({ kind: 'stepNotMet', limit: 95, step: 1, direction: 'down' });
    expect(bidProblemMessage(problem!)).toBe(
      'Your bid needs to be at most 95.00 (one bid step of 1.00 below your last bid)',
    );
    expect(
      itemBidProblem({ bid: 500, previous: undefined, bidStep: 1, phase: 'live' }),
    ).toBeUndefined();
  });

  it('compares at stored precision, free of float drift', () => {
    expect(
      itemBidProblem({ bid: 94.35, previous: 95.3, bidStep: 0.95, phase: 'live' }),
    ).toBeUndefined();
  });

  it('with a zero step needs a strictly lower bid', () => {
    const problem = itemBidProblem({ bid: 5, previous: 5, bidStep: 0, phase: 'live' });
    expect(bidProblemMessage(problem!)).toBe('Your bid needs to be below your last bid of 5.00');
    expect(itemBidProblem({ bid: 4.99, previous: 5, bidStep: 0, phase: 'live' })).toBeUndefined();
  });
});

describe('criterion bids', () => {
  const base = { minBid: 1, maxBid: 30, winningThreshold: 0, phase: 'live' as const };

  it('stay within [minBid, maxBid]', () => {
    const problem = criterionBidProblem({ ...base, bid: 31, previous: undefined });
    expect(bidProblemMessage(problem!)).toBe('Your bid needs to be between 1.00 and 30.00');
    expect(
      bidProblemMessage(
        criterionBidProblem({ ...base, minBid: null, bid: 31, previous: undefined })!,
      ),
    ).toBe('Your bid needs to be at most 30.00');
    expect(criterionBidProblem({ ...base, bid: -1, previous: undefined })).toEqual({
      kind: 'negative',
    });
  });

  it('step is 1 % of the previous value, 0 when it was 0', () => {
    expect(criterionBidStep(20)).toBe(0.2);
    expect(criterionBidStep(-250)).toBe(2.5);
    expect(criterionBidStep(0)).toBe(0);
  });

  it('improve in the winning direction by a step', () => {
    expect(criterionBidProblem({ ...base, bid: 19.8, previous: 20 })).toBeUndefined();
    expect(criterionBidProblem({ ...base, bid: 19.9, previous: 20 })).toMatchObject({
      limit: 19.8,
    });
    const highest = { ...base, winningThreshold: 1, minBid: null, maxBid: null };
    expect(criterionBidProblem({ ...highest, bid: 24, previous: 24 })).toMatchObject({
      limit: 24.24,
      direction: 'up',
    });
    expect(bidProblemMessage(criterionBidProblem({ ...highest, bid: 24, previous: 24 })!)).toBe(
      'Your bid needs to be at least 24.24 (one bid step of 0.24 above your last bid)',
    );
    expect(criterionBidProblem({ ...highest, bid: 3, previous: 0 })).toBeUndefined();
    expect(
      criterionBidProblem({ ...highest, bid: 10, previous: 24, phase: 'proposal' }),
    ).toBeUndefined();
  });
});

describe('overtime', () => {
  const endDate = at(50);
  it('extends so that N minutes remain when the leader changes in the final N minutes', () => {
    const now = new Date(endDate.getTime() - 90_000);
    expect(overtimeMinutes({ now, endDate, autoExtendMinutes: 3, leaderChanged: true })).toBe(2);
    expect(overtimeMinutes({ now, endDate, autoExtendMinutes: 3, leaderChanged: false })).toBe(0);
    expect(overtimeMinutes({ now, endDate, autoExtendMinutes: 0, leaderChanged: true })).toBe(0);
    expect(
      overtimeMinutes({ now: at(40), endDate, autoExtendMinutes: 3, leaderChanged: true }),
    ).toBe(0);
  });
});

describe('visibility and chain', () => {
  it('hides best bids from suppliers in a ranked auction and before the room opens', () => {
    const running = TenderStatus.SUBMITTED;
    expect(seesBestBids('rank', 'supplier', running)).toBe(false);
    expect(seesBestBids('rank', 'owner', running)).toBe(true);
    expect(seesBestBids('rankAndBest', 'supplier', running)).toBe(true);
    expect(seesBestBids('rankAndBest', 'supplier', TenderStatus.ENDED)).toBe(true);
    expect(seesBestBids('rankAndBest', 'supplier', TenderStatus.SCHEDULED)).toBe(false);
    const tender = { itemsDetails: [{ bestBid: 5 }], criteriaDetails: [{ bestBid: 50 }] };
    expect(withoutBestBids(tender)).toEqual({
      itemsDetails: [{ bestBid: -1 }],
      criteriaDetails: [{ bestBid: -1 }],
    });
  });

  it('hashes a canonical text of every bid field', () => {
    expect(
      bidChainInput({
        prevHash: 'abc',
        tenderId: 't',
        seq: 3,
        supplierId: 's',
        targetKind: 'item',
        targetId: 'i',
        value: 95,
        createdAt: at(1),
      }),
    ).toBe('abc|t|3|s|item|i|95.0000|2030-01-01T10:01:00.000Z');
  });
});
