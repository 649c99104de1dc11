import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { tenderSuppliers } from '../../src/db/schema/index.ts';
import { listening, type LiveApp } from '../live-app.ts';
import {
  acceptedItemBid,
  addSupplier,
  buildRoomApp,
  createRoom,
  get,
  type RoomSpec,
} from './factories.ts';
import { eventsNamed, joinTender, ownPositionPush, settle } from './sockets.ts';

describe('what the room pushes to whom', () => {
  let app: LiveApp;
  beforeAll(async () => {
    app = await listening(await buildRoomApp());
  });
  afterAll(() => app.dispose());

  async function joined(token: string, tenderId: string) {
    const recorder = await app.openRecorder(token);
    expect((await joinTender(recorder, tenderId)).ok).toBe(true);
    return recorder;
  }

  async function roomWithBids(spec: RoomSpec) {
    const room = await createRoom(app, spec);
    const [alice, bob] = [await addSupplier(app, room), await addSupplier(app, room)];
    const [owner, aliceSocket, bobSocket] = [
      await joined(room.owner.token, room.tenderId),
      await joined(alice.token, room.tenderId),
      await joined(bob.token, room.tenderId),
    ];
    await acceptedItemBid(app, bob, room.tenderId, room.itemIds[0], 95);
    await acceptedItemBid(app, alice, room.tenderId, room.itemIds[0], 90);
    await settle(() => eventsNamed(owner, 'updateSuppliersPositions').length >= 2);
    return { room, alice, bob, owner, aliceSocket, bobSocket };
  }

  it('in an open auction: best bids to all, bids and full ranking to the owner, own positions to suppliers', async () => {
    const { room, alice, bob, owner, aliceSocket, bobSocket } = await roomWithBids({});
    for (const recorder of [owner, aliceSocket, bobSocket])
      expect(eventsNamed(recorder, 'updateItemBestBid')).toEqual([
        { tenderId: room.tenderId, itemId: room.itemIds[0], bestBid: 95, seq: expect.any(Number) },
        { tenderId: room.tenderId, itemId: room.itemIds[0], bestBid: 90, seq: expect.any(Number) },
      ]);
    expect(eventsNamed(owner, 'updateSuppliersItemBid')).toEqual([
      expect.objectContaining({
        userName: bob.user.userName,
        value: 95,
        seq: 1,
        itemId: room.itemIds[0],
      }),
      expect.objectContaining({ userName: alice.user.userName, value: 90, seq: 2 }),
    ]);
    for (const supplierSocket of [aliceSocket, bobSocket])
      expect(eventsNamed(supplierSocket, 'updateSuppliersItemBid')).toEqual([]);
    expect(eventsNamed(owner, 'updateSuppliersPositions').at(-1)).toEqual({
      tenderId: room.tenderId,
      seq: 2,
      positions: expect.arrayContaining([
        { userName: alice.user.userName, position: 1, score: 1, total: 900 },
        { userName: bob.user.userName, position: 2, score: 90 / 95, total: 950 },
      ]),
    });
    // Bob first got position 1, then was overtaken; Alice only ever hears of herself.
    expect(eventsNamed(bobSocket, 'updateSuppliersPositions')).toEqual([
      ownPositionPush(room.tenderId, 1, bob, 1),
      ownPositionPush(room.tenderId, 2, bob, 2),
    ]);
    expect(eventsNamed(aliceSocket, 'updateSuppliersPositions')).toEqual([
      ownPositionPush(room.tenderId, 2, alice, 1),
    ]);
    const best = (
      await get(app, alice, `/api/tender/GetBestPriceHistory?tenderId=${room.tenderId}`)
    ).json();
    expect(best.map((point: { bestTotal: number }) => point.bestTotal)).toEqual([950, 900]);
  });

  it('in a ranked auction: suppliers never receive best bids, only their rank', async () => {
    const { room, bob, owner, aliceSocket, bobSocket } = await roomWithBids({
      bidVisibility: 'rank',
    });
    expect(eventsNamed(owner, 'updateItemBestBid')).toHaveLength(2);
    expect(eventsNamed(owner, 'updateCriterionBestBid')).toHaveLength(2);
    for (const supplierSocket of [aliceSocket, bobSocket]) {
      expect(eventsNamed(supplierSocket, 'updateItemBestBid')).toEqual([]);
      expect(eventsNamed(supplierSocket, 'updateCriterionBestBid')).toEqual([]);
    }
    expect(eventsNamed(bobSocket, 'updateSuppliersPositions').at(-1)).toMatchObject({
      positions: [{ userName: bob.user.userName, position: 2 }],
    });
    const chart = await get(app, bob, `/api/tender/GetBestPriceHistory?tenderId=${room.tenderId}`);
    expect(chart.statusCode).toBe(403);
    const history = (
      await get(app, bob, `/api/tender/GetBidHistory?tenderId=${room.tenderId}`)
    ).json();
    expect(history.bestOverTime).toEqual([]);
    expect(history.bids).toEqual([
      expect.objectContaining({
        seq: 1,
        value: 95,
        targetKind: 'item',
        phase: 'live',
        withdrawn: false,
      }),
    ]);
    expect(history.bids[0].userName).toBeUndefined();
    const tender = (await get(app, bob, `/api/tender/GetTender?id=${room.tenderId}`)).json();
    expect(tender.itemsDetails[0].bestBid).toBe(-1);
    expect(tender.criteriaDetails[0].bestBid).toBe(-1);
  });

  it('gives the owner the full bid history with names and the price line', async () => {
    const { room, alice, bob } = await roomWithBids({});
    const history = (
      await get(app, room.owner, `/api/tender/GetBidHistory?tenderId=${room.tenderId}`)
    ).json();
    expect(
      history.bids.map((bid: { userName: string; value: number }) => [bid.userName, bid.value]),
    ).toEqual([
      [bob.user.userName, 95],
      [alice.user.userName, 90],
    ]);
    expect(history.bestOverTime).toEqual([
      expect.objectContaining({ seq: 1, bestTotal: 950 }),
      expect.objectContaining({ seq: 2, bestTotal: 900 }),
    ]);
    const stranger = await addSupplier(app, await createRoom(app));
    expect(
      (await get(app, stranger, `/api/tender/GetBidHistory?tenderId=${room.tenderId}`)).statusCode,
    ).toBe(404);
  });

  it('counts active bidders and tells the owner who comes and goes', async () => {
    const room = await createRoom(app);
    const supplier = await addSupplier(app, room);
    const owner = await joined(room.owner.token, room.tenderId);
    const active = await joined(supplier.token, room.tenderId);
    await settle(() => eventsNamed(owner, 'SetUserAsActive').length >= 1);
    expect(eventsNamed(owner, 'updateTotalActiveBiddersInTender')).toEqual([
      { tenderId: room.tenderId, count: 1 },
    ]);
    expect(eventsNamed(owner, 'SetUserAsActive')).toEqual([
      { tenderId: room.tenderId, userName: supplier.user.userName, active: true },
    ]);
    expect(
      (await get(app, room.owner, `/api/tender/ActiveOnTender?tenderId=${room.tenderId}`)).json(),
    ).toEqual({
      count: 1,
      userNames: [supplier.user.userName],
    });
    expect(
      (await get(app, supplier, `/api/tender/ActiveOnTender?tenderId=${room.tenderId}`)).json(),
    ).toEqual({
      count: 1,
    });
    const [entry] = await app.ctx.db
      .select({ lastActivityDate: tenderSuppliers.lastActivityDate })
      .from(tenderSuppliers)
      .where(
        and(
          eq(tenderSuppliers.tenderId, room.tenderId),
          eq(tenderSuppliers.userId, supplier.user.id),
        ),
      );
    expect(entry.lastActivityDate).not.toBeNull();

    active.socket.disconnect();
    await settle(() => eventsNamed(owner, 'SetUserAsActive').length >= 2);
    expect(eventsNamed(owner, 'updateTotalActiveBiddersInTender').at(-1)).toEqual({
      tenderId: room.tenderId,
      count: 0,
    });
    expect(eventsNamed(owner, 'SetUserAsActive').at(-1)).toMatchObject({ active: false });
  });
});
