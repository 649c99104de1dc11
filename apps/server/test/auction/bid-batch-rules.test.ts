// applyBidBatch under the tender's rules: a sharing tie rule (issue 29), and lots that close one
// after another (issue 30). The batch itself (receipts, pushes, writes, refusals, overtime):
// bid-batch.test.ts.
import { describe, expect, it } from 'vitest';
import type { TieRule } from '@tendermark/shared';
import type { BidRequest } from '../../src/modules/auction/bid-batch.ts';
import {
  MINUTE,
  NOW,
  apply,
  bid,
  item,
  liveTender,
  price,
  receipts,
} from './bid-batch-fixtures.ts';

describe('a batch under a sharing tie rule (issue 29)', () => {
  const standingsOf = (batch: ReturnType<typeof apply>) =>
    batch.pushes!.room.standings.map(({ userName, position, tiedWith, notify }) => ({
      userName,
      position,
      tiedWith,
      notify,
    }));

  it('shareBetter: matching the leader ties for 1st, and the leader hears it though its position stays', () => {
    const batch = apply([bid('bob', 100)], { tieRule: 'shareBetter' });
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
    const batch = apply([bid('bob', 100)], { tieRule: 'shareWorse' });
    expect(batch.results[0]).toMatchObject({ ok: true, receipt: { position: 2, tiedWith: 1 } });
    expect(standingsOf(batch).slice(0, 2)).toEqual([
      { userName: 'alice', position: 2, tiedWith: 1, notify: true },
      { userName: 'bob', position: 2, tiedWith: 1, notify: true },
    ]);
  });

  it('earlierWins: the same bid leaves the earlier offer 1st and shares nothing', () => {
    const batch = apply([bid('bob', 100)], { tieRule: 'earlierWins' });
    expect(batch.results[0].ok && batch.results[0].receipt).not.toHaveProperty('tiedWith');
    expect(standingsOf(batch).slice(0, 2)).toEqual([
      { userName: 'alice', position: 1, tiedWith: 0, notify: false },
      { userName: 'bob', position: 2, tiedWith: 0, notify: true },
    ]);
  });

  it('tells the offer left behind when a tie for first breaks', () => {
    const offers = { alice: 100, bob: 100, carol: 110 };
    const batch = apply([bid('alice', 99)], { tieRule: 'shareBetter', offers });
    expect(standingsOf(batch)).toEqual([
      { userName: 'alice', position: 1, tiedWith: 0, notify: true },
      { userName: 'bob', position: 2, tiedWith: 0, notify: true },
      { userName: 'carol', position: 3, tiedWith: 0, notify: false },
    ]);
  });

  it('overtime: tying for the lead in the final minutes prolongs under a sharing rule only', () => {
    const closing = liveTender({ endDate: new Date(NOW.getTime() + MINUTE) });
    for (const tieRule of ['shareBetter', 'shareWorse'] as const)
      expect(apply([bid('bob', 100)], { tieRule, tender: closing }).prolongedTo).toEqual(
        new Date(NOW.getTime() + 3 * MINUTE),
      );
    expect(
      apply([bid('bob', 100)], { tieRule: 'earlierWins', tender: closing }).prolongedTo,
    ).toBeUndefined();
  });
});

describe('a batch on a tender whose lots close one after another (issue 30)', () => {
  // One lot (the item), closing in a minute; the tender ends 5 minutes after it. Overtime 3 min.
  const lotEnd = new Date(NOW.getTime() + MINUTE);
  const lot = { itemId: item.id, position: 0, state: 'open' as const, prolongedMinutes: 0 };
  const applyOnLot = (
    requests: BidRequest[],
    {
      endDate = lotEnd,
      state = lot.state as 'open' | 'closed',
      tieRule = 'earlierWins' as TieRule,
    } = {},
  ) =>
    apply(requests, {
      tender: liveTender({ endDate: new Date(lotEnd.getTime() + 5 * MINUTE) }),
      tieRule,
      lots: [{ ...lot, endDate, state }],
    });

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
    const batch = apply([bid('bob', 99)], {
      tender: liveTender({ endDate: lotEnd }),
      lots: [{ ...lot, endDate: lotEnd }],
    });
    const to = new Date(NOW.getTime() + 3 * MINUTE);
    expect(batch.prolongedTo).toEqual(to);
    expect(batch.changes.head).toMatchObject({ endDate: to, prolongedMinutes: 2 });
    expect(batch.pushes!.room.prolonged).toEqual({ endDate: to, minutes: 2 });
  });
});
