import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SupplierStatus } from '@tendermark/shared';
import { tenderSuppliers, users } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { withArguments } from '../../src/db/scripted-transaction.ts';
import { roomChangesStatement } from '../../src/modules/auction/room-writes.ts';
import type { TestApp } from '../helper.ts';
import {
  acceptedItemBid,
  addSupplier,
  appsOnOneDatabase,
  createRoom,
  readTender,
} from './factories.ts';

/**
 * A process keeps live rooms' entries between bid flushes (room-entries-cache) while the tender's
 * entries version says they are current; every other change to an entry bumps that version.
 */
describe('rooms kept between bid flushes', () => {
  const clock = manualClock(new Date('2030-03-01T10:00:00Z'));
  let cluster: Awaited<ReturnType<typeof appsOnOneDatabase>>;
  let nodeA: TestApp;
  let nodeB: TestApp;
  beforeAll(async () => {
    cluster = await appsOnOneDatabase(2, clock, { runClock: false });
    [nodeA, nodeB] = cluster.apps;
  });
  afterAll(async () => cluster.dispose());

  const versionOf = async (tenderId: string) => (await readTender(nodeA, tenderId)).entriesVersion;
  const setEntry = (entryId: string, values: Partial<typeof tenderSuppliers.$inferInsert>) =>
    nodeA.ctx.db.update(tenderSuppliers).set(values).where(eq(tenderSuppliers.id, entryId));

  it('bumps the version on what a room reads of an entry, and on nothing else', async () => {
    const room = await createRoom(nodeA);
    const start = await versionOf(room.tenderId);
    const alice = await addSupplier(nodeA, room);
    expect(await versionOf(room.tenderId)).toBe(start + 1);

    await setEntry(alice.entryId, { lastActivityDate: clock.now(), ownerComment: 'Fine' });
    expect(await versionOf(room.tenderId)).toBe(start + 1);

    await setEntry(alice.entryId, { status: SupplierStatus.BLOCKED });
    expect(await versionOf(room.tenderId)).toBe(start + 2);

    await nodeA.ctx.db.update(users).set({ firstName: 'Alice' }).where(eq(users.id, alice.user.id));
    expect(await versionOf(room.tenderId)).toBe(start + 2);
    await nodeA.ctx.db
      .update(users)
      .set({ userName: `renamed-${alice.user.userName}` })
      .where(eq(users.id, alice.user.id));
    expect(await versionOf(room.tenderId)).toBe(start + 3);

    await nodeA.ctx.db.delete(tenderSuppliers).where(eq(tenderSuppliers.id, alice.entryId));
    expect(await versionOf(room.tenderId)).toBe(start + 4);
  });

  it('a flush bumps the version once however many entries it writes', async () => {
    const room = await createRoom(nodeA);
    const [alice, bob] = [await addSupplier(nodeA, room), await addSupplier(nodeA, room)];
    await acceptedItemBid(nodeA, alice, room.tenderId, room.itemIds[0], 95);
    const before = await versionOf(room.tenderId);
    // Bob takes the lead: both entries change.
    await acceptedItemBid(nodeA, bob, room.tenderId, room.itemIds[0], 90);
    expect(await versionOf(room.tenderId)).toBe(before + 1);
    expect(nodeA.ctx.keptRooms.get(room.tenderId)?.version).toBe(before + 1);
  });

  it('a room write that does not say it bumps the version (an older process) still works', async () => {
    const room = await createRoom(nodeA);
    const alice = await addSupplier(nodeA, room);
    const before = await versionOf(room.tenderId);
    const statement = roomChangesStatement([
      {
        tenderId: room.tenderId,
        head: { seq: 1, hash: 'head' },
        entries: [{ id: alice.entryId, position: 1, score: 1, total: 950 }],
        itemBestBids: new Map(),
        criterionBestBids: new Map(),
      },
    ]);
    await nodeA.ctx.db.transaction((tx) => tx.execute(withArguments(statement!)));
    expect(await versionOf(room.tenderId)).toBeGreaterThan(before);
  });

  it('reads a room again once another node or request changed it', async () => {
    const room = await createRoom(nodeA);
    const [alice, bob] = [await addSupplier(nodeA, room), await addSupplier(nodeA, room)];
    expect((await acceptedItemBid(nodeA, alice, room.tenderId, room.itemIds[0], 95)).position).toBe(
      1,
    );
    // Node B takes a bid: node A's kept room is stale from here.
    expect((await acceptedItemBid(nodeB, bob, room.tenderId, room.itemIds[0], 90)).position).toBe(
      1,
    );
    expect((await acceptedItemBid(nodeA, alice, room.tenderId, room.itemIds[0], 92)).position).toBe(
      2,
    );

    const newName = `renamed-${bob.user.userName}`;
    await nodeA.ctx.db.update(users).set({ userName: newName }).where(eq(users.id, bob.user.id));
    await setEntry(bob.entryId, { status: SupplierStatus.BLOCKED });
    expect((await acceptedItemBid(nodeA, alice, room.tenderId, room.itemIds[0], 91)).position).toBe(
      1,
    );
    const kept = nodeA.ctx.keptRooms.get(room.tenderId);
    expect(kept?.version).toBe(await versionOf(room.tenderId));
    expect(kept?.entries.map((entry) => entry.userId)).toEqual([alice.user.id]);

    await setEntry(bob.entryId, { status: SupplierStatus.ACCEPTED });
    await acceptedItemBid(nodeA, alice, room.tenderId, room.itemIds[0], 89);
    const names = nodeA.ctx.keptRooms
      .get(room.tenderId)
      ?.entries.map((entry) => entry.userName)
      .sort();
    expect(names).toEqual([alice.user.userName, newName].sort());
  });
});
