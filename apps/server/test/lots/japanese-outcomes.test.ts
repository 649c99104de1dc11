// The Japanese format (issue 30), how a lot is decided: the one supplier left wins at the level of
// the last round they accepted, suppliers who go out together tie under the tender's tie rule,
// and what the room sees and the chain records of it. Levels here: the expected unit price 100
// falls by the bid step 5 each 60-second round (100, 95, 90, …) down to the floor. The rounds
// themselves: japanese-rounds.test.ts.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SupplierStatus, type TieRule } from '@tendermark/shared';
import { tenderSuppliers } from '../../src/db/schema/index.ts';
import { acceptLevel, dropOut, readLots } from '../../src/modules/lots/clock-service.ts';
import { addSupplier } from '../auction/factories.ts';
import { clockRoomSuite, endedWithWinner, type ClockRoom } from './lot-fixtures.ts';

const suite = clockRoomSuite('2031-03-02T09:00:00Z');

type Entry = typeof tenderSuppliers.$inferSelect;

/** Per supplier entry of the room, what `pick` reads of its row. */
async function perEntry<Value>(room: ClockRoom, pick: (entry: Entry) => Value) {
  const entries = await suite.app.ctx.db
    .select()
    .from(tenderSuppliers)
    .where(eq(tenderSuppliers.tenderId, room.tenderId));
  return new Map(entries.map((entry) => [entry.id, pick(entry)]));
}

/** Each entry's price on the room's first item. */
const itemBidsOf = (room: ClockRoom) => perEntry(room, (entry) => entry.itemBids[room.itemIds[0]]);

const positionsOf = (room: ClockRoom) => perEntry(room, (entry) => entry.overallPosition);

describe('a Japanese round', () => {
  it('gives the lot to the one supplier left, at the level of the round only they accepted', async () => {
    const room = await suite.japanese();
    const [alice, bob, carol] = room.suppliers;
    suite.atSecond(room, 10);
    for (const supplier of [alice, bob, carol]) await suite.accepted(supplier, room, 0);
    await suite.tickAt(room, 60);
    expect(await suite.lotRow(room.itemIds[0])).toMatchObject({
      state: 'open',
      round: 1,
      level: 95,
      remaining: 3,
    });
    suite.atSecond(room, 70);
    await suite.accepted(alice, room, 1);
    await suite.accepted(bob, room, 1);
    await suite.tickAt(room, 120);
    expect(await suite.lotRow(room.itemIds[0])).toMatchObject({
      round: 2,
      level: 90,
      remaining: 2,
    });
    suite.atSecond(room, 130);
    const receipt = await suite.accepted(alice, room, 2);
    expect(receipt).toMatchObject({ accepted: true, action: 'accept', round: 2, level: 90 });
    await suite.tickAt(room, 180);
    await suite.expectLotClosed(room.itemIds[0], {
      outcome: 'won',
      winnerSupplierId: alice.entryId,
      finalLevel: 90,
    });
    // An acceptance is a bid: each holds the last level it accepted.
    expect(await itemBidsOf(room)).toEqual(
      new Map([
        [alice.entryId, 90],
        [bob.entryId, 95],
        [carol.entryId, 100],
      ]),
    );
    await suite.tick();
    expect(await suite.tenderResult(room.tenderId)).toEqual(endedWithWinner(alice.entryId));
    expect(await positionsOf(room)).toEqual(
      new Map([
        [alice.entryId, 1],
        [bob.entryId, 2],
        [carol.entryId, 3],
      ]),
    );
  });

  const TIES: Record<TieRule, { bob: number; alice: number }> = {
    earlierWins: { bob: 1, alice: 2 },
    shareBetter: { bob: 1, alice: 1 },
    shareWorse: { bob: 2, alice: 2 },
  };
  it.each(Object.keys(TIES) as TieRule[])(
    'ties the suppliers who all drop in one round at the level before, ordered by the %s rule',
    async (tieRule) => {
      const room = await suite.japanese({ suppliers: 2, tieRule });
      const [alice, bob] = room.suppliers;
      suite.atSecond(room, 5);
      await suite.accepted(alice, room, 0);
      await suite.accepted(bob, room, 0);
      await suite.tickAt(room, 60);
      // Bob accepts 95 first this time: he holds it earlier.
      suite.atSecond(room, 65);
      await suite.accepted(bob, room, 1);
      await suite.accepted(alice, room, 1);
      await suite.tickAt(room, 120);
      await suite.tickAt(room, 180);
      await suite.expectLotClosed(room.itemIds[0], {
        outcome: 'tied',
        winnerSupplierId: bob.entryId,
        finalLevel: 95,
        remaining: 2,
      });
      await suite.tick();
      expect(await suite.tenderResult(room.tenderId)).toEqual(endedWithWinner(bob.entryId));
      expect(await positionsOf(room)).toEqual(
        new Map([
          [alice.entryId, TIES[tieRule].alice],
          [bob.entryId, TIES[tieRule].bob],
        ]),
      );
    },
  );

  it('ties the suppliers still in at the floor, the earliest acceptance of the floor first', async () => {
    // Floor 90 % of 100: rounds 100, 95, 90 (the floor, the last round).
    const room = await suite.japanese({ suppliers: 2, floorPercent: 90 });
    const [alice, bob] = room.suppliers;
    for (const [round, first, second] of [
      [0, alice, bob],
      [1, alice, bob],
      [2, bob, alice],
    ] as const) {
      suite.atSecond(room, round * 60 + 5);
      await suite.accepted(first, room, round);
      await suite.accepted(second, room, round);
      await suite.tickAt(room, round * 60 + 60);
    }
    await suite.expectLotClosed(room.itemIds[0], {
      outcome: 'tied',
      winnerSupplierId: bob.entryId,
      finalLevel: 90,
      remaining: 2,
    });
  });

  it('keeps a level accepted before a drop-out binding: with one going on, the lot closes tied', async () => {
    const room = await suite.japanese({ suppliers: 2 });
    const [alice, bob] = room.suppliers;
    suite.atSecond(room, 5);
    await suite.accepted(alice, room, 0);
    await suite.accepted(bob, room, 0);
    expect((await suite.dropOutCall(alice, room)).json()).toMatchObject({
      action: 'drop',
      round: 0,
      level: 100,
    });
    await suite.tickAt(room, 60);
    await suite.expectLotClosed(room.itemIds[0], {
      outcome: 'tied',
      winnerSupplierId: alice.entryId,
      finalLevel: 100,
    });
  });
});

describe('what the room sees of a Japanese lot', () => {
  it('tells a supplier its own part and the count, the owner who won, and nobody who remains', async () => {
    const room = await suite.japanese();
    const [alice, bob, carol] = room.suppliers;
    suite.atSecond(room, 5);
    await suite.accepted(alice, room, 0);
    await suite.accepted(bob, room, 0);
    const bobsView = await suite.lotsOf(bob, room.tenderId);
    expect(bobsView).toMatchObject({
      tenderId: room.tenderId,
      format: 'japanese',
      lots: [{ itemId: room.itemIds[0], state: 'open', round: 0, level: 100, remaining: 3 }],
      mine: [{ itemId: room.itemIds[0], isMember: true, acceptedRound: 0, dropped: false }],
    });
    expect(bobsView.winners).toBeUndefined();
    const ownersView = await suite.lotsOf(room.owner, room.tenderId);
    expect(ownersView.mine).toBeUndefined();
    expect(ownersView.winners).toEqual([]);
    for (const view of [bobsView, ownersView])
      for (const supplier of [alice, carol])
        expect(JSON.stringify(view)).not.toContain(supplier.user.userName);
    const stranger = await addSupplier(suite.app, room, { status: SupplierStatus.INVITED });
    expect((await suite.getLots(stranger, room.tenderId)).statusCode).toBe(404);

    await suite.tickAt(room, 60);
    suite.atSecond(room, 65);
    await suite.accepted(alice, room, 1);
    await suite.tickAt(room, 120);
    expect((await suite.lotsOf(room.owner, room.tenderId)).winners).toEqual([
      { itemId: room.itemIds[0], userName: alice.user.userName },
    ]);
    const bobAfter = await suite.lotsOf(bob, room.tenderId);
    expect(bobAfter.lots[0]).toMatchObject({ state: 'closed', outcome: 'won', finalLevel: 95 });
    expect(bobAfter.mine?.[0].isWinner).toBe(false);
    expect(JSON.stringify(bobAfter)).not.toContain(alice.user.userName);
    expect((await suite.lotsOf(alice, room.tenderId)).mine?.[0].isWinner).toBe(true);
    // The service's view for other helpers (demo bidders): the lots only.
    const plain = await readLots(suite.app.ctx, room.tenderId);
    expect(plain.mine).toBeUndefined();
    expect(plain.winners).toBeUndefined();
  });

  it('chains every acceptance and drop-out, and the chain verifies', async () => {
    const room = await suite.japanese();
    const [alice, bob, carol] = room.suppliers;
    suite.atSecond(room, 5);
    const first = await acceptLevel(suite.app.ctx, {
      userId: alice.user.id,
      tenderId: room.tenderId,
      itemId: room.itemIds[0],
      round: 0,
    });
    await suite.accepted(bob, room, 0);
    await dropOut(suite.app.ctx, {
      userId: carol.user.id,
      tenderId: room.tenderId,
      itemId: room.itemIds[0],
    });
    await suite.tickAt(room, 60);
    suite.atSecond(room, 70);
    await suite.accepted(bob, room, 1);
    await suite.dropOutCall(alice, room);
    expect(await suite.chainOf(room.tenderId)).toEqual([
      { seq: 1, action: 'accept', value: 100 },
      { seq: 2, action: 'accept', value: 100 },
      { seq: 3, action: 'drop', value: 0 },
      { seq: 4, action: 'accept', value: 95 },
      { seq: 5, action: 'drop', value: 100 },
    ]);
    expect(first.seq).toBe(1);
    expect(await suite.verifiedChain(room)).toMatchObject({ valid: true, count: 5 });
    const reachedSeqs = await perEntry(room, (entry) => entry.reachedSeq);
    expect(reachedSeqs.get(bob.entryId)).toBe(4);
  });
});
