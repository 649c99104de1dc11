// The room's live state: starts from GetTender, applies pushes, never lets an older push undo a
// newer one, and starts over from a fresh tender while keeping the receipts.
import { describe, expect, it } from 'vitest';
import { Constants } from '@tendermark/shared';
import { runningTenderFixture } from '@/test/supplier-fixtures.ts';
import { initialRoomLive, roomLiveReducer } from './room-live.ts';

const supplierTender = runningTenderFixture();
const item = { kind: 'item' as const, id: 'item-1' };

describe('room live state', () => {
  it('starts with the own bids and position of the supplier entry', () => {
    const live = initialRoomLive({ tender: supplierTender, viewer: 'supplier' });
    expect(live.ownBids['item:item-1']).toBe(98);
    expect(live.ownPosition).toBe(2);
    expect(initialRoomLive({ tender: supplierTender, viewer: 'owner' }).ownPosition).toBe(
      Constants.noPosition,
    );
  });

  it('keeps the newest best bid and position by sequence number', () => {
    let live = initialRoomLive({ tender: supplierTender, viewer: 'supplier' });
    live = roomLiveReducer(live, { type: 'bestBid', target: item, bestBid: 95, seq: 7 });
    live = roomLiveReducer(live, { type: 'bestBid', target: item, bestBid: 97, seq: 5 });
    expect(live.bestBids['item:item-1']).toBe(95);

    live = roomLiveReducer(live, {
      type: 'ownBidAccepted',
      target: item,
      value: 94,
      receipt: { seq: 9, serverTime: '2030-01-01T10:00:00.000Z', hash: 'abc', position: 1 },
    });
    live = roomLiveReducer(live, { type: 'ownPosition', position: 2, seq: 8 });
    expect(live.ownPosition).toBe(1);
    expect(live.ownBids['item:item-1']).toBe(94);
    expect(live.receipts['item:item-1'].seq).toBe(9);
  });

  it('keeps whether the own position is shared (a sharing tie rule), from the tender, pushes and receipts', () => {
    const tied = {
      ...supplierTender,
      suppliers: [{ ...supplierTender.suppliers[0], overallPosition: 1, tiedWith: 1 }],
    };
    let live = initialRoomLive({ tender: tied, viewer: 'supplier' });
    expect([live.ownPosition, live.ownTiedWith]).toEqual([1, 1]);
    live = roomLiveReducer(live, { type: 'ownPosition', position: 2, seq: 3 });
    expect([live.ownPosition, live.ownTiedWith]).toEqual([2, 0]);
    live = roomLiveReducer(live, {
      type: 'ownBidAccepted',
      target: item,
      value: 94,
      receipt: {
        seq: 4,
        serverTime: '2030-01-01T10:00:00.000Z',
        hash: 'abc',
        position: 1,
        tiedWith: 2,
      },
    });
    expect([live.ownPosition, live.ownTiedWith]).toEqual([1, 2]);
    live = roomLiveReducer(live, { type: 'ownPosition', position: 1, tiedWith: 1, seq: 5 });
    expect(live.ownTiedWith).toBe(1);
  });

  it('follows prolongations and status changes, and starts over from a fresh tender', () => {
    let live = initialRoomLive({ tender: supplierTender, viewer: 'supplier' });
    live = roomLiveReducer(live, { type: 'prolonged', endDate: '2030-03-10T12:05:00.000Z' });
    expect(live.endDate).toBe('2030-03-10T12:05:00.000Z');
    // An earlier prolongation arriving late does not move the end back.
    live = roomLiveReducer(live, { type: 'prolonged', endDate: '2030-03-10T12:03:00.000Z' });
    expect(live.endDate).toBe('2030-03-10T12:05:00.000Z');
    live = roomLiveReducer(live, { type: 'status', status: 22 });
    expect(live.status).toBe(22);
    live = roomLiveReducer(live, {
      type: 'ownBidAccepted',
      target: item,
      value: 94,
      receipt: { seq: 9, serverTime: '2030-01-01T10:00:00.000Z', hash: 'abc', position: 1 },
    });
    live = roomLiveReducer(live, { type: 'reset', tender: supplierTender, viewer: 'supplier' });
    expect(live.status).toBe(20);
    expect(live.ownBids['item:item-1']).toBe(98);
    expect(live.receipts['item:item-1'].seq).toBe(9);
  });

  it('lets no push older than what it showed undo a fresh tender, unless the tender changed', () => {
    let live = initialRoomLive({ tender: supplierTender, viewer: 'supplier' });
    live = roomLiveReducer(live, { type: 'bestBid', target: item, bestBid: 95, seq: 7 });
    live = roomLiveReducer(live, { type: 'ownPosition', position: 1, seq: 7 });
    live = roomLiveReducer(live, { type: 'reset', tender: supplierTender, viewer: 'supplier' });
    live = roomLiveReducer(live, { type: 'bestBid', target: item, bestBid: 99, seq: 6 });
    live = roomLiveReducer(live, { type: 'ownPosition', position: 3, seq: 6 });
    expect(live.bestBids['item:item-1']).toBe(supplierTender.itemsDetails[0].bestBid);
    expect(live.ownPosition).toBe(2);

    const otherTender = { ...supplierTender, tenderId: 'another-tender' };
    live = roomLiveReducer(live, { type: 'reset', tender: otherTender, viewer: 'supplier' });
    live = roomLiveReducer(live, { type: 'ownPosition', position: 3, seq: 1 });
    expect(live.ownPosition).toBe(3);
  });
});
