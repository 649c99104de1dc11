import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TLotState } from '@tendermark/shared';
import { tenderBids, tenderItems, tenderLots } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { closeDueLots } from '../../src/modules/lots/staggered-close.ts';
import type { TestApp } from '../helper.ts';
import {
  addSupplier,
  appsOnOneDatabase,
  bidItem,
  withFreshToken,
  type Room,
} from '../auction/factories.ts';
import { replayed, roomHistory } from '../auction/concurrency-fixtures.ts';
import { after, startedStaggeredRoom } from './staggered-fixtures.ts';

const SUPPLIERS = 24;
const BIDS_EACH = 12;
/** The clock moves this much after every this many replies, across the lot's end. */
const CLOCK_STEP_MS = 250;
const REPLIES_PER_STEP = 20;

type Reply = { supplier: number; value: number; status: number; error?: string; at: Date };

/** Each offer equals its supplier's last accepted bids, positions a recomputation of them. */
async function expectRoomMatchesHistory(app: TestApp, room: Room) {
  const { entries, bids, ranking } = await roomHistory(app, room);
  expect(bids.map((bid) => bid.seq)).toEqual(bids.map((_, index) => index + 1));
  for (const entry of entries)
    expect(entry.itemBids).toEqual(replayed(bids.filter((bid) => bid.supplierId === entry.id)));
  for (const entry of entries) expect(entry.overallPosition).toBe(ranking.positions.get(entry.id));
}

/**
 * Many suppliers bid on a lot in its final moments from two processes while both close due lots,
 * and the clock crosses the lot's end meanwhile (real PostgreSQL: the processes truly overlap).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('bids racing a staggered lot’s close', () => {
  const clock = manualClock(new Date('2031-05-01T09:00:00Z'));
  let cluster: Awaited<ReturnType<typeof appsOnOneDatabase>>;
  let room: Awaited<ReturnType<typeof startedStaggeredRoom>>;
  let suppliers: Awaited<ReturnType<typeof addSupplier>>[];
  const replies: Reply[] = [];
  const closes: TLotState[] = [];
  let closeAt: Date;

  beforeAll(async () => {
    cluster = await appsOnOneDatabase(2, clock, { runClock: false });
    const [app] = cluster.apps;
    for (const node of cluster.apps)
      node.ctx.events.on('lotUpdated', 'test records closes', ({ lot }) => {
        if (lot.state === 'closed') closes.push(lot);
      });
    room = await startedStaggeredRoom(app, {
      items: [
        { unitPrice: 1000, quantity: 1, bidStep: 0.01 },
        { unitPrice: 50, quantity: 2, bidStep: 1 },
      ],
      autoExtendMinutes: 0,
    });
    suppliers = [];
    for (let index = 0; index < SUPPLIERS; index += 1) {
      const supplier = await addSupplier(app, room);
      suppliers.push(supplier);
      // Complete offers, so every bid on the first lot moves positions.
      await bidItem(app, supplier, room.tenderId, room.itemIds[1], 49 - index);
    }
    closeAt = room.firstClose;
    clock.set(after(closeAt, 0, -2));
    suppliers = await Promise.all(suppliers.map((supplier) => withFreshToken(app, supplier)));

    let sinceStep = 0;
    const moveClock = async () => {
      sinceStep += 1;
      if (sinceStep < REPLIES_PER_STEP) return;
      sinceStep = 0;
      clock.advance(CLOCK_STEP_MS);
      await Promise.all(cluster.apps.map((node) => closeDueLots(node.ctx)));
    };
    // Prices distinct across suppliers and falling for each: the lowest accepted one is clear.
    const priceOf = (supplier: number, round: number) =>
      Math.round((999 - (round * SUPPLIERS + supplier) * 0.01) * 100) / 100;
    await Promise.all(
      suppliers.map(async (supplier, index) => {
        const via = cluster.apps[index % 2];
        for (let round = 0; round < BIDS_EACH; round += 1) {
          const value = priceOf(index, round);
          const reply = await bidItem(via, supplier, room.tenderId, room.itemIds[0], value);
          replies.push({
            supplier: index,
            value,
            status: reply.statusCode,
            error: reply.statusCode === 200 ? undefined : reply.json().error,
            at: clock.now(),
          });
          await moveClock();
        }
      }),
    );
    await Promise.all(cluster.apps.map((node) => closeDueLots(node.ctx)));
  }, 180_000);
  afterAll(async () => cluster.dispose());

  it('accepts every bid before the lot’s end and refuses every one after, both in numbers', async () => {
    const [app] = cluster.apps;
    const accepted = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((reply) => `${reply.status} ${reply.error}`))).toEqual(
      new Set(['409 lot_closed']),
    );
    for (const reply of refused) expect(reply.at.getTime()).toBeGreaterThanOrEqual(+closeAt);

    const logged = await app.ctx.db
      .select()
      .from(tenderBids)
      .where(eq(tenderBids.targetId, room.itemIds[0]));
    expect(logged).toHaveLength(accepted.length);
    for (const bid of logged) expect(bid.createdAt.getTime()).toBeLessThan(+closeAt);
  });

  it('closes the lot once, at its end, to the lowest accepted bid', async () => {
    const [app] = cluster.apps;
    const [lot] = await app.ctx.db
      .select()
      .from(tenderLots)
      .where(eq(tenderLots.itemId, room.itemIds[0]));
    const lowest = replies
      .filter((reply) => reply.status === 200)
      .reduce((best, reply) => (reply.value < best.value ? reply : best));
    expect(lot).toMatchObject({
      state: 'closed',
      endDate: closeAt,
      outcome: 'won',
      finalLevel: lowest.value,
      winnerSupplierId: suppliers[lowest.supplier].entryId,
    });
    expect(lot.closedAt!.getTime()).toBeGreaterThanOrEqual(+closeAt);
    expect(closes.map((closed) => closed.itemId)).toEqual([room.itemIds[0]]);
    const [item] = await app.ctx.db
      .select()
      .from(tenderItems)
      .where(eq(tenderItems.id, room.itemIds[0]));
    expect(item.bestBid).toBe(lowest.value);
  });

  it('keeps the chain gapless, each offer its last accepted bids and positions a recomputation', async () => {
    await expectRoomMatchesHistory(cluster.apps[0], room);
  });
});
