import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TBidReceipt } from '@tendermark/shared';
import {
  tenderBids,
  tenderCriteria,
  tenderItems,
  tenderSuppliers,
  tenders,
} from '../../src/db/schema/index.ts';
import type { TestApp } from '../helper.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { AppError } from '../../src/lib/errors.ts';
import { placeBid, type BidRequest } from '../../src/modules/auction/bidding-service.ts';
import {
  addSupplier,
  appsOnOneDatabase,
  bidCriterion,
  bidItem,
  buildRoomApp,
  createRoom,
  get,
  type Room,
} from './factories.ts';
import { replayed, roomHistory } from './concurrency-fixtures.ts';

const SUPPLIERS = 20;
const BIDS_EACH = 8;

/** A small deterministic generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Each offer equals its supplier's last accepted bids; positions and scores a recomputation. */
async function expectRoomMatchesHistory(app: TestApp, room: Room) {
  const { entries, bids, criteria, ranking } = await roomHistory(app, room);
  for (const entry of entries) {
    const own = bids.filter((bid) => bid.supplierId === entry.id);
    expect({ ...entry.itemBids, ...entry.criterionBids }).toEqual(replayed(own));
    expect(entry.reachedSeq).toBe(own.at(-1)?.seq ?? 0);
  }
  for (const entry of entries) {
    expect(entry.overallPosition).toBe(ranking.positions.get(entry.id));
    expect(entry.score).toBe(ranking.scores.get(entry.id) ?? null);
  }
  const positions = entries.map((entry) => entry.overallPosition).filter((p) => p !== 9999);
  expect(new Set(positions).size).toBe(positions.length);
  const [price] = criteria.filter((criterion) => criterion.isPrice);
  expect(price.bestBid).toBe(ranking.criterionBestBids.get(price.id));
}

/** Accepted bids are numbered 1..N without gaps, in the order of their receipts. */
async function expectGaplessChain(app: TestApp, room: Room, receipts: TBidReceipt[]) {
  const rows = await app.ctx.db
    .select({ seq: tenderBids.seq, hash: tenderBids.hash })
    .from(tenderBids)
    .where(eq(tenderBids.tenderId, room.tenderId))
    .orderBy(asc(tenderBids.seq));
  expect(rows.length).toBe(receipts.length);
  expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
  const byReceipt = [...receipts].sort((a, b) => a.seq - b.seq);
  expect(byReceipt.map((receipt) => receipt.hash)).toEqual(rows.map((row) => row.hash));
}

/** The stored best bid of an item is the lowest accepted bid on it. */
async function expectItemBestBids(app: TestApp, room: Room) {
  const items = await app.ctx.db
    .select()
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, room.tenderId));
  for (const item of items) {
    const [row] = await app.ctx.db
      .select({ best: sql<string>`min(${tenderBids.value})` })
      .from(tenderBids)
      .where(and(eq(tenderBids.tenderId, room.tenderId), eq(tenderBids.targetId, item.id)));
    expect(item.bestBid).toBe(row.best === null ? null : Number(row.best));
  }
}

describe('concurrent bidding on one tender from two processes', () => {
  let cluster: Awaited<ReturnType<typeof appsOnOneDatabase>>;
  let app: TestApp;
  let room: Room;
  let suppliers: Awaited<ReturnType<typeof addSupplier>>[];
  const receipts: TBidReceipt[] = [];
  let refused = 0;

  beforeAll(async () => {
    // Two apps on one database: bids queue per tender within a process, and the tender row
    // lock serializes the processes (on PostgreSQL truly in parallel).
    cluster = await appsOnOneDatabase(2, systemClock, { runClock: false });
    app = cluster.apps[0];
    room = await createRoom(app, {
      items: [
        { unitPrice: 100, quantity: 10 },
        { unitPrice: 40, quantity: 25 },
      ],
      criteria: [
        { name: 'Warranty months', weight: 0.3, winningThreshold: 1, minBid: 0, maxBid: 120 },
      ],
    });
    suppliers = [];
    for (let index = 0; index < SUPPLIERS; index += 1) suppliers.push(await addSupplier(app, room));

    const random = seeded(7);
    const calls = suppliers.flatMap((supplier, supplierIndex) => {
      const via = cluster.apps[supplierIndex % 2];
      let price0 = 100;
      let price1 = 40;
      let warranty = 12;
      return Array.from({ length: BIDS_EACH }, (_, round) => {
        if (round % 4 === 3) {
          warranty += 1 + Math.floor(random() * 6);
          return () => bidCriterion(via, supplier, room.tenderId, room.criterionIds[0], warranty);
        }
        if (round % 2 === 0) {
          price0 = Math.round((price0 - 1 - random() * 3) * 100) / 100;
          const value = price0;
          return () => bidItem(via, supplier, room.tenderId, room.itemIds[0], value);
        }
        price1 = Math.round((price1 - 0.4 - random() * 1.5) * 100) / 100;
        const value = price1;
        return () => bidItem(via, supplier, room.tenderId, room.itemIds[1], value);
      });
    });
    const replies = await Promise.all(calls.map((call) => call()));
    for (const reply of replies) {
      if (reply.statusCode === 200) receipts.push(reply.json());
      else {
        // A supplier's later (lower) bid may be served before an earlier one: a step refusal.
        expect(reply.statusCode).toBe(400);
        refused += 1;
      }
    }
  }, 120_000);
  afterAll(async () => cluster.dispose());

  it('numbers the accepted bids 1..N without gaps, one receipt each', async () => {
    expect(receipts.length + refused).toBe(SUPPLIERS * BIDS_EACH);
    await expectGaplessChain(app, room, receipts);
  });

  it('stores best bids equal to the best of all accepted bids', async () => {
    await expectItemBestBids(app, room);
    const [warranty] = await app.ctx.db
      .select()
      .from(tenderCriteria)
      .where(eq(tenderCriteria.id, room.criterionIds[0]));
    const [highest] = await app.ctx.db
      .select({ best: sql<string>`max(${tenderBids.value})` })
      .from(tenderBids)
      .where(eq(tenderBids.targetId, room.criterionIds[0]));
    expect(warranty.bestBid).toBe(Number(highest.best));
  });

  it('keeps each offer equal to the last accepted bids, and positions equal to a recomputation', async () => {
    await expectRoomMatchesHistory(app, room);
  });

  it('verifies the hash chain, and detects a changed bid at its sequence number', async () => {
    const supplier = suppliers[0];
    const intact = await get(app, supplier, `/api/tender/VerifyBidChain?tenderId=${room.tenderId}`);
    expect(intact.json()).toEqual({
      valid: true,
      count: receipts.length,
      headHash: receipts.reduce((a, b) => (a.seq > b.seq ? a : b)).hash,
    });

    await app.ctx.db.execute(
      sql`UPDATE tender_bids SET value = value - 1 WHERE tender_id = ${room.tenderId} AND seq = 5`,
    );
    const tampered = await get(
      app,
      room.owner,
      `/api/tender/VerifyBidChain?tenderId=${room.tenderId}`,
    );
    expect(tampered.json()).toMatchObject({ valid: false, firstInvalidSeq: 5 });
    await app.ctx.db.execute(
      sql`UPDATE tender_bids SET value = value + 1 WHERE tender_id = ${room.tenderId} AND seq = 5`,
    );

    await app.ctx.db.execute(
      sql`DELETE FROM tender_bids WHERE tender_id = ${room.tenderId} AND seq = ${receipts.length}`,
    );
    const truncated = await get(
      app,
      room.owner,
      `/api/tender/VerifyBidChain?tenderId=${room.tenderId}`,
    );
    expect(truncated.json()).toMatchObject({ valid: false, firstInvalidSeq: receipts.length });
  });
});

describe('concurrent bidding on several tenders, flushed together', () => {
  // More rooms than flushes run at once, so later flushes carry several tenders.
  const ROOMS = 7;
  const SUPPLIERS_EACH = 4;
  let app: TestApp;
  let rooms: Room[];
  const receipts = new Map<string, TBidReceipt[]>();
  let unknownTender: unknown;
  let flushes = 0;

  beforeAll(async () => {
    app = await buildRoomApp();
    rooms = [];
    const bidsPerRoom: BidRequest[][] = [];
    for (let index = 0; index < ROOMS; index += 1) {
      const room = await createRoom(app, { items: [{ unitPrice: 100, quantity: 4 }] });
      rooms.push(room);
      receipts.set(room.tenderId, []);
      const bids: BidRequest[] = [];
      for (let supplier = 0; supplier < SUPPLIERS_EACH; supplier += 1) {
        const { user } = await addSupplier(app, room);
        for (const value of [99 - supplier, 90 - supplier, 80 - supplier])
          bids.push({
            userId: user.id,
            tenderId: room.tenderId,
            targetKind: 'item',
            targetId: room.itemIds[0],
            value,
          });
      }
      bidsPerRoom.push(bids);
    }
    // Placed in one tick, round-robin over the rooms, the bid on an unknown tender among them: they
    // all go into the turn's one flush.
    const roundRobin = bidsPerRoom[0].flatMap((_, turn) => bidsPerRoom.map((bids) => bids[turn]));
    const transactions = vi.spyOn(app.ctx, 'scriptedTransaction');
    const placements = roundRobin.map((bid) =>
      placeBid(app.ctx, bid).then(
        (receipt) => receipts.get(bid.tenderId)!.push(receipt),
        (error: AppError) => expect(error.statusCode).toBe(400),
      ),
    );
    const unknown = placeBid(app.ctx, {
      userId: rooms[0].owner.user.id,
      tenderId: randomUUID(),
      targetKind: 'item',
      targetId: rooms[0].itemIds[0],
      value: 50,
    }).catch((error: unknown) => error);
    await Promise.all(placements);
    unknownTender = await unknown;
    flushes = transactions.mock.calls.length;
    transactions.mockRestore();
  }, 120_000);
  afterAll(async () => app.dispose());

  it('takes the bids that arrived in one turn into one flush: one transaction for all rooms', () => {
    expect(flushes).toBe(1);
  });

  it('refuses a bid on an unknown tender without failing the others flushed with it', () => {
    expect(unknownTender).toBeInstanceOf(AppError);
    expect((unknownTender as AppError).statusCode).toBe(404);
    for (const room of rooms) expect(receipts.get(room.tenderId)!.length).toBeGreaterThan(0);
  });

  it('keeps every tender its own gapless chain, best bids and recomputed positions', async () => {
    for (const room of rooms) {
      await expectGaplessChain(app, room, receipts.get(room.tenderId)!);
      await expectItemBestBids(app, room);
      await expectRoomMatchesHistory(app, room);
    }
  });
});

describe('a flush whose write fails for one tender', () => {
  let app: TestApp;
  const outcomes = new Map<string, unknown>();
  let broken: Room;
  let healthy: Room[];

  beforeAll(async () => {
    app = await buildRoomApp();
    const rooms: Room[] = [];
    const bidders: { room: Room; userId: string }[] = [];
    for (let index = 0; index < 6; index += 1) {
      const room = await createRoom(app, { items: [{ unitPrice: 100, quantity: 1 }] });
      rooms.push(room);
      bidders.push({ room, userId: (await addSupplier(app, room)).user.id });
    }
    broken = rooms[4];
    healthy = rooms.filter((room) => room !== broken);
    // A stray log row where the broken tender's next bid belongs: its insert will fail.
    const [entry] = await app.ctx.db
      .select({ id: tenderSuppliers.id })
      .from(tenderSuppliers)
      .where(eq(tenderSuppliers.tenderId, broken.tenderId));
    await app.ctx.db.insert(tenderBids).values({
      tenderId: broken.tenderId,
      supplierId: entry.id,
      targetKind: 'item',
      targetId: broken.itemIds[0],
      value: 1,
      seq: 1,
      phase: 'live',
      createdAt: new Date(),
      prevHash: '',
      hash: 'stray',
    });
    // Placed in one turn, the six rooms' bids share one flush, which fails; each room is then
    // flushed alone.
    await Promise.all(
      bidders.map(({ room, userId }) =>
        placeBid(app.ctx, {
          userId,
          tenderId: room.tenderId,
          targetKind: 'item',
          targetId: room.itemIds[0],
          value: 90,
        }).then(
          (receipt) => outcomes.set(room.tenderId, receipt),
          (error: unknown) => outcomes.set(room.tenderId, error),
        ),
      ),
    );
  }, 120_000);
  afterAll(async () => app.dispose());

  it('fails only that tender’s bids and commits the others', async () => {
    expect(outcomes.get(broken.tenderId)).toBeInstanceOf(Error);
    for (const room of healthy) expect(outcomes.get(room.tenderId)).toMatchObject({ seq: 1 });
    const [tender] = await app.ctx.db
      .select({ bidSeq: tenders.bidSeq })
      .from(tenders)
      .where(eq(tenders.id, broken.tenderId));
    expect(tender.bidSeq).toBe(0);
  });
});
