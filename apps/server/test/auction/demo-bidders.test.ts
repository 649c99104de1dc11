import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { TenderStatus, bidStepFor } from '@tendermark/shared';
import { tenderBids, tenderSuppliers } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { createDemoBidders, DEMO_PRICE_FLOOR } from '../../src/modules/auction/demo-bidders.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import type { TestApp } from '../helper.ts';
import {
  addSupplier,
  buildRoomApp,
  createRoom,
  get,
  readTender,
  withFreshToken,
} from './factories.ts';

const SECOND = 1000;

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('demo bidders', () => {
  const clock = manualClock(new Date('2030-07-01T12:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await buildRoomApp({ clock });
  });
  afterAll(async () => app.dispose());

  const items = [
    { unitPrice: 4.6, quantity: 400 },
    { unitPrice: 89, quantity: 24 },
  ];
  const criteria = [{ name: 'Delivery time', weight: 0.2, minBid: 1, maxBid: 30 }];

  it('bid by themselves every 5–15 s through the engine, never below 60 % of the price', async () => {
    const room = await createRoom(app, {
      isDemo: true,
      items,
      criteria,
      startInMinutes: -1,
      durationMinutes: 15,
    });
    const demo = [];
    for (let index = 0; index < 3; index += 1)
      demo.push(await addSupplier(app, room, { isDemo: true }));
    const bot = createDemoBidders({ random: seeded(11) });

    expect(await bot.run(app.ctx)).toBe(0); // the first look only schedules a turn
    clock.advance(4 * SECOND);
    expect(await bot.run(app.ctx)).toBe(0); // not before 5 s
    let turns = 0;
    for (let round = 0; round < 40; round += 1) {
      clock.advance(15 * SECOND);
      turns += await bot.run(app.ctx);
    }
    expect(turns).toBe(40);

    const bids = await app.ctx.db
      .select()
      .from(tenderBids)
      .where(eq(tenderBids.tenderId, room.tenderId))
      .orderBy(asc(tenderBids.seq));
    expect(new Set(bids.map((bid) => bid.supplierId))).toEqual(
      new Set(demo.map((entry) => entry.entryId)),
    );
    // Each entry first completes its offer, then lowers one item per turn by 1–3 steps.
    const last = new Map<string, number>();
    for (const bid of bids) {
      const key = `${bid.supplierId}:${bid.targetId}`;
      const itemIndex = room.itemIds.indexOf(bid.targetId);
      if (itemIndex >= 0) {
        const { unitPrice } = items[itemIndex];
        const step = bidStepFor(unitPrice);
        expect(bid.value).toBeGreaterThanOrEqual(unitPrice * DEMO_PRICE_FLOOR);
        const previous = last.get(key);
        if (previous !== undefined) {
          const steps = Math.round((previous - bid.value) / step);
          expect(steps).toBeGreaterThanOrEqual(1);
          expect(steps).toBeLessThanOrEqual(3);
        }
      } else expect(bid.value).toBeGreaterThanOrEqual(1);
      last.set(key, bid.value);
    }
    const entries = await app.ctx.db
      .select({ position: tenderSuppliers.overallPosition })
      .from(tenderSuppliers)
      .where(eq(tenderSuppliers.tenderId, room.tenderId));
    expect(entries.map((entry) => entry.position).sort()).toEqual([1, 2, 3]);

    const owner = await withFreshToken(app, room.owner);
    const chain = (
      await get(app, owner, `/api/tender/VerifyBidChain?tenderId=${room.tenderId}`)
    ).json();
    expect(chain).toMatchObject({ valid: true, count: bids.length });
  });

  it('stop when the auction ends, and leave other tenders alone', async () => {
    const room = await createRoom(app, {
      isDemo: true,
      items,
      criteria,
      startInMinutes: -1,
      durationMinutes: 2,
    });
    const notDemo = await createRoom(app, {
      items,
      criteria,
      startInMinutes: -1,
      durationMinutes: 10,
    });
    await addSupplier(app, room, { isDemo: true });
    await addSupplier(app, notDemo, { isDemo: true });
    const bot = createDemoBidders({ random: seeded(5) });
    const countBids = async (tenderId: string) =>
      (await app.ctx.db.select().from(tenderBids).where(eq(tenderBids.tenderId, tenderId))).length;
    await bot.run(app.ctx);
    clock.advance(15 * SECOND);
    await bot.run(app.ctx);
    const placed = await countBids(room.tenderId);
    expect(placed).toBeGreaterThan(0);

    clock.advance(60 * SECOND);
    await runDueTransitions(app.ctx);
    expect((await readTender(app, room.tenderId)).status).toBe(TenderStatus.ENDED);
    for (let round = 0; round < 5; round += 1) {
      clock.advance(15 * SECOND);
      await bot.run(app.ctx);
    }
    expect(await countBids(room.tenderId)).toBe(placed);
    expect(await countBids(notDemo.tenderId)).toBe(0);
  });
});
