import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { SupplierStatus, TenderStatus } from '@tendermark/shared';
import { tenderBids, tenderItems, tenderSuppliers } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import type { TestApp } from '../helper.ts';
import { createUser } from '../factories.ts';
import {
  acceptedItemBid,
  addSupplier,
  bidCriterion,
  bidItem,
  createRoom,
  setTender,
  buildRoomApp,
} from './factories.ts';

describe('bidding engine', () => {
  const clock = manualClock(new Date('2030-03-01T10:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await buildRoomApp({ clock });
  });
  afterAll(async () => app.dispose());

  it('accepts a live bid with a receipt, stores it in the log and the offer', async () => {
    const room = await createRoom(app);
    const supplier = await addSupplier(app, room);
    const reply = await bidItem(app, supplier, room.tenderId, room.itemIds[0], 96);
    expect(reply.statusCode).toBe(200);
    const receipt = reply.json();
    expect(receipt).toEqual({
      accepted: true,
      seq: 1,
      serverTime: clock.now().toISOString(),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      position: 1,
    });
    const [stored] = await app.ctx.db
      .select()
      .from(tenderBids)
      .where(eq(tenderBids.tenderId, room.tenderId));
    expect(stored).toMatchObject({
      seq: 1,
      value: 96,
      phase: 'live',
      hash: receipt.hash,
      prevHash: '',
    });
    const [entry] = await app.ctx.db
      .select()
      .from(tenderSuppliers)
      .where(eq(tenderSuppliers.id, supplier.entryId));
    expect(entry).toMatchObject({
      itemBids: { [room.itemIds[0]]: 96 },
      reachedSeq: 1,
      overallPosition: 1,
      total: 960,
    });
    const [item] = await app.ctx.db
      .select()
      .from(tenderItems)
      .where(eq(tenderItems.id, room.itemIds[0]));
    expect(item.bestBid).toBe(96);
  });

  it('refuses a live bid that is not one bid step below the own last bid, saying the limit', async () => {
    const room = await createRoom(app);
    const supplier = await addSupplier(app, room);
    const other = await addSupplier(app, room);
    await acceptedItemBid(app, supplier, room.tenderId, room.itemIds[0], 96);
    const reply = await bidItem(app, supplier, room.tenderId, room.itemIds[0], 95.5);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: 'bid_refused',
      message: 'Your bid needs to be at most 95.00 (one bid step of 1.00 below your last bid)',
    });
    // The step is measured against the bidder's own bid, not the best bid.
    expect((await bidItem(app, other, room.tenderId, room.itemIds[0], 99)).statusCode).toBe(200);
    expect((await bidItem(app, supplier, room.tenderId, room.itemIds[0], 95)).json()).toMatchObject(
      { seq: 3 },
    );
  });

  it('refuses bids that are not positive, and malformed bids', async () => {
    const room = await createRoom(app);
    const supplier = await addSupplier(app, room);
    for (const bid of [0, -5]) {
      const reply = await bidItem(app, supplier, room.tenderId, room.itemIds[0], bid);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe('Your bid needs to be greater than 0');
    }
    const malformed = await bidItem(
      app,
      supplier,
      room.tenderId,
      room.itemIds[0],
      'cheap' as unknown as number,
    );
    expect(malformed.statusCode).toBe(400);
  });

  it('lets initial offers change freely during the proposal phase, and seals them', async () => {
    const room = await createRoom(app, {
      status: TenderStatus.SCHEDULED,
      proposalEndInMinutes: 30,
      startInMinutes: 60,
    });
    const supplier = await addSupplier(app, room);
    const first = await acceptedItemBid(app, supplier, room.tenderId, room.itemIds[0], 90);
    const raised = await acceptedItemBid(app, supplier, room.tenderId, room.itemIds[0], 99.5);
    expect([first.seq, raised.seq]).toEqual([1, 2]);
    const phases = await app.ctx.db
      .select({ phase: tenderBids.phase })
      .from(tenderBids)
      .where(eq(tenderBids.tenderId, room.tenderId));
    expect(phases.map((row) => row.phase)).toEqual(['proposal', 'proposal']);
  });

  it('refuses bids before the room opens and after it closed (409)', async () => {
    const room = await createRoom(app, { status: TenderStatus.RFP_ENDED, startInMinutes: 10 });
    const supplier = await addSupplier(app, room);
    const early = await bidItem(app, supplier, room.tenderId, room.itemIds[0], 90);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The auction has not started');

    for (const status of [TenderStatus.ENDED, TenderStatus.CANCELED]) {
      await setTender(app, room.tenderId, { status });
      const late = await bidItem(app, supplier, room.tenderId, room.itemIds[0], 90);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('Bidding is closed');
    }
  });

  it('refuses a bid after the end by the server clock, even before the clock job ran', async () => {
    const room = await createRoom(app, { startInMinutes: -59, durationMinutes: 60 });
    const supplier = await addSupplier(app, room);
    expect((await bidItem(app, supplier, room.tenderId, room.itemIds[0], 90)).statusCode).toBe(200);
    clock.advance(60_000);
    const late = await bidItem(app, supplier, room.tenderId, room.itemIds[0], 80);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'bidding_closed', message: 'Bidding is closed' });
    clock.advance(-60_000);
  });

  it('refuses suppliers that are not accepted participants (403)', async () => {
    const room = await createRoom(app);
    const stranger = await createUser(app);
    const invited = await addSupplier(app, room, { status: SupplierStatus.INVITED });
    const blocked = await addSupplier(app, room, { status: SupplierStatus.BLOCKED });
    for (const user of [stranger, invited, blocked, room.owner]) {
      const reply = await bidItem(app, user, room.tenderId, room.itemIds[0], 90);
      expect(reply.statusCode).toBe(403);
    }
  });

  it('answers 404 for unknown tenders, items and criteria, and items of another tender', async () => {
    const room = await createRoom(app);
    const elsewhere = await createRoom(app);
    const supplier = await addSupplier(app, room);
    expect((await bidItem(app, supplier, randomUUID(), room.itemIds[0], 90)).statusCode).toBe(404);
    expect((await bidItem(app, supplier, room.tenderId, randomUUID(), 90)).statusCode).toBe(404);
    expect((await bidItem(app, supplier, room.tenderId, 'item-1', 90)).statusCode).toBe(404);
    expect((await bidItem(app, supplier, room.tenderId, elsewhere.itemIds[0], 90)).statusCode).toBe(
      404,
    );
    expect((await bidCriterion(app, supplier, room.tenderId, randomUUID(), 5)).statusCode).toBe(
      404,
    );
  });

  it('does not take bids on the price criterion, which is derived from item bids', async () => {
    const room = await createRoom(app);
    const supplier = await addSupplier(app, room);
    const reply = await bidCriterion(app, supplier, room.tenderId, room.priceCriterionId, 900);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(
      'The total price is calculated from your item bids and can not be bid directly',
    );
  });

  it('keeps criterion bids within range and improving by 1 % in the winning direction', async () => {
    const room = await createRoom(app, {
      criteria: [
        { name: 'Delivery days', weight: 0.2, minBid: 1, maxBid: 30 },
        { name: 'Warranty months', weight: 0.2, winningThreshold: 1 },
      ],
    });
    const [delivery, warranty] = room.criterionIds;
    const supplier = await addSupplier(app, room);
    const outOfRange = await bidCriterion(app, supplier, room.tenderId, delivery, 31);
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toBe('Your bid needs to be between 1.00 and 30.00');
    expect((await bidCriterion(app, supplier, room.tenderId, delivery, 0.5)).statusCode).toBe(400);
    expect((await bidCriterion(app, supplier, room.tenderId, delivery, 20)).statusCode).toBe(200);
    const notLower = await bidCriterion(app, supplier, room.tenderId, delivery, 19.9);
    expect(notLower.json().message).toBe(
      'Your bid needs to be at most 19.80 (one bid step of 0.20 below your last bid)',
    );
    expect((await bidCriterion(app, supplier, room.tenderId, delivery, 19.8)).statusCode).toBe(200);
    expect((await bidCriterion(app, supplier, room.tenderId, warranty, 24)).statusCode).toBe(200);
    const notHigher = await bidCriterion(app, supplier, room.tenderId, warranty, 24.2);
    expect(notHigher.json().message).toBe(
      'Your bid needs to be at least 24.24 (one bid step of 0.24 above your last bid)',
    );
    expect((await bidCriterion(app, supplier, room.tenderId, warranty, 36)).statusCode).toBe(200);
  });

  it('ranks by weighted score, ties to the earlier offer, incomplete offers at 9999', async () => {
    const room = await createRoom(app, {
      items: [{ unitPrice: 10, quantity: 10 }],
      criteria: [{ name: 'Warranty', weight: 0.5, winningThreshold: 1 }],
    });
    const [warranty] = room.criterionIds;
    const [a, b, c] = [
      await addSupplier(app, room),
      await addSupplier(app, room),
      await addSupplier(app, room),
    ];
    await acceptedItemBid(app, a, room.tenderId, room.itemIds[0], 8);
    await bidCriterion(app, a, room.tenderId, warranty, 12);
    await acceptedItemBid(app, b, room.tenderId, room.itemIds[0], 8);
    const tie = await bidCriterion(app, b, room.tenderId, warranty, 12);
    expect(tie.json().position).toBe(2);
    const incomplete = await acceptedItemBid(app, c, room.tenderId, room.itemIds[0], 5);
    expect(incomplete.position).toBe(9999);
    // c's cheaper price lowers a's and b's price score but c itself is not ranked.
    const rows = await app.ctx.db
      .select({
        id: tenderSuppliers.id,
        position: tenderSuppliers.overallPosition,
        score: tenderSuppliers.score,
      })
      .from(tenderSuppliers)
      .where(and(eq(tenderSuppliers.tenderId, room.tenderId)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(a.entryId)).toMatchObject({ position: 1, score: 0.5 * (5 / 8) + 0.5 });
    expect(byId.get(b.entryId)!.position).toBe(2);
    expect(byId.get(c.entryId)).toMatchObject({ position: 9999, score: null });
  });
});
