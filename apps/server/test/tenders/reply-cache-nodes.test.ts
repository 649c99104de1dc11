/**
 * Two server processes on one database, joined through Redis: a GetTender reply one node keeps is
 * checked against the database on every read, so a change committed through the other node is in
 * the very next read, whether or not its push has reached the first node yet.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TTender } from '@tendermark/shared';
import { users } from '../../src/db/schema/index.ts';
import { systemClock } from '../../src/lib/clock.ts';
import type { CreatedUser } from '../factories.ts';
import type { LiveApp } from '../live-app.ts';
import { acceptedItemBid, addSupplier, createRoom, get } from '../auction/factories.ts';
import { hasTwoNodeServices, twoListeningNodes } from '../auction/two-nodes.ts';
import { call } from './helpers.ts';

describe.runIf(hasTwoNodeServices)('GetTender kept on one node, changed on the other', () => {
  const nodes = twoListeningNodes(systemClock);

  async function read(node: LiveApp, user: CreatedUser, tenderId: string): Promise<TTender> {
    const reply = await get(node, user, `/api/tender/GetTender?id=${tenderId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  }

  it('the next read on node A shows a bid and an announcement committed on node B', async () => {
    const [nodeA, nodeB] = nodes;
    const room = await createRoom(nodeA);
    const alice = await addSupplier(nodeA, room);
    for (const user of [room.owner, alice])
      await nodeA.ctx.db
        .update(users)
        .set({ defaultCurrency: 'EUR' })
        .where(eq(users.id, user.user.id));
    const itemId = room.itemIds[0];
    // Read twice on node A: the second read is the reply node A keeps.
    for (let round = 0; round < 2; round += 1) {
      expect((await read(nodeA, room.owner, room.tenderId)).itemsDetails[0].bestBid).toBe(-1);
      expect((await read(nodeA, alice, room.tenderId)).suppliers[0].itemsBids).toEqual([]);
    }

    await acceptedItemBid(nodeB, alice, room.tenderId, itemId, 95);
    const ownerView = await read(nodeA, room.owner, room.tenderId);
    expect(ownerView.itemsDetails[0].bestBid).toBe(95);
    expect(ownerView.suppliers[0].itemsBids).toEqual([{ id: itemId, value: 95 }]);
    expect((await read(nodeA, alice, room.tenderId)).suppliers[0].itemsBids).toEqual([
      { id: itemId, value: 95 },
    ]);

    const announced = await call(
      nodeB,
      room.owner,
      'POST',
      `/api/tender/AddAnnouncement?tenderId=${room.tenderId}`,
      { text: 'Gate 4' },
    );
    expect(announced.statusCode, announced.body).toBe(200);
    expect(
      (await read(nodeA, alice, room.tenderId)).announcements.map((note) => note.text),
    ).toEqual(['Gate 4']);
  });

  it('a shared part kept on node A follows a bid on node B for every viewer, each in their own part', async () => {
    const [nodeA, nodeB] = nodes;
    const room = await createRoom(nodeA);
    const alice = await addSupplier(nodeA, room);
    const bob = await addSupplier(nodeA, room);
    for (const user of [room.owner, alice, bob])
      await nodeA.ctx.db
        .update(users)
        .set({ defaultCurrency: 'EUR' })
        .where(eq(users.id, user.user.id));
    const itemId = room.itemIds[0];
    // Node A keeps the tender's shared part and each viewer's reply.
    for (let round = 0; round < 2; round += 1)
      for (const user of [room.owner, alice, bob])
        expect((await read(nodeA, user, room.tenderId)).itemsDetails[0].bestBid).toBe(-1);

    await acceptedItemBid(nodeB, bob, room.tenderId, itemId, 93);
    const aliceView = await read(nodeA, alice, room.tenderId);
    expect(aliceView.itemsDetails[0].bestBid).toBe(93);
    expect(aliceView.suppliers.map((entry) => entry.user.userName)).toEqual([alice.user.userName]);
    expect(aliceView.suppliers[0].itemsBids).toEqual([]);
    const bobView = await read(nodeA, bob, room.tenderId);
    expect(bobView.suppliers.map((entry) => entry.user.userName)).toEqual([bob.user.userName]);
    expect(bobView.suppliers[0].itemsBids).toEqual([{ id: itemId, value: 93 }]);
    const ownerView = await read(nodeA, room.owner, room.tenderId);
    expect(ownerView.suppliers.map((entry) => entry.itemsBids)).toEqual([
      [],
      [{ id: itemId, value: 93 }],
    ]);
    // Node B, which kept nothing, shows the same.
    expect(await read(nodeB, alice, room.tenderId)).toEqual(aliceView);
    expect(await read(nodeB, room.owner, room.tenderId)).toEqual(ownerView);
  });
});
