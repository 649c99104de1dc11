// The Japanese format (issue 30): a descending clock per lot. Levels here: the expected unit price
// 100 falls by the bid step 5 each 60-second round (100, 95, 90, …) down to the floor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { SupplierStatus, TenderStatus, type TieRule } from '@tendermark/shared';
import { lotMembers, tenderBids, tenderSuppliers } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { acceptLevel, dropOut, readLots } from '../../src/modules/lots/clock-service.ts';
import {
  addSupplier,
  buildRoomApp,
  createRoom,
  get,
  readTender,
  withFreshToken,
} from '../auction/factories.ts';
import type { TestApp } from '../helper.ts';
import {
  acceptLevelCall,
  acceptOfferCall,
  accepted,
  atSecond,
  dropOutCall,
  getLots,
  lotRow,
  lotsOf,
  startedClockRoom,
  tick,
  type ClockRoom,
} from './lot-fixtures.ts';

const clock = manualClock(new Date('2031-03-02T09:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await buildRoomApp({ clock });
});
afterAll(async () => {
  await app.dispose();
});

const japanese = (spec: { suppliers?: number; tieRule?: TieRule; floorPercent?: number } = {}) =>
  startedClockRoom(app, clock, {
    format: 'japanese',
    suppliers: spec.suppliers,
    tieRule: spec.tieRule,
    rules: { floorPercent: spec.floorPercent ?? 50 },
  });

async function itemBidsOf(room: ClockRoom) {
  const entries = await app.ctx.db
    .select({ id: tenderSuppliers.id, itemBids: tenderSuppliers.itemBids })
    .from(tenderSuppliers)
    .where(eq(tenderSuppliers.tenderId, room.tenderId));
  return new Map(entries.map((entry) => [entry.id, entry.itemBids[room.itemIds[0]]]));
}

async function positionsOf(room: ClockRoom) {
  const entries = await app.ctx.db
    .select({ id: tenderSuppliers.id, position: tenderSuppliers.overallPosition })
    .from(tenderSuppliers)
    .where(eq(tenderSuppliers.tenderId, room.tenderId));
  return new Map(entries.map((entry) => [entry.id, entry.position]));
}

/** Ticks at the second, then once more: a lot decided there ends the tender on the next tick. */
async function tickAt(room: ClockRoom, seconds: number) {
  atSecond(clock, room, seconds);
  await tick(app);
}

describe('the start of a Japanese auction', () => {
  it('opens a lot per item at the expected price, with every supplier then in it as a member', async () => {
    const room = await japanese();
    const lot = await lotRow(app, room.itemIds[0]);
    expect(lot).toMatchObject({ state: 'open', round: 0, level: 100, remaining: 3 });
    expect(lot.roundEndsAt?.getTime()).toBe(room.startAt.getTime() + 60_000);
    const members = await app.ctx.db
      .select()
      .from(lotMembers)
      .where(eq(lotMembers.itemId, room.itemIds[0]));
    expect(members.map((member) => member.supplierId).sort()).toEqual(
      room.suppliers.map((supplier) => supplier.entryId).sort(),
    );
    expect(members.every((member) => member.acceptedRound === -1)).toBe(true);
  });

  it('counts rounds from the tender’s start date, not from a late start tick', async () => {
    const room = await startedClockRoom(app, clock, { format: 'japanese', lateSeconds: 25 });
    expect((await lotRow(app, room.itemIds[0])).roundEndsAt?.getTime()).toBe(
      room.startAt.getTime() + 60_000,
    );
  });

  it('clears offer prices given before the clock, which only acceptances set', async () => {
    const room = await createRoom(app, {
      status: TenderStatus.RFP_ENDED,
      startInMinutes: 1,
      auctionFormat: 'japanese',
      items: [{ unitPrice: 100, quantity: 10, bidStep: 5 }],
    });
    const supplier = await addSupplier(app, room);
    await app.ctx.db
      .update(tenderSuppliers)
      .set({ itemBids: { [room.itemIds[0]]: 80 } })
      .where(eq(tenderSuppliers.id, supplier.entryId));
    clock.advance(60_000);
    await tick(app);
    const [entry] = await app.ctx.db
      .select({ itemBids: tenderSuppliers.itemBids })
      .from(tenderSuppliers)
      .where(eq(tenderSuppliers.id, supplier.entryId));
    expect(entry.itemBids).toEqual({});
  });
});

describe('a Japanese round', () => {
  it('ends the lot with nobody when no one accepts in round 0, and the auction ends at once', async () => {
    const room = await japanese();
    await tickAt(room, 60);
    expect(await lotRow(app, room.itemIds[0])).toMatchObject({
      state: 'closed',
      outcome: 'noAcceptance',
      winnerSupplierId: null,
      finalLevel: null,
    });
    expect((await readTender(app, room.tenderId)).endDate.getTime()).toBe(clock.now().getTime());
    await tick(app);
    const tender = await readTender(app, room.tenderId);
    expect(tender.status).toBe(TenderStatus.ENDED);
    expect(tender.winnerSupplierId).toBeNull();
  });

  it('gives the lot to the one supplier left, at the level of the round only they accepted', async () => {
    const room = await japanese();
    const [alice, bob, carol] = room.suppliers;
    atSecond(clock, room, 10);
    for (const supplier of [alice, bob, carol]) await accepted(app, supplier, room, 0);
    await tickAt(room, 60);
    expect(await lotRow(app, room.itemIds[0])).toMatchObject({
      state: 'open',
      round: 1,
      level: 95,
      remaining: 3,
    });
    atSecond(clock, room, 70);
    await accepted(app, alice, room, 1);
    await accepted(app, bob, room, 1);
    await tickAt(room, 120);
    expect(await lotRow(app, room.itemIds[0])).toMatchObject({ round: 2, level: 90, remaining: 2 });
    atSecond(clock, room, 130);
    const receipt = await accepted(app, alice, room, 2);
    expect(receipt).toMatchObject({ accepted: true, action: 'accept', round: 2, level: 90 });
    await tickAt(room, 180);
    expect(await lotRow(app, room.itemIds[0])).toMatchObject({
      state: 'closed',
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
    await tick(app);
    const tender = await readTender(app, room.tenderId);
    expect(tender.status).toBe(TenderStatus.ENDED);
    expect(tender.winnerSupplierId).toBe(alice.entryId);
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
      const room = await japanese({ suppliers: 2, tieRule });
      const [alice, bob] = room.suppliers;
      atSecond(clock, room, 5);
      await accepted(app, alice, room, 0);
      await accepted(app, bob, room, 0);
      await tickAt(room, 60);
      // Bob accepts 95 first this time: he holds it earlier.
      atSecond(clock, room, 65);
      await accepted(app, bob, room, 1);
      await accepted(app, alice, room, 1);
      await tickAt(room, 120);
      await tickAt(room, 180);
      expect(await lotRow(app, room.itemIds[0])).toMatchObject({
        state: 'closed',
        outcome: 'tied',
        winnerSupplierId: bob.entryId,
        finalLevel: 95,
        remaining: 2,
      });
      await tick(app);
      const tender = await readTender(app, room.tenderId);
      expect(tender.status).toBe(TenderStatus.ENDED);
      expect(tender.winnerSupplierId).toBe(bob.entryId);
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
    const room = await japanese({ suppliers: 2, floorPercent: 90 });
    const [alice, bob] = room.suppliers;
    for (const [round, first, second] of [
      [0, alice, bob],
      [1, alice, bob],
      [2, bob, alice],
    ] as const) {
      atSecond(clock, room, round * 60 + 5);
      await accepted(app, first, room, round);
      await accepted(app, second, room, round);
      await tickAt(room, round * 60 + 60);
    }
    expect(await lotRow(app, room.itemIds[0])).toMatchObject({
      state: 'closed',
      outcome: 'tied',
      winnerSupplierId: bob.entryId,
      finalLevel: 90,
      remaining: 2,
    });
  });

  it('keeps a level accepted before a drop-out binding: with one going on, the lot closes tied', async () => {
    const room = await japanese({ suppliers: 2 });
    const [alice, bob] = room.suppliers;
    atSecond(clock, room, 5);
    await accepted(app, alice, room, 0);
    await accepted(app, bob, room, 0);
    expect((await dropOutCall(app, alice, room)).json()).toMatchObject({
      action: 'drop',
      round: 0,
      level: 100,
    });
    await tickAt(room, 60);
    expect(await lotRow(app, room.itemIds[0])).toMatchObject({
      state: 'closed',
      outcome: 'tied',
      winnerSupplierId: alice.entryId,
      finalLevel: 100,
    });
  });

  it('refuses an acceptance of a round that is over, before and after the clock closes it', async () => {
    const room = await japanese();
    const [alice, bob, carol] = room.suppliers;
    atSecond(clock, room, 10);
    await accepted(app, alice, room, 0);
    await accepted(app, bob, room, 0);
    // The round's time is up though no tick has closed it yet.
    atSecond(clock, room, 60);
    const late = await acceptLevelCall(app, carol, room, 0);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('round_over');
    await tick(app);
    expect((await acceptLevelCall(app, bob, room, 0)).json().error).toBe('round_over');
    // Carol did not accept round 0: she is out for good.
    expect((await acceptLevelCall(app, carol, room, 0)).json().error).toBe('dropped_out');
    expect((await acceptLevelCall(app, carol, room, 1)).json().error).toBe('dropped_out');
    // A round not yet reached is refused too.
    expect((await acceptLevelCall(app, alice, room, 2)).json().error).toBe('round_over');
    expect((await acceptLevelCall(app, alice, room, 1)).statusCode).toBe(200);
    expect((await acceptLevelCall(app, alice, room, 1)).json().error).toBe(
      'level_already_accepted',
    );
  });

  it('makes a drop-out final and counts it in the lot, never saying who', async () => {
    const room = await japanese();
    const [alice, bob] = room.suppliers;
    atSecond(clock, room, 5);
    const drop = await dropOutCall(app, alice, room);
    expect(drop.statusCode).toBe(200);
    expect(drop.json()).toMatchObject({ action: 'drop', round: 0, level: 0 });
    expect((await acceptLevelCall(app, alice, room, 0)).json().error).toBe('dropped_out');
    expect((await dropOutCall(app, alice, room)).json().error).toBe('dropped_out');
    const seen = await lotsOf(app, bob, room.tenderId);
    expect(seen.lots[0]).toMatchObject({ remaining: 2, round: 0, level: 100 });
    expect(JSON.stringify(seen)).not.toContain(alice.user.userName);
  });

  it('closes overdue rounds one at a time after a pause, each without new acceptances', async () => {
    const room = await japanese();
    const [alice, bob] = room.suppliers;
    atSecond(clock, room, 10);
    await accepted(app, bob, room, 0);
    await accepted(app, alice, room, 0);
    // Nothing ran for three rounds: round 0 closes with two in, round 1 with none.
    await tickAt(room, 200);
    expect(await lotRow(app, room.itemIds[0])).toMatchObject({
      state: 'closed',
      outcome: 'tied',
      winnerSupplierId: bob.entryId,
      finalLevel: 100,
      round: 1,
    });
    expect((await lotRow(app, room.itemIds[0])).closedAt?.getTime()).toBe(
      room.startAt.getTime() + 120_000,
    );
  });

  it('closes the lots still open at the tender’s end by the same rules, after the end ranked them', async () => {
    const room = await startedClockRoom(app, clock, {
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
      atSecond(clock, room, round * 50 + 5);
      for (const itemId of [first, second]) {
        await accepted(app, alice, room, round, itemId);
        await accepted(app, bob, room, round, itemId);
      }
      await tickAt(room, round * 50 + 50);
    }
    // Round 3 (85) runs from 150 s; the end at 180 s cuts it. Alice accepts it on the first lot only.
    atSecond(clock, room, 160);
    await accepted(app, alice, room, 3, first);
    await tickAt(room, 180);
    const tender = await readTender(app, room.tenderId);
    expect(tender.status).toBe(TenderStatus.ENDED);
    expect(tender.winnerSupplierId).toBe(alice.entryId);
    expect(await lotRow(app, first)).toMatchObject({
      state: 'closed',
      outcome: 'won',
      winnerSupplierId: alice.entryId,
      finalLevel: 85,
    });
    expect(await lotRow(app, second)).toMatchObject({
      state: 'closed',
      outcome: 'tied',
      winnerSupplierId: alice.entryId,
      finalLevel: 90,
    });
    expect((await acceptLevelCall(app, bob, room, 3, second)).json().error).toBe('lot_closed');
  });

  it('keeps the auction running while another lot is open', async () => {
    const room = await startedClockRoom(app, clock, {
      format: 'japanese',
      suppliers: 2,
      items: [
        { unitPrice: 100, quantity: 10, bidStep: 5 },
        { unitPrice: 200, quantity: 1, bidStep: 10 },
      ],
    });
    const [alice, bob] = room.suppliers;
    atSecond(clock, room, 5);
    await accepted(app, alice, room, 0, room.itemIds[1]);
    await accepted(app, bob, room, 0, room.itemIds[1]);
    const endBefore = (await readTender(app, room.tenderId)).endDate;
    await tickAt(room, 60);
    expect((await lotRow(app, room.itemIds[0])).outcome).toBe('noAcceptance');
    expect(await lotRow(app, room.itemIds[1])).toMatchObject({
      state: 'open',
      round: 1,
      level: 190,
    });
    expect((await readTender(app, room.tenderId)).endDate).toEqual(endBefore);
  });
});

describe('who may act in a Japanese lot', () => {
  it('refuses suppliers not in the lot, strangers, the owner, unknown lots and other formats', async () => {
    const room = await japanese({ suppliers: 1 });
    const late = await addSupplier(app, room);
    const pending = await addSupplier(app, room, { status: SupplierStatus.INVITED });
    atSecond(clock, room, 5);
    const lateReply = await acceptLevelCall(app, late, room, 0);
    expect(lateReply.statusCode).toBe(403);
    expect(lateReply.json().error).toBe('not_lot_member');
    expect((await dropOutCall(app, late, room)).statusCode).toBe(403);
    expect((await acceptLevelCall(app, pending, room, 0)).statusCode).toBe(404);
    expect((await acceptLevelCall(app, room.owner, room, 0)).statusCode).toBe(404);
    const [supplier] = room.suppliers;
    expect((await acceptLevelCall(app, supplier, room, 0, room.priceCriterionId)).statusCode).toBe(
      404,
    );
    expect(
      (await acceptLevelCall(app, supplier, { ...room, tenderId: crypto.randomUUID() }, 0))
        .statusCode,
    ).toBe(404);
    const offer = await acceptOfferCall(app, supplier, room, 100);
    expect(offer.statusCode).toBe(409);
    expect(offer.json().error).toBe('wrong_auction_format');
  });
});

describe('what the room sees of a Japanese lot', () => {
  it('tells a supplier its own part and the count, the owner who won, and nobody who remains', async () => {
    const room = await japanese();
    const [alice, bob, carol] = room.suppliers;
    atSecond(clock, room, 5);
    await accepted(app, alice, room, 0);
    await accepted(app, bob, room, 0);
    const bobsView = await lotsOf(app, bob, room.tenderId);
    expect(bobsView).toMatchObject({
      tenderId: room.tenderId,
      format: 'japanese',
      lots: [{ itemId: room.itemIds[0], state: 'open', round: 0, level: 100, remaining: 3 }],
      mine: [{ itemId: room.itemIds[0], isMember: true, acceptedRound: 0, dropped: false }],
    });
    expect(bobsView.winners).toBeUndefined();
    const ownersView = await lotsOf(app, room.owner, room.tenderId);
    expect(ownersView.mine).toBeUndefined();
    expect(ownersView.winners).toEqual([]);
    for (const view of [bobsView, ownersView])
      for (const supplier of [alice, carol])
        expect(JSON.stringify(view)).not.toContain(supplier.user.userName);
    const stranger = await addSupplier(app, room, { status: SupplierStatus.INVITED });
    expect((await getLots(app, stranger, room.tenderId)).statusCode).toBe(404);

    await tickAt(room, 60);
    atSecond(clock, room, 65);
    await accepted(app, alice, room, 1);
    await tickAt(room, 120);
    expect((await lotsOf(app, room.owner, room.tenderId)).winners).toEqual([
      { itemId: room.itemIds[0], userName: alice.user.userName },
    ]);
    const bobAfter = await lotsOf(app, bob, room.tenderId);
    expect(bobAfter.lots[0]).toMatchObject({ state: 'closed', outcome: 'won', finalLevel: 95 });
    expect(bobAfter.mine?.[0].isWinner).toBe(false);
    expect(JSON.stringify(bobAfter)).not.toContain(alice.user.userName);
    expect((await lotsOf(app, alice, room.tenderId)).mine?.[0].isWinner).toBe(true);
    // The service's view for other helpers (demo bidders): the lots only.
    const plain = await readLots(app.ctx, room.tenderId);
    expect(plain.mine).toBeUndefined();
    expect(plain.winners).toBeUndefined();
  });

  it('chains every acceptance and drop-out, and the chain verifies', async () => {
    const room = await japanese();
    const [alice, bob, carol] = room.suppliers;
    atSecond(clock, room, 5);
    const first = await acceptLevel(app.ctx, {
      userId: alice.user.id,
      tenderId: room.tenderId,
      itemId: room.itemIds[0],
      round: 0,
    });
    await accepted(app, bob, room, 0);
    await dropOut(app.ctx, {
      userId: carol.user.id,
      tenderId: room.tenderId,
      itemId: room.itemIds[0],
    });
    await tickAt(room, 60);
    atSecond(clock, room, 70);
    await accepted(app, bob, room, 1);
    await dropOutCall(app, alice, room);
    const rows = await app.ctx.db
      .select({ seq: tenderBids.seq, action: tenderBids.action, value: tenderBids.value })
      .from(tenderBids)
      .where(eq(tenderBids.tenderId, room.tenderId))
      .orderBy(asc(tenderBids.seq));
    expect(rows).toEqual([
      { seq: 1, action: 'accept', value: 100 },
      { seq: 2, action: 'accept', value: 100 },
      { seq: 3, action: 'drop', value: 0 },
      { seq: 4, action: 'accept', value: 95 },
      { seq: 5, action: 'drop', value: 100 },
    ]);
    expect(first.seq).toBe(1);
    const owner = await withFreshToken(app, room.owner);
    const report = await get(app, owner, `/api/tender/VerifyBidChain?tenderId=${room.tenderId}`);
    expect(report.json()).toMatchObject({ valid: true, count: 5 });
    const [entry] = await app.ctx.db
      .select({ reachedSeq: tenderSuppliers.reachedSeq })
      .from(tenderSuppliers)
      .where(and(eq(tenderSuppliers.id, bob.entryId)));
    expect(entry.reachedSeq).toBe(4);
  });
});
