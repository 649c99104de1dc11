// applyBidBatch, the pure step of a bid flush: receipts, pushes, writes, refusals and overtime on
// an English tender. Under a sharing tie rule and with staggered lots: bid-batch-rules.test.ts.
import { describe, expect, it } from 'vitest';
import { TenderStatus } from '@tendermark/shared';
import {
  MINUTE,
  NOW,
  apply,
  bid,
  item,
  liveTender,
  price,
  receipts,
  room,
} from './bid-batch-fixtures.ts';

describe('applying a batch of bids', () => {
  it('answers each bid with the next sequence number, its chain hash and its position then', () => {
    const batch = apply([bid('carol', 99), bid('bob', 98), bid('alice', 99)]);
    expect(batch.results.map((result) => result.ok && result.receipt.position)).toEqual([1, 1, 3]);
    expect(receipts(batch)).toEqual(
      [5, 6, 7].map((seq, index) => ({
        accepted: true,
        seq,
        serverTime: NOW.toISOString(),
        hash: batch.changes.bids![index].hash,
        position: [1, 1, 3][index],
      })),
    );
    expect(batch.changes.bids!.map((row) => row.prevHash)).toEqual([
      'head',
      batch.changes.bids![0].hash,
      batch.changes.bids![1].hash,
    ]);
    expect(batch.changes.head).toEqual({ seq: 7, hash: batch.changes.bids![2].hash });
  });

  it('pushes once: each bid to the owner, then the final standings to whom they changed for', () => {
    const batch = apply([bid('carol', 99), bid('alice', 98)]);
    expect(batch.pushes!.bids).toEqual([
      {
        seq: 5,
        userName: 'carol',
        targetKind: 'item',
        targetId: item.id,
        value: 99,
        at: NOW.toISOString(),
      },
      {
        seq: 6,
        userName: 'alice',
        targetKind: 'item',
        targetId: item.id,
        value: 98,
        at: NOW.toISOString(),
      },
    ]);
    const { room: update } = batch.pushes!;
    expect(update).toMatchObject({
      tenderId: 'tender',
      status: TenderStatus.SUBMITTED,
      bidVisibility: 'rankAndBest',
      seq: 6,
      rankingChanged: true,
      itemBestBids: new Map([[item.id, 98]]),
      criterionBestBids: new Map([[price.id, 980]]),
      prolonged: undefined,
    });
    // Carol led for one bid; Bob fell to 3rd then; Dave stayed 4th and hears nothing.
    expect(update.standings).toEqual([
      {
        userId: 'user-alice',
        userName: 'alice',
        position: 1,
        tiedWith: 0,
        score: 100,
        total: 980,
        notify: true,
      },
      {
        userId: 'user-bob',
        userName: 'bob',
        position: 3,
        tiedWith: 0,
        score: 100 * (980 / 1050),
        total: 1050,
        notify: true,
      },
      {
        userId: 'user-carol',
        userName: 'carol',
        position: 2,
        tiedWith: 0,
        score: 100 * (980 / 990),
        total: 990,
        notify: true,
      },
      {
        userId: 'user-dave',
        userName: 'dave',
        position: 4,
        tiedWith: 0,
        score: 100 * (980 / 1200),
        total: 1200,
        notify: false,
      },
    ]);
  });

  it('notifies only the bidder when nobody else moves, and still sends the owner the new ranking', () => {
    const { room: update } = apply([bid('bob', 104)]).pushes!;
    expect(update.standings.filter((standing) => standing.notify)).toEqual([
      expect.objectContaining({ userName: 'bob', position: 2, total: 1040 }),
    ]);
    expect(update.rankingChanged).toBe(true);
    expect(update.itemBestBids.size).toBe(0);
  });

  it('writes the offers of the bidders, the standings that moved and the best bids that changed', () => {
    const batch = apply([bid('carol', 99), bid('alice', 98)]);
    expect(batch.changes).toMatchObject({
      tenderId: 'tender',
      itemBestBids: new Map([[item.id, 98]]),
      criterionBestBids: new Map([[price.id, 980]]),
    });
    expect(batch.changes.entries).toEqual([
      {
        id: 'entry-alice',
        position: 1,
        score: 100,
        total: 980,
        offer: { itemBids: { item: 98 }, criterionBids: {}, reachedSeq: 6, at: NOW },
      },
      { id: 'entry-bob', position: 3, score: 100 * (980 / 1050), total: 1050 },
      {
        id: 'entry-carol',
        position: 2,
        score: 100 * (980 / 990),
        total: 990,
        offer: { itemBids: { item: 99 }, criterionBids: {}, reachedSeq: 5, at: NOW },
      },
      { id: 'entry-dave', position: 4, score: 100 * (980 / 1200), total: 1200 },
    ]);
  });

  it('refuses a bid without touching the room the next bids see', () => {
    const entries = room();
    const batch = apply(
      [
        bid('bob', 104.5),
        bid('stranger', 90),
        bid('bob', 900, price.id),
        bid('bob', 90, 'no-such-item'),
        bid('bob', 104),
      ],
      { entries },
    );
    expect(receipts(batch)).toEqual([
      'bid_refused',
      'forbidden',
      'price_criterion',
      'not_found',
      expect.objectContaining({ seq: 5, position: 2 }),
    ]);
    expect(batch.changes.bids!.map((row) => [row.seq, row.value, row.prevHash])).toEqual([
      [5, 104, 'head'],
    ]);
    expect(batch.pushes!.bids.map((feed) => feed.seq)).toEqual([5]);
    expect(entries).toEqual(room());
  });

  it('changes and pushes nothing when every bid is refused', () => {
    const batch = apply([bid('bob', 105), bid('carol', 200)], {
      tender: liveTender({ status: TenderStatus.ENDED }),
    });
    expect(receipts(batch)).toEqual(['bidding_closed', 'bidding_closed']);
    expect(batch.pushes).toBeUndefined();
    expect(batch.prolongedTo).toBeUndefined();
    expect(batch.changes).toEqual({
      tenderId: 'tender',
      bids: [],
      head: undefined,
      entries: [],
      itemBestBids: new Map(),
      criterionBestBids: new Map(),
    });
  });

  describe('overtime', () => {
    const closing = () =>
      liveTender({ endDate: new Date(NOW.getTime() + MINUTE), prolongedMinutes: 1 });

    it('prolongs when a bid in the final minutes changes the leader, once the end is far enough', () => {
      const batch = apply([bid('bob', 104), bid('carol', 99), bid('alice', 98)], {
        tender: closing(),
      });
      const endDate = new Date(NOW.getTime() + 3 * MINUTE);
      expect(batch.prolongedTo).toEqual(endDate);
      expect(batch.changes.head).toEqual({
        seq: 7,
        hash: batch.changes.bids![2].hash,
        endDate,
        prolongedMinutes: 3,
      });
      expect(batch.pushes!.room.prolonged).toEqual({ endDate, minutes: 2 });
    });

    it('counts a leader change by the first bid of a batch', () => {
      const batch = apply([bid('carol', 99)], { tender: closing() });
      expect(batch.pushes!.room.prolonged).toEqual({
        endDate: new Date(NOW.getTime() + 3 * MINUTE),
        minutes: 2,
      });
    });

    it('does not prolong when the leader stays, or before the final minutes', () => {
      expect(
        apply([bid('bob', 104), bid('alice', 99)], { tender: closing() }).prolongedTo,
      ).toBeUndefined();
      const early = apply([bid('carol', 99)]);
      expect(early.prolongedTo).toBeUndefined();
      expect(early.changes.head).toEqual({ seq: 5, hash: early.changes.bids![0].hash });
    });
  });

  it('pushes a best bid that changed during the batch even if it ended where it started', () => {
    const proposal = liveTender({
      status: TenderStatus.SCHEDULED,
      proposalEndDate: new Date(NOW.getTime() + MINUTE),
    });
    // Initial offers may go up: Alice's raise makes Bob's 105 the best until she comes back to 100.
    const batch = apply([bid('alice', 130), bid('alice', 100)], { tender: proposal });
    expect(batch.pushes!.room.itemBestBids).toEqual(new Map([[item.id, 100]]));
    expect(batch.changes.itemBestBids).toEqual(new Map());
  });
});
