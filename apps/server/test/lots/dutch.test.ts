// The Dutch format (issue 30): the buyer's offer per lot rises from 50 % of the expected unit price
// 100 by the bid step 5 each 60-second round (50, 55, …) up to the ceiling 100 (round 10).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { Messages, TenderStatus, fillMessage } from '@tendermark/shared';
import { tenderBids, tenderItems, tenderSuppliers } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { acceptOffer } from '../../src/modules/lots/clock-service.ts';
import { buildRoomApp, get, readTender, withFreshToken } from '../auction/factories.ts';
import type { TestApp } from '../helper.ts';
import {
  acceptLevelCall,
  acceptOfferCall,
  atSecond,
  dropOutCall,
  lotRow,
  lotsOf,
  startedClockRoom,
  tick,
  type ClockRoom,
} from './lot-fixtures.ts';

const clock = manualClock(new Date('2031-04-06T09:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await buildRoomApp({ clock });
});
afterAll(async () => {
  await app.dispose();
});

const dutch = (spec: { suppliers?: number; items?: number; durationMinutes?: number } = {}) =>
  startedClockRoom(app, clock, {
    format: 'dutch',
    suppliers: spec.suppliers ?? 2,
    durationMinutes: spec.durationMinutes,
    items: Array.from({ length: spec.items ?? 1 }, () => ({
      unitPrice: 100,
      quantity: 10,
      bidStep: 5,
    })),
  });

async function tickAt(room: ClockRoom, seconds: number) {
  atSecond(clock, room, seconds);
  await tick(app);
}

async function itemBidOf(entryId: string, itemId: string) {
  const [entry] = await app.ctx.db
    .select({ itemBids: tenderSuppliers.itemBids })
    .from(tenderSuppliers)
    .where(eq(tenderSuppliers.id, entryId));
  return entry.itemBids[itemId];
}

describe('a Dutch lot', () => {
  it('opens at the start percentage and rises each round, pushed level by level', async () => {
    const room = await dutch();
    expect(await lotRow(app, room.itemIds[0])).toMatchObject({
      state: 'open',
      round: 0,
      level: 50,
    });
    await tickAt(room, 60);
    expect(await lotRow(app, room.itemIds[0])).toMatchObject({ round: 1, level: 55 });
    // After a pause the offer jumps to the level of the moment.
    await tickAt(room, 250);
    const lot = await lotRow(app, room.itemIds[0]);
    expect(lot).toMatchObject({ round: 4, level: 70 });
    expect(lot.roundEndsAt?.getTime()).toBe(room.startAt.getTime() + 300_000);
  });

  it('goes to the first supplier who accepts the offer, at that level, and the auction ends', async () => {
    const room = await dutch();
    const [alice, bob] = room.suppliers;
    await tickAt(room, 130);
    const reply = await acceptOfferCall(app, alice, room, 60);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ accepted: true, action: 'accept', round: 2, level: 60 });
    expect(await lotRow(app, room.itemIds[0])).toMatchObject({
      state: 'closed',
      outcome: 'won',
      winnerSupplierId: alice.entryId,
      finalLevel: 60,
    });
    expect(await itemBidOf(alice.entryId, room.itemIds[0])).toBe(60);
    const [item] = await app.ctx.db
      .select({ bestBid: tenderItems.bestBid })
      .from(tenderItems)
      .where(eq(tenderItems.id, room.itemIds[0]));
    expect(item.bestBid).toBe(60);
    // Bob confirmed the same level a moment later: the server's order decides.
    const second = await acceptOfferCall(app, bob, room, 60);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'lot_taken_first', message: Messages.lotTakenFirst });
    expect((await readTender(app, room.tenderId)).endDate.getTime()).toBe(clock.now().getTime());
    await tick(app);
    const tender = await readTender(app, room.tenderId);
    expect(tender.status).toBe(TenderStatus.ENDED);
    expect(tender.winnerSupplierId).toBe(alice.entryId);
  });

  it('refuses a level that has moved, telling the current one', async () => {
    const room = await dutch();
    const [alice] = room.suppliers;
    // The clock says round 1 (55) though no tick has moved the lot row from 50 yet.
    atSecond(clock, room, 61);
    const stale = await acceptOfferCall(app, alice, room, 50);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'price_moved',
      message: fillMessage(Messages.priceMoved, { level: 55 }),
    });
    expect((await acceptOfferCall(app, alice, room, 60)).json().error).toBe('price_moved');
    expect((await lotRow(app, room.itemIds[0])).state).toBe('open');
    expect((await acceptOfferCall(app, alice, room, 55)).statusCode).toBe(200);
  });

  it('holds the ceiling until the end, and is taken there', async () => {
    const room = await dutch({ durationMinutes: 30 });
    const [, bob] = room.suppliers;
    await tickAt(room, 600);
    const atCeiling = await lotRow(app, room.itemIds[0]);
    expect(atCeiling).toMatchObject({ round: 10, level: 100, roundEndsAt: null });
    await tickAt(room, 1500);
    expect(await lotRow(app, room.itemIds[0])).toMatchObject({ round: 10, level: 100 });
    const reply = await acceptOfferCall(app, bob, room, 100);
    expect(reply.json()).toMatchObject({ level: 100, round: 25 });
    expect(await lotRow(app, room.itemIds[0])).toMatchObject({
      state: 'closed',
      outcome: 'won',
      winnerSupplierId: bob.entryId,
      finalLevel: 100,
    });
  });

  it('closes without acceptance at the auction’s end when nobody took it', async () => {
    const room = await dutch({ items: 2, durationMinutes: 15 });
    const [alice] = room.suppliers;
    atSecond(clock, room, 10);
    expect((await acceptOfferCall(app, alice, room, 50, room.itemIds[1])).statusCode).toBe(200);
    // One lot taken, the other open: the auction runs on.
    expect((await readTender(app, room.tenderId)).status).toBe(TenderStatus.SUBMITTED);
    await tickAt(room, 900);
    expect((await readTender(app, room.tenderId)).status).toBe(TenderStatus.ENDED);
    expect(await lotRow(app, room.itemIds[0])).toMatchObject({
      state: 'closed',
      outcome: 'noAcceptance',
      winnerSupplierId: null,
    });
    expect((await acceptOfferCall(app, alice, room, 100)).json().error).toBe('lot_closed');
    const view = await lotsOf(app, room.owner, room.tenderId);
    expect(view.winners).toEqual([{ itemId: room.itemIds[1], userName: alice.user.userName }]);
  });

  it('refuses the Japanese calls, and chains the acceptance', async () => {
    const room = await dutch();
    const [alice, bob] = room.suppliers;
    atSecond(clock, room, 5);
    expect((await acceptLevelCall(app, alice, room, 0)).json().error).toBe('wrong_auction_format');
    expect((await dropOutCall(app, alice, room)).json().error).toBe('wrong_auction_format');
    const receipt = await acceptOffer(app.ctx, {
      userId: bob.user.id,
      tenderId: room.tenderId,
      itemId: room.itemIds[0],
      level: 50,
    });
    const rows = await app.ctx.db
      .select({ seq: tenderBids.seq, action: tenderBids.action, value: tenderBids.value })
      .from(tenderBids)
      .where(eq(tenderBids.tenderId, room.tenderId))
      .orderBy(asc(tenderBids.seq));
    expect(rows).toEqual([{ seq: receipt.seq, action: 'accept', value: 50 }]);
    const owner = await withFreshToken(app, room.owner);
    const report = await get(app, owner, `/api/tender/VerifyBidChain?tenderId=${room.tenderId}`);
    expect(report.json()).toMatchObject({ valid: true, count: 1 });
    const view = await lotsOf(app, alice, room.tenderId);
    expect(view.mine).toEqual([
      {
        itemId: room.itemIds[0],
        isMember: true,
        acceptedRound: null,
        dropped: false,
        isWinner: false,
      },
    ]);
    expect(JSON.stringify(view)).not.toContain(bob.user.userName);
  });
});
