import { describe, expect, it } from 'vitest';
import { TenderStatus, type TieRule } from '@tendermark/shared';
import { applyBidBatch, type BidRequest } from '../../src/modules/auction/bid-batch.ts';
import {
  rankEntries,
  standingOf,
  type LockedTender,
  type RoomEntry,
} from '../../src/modules/auction/room-state.ts';
import type {
  StructureCriterion,
  StructureItem,
  TenderStructure,
} from '../../src/modules/auction/tender-structure.ts';

const NOW = new Date('2030-03-01T10:00:00Z');
const MINUTE = 60_000;

const item: StructureItem = { id: 'item', quantity: 10, bidStep: 1, unitPrice: 120 };
const price: StructureCriterion = {
  id: 'price',
  isPrice: true,
  winningThreshold: 0,
  weight: 100,
  minBid: null,
  maxBid: null,
};
const structure: TenderStructure = {
  tenderId: 'tender',
  version: 1,
  items: [item],
  criteria: [price],
  itemsById: new Map([[item.id, item]]),
  criteriaById: new Map([[price.id, price]]),
  priceCriterionId: price.id,
  expectedTotal: 1200,
  tieRule: 'earlierWins',
};

function liveTender(overrides: Partial<LockedTender> = {}): LockedTender {
  return {
    id: 'tender',
    status: TenderStatus.SUBMITTED,
    version: 1,
    proposalEndDate: new Date(NOW.getTime() - 60 * MINUTE),
    endDate: new Date(NOW.getTime() + 60 * MINUTE),
    prolongedMinutes: 0,
    autoExtendMinutes: 3,
    bidVisibility: 'rankAndBest',
    bidSeq: 4,
    bidHash: 'head',
    entriesVersion: 7,
    auctionFormat: 'english',
    ...overrides,
  };
}

/** Alice 100, Bob 105, Carol 110 and Dave 120 a unit (or `offers`), standings stored as ranked. */
function room(
  offers: Record<string, number> = { alice: 100, bob: 105, carol: 110, dave: 120 },
  rules = structure,
): RoomEntry[] {
  const entries = Object.entries(offers).map(([name, bid], index): RoomEntry => ({
    id: `entry-${name}`,
    userId: `user-${name}`,
    userName: name,
    isDemo: false,
    itemBids: { [item.id]: bid },
    criterionBids: {},
    reachedSeq: index + 1,
    position: 0,
    score: null,
    total: null,
  }));
  const ranking = rankEntries(rules, entries);
  return entries.map((entry) => ({ ...entry, ...standingOf(entry, ranking) }));
}

const bid = (name: string, value: number, targetId = item.id): BidRequest => ({
  userId: `user-${name}`,
  tenderId: 'tender',
  targetKind: targetId === price.id ? 'criterion' : 'item',
  targetId,
  value,
});

function apply(requests: BidRequest[], tender = liveTender(), entries = room()) {
  return applyBidBatch({ tender, structure, entries, requests, now: NOW });
}

const receipts = (batch: ReturnType<typeof apply>) =>
  batch.results.map((result) => (result.ok ? result.receipt : result.error.code));

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
      liveTender(),
      entries,
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
    const batch = apply(
      [bid('bob', 105), bid('carol', 200)],
      liveTender({ status: TenderStatus.ENDED }),
    );
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
      const batch = apply([bid('bob', 104), bid('carol', 99), bid('alice', 98)], closing());
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
      const batch = apply([bid('carol', 99)], closing());
      expect(batch.pushes!.room.prolonged).toEqual({
        endDate: new Date(NOW.getTime() + 3 * MINUTE),
        minutes: 2,
      });
    });

    it('does not prolong when the leader stays, or before the final minutes', () => {
      expect(apply([bid('bob', 104), bid('alice', 99)], closing()).prolongedTo).toBeUndefined();
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
    const batch = apply([bid('alice', 130), bid('alice', 100)], proposal);
    expect(batch.pushes!.room.itemBestBids).toEqual(new Map([[item.id, 100]]));
    expect(batch.changes.itemBestBids).toEqual(new Map());
  });
});

describe('a batch under a sharing tie rule (issue 29)', () => {
  const under = (tieRule: TieRule): TenderStructure => ({ ...structure, tieRule });
  function applyUnder(
    tieRule: TieRule,
    requests: BidRequest[],
    {
      tender = liveTender(),
      offers,
    }: { tender?: LockedTender; offers?: Record<string, number> } = {},
  ) {
    const rules = under(tieRule);
    return applyBidBatch({
      tender,
      structure: rules,
      entries: room(offers, rules),
      requests,
      now: NOW,
    });
  }
  const standingsOf = (batch: ReturnType<typeof apply>) =>
    batch.pushes!.room.standings.map(({ userName, position, tiedWith, notify }) => ({
      userName,
      position,
      tiedWith,
      notify,
    }));

  it('shareBetter: matching the leader ties for 1st, and the leader hears it though its position stays', () => {
    const batch = applyUnder('shareBetter', [bid('bob', 100)]);
    expect(batch.results[0]).toMatchObject({ ok: true, receipt: { position: 1, tiedWith: 1 } });
    expect(standingsOf(batch)).toEqual([
      { userName: 'alice', position: 1, tiedWith: 1, notify: true },
      { userName: 'bob', position: 1, tiedWith: 1, notify: true },
      { userName: 'carol', position: 3, tiedWith: 0, notify: false },
      { userName: 'dave', position: 4, tiedWith: 0, notify: false },
    ]);
    expect(batch.changes.entries.map(({ id, position }) => [id, position])).toEqual([
      ['entry-bob', 1],
    ]);
  });

  it('shareWorse: matching the leader puts both at 2nd, nobody at 1st', () => {
    const batch = applyUnder('shareWorse', [bid('bob', 100)]);
    expect(batch.results[0]).toMatchObject({ ok: true, receipt: { position: 2, tiedWith: 1 } });
    expect(standingsOf(batch).slice(0, 2)).toEqual([
      { userName: 'alice', position: 2, tiedWith: 1, notify: true },
      { userName: 'bob', position: 2, tiedWith: 1, notify: true },
    ]);
  });

  it('earlierWins: the same bid leaves the earlier offer 1st and shares nothing', () => {
    const batch = applyUnder('earlierWins', [bid('bob', 100)]);
    expect(batch.results[0].ok && batch.results[0].receipt).not.toHaveProperty('tiedWith');
    expect(standingsOf(batch).slice(0, 2)).toEqual([
      { userName: 'alice', position: 1, tiedWith: 0, notify: false },
      { userName: 'bob', position: 2, tiedWith: 0, notify: true },
    ]);
  });

  it('tells the offer left behind when a tie for first breaks', () => {
    const offers = { alice: 100, bob: 100, carol: 110 };
    const batch = applyUnder('shareBetter', [bid('alice', 99)], { offers });
    expect(standingsOf(batch)).toEqual([
      { userName: 'alice', position: 1, tiedWith: 0, notify: true },
      { userName: 'bob', position: 2, tiedWith: 0, notify: true },
      { userName: 'carol', position: 3, tiedWith: 0, notify: false },
    ]);
  });

  it('overtime: tying for the lead in the final minutes prolongs under a sharing rule only', () => {
    const closing = liveTender({ endDate: new Date(NOW.getTime() + MINUTE) });
    for (const tieRule of ['shareBetter', 'shareWorse'] as const)
      expect(applyUnder(tieRule, [bid('bob', 100)], { tender: closing }).prolongedTo).toEqual(
        new Date(NOW.getTime() + 3 * MINUTE),
      );
    expect(
      applyUnder('earlierWins', [bid('bob', 100)], { tender: closing }).prolongedTo,
    ).toBeUndefined();
  });
});

describe('a batch on a tender whose lots close one after another (issue 30)', () => {
  // One lot (the item), closing in a minute; the tender ends 5 minutes after it. Overtime 3 min.
  const lotEnd = new Date(NOW.getTime() + MINUTE);
  const lot = { itemId: item.id, position: 0, state: 'open' as const, prolongedMinutes: 0 };
  function applyOnLot(
    requests: BidRequest[],
    {
      endDate = lotEnd,
      state = lot.state as 'open' | 'closed',
      tieRule = 'earlierWins' as TieRule,
    } = {},
  ) {
    const rules = { ...structure, tieRule };
    return applyBidBatch({
      tender: liveTender({ endDate: new Date(lotEnd.getTime() + 5 * MINUTE) }),
      structure: rules,
      entries: room(undefined, rules),
      requests,
      now: NOW,
      lots: [{ ...lot, endDate, state }],
    });
  }

  it('refuses item bids on a closed lot, or on one whose end has passed, and takes criterion bids', () => {
    for (const options of [{ state: 'closed' as const }, { endDate: NOW }])
      expect(receipts(applyOnLot([bid('bob', 99), bid('bob', 0.9, price.id)], options))).toEqual([
        'lot_closed',
        'price_criterion',
      ]);
  });

  it('moves only the lot’s end when its best bid changes hands in its final minutes', () => {
    const batch = applyOnLot([bid('bob', 99)]);
    expect(batch.lotOvertime).toEqual([
      expect.objectContaining({
        itemId: item.id,
        from: lotEnd,
        to: new Date(NOW.getTime() + 3 * MINUTE),
        minutes: 2,
      }),
    ]);
    // The tender's end stays after the lot's: no tender prolongation, no tender overtime entry.
    expect(batch.prolongedTo).toBeUndefined();
    expect(batch.overtime).toBeUndefined();
    expect(batch.changes.head).toEqual({ seq: 5, hash: batch.changes.bids![0].hash });
  });

  it('takes no lot overtime when the holder lowers its own bid, or a bid does not take the lead', () => {
    expect(applyOnLot([bid('alice', 99)]).lotOvertime).toBeUndefined();
    expect(applyOnLot([bid('carol', 104)]).lotOvertime).toBeUndefined();
  });

  it('an equal bid joins the lead under a sharing tie rule only', () => {
    expect(applyOnLot([bid('bob', 100)], { tieRule: 'shareBetter' }).lotOvertime).toHaveLength(1);
    expect(applyOnLot([bid('bob', 100)]).lotOvertime).toBeUndefined();
  });

  it('moves the tender’s end too when the lot now closes after it', () => {
    const batch = applyBidBatch({
      tender: liveTender({ endDate: lotEnd }),
      structure,
      entries: room(),
      requests: [bid('bob', 99)],
      now: NOW,
      lots: [{ ...lot, endDate: lotEnd }],
    });
    const to = new Date(NOW.getTime() + 3 * MINUTE);
    expect(batch.prolongedTo).toEqual(to);
    expect(batch.changes.head).toMatchObject({ endDate: to, prolongedMinutes: 2 });
    expect(batch.pushes!.room.prolonged).toEqual({ endDate: to, minutes: 2 });
  });
});
