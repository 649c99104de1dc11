import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';
import type { LiveApp } from '../live-app.ts';
import { acceptedItemBid, addSupplier, createRoom, readTender } from './factories.ts';
import { eventsNamed, joinTender, ownPositionPush, settle } from './sockets.ts';
import { hasTwoNodeServices, twoListeningNodes } from './two-nodes.ts';
import { bearer, createTestUser, login } from '../account/fixtures.ts';

/** Two server processes on one database, their rooms joined through Redis (DESIGN §4). */
describe.runIf(hasTwoNodeServices)('a live room served by two nodes', () => {
  const nodes = twoListeningNodes(systemClock);

  it('pushes each bid, whichever node took it, to every member on either node', async () => {
    const [nodeA, nodeB] = nodes;
    const room = await createRoom(nodeA);
    const [alice, bob] = [await addSupplier(nodeA, room), await addSupplier(nodeA, room)];
    const joined = async (node: LiveApp, token: string) => {
      const recorder = await node.openRecorder(token);
      expect((await joinTender(recorder, room.tenderId)).ok).toBe(true);
      return recorder;
    };
    const owner = await joined(nodeA, room.owner.token);
    const aliceSocket = await joined(nodeB, alice.token);
    const bobSocket = await joined(nodeA, bob.token);
    const all = [owner, aliceSocket, bobSocket];
    const everyoneHeard = (count: number) => () =>
      all.every((recorder) => eventsNamed(recorder, 'updateItemBestBid').length >= count);

    // Each bid is awaited by every member before the next: a push that crosses nodes through Redis
    // may otherwise arrive after a later one delivered locally (the web client orders by seq).
    await acceptedItemBid(nodeB, bob, room.tenderId, room.itemIds[0], 95);
    await settle(everyoneHeard(1), { extraMs: 0 });
    await acceptedItemBid(nodeA, alice, room.tenderId, room.itemIds[0], 90);
    await settle(everyoneHeard(2));

    for (const recorder of all)
      expect(eventsNamed(recorder, 'updateItemBestBid')).toEqual([
        { tenderId: room.tenderId, itemId: room.itemIds[0], bestBid: 95, seq: 1 },
        { tenderId: room.tenderId, itemId: room.itemIds[0], bestBid: 90, seq: 2 },
      ]);
    expect(eventsNamed(owner, 'updateSuppliersItemBid')).toEqual([
      expect.objectContaining({ userName: bob.user.userName, value: 95, seq: 1 }),
      expect.objectContaining({ userName: alice.user.userName, value: 90, seq: 2 }),
    ]);
    // Each supplier hears of its own position only, on whichever node it is connected to.
    expect(eventsNamed(aliceSocket, 'updateSuppliersPositions')).toEqual([
      ownPositionPush(room.tenderId, 2, alice, 1),
    ]);
    expect(eventsNamed(bobSocket, 'updateSuppliersPositions')).toEqual([
      ownPositionPush(room.tenderId, 1, bob, 1),
      ownPositionPush(room.tenderId, 2, bob, 2),
    ]);
    for (const recorder of [aliceSocket, bobSocket])
      expect(eventsNamed(recorder, 'updateSuppliersItemBid')).toEqual([]);
  });

  it('a node brings the room it keeps up to date with the other node’s bids', async () => {
    const [nodeA, nodeB] = nodes;
    const room = await createRoom(nodeA);
    const [alice, bob] = [await addSupplier(nodeA, room), await addSupplier(nodeA, room)];
    const aliceSocket = await nodeB.openRecorder(alice.token);
    expect((await joinTender(aliceSocket, room.tenderId)).ok).toBe(true);
    const itemId = room.itemIds[0];

    await acceptedItemBid(nodeB, alice, room.tenderId, itemId, 95);
    const keptOnB = () => nodeB.ctx.keptRooms.get(room.tenderId);
    const versionOnB = keptOnB()?.version;
    expect(versionOnB).toBeDefined();
    await acceptedItemBid(nodeA, bob, room.tenderId, itemId, 90);
    // Node B heard node A's batch (Alice lost the lead) and took its change onto the kept room.
    await settle(() => eventsNamed(aliceSocket, 'updateSuppliersPositions').length >= 2, {
      extraMs: 0,
    });
    const version = (await readTender(nodeA, room.tenderId)).entriesVersion;
    expect(version).toBe(versionOnB! + 1);
    expect(keptOnB()?.version).toBe(version);
    const standing = (userId: string) => {
      const entry = keptOnB()?.entries.find((candidate) => candidate.userId === userId);
      return entry && { position: entry.position, itemBids: entry.itemBids };
    };
    expect(standing(bob.user.id)).toEqual({ position: 1, itemBids: { [itemId]: 90 } });
    expect(standing(alice.user.id)).toEqual({ position: 2, itemBids: { [itemId]: 95 } });

    // Node B's next flush ranks on the entries it kept.
    expect((await acceptedItemBid(nodeB, alice, room.tenderId, itemId, 89)).position).toBe(1);
    expect(standing(bob.user.id)?.position).toBe(2);
  });

  it('a logout on one node ends the session’s token and sockets on the other at once', async () => {
    const [nodeA, nodeB] = nodes;
    const user = await createTestUser(nodeA);
    const tokens = await login(nodeA, user.userName);
    const unreadCount = async () =>
      (
        await nodeB.inject({
          method: 'GET',
          url: '/api/notifications/GetUnreadCount',
          headers: bearer(tokens),
        })
      ).statusCode;
    // Node B has checked the session once and remembers it as live.
    expect(await unreadCount()).toBe(200);
    const socket = await nodeB.openRecorder(tokens.access_token);
    const closed = new Promise((resolve) => socket.socket.once('disconnect', resolve));
    // The other node's adapter subscribes to the new socket's rooms in the background.
    await new Promise((resolve) => setTimeout(resolve, 200));

    await nodeA.inject({
      method: 'POST',
      url: '/api/account/Logout',
      headers: bearer(tokens),
      payload: { refresh_token: tokens.refresh_token },
    });

    expect(await closed).toBe('io server disconnect');
    expect(await unreadCount()).toBe(401);
  });
});
