// The owner's feed and the chart line join what was read with what was pushed, each event once.
import { describe, expect, it } from 'vitest';
import { mergeBestPrice, mergeFeed, type FeedBid } from './feed.ts';

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
});
