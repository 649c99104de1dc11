import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SupplierStatus } from '@tendermark/shared';
import { tenderBids, tenderItems, tenderSuppliers } from '../../src/db/schema/index.ts';
import { dispatchNow } from '../../src/events/transaction.ts';
import { refreshRoom } from '../../src/modules/auction/ranking-refresh.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { acceptedItemBid, addSupplier, buildRoomApp, createRoom } from './factories.ts';
import { eventsNamed, joinTender, ownPositionPush, settle } from './sockets.ts';

describe('recomputing a room after participation changed', () => {
  let app: LiveApp;
  beforeAll(async () => {
    app = await listening(await buildRoomApp());
  });
  afterAll(() => app.dispose());

  it('re-ranks the remaining offers and resets best bids when the leader leaves', async () => {
    const room = await createRoom(app);
    const [leader, second, third] = [
      await addSupplier(app, room),
      await addSupplier(app, room),
      await addSupplier(app, room),
    ];
    await acceptedItemBid(app, third, room.tenderId, room.itemIds[0], 97);
    await acceptedItemBid(app, second, room.tenderId, room.itemIds[0], 93);
    await acceptedItemBid(app, leader, room.tenderId, room.itemIds[0], 90);
    const owner = await app.openRecorder(room.owner.token);
    const secondSocket = await app.openRecorder(second.token);
    await joinTender(owner, room.tenderId);
    await joinTender(secondSocket, room.tenderId);

    // What LeaveAuction does to the entry (supplier module), then the event it records.
    await app.ctx.db
      .update(tenderSuppliers)
      .set({ status: SupplierStatus.LEFT, itemBids: {}, criterionBids: {} })
      .where(eq(tenderSuppliers.id, leader.entryId));
    await app.ctx.db
      .update(tenderBids)
      .set({ withdrawnAt: app.ctx.clock.now() })
      .where(eq(tenderBids.supplierId, leader.entryId));
    await dispatchNow(app.ctx, {
      type: 'participationChanged',
      tender: { id: room.tenderId, ownerId: room.owner.user.id },
      supplier: { id: leader.user.id, userName: leader.user.userName, isDemo: false },
      from: SupplierStatus.ACCEPTED,
      to: SupplierStatus.LEFT,
    });

    const entries = await app.ctx.db
      .select({ id: tenderSuppliers.id, position: tenderSuppliers.overallPosition })
      .from(tenderSuppliers)
      .where(eq(tenderSuppliers.tenderId, room.tenderId));
    expect(Object.fromEntries(entries.map((entry) => [entry.id, entry.position]))).toEqual({
      [leader.entryId]: 9999,
      [second.entryId]: 1,
      [third.entryId]: 2,
    });
    const [item] = await app.ctx.db
      .select()
      .from(tenderItems)
      .where(eq(tenderItems.id, room.itemIds[0]));
    expect(item.bestBid).toBe(93);

    await settle(() => eventsNamed(secondSocket, 'updateSuppliersPositions').length > 0);
    expect(eventsNamed(secondSocket, 'updateItemBestBid')).toEqual([
      { tenderId: room.tenderId, itemId: room.itemIds[0], bestBid: 93, seq: expect.any(Number) },
    ]);
    expect(eventsNamed(secondSocket, 'updateSuppliersPositions')).toEqual([
      ownPositionPush(room.tenderId, 3, second, 1),
    ]);
    expect(eventsNamed(owner, 'updateSuppliersPositions')).toEqual([
      expect.objectContaining({
        positions: expect.arrayContaining([expect.objectContaining({ position: 2 })]),
      }),
    ]);

    // The chain still verifies: withdrawing marks bids, it does not change them.
    const verify = await app.inject({
      method: 'GET',
      url: `/api/tender/VerifyBidChain?tenderId=${room.tenderId}`,
      headers: { authorization: `Bearer ${room.owner.token}` },
    });
    expect(verify.json()).toMatchObject({ valid: true, count: 3 });
  });

  it('changes nothing and pushes no best bids when nothing differs', async () => {
    const room = await createRoom(app);
    const supplier = await addSupplier(app, room);
    await acceptedItemBid(app, supplier, room.tenderId, room.itemIds[0], 90);
    const owner = await app.openRecorder(room.owner.token);
    await joinTender(owner, room.tenderId);
    await refreshRoom(app.ctx, room.tenderId);
    await settle(() => eventsNamed(owner, 'updateSuppliersPositions').length > 0);
    expect(eventsNamed(owner, 'updateItemBestBid')).toEqual([]);
  });

  it('tells the offer left alone when its tie for first ends by the other leaving (shareBetter)', async () => {
    const room = await createRoom(app, { tieRule: 'shareBetter' });
    const [alice, bob, carol] = [
      await addSupplier(app, room),
      await addSupplier(app, room),
      await addSupplier(app, room),
    ];
    await acceptedItemBid(app, carol, room.tenderId, room.itemIds[0], 97);
    await acceptedItemBid(app, alice, room.tenderId, room.itemIds[0], 90);
    const tied = await acceptedItemBid(app, bob, room.tenderId, room.itemIds[0], 90);
    expect(tied).toMatchObject({ position: 1, tiedWith: 1 });
    const aliceSocket = await app.openRecorder(alice.token);
    await joinTender(aliceSocket, room.tenderId);

    // Bob is blocked: his entry leaves the ranking, Alice keeps 1st but no longer shares it.
    await app.ctx.db
      .update(tenderSuppliers)
      .set({ status: SupplierStatus.BLOCKED })
      .where(eq(tenderSuppliers.id, bob.entryId));
    await refreshRoom(app.ctx, room.tenderId);

    await settle(() => eventsNamed(aliceSocket, 'updateSuppliersPositions').length > 0);
    expect(eventsNamed(aliceSocket, 'updateSuppliersPositions')).toEqual([
      ownPositionPush(room.tenderId, 3, alice, 1),
    ]);
    const positions = await app.ctx.db
      .select({ id: tenderSuppliers.id, position: tenderSuppliers.overallPosition })
      .from(tenderSuppliers)
      .where(eq(tenderSuppliers.tenderId, room.tenderId));
    expect(Object.fromEntries(positions.map((entry) => [entry.id, entry.position]))).toEqual({
      [alice.entryId]: 1,
      [bob.entryId]: 9999,
      [carol.entryId]: 2,
    });
  });
});
