// The Japanese format (issue 30), the clock's side: a descending clock per lot, its rounds, who
// may act in them and when, and the tender's end. Levels here: the expected unit price 100 falls
// by the bid step 5 each 60-second round (100, 95, 90, …) down to the floor. How a lot is decided
// and what the room sees of it: japanese-outcomes.test.ts.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SupplierStatus, TenderStatus } from '@tendermark/shared';
import { lotMembers, tenderSuppliers } from '../../src/db/schema/index.ts';
import { addSupplier, createRoom, readTender } from '../auction/factories.ts';
import { clockRoomSuite, endedWithWinner } from './lot-fixtures.ts';

const suite = clockRoomSuite('2031-03-02T09:00:00Z');

describe('the start of a Japanese auction', () => {
  it('opens a lot per item at the expected price, with every supplier then in it as a member', async () => {
    const room = await suite.japanese();
    const lot = await suite.lotRow(room.itemIds[0]);
    expect(lot).toMatchObject({ state: 'open', round: 0, level: 100, remaining: 3 });
    expect(lot.roundEndsAt?.getTime()).toBe(room.startAt.getTime() + 60_000);
    const members = await suite.app.ctx.db
      .select()
      .from(lotMembers)
      .where(eq(lotMembers.itemId, room.itemIds[0]));
    expect(members.map((member) => member.supplierId).sort()).toEqual(
      room.suppliers.map((supplier) => supplier.entryId).sort(),
    );
    expect(members.every((member) => member.acceptedRound === -1)).toBe(true);
  });

  it('counts rounds from the tender’s start date, not from a late start tick', async () => {
    const room = await suite.started({ format: 'japanese', lateSeconds: 25 });
    expect((await suite.lotRow(room.itemIds[0])).roundEndsAt?.getTime()).toBe(
      room.startAt.getTime() + 60_000,
    );
  });

  it('clears offer prices given before the clock, which only acceptances set', async () => {
    const room = await createRoom(suite.app, {
      status: TenderStatus.RFP_ENDED,
      startInMinutes: 1,
      auctionFormat: 'japanese',
      items: [{ unitPrice: 100, quantity: 10, bidStep: 5 }],
    });
    const supplier = await addSupplier(suite.app, room);
    await suite.app.ctx.db
      .update(tenderSuppliers)
      .set({ itemBids: { [room.itemIds[0]]: 80 } })
      .where(eq(tenderSuppliers.id, supplier.entryId));
    suite.clock.advance(60_000);
    await suite.tick();
    expect(await suite.itemBidsOfEntry(supplier.entryId)).toEqual({});
  });
});

describe('a Japanese round', () => {
  it('ends the lot with nobody when no one accepts in round 0, and the auction ends at once', async () => {
    const room = await suite.japanese();
    await suite.tickAt(room, 60);
    await suite.expectLotClosed(room.itemIds[0], {
      outcome: 'noAcceptance',
      winnerSupplierId: null,
      finalLevel: null,
    });
    expect((await readTender(suite.app, room.tenderId)).endDate.getTime()).toBe(
      suite.clock.now().getTime(),
    );
    await suite.tick();
    expect(await suite.tenderResult(room.tenderId)).toEqual(endedWithWinner(null));
  });

  it('refuses an acceptance of a round that is over, before and after the clock closes it', async () => {
    const room = await suite.japanese();
    const [alice, bob, carol] = room.suppliers;
    suite.atSecond(room, 10);
    await suite.accepted(alice, room, 0);
    await suite.accepted(bob, room, 0);
    // The round's time is up though no tick has closed it yet.
    suite.atSecond(room, 60);
    const late = await suite.acceptLevelCall(carol, room, 0);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('round_over');
    await suite.tick();
    expect((await suite.acceptLevelCall(bob, room, 0)).json().error).toBe('round_over');
    // Carol did not accept round 0: she is out for good.
    expect((await suite.acceptLevelCall(carol, room, 0)).json().error).toBe('dropped_out');
    expect((await suite.acceptLevelCall(carol, room, 1)).json().error).toBe('dropped_out');
    // A round not yet reached is refused too.
    expect((await suite.acceptLevelCall(alice, room, 2)).json().error).toBe('round_over');
    expect((await suite.acceptLevelCall(alice, room, 1)).statusCode).toBe(200);
    expect((await suite.acceptLevelCall(alice, room, 1)).json().error).toBe(
      'level_already_accepted',
    );
  });

  it('makes a drop-out final and counts it in the lot, never saying who', async () => {
    const room = await suite.japanese();
    const [alice, bob] = room.suppliers;
    suite.atSecond(room, 5);
    const drop = await suite.dropOutCall(alice, room);
    expect(drop.statusCode).toBe(200);
    expect(drop.json()).toMatchObject({ action: 'drop', round: 0, level: 0 });
    expect((await suite.acceptLevelCall(alice, room, 0)).json().error).toBe('dropped_out');
    expect((await suite.dropOutCall(alice, room)).json().error).toBe('dropped_out');
    const seen = await suite.lotsOf(bob, room.tenderId);
    expect(seen.lots[0]).toMatchObject({ remaining: 2, round: 0, level: 100 });
    expect(JSON.stringify(seen)).not.toContain(alice.user.userName);
  });

  it('closes overdue rounds one at a time after a pause, each without new acceptances', async () => {
    const room = await suite.japanese();
    const [alice, bob] = room.suppliers;
    suite.atSecond(room, 10);
    await suite.accepted(bob, room, 0);
    await suite.accepted(alice, room, 0);
    // Nothing ran for three rounds: round 0 closes with two in, round 1 with none.
    await suite.tickAt(room, 200);
    await suite.expectLotClosed(room.itemIds[0], {
      outcome: 'tied',
      winnerSupplierId: bob.entryId,
      finalLevel: 100,
      round: 1,
    });
    expect((await suite.lotRow(room.itemIds[0])).closedAt?.getTime()).toBe(
      room.startAt.getTime() + 120_000,
    );
  });

  it('closes the lots still open at the tender’s end by the same rules, after the end ranked them', async () => {
    const room = await suite.started({
      format: 'japanese',
      suppliers: 2,
      durationMinutes: 3,
      rules: { roundSeconds: 50 },
      items: [
        { unitPrice: 100, quantity: 10, bidStep: 5 },
        { unitPrice: 100, quantity: 10, bidStep: 5 },
      ],
    });
    const [alice, bob] = room.suppliers;
    const [first, second] = room.itemIds;
    for (const round of [0, 1, 2]) {
      suite.atSecond(room, round * 50 + 5);
      for (const itemId of [first, second]) {
        await suite.accepted(alice, room, round, itemId);
        await suite.accepted(bob, room, round, itemId);
      }
      await suite.tickAt(room, round * 50 + 50);
    }
    // Round 3 (85) runs from 150 s; the end at 180 s cuts it. Alice accepts it on the first lot only.
    suite.atSecond(room, 160);
    await suite.accepted(alice, room, 3, first);
    await suite.tickAt(room, 180);
    expect(await suite.tenderResult(room.tenderId)).toEqual(endedWithWinner(alice.entryId));
    await suite.expectLotClosed(first, {
      outcome: 'won',
      winnerSupplierId: alice.entryId,
      finalLevel: 85,
    });
    await suite.expectLotClosed(second, {
      outcome: 'tied',
      winnerSupplierId: alice.entryId,
      finalLevel: 90,
    });
    expect((await suite.acceptLevelCall(bob, room, 3, second)).json().error).toBe('lot_closed');
  });

  it('keeps the auction running while another lot is open', async () => {
    const room = await suite.started({
      format: 'japanese',
      suppliers: 2,
      items: [
        { unitPrice: 100, quantity: 10, bidStep: 5 },
        { unitPrice: 200, quantity: 1, bidStep: 10 },
      ],
    });
    const [alice, bob] = room.suppliers;
    suite.atSecond(room, 5);
    await suite.accepted(alice, room, 0, room.itemIds[1]);
    await suite.accepted(bob, room, 0, room.itemIds[1]);
    const endBefore = (await readTender(suite.app, room.tenderId)).endDate;
    await suite.tickAt(room, 60);
    expect((await suite.lotRow(room.itemIds[0])).outcome).toBe('noAcceptance');
    expect(await suite.lotRow(room.itemIds[1])).toMatchObject({
      state: 'open',
      round: 1,
      level: 190,
    });
    expect((await readTender(suite.app, room.tenderId)).endDate).toEqual(endBefore);
  });
});

describe('who may act in a Japanese lot', () => {
  it('refuses suppliers not in the lot, strangers, the owner, unknown lots and other formats', async () => {
    const room = await suite.japanese({ suppliers: 1 });
    const late = await addSupplier(suite.app, room);
    const pending = await addSupplier(suite.app, room, { status: SupplierStatus.INVITED });
    suite.atSecond(room, 5);
    const lateReply = await suite.acceptLevelCall(late, room, 0);
    expect(lateReply.statusCode).toBe(403);
    expect(lateReply.json().error).toBe('not_lot_member');
    expect((await suite.dropOutCall(late, room)).statusCode).toBe(403);
    expect((await suite.acceptLevelCall(pending, room, 0)).statusCode).toBe(404);
    expect((await suite.acceptLevelCall(room.owner, room, 0)).statusCode).toBe(404);
    const [supplier] = room.suppliers;
    expect((await suite.acceptLevelCall(supplier, room, 0, room.priceCriterionId)).statusCode).toBe(
      404,
    );
    expect(
      (await suite.acceptLevelCall(supplier, { ...room, tenderId: crypto.randomUUID() }, 0))
        .statusCode,
    ).toBe(404);
    const offer = await suite.acceptOfferCall(supplier, room, 100);
    expect(offer.statusCode).toBe(409);
    expect(offer.json().error).toBe('wrong_auction_format');
  });
});
