// The Dutch format (issue 30): the buyer's offer per lot rises from 50 % of the expected unit price
// 100 by the bid step 5 each 60-second round (50, 55, …) up to the ceiling 100 (round 10).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages, TenderStatus, fillMessage } from '@tendermark/shared';
import { tenderItems } from '../../src/db/schema/index.ts';
import { acceptOffer } from '../../src/modules/lots/clock-service.ts';
import { readTender } from '../auction/factories.ts';
import { clockRoomSuite, endedWithWinner } from './lot-fixtures.ts';

const suite = clockRoomSuite('2031-04-06T09:00:00Z');

const dutch = (spec: { suppliers?: number; items?: number; durationMinutes?: number } = {}) =>
  suite.started({
    format: 'dutch',
    suppliers: spec.suppliers ?? 2,
    durationMinutes: spec.durationMinutes,
    items: Array.from({ length: spec.items ?? 1 }, () => ({
      unitPrice: 100,
      quantity: 10,
      bidStep: 5,
    })),
  });

describe('a Dutch lot', () => {
  it('opens at the start percentage and rises each round, pushed level by level', async () => {
    const room = await dutch();
    expect(await suite.lotRow(room.itemIds[0])).toMatchObject({
      state: 'open',
      round: 0,
      level: 50,
    });
    await suite.tickAt(room, 60);
    expect(await suite.lotRow(room.itemIds[0])).toMatchObject({ round: 1, level: 55 });
    // After a pause the offer jumps to the level of the moment.
    await suite.tickAt(room, 250);
    const lot = await suite.lotRow(room.itemIds[0]);
    expect(lot).toMatchObject({ round: 4, level: 70 });
    expect(lot.roundEndsAt?.getTime()).toBe(room.startAt.getTime() + 300_000);
  });

  it('goes to the first supplier who accepts the offer, at that level, and the auction ends', async () => {
    const room = await dutch();
    const [alice, bob] = room.suppliers;
    await suite.tickAt(room, 130);
    const reply = await suite.acceptOfferCall(alice, room, 60);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ accepted: true, action: 'accept', round: 2, level: 60 });
    await suite.expectLotClosed(room.itemIds[0], {
      outcome: 'won',
      winnerSupplierId: alice.entryId,
      finalLevel: 60,
    });
    expect((await suite.itemBidsOfEntry(alice.entryId))[room.itemIds[0]]).toBe(60);
    const [item] = await suite.app.ctx.db
      .select({ bestBid: tenderItems.bestBid })
      .from(tenderItems)
      .where(eq(tenderItems.id, room.itemIds[0]));
    expect(item.bestBid).toBe(60);
    // Bob confirmed the same level a moment later: the server's order decides.
    const second = await suite.acceptOfferCall(bob, room, 60);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'lot_taken_first', message: Messages.lotTakenFirst });
    expect((await readTender(suite.app, room.tenderId)).endDate.getTime()).toBe(
      suite.clock.now().getTime(),
    );
    await suite.tick();
    expect(await suite.tenderResult(room.tenderId)).toEqual(endedWithWinner(alice.entryId));
  });

  it('refuses a level that has moved, telling the current one', async () => {
    const room = await dutch();
    const [alice] = room.suppliers;
    // The clock says round 1 (55) though no tick has moved the lot row from 50 yet.
    suite.atSecond(room, 61);
    const stale = await suite.acceptOfferCall(alice, room, 50);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'price_moved',
      message: fillMessage(Messages.priceMoved, { level: 55 }),
    });
    expect((await suite.acceptOfferCall(alice, room, 60)).json().error).toBe('price_moved');
    expect((await suite.lotRow(room.itemIds[0])).state).toBe('open');
    expect((await suite.acceptOfferCall(alice, room, 55)).statusCode).toBe(200);
  });

  it('holds the ceiling until the end, and is taken there', async () => {
    const room = await dutch({ durationMinutes: 30 });
    const [, bob] = room.suppliers;
    await suite.tickAt(room, 600);
    const atCeiling = await suite.lotRow(room.itemIds[0]);
    expect(atCeiling).toMatchObject({ round: 10, level: 100, roundEndsAt: null });
    await suite.tickAt(room, 1500);
    expect(await suite.lotRow(room.itemIds[0])).toMatchObject({ round: 10, level: 100 });
    const reply = await suite.acceptOfferCall(bob, room, 100);
    expect(reply.json()).toMatchObject({ level: 100, round: 25 });
    await suite.expectLotClosed(room.itemIds[0], {
      outcome: 'won',
      winnerSupplierId: bob.entryId,
      finalLevel: 100,
    });
  });

  it('closes without acceptance at the auction’s end when nobody took it', async () => {
    const room = await dutch({ items: 2, durationMinutes: 15 });
    const [alice] = room.suppliers;
    suite.atSecond(room, 10);
    expect((await suite.acceptOfferCall(alice, room, 50, room.itemIds[1])).statusCode).toBe(200);
    // One lot taken, the other open: the auction runs on.
    expect((await readTender(suite.app, room.tenderId)).status).toBe(TenderStatus.SUBMITTED);
    await suite.tickAt(room, 900);
    expect((await readTender(suite.app, room.tenderId)).status).toBe(TenderStatus.ENDED);
    await suite.expectLotClosed(room.itemIds[0], {
      outcome: 'noAcceptance',
      winnerSupplierId: null,
    });
    expect((await suite.acceptOfferCall(alice, room, 100)).json().error).toBe('lot_closed');
    const view = await suite.lotsOf(room.owner, room.tenderId);
    expect(view.winners).toEqual([{ itemId: room.itemIds[1], userName: alice.user.userName }]);
  });

  it('refuses the Japanese calls, and chains the acceptance', async () => {
    const room = await dutch();
    const [alice, bob] = room.suppliers;
    suite.atSecond(room, 5);
    expect((await suite.acceptLevelCall(alice, room, 0)).json().error).toBe('wrong_auction_format');
    expect((await suite.dropOutCall(alice, room)).json().error).toBe('wrong_auction_format');
    const receipt = await acceptOffer(suite.app.ctx, {
      userId: bob.user.id,
      tenderId: room.tenderId,
      itemId: room.itemIds[0],
      level: 50,
    });
    expect(await suite.chainOf(room.tenderId)).toEqual([
      { seq: receipt.seq, action: 'accept', value: 50 },
    ]);
    expect(await suite.verifiedChain(room)).toMatchObject({ valid: true, count: 1 });
    const view = await suite.lotsOf(alice, room.tenderId);
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
