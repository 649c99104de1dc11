// The owner's feed and the chart line join what was read with what was pushed, each event once.
import { describe, expect, it } from 'vitest';
import { TenderStatus } from '@tendermark/shared';
import {
  durableEvents,
  lotOvertimeOf,
  mergeBestPrice,
  mergeFeed,
  pushedProlongationOf,
  withPushedProlongations,
  type FeedBid,
  type FeedProlonged,
} from './feed.ts';

const bid = (seq: number, at: string): FeedBid => ({
  kind: 'bid',
  at,
  seq,
  userName: 'a@example.com',
  target: { kind: 'item', id: 'item-1' },
  value: 100 - seq,
  isInitialOffer: false,
});

describe('feed', () => {
  it('lists every bid once, newest first, with announcements and other events', () => {
    const entries = mergeFeed({
      historyBids: [bid(1, '2030-01-01T10:00:01.000Z'), bid(2, '2030-01-01T10:00:02.000Z')],
      liveBids: [bid(2, '2030-01-01T10:00:02.000Z'), bid(3, '2030-01-01T10:00:03.000Z')],
      announcements: [{ kind: 'announcement', at: '2030-01-01T10:00:02.500Z', text: 'Hello' }],
      otherEvents: [{ kind: 'status', at: '2030-01-01T10:00:00.000Z', status: 20 }],
    });
    expect(entries.map((entry) => (entry.kind === 'bid' ? entry.seq : entry.kind))).toEqual([
      3,
      'announcement',
      2,
      1,
      'status',
    ]);
  });

  it('appends pushed best totals that are newer and different', () => {
    const stored = [{ at: 'a', seq: 3, bestTotal: 900 }];
    const line = mergeBestPrice(stored, [
      { at: 'b', seq: 2, bestTotal: 950 },
      { at: 'c', seq: 5, bestTotal: 900 },
      { at: 'd', seq: 6, bestTotal: 880 },
    ]);
    expect(line.map((point) => point.bestTotal)).toEqual([900, 880]);
  });

  it('keeps the start, the end and the owner’s prolongations after a reload (from the tender and its audit log)', () => {
    const start = '2030-01-01T10:00:00.000Z';
    const end = '2030-01-01T10:02:00.000Z';
    const auditLog = [
      {
        at: '2030-01-01T10:00:30.000Z',
        userName: 'owner@example.com',
        action: 'prolonged',
        changes: { endDate: { from: '2030-01-01T10:01:00.000Z', to: end }, minutes: 1 },
      },
      {
        at: '2030-01-01T09:00:00.000Z',
        userName: 'owner@example.com',
        action: 'scheduled',
        changes: {},
      },
    ];
    const events = durableEvents({
      status: TenderStatus.ENDED,
      startDate: start,
      endDate: end,
      auditLog,
    });
    expect(events).toEqual([
      { kind: 'status', at: start, status: TenderStatus.SUBMITTED },
      { kind: 'status', at: end, status: TenderStatus.ENDED },
      {
        kind: 'prolonged',
        at: '2030-01-01T10:00:30.000Z',
        endDate: end,
        minutes: 1,
        reason: 'owner',
      },
    ]);
    // Before the start nothing has happened yet; while running only the start has.
    expect(
      durableEvents({
        status: TenderStatus.SCHEDULED,
        startDate: start,
        endDate: end,
        auditLog: [],
      }),
    ).toEqual([]);
    expect(
      durableEvents({
        status: TenderStatus.SUBMITTED,
        startDate: start,
        endDate: end,
        auditLog: [],
      }),
    ).toEqual([{ kind: 'status', at: start, status: TenderStatus.SUBMITTED }]);
    // A pushed prolongation shows once, whether or not the audit log has been read again.
    const pushed: FeedProlonged = {
      kind: 'prolonged',
      at: '2030-01-01T10:00:31.000Z',
      endDate: end,
      minutes: 1,
      reason: 'owner',
    };
    const overtime: FeedProlonged = {
      kind: 'prolonged',
      at: '2030-01-01T10:01:59.000Z',
      endDate: '2030-01-01T10:03:00.000Z',
      minutes: 1,
      reason: 'overtime',
    };
    expect(withPushedProlongations(events, [pushed, overtime])).toEqual([...events, overtime]);
  });

  it('tells an overtime prolongation from the owner’s after a reload, and shows a pushed one once', () => {
    const start = '2030-01-01T10:00:00.000Z';
    const end = '2030-01-01T10:03:00.000Z';
    const auditLog = [
      {
        at: '2030-01-01T10:01:59.000Z',
        userName: null,
        action: 'prolonged',
        changes: {
          endDate: { from: '2030-01-01T10:02:00.000Z', to: end },
          minutes: 1,
          cause: 'overtime',
        },
      },
      {
        at: '2030-01-01T10:00:30.000Z',
        userName: 'owner@example.com',
        action: 'prolonged',
        changes: {
          endDate: { from: '2030-01-01T10:01:00.000Z', to: '2030-01-01T10:02:00.000Z' },
          minutes: 1,
        },
      },
    ];
    const events = durableEvents({
      status: TenderStatus.SUBMITTED,
      startDate: start,
      endDate: end,
      auditLog,
    });
    const overtime: FeedProlonged = {
      kind: 'prolonged',
      at: '2030-01-01T10:01:59.000Z',
      endDate: end,
      minutes: 1,
      reason: 'overtime',
    };
    expect(events).toEqual([
      { kind: 'status', at: start, status: TenderStatus.SUBMITTED },
      overtime,
      {
        kind: 'prolonged',
        at: '2030-01-01T10:00:30.000Z',
        endDate: '2030-01-01T10:02:00.000Z',
        minutes: 1,
        reason: 'owner',
      },
    ]);
    // The push of the same prolongation (same end) adds nothing.
    expect(
      withPushedProlongations(events, [{ ...overtime, at: '2030-01-01T10:01:59.100Z' }]),
    ).toEqual(events);
  });

  it('names a staggered lot in its pushed overtime, as after a reload, and not the tender', () => {
    const lotEnd = '2030-01-01T10:12:00.000Z';
    const lot = {
      itemId: 'item-2',
      position: 1,
      state: 'open' as const,
      round: null,
      level: null,
      roundEndsAt: null,
      endDate: lotEnd,
      prolongedMinutes: 2,
      remaining: null,
      outcome: null,
      finalLevel: null,
      closedAt: null,
    };
    const at = '2030-01-01T10:09:30.000Z';
    const lotOvertime = lotOvertimeOf({ lot, overtimeMinutes: 2 }, at);
    expect(lotOvertime).toEqual({
      kind: 'prolonged',
      at,
      endDate: lotEnd,
      minutes: 2,
      reason: 'overtime',
      itemId: 'item-2',
    });
    // A lot's other changes (its start, its close) are not overtime.
    expect(lotOvertimeOf({ lot }, at)).toBeUndefined();
    // The tender-wide overtime that follows the last lot is not an event of its own…
    const tenderWide = { endDate: lotEnd, minutes: 2, reason: 'overtime' as const };
    expect(pushedProlongationOf(tenderWide, at, true)).toBeUndefined();
    expect(pushedProlongationOf(tenderWide, at, false)).toMatchObject({ reason: 'overtime' });
    // …while the owner's prolongation of a staggered tender is.
    expect(pushedProlongationOf({ ...tenderWide, reason: 'owner' }, at, true)).toMatchObject({
      reason: 'owner',
    });
    // After a reload the audit log tells the same overtime once.
    const events = durableEvents({
      status: TenderStatus.SUBMITTED,
      startDate: '2030-01-01T10:00:00.000Z',
      endDate: '2030-01-01T10:20:00.000Z',
      auditLog: [
        {
          at,
          userName: null,
          action: 'prolonged',
          changes: {
            itemId: 'item-2',
            endDate: { from: '2030-01-01T10:10:00.000Z', to: lotEnd },
            minutes: 2,
            cause: 'overtime',
          },
        },
      ],
    });
    expect(events).toContainEqual(lotOvertime);
    expect(withPushedProlongations(events, [lotOvertime!])).toEqual(events);
  });
});
