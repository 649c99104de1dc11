import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  DEFAULT_FORMAT_RULES,
  TenderStatus,
  dutchStart,
  japaneseFloor,
  type AuctionFormat,
  type TFormatRules,
} from '@tendermark/shared';
import { sealedOffers, tenderBids, tenderSuppliers } from '../../src/db/schema/index.ts';
import { runDueFormatSteps } from '../../src/jobs/format-steps.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { createDemoBidders, type DemoBidders } from '../../src/modules/auction/demo-bidders.ts';
import type { TestApp } from '../helper.ts';
import { after, readLots, startedStaggeredRoom } from '../lots/staggered-fixtures.ts';
import {
  addSupplier,
  buildRoomApp,
  createRoom,
  get,
  readTender,
  withFreshToken,
  type Room,
} from './factories.ts';

const SECOND = 1000;
/**
 * The tick loops below run the clock's work a few hundred times against PGlite on a fake clock:
 * no waiting, but 12–16 s of work each at a load of 13 on a 2-core machine, and past 30 s once.
 */
const TICK_LOOP_BUDGET = 90_000;

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const items = [
  { unitPrice: 100, quantity: 10, bidStep: 5 },
  { unitPrice: 40, quantity: 25, bidStep: 2 },
];

/** The clock loop's work, by hand: the transitions, the formats' steps, then the demo bidders. */
async function tickFor(app: TestApp, bot: DemoBidders, clock: ReturnType<typeof manualClock>) {
  return async (stepMs: number) => {
    clock.advance(stepMs);
    await runDueTransitions(app.ctx);
    await runDueFormatSteps(app.ctx);
    return bot.run(app.ctx);
  };
}

/** The tender's chain entries, in order. */
const chainOf = (app: TestApp, tenderId: string) =>
  app.ctx.db
    .select()
    .from(tenderBids)
    .where(eq(tenderBids.tenderId, tenderId))
    .orderBy(asc(tenderBids.seq));

async function expectValidChain(app: TestApp, room: Room, count: number) {
  const owner = await withFreshToken(app, room.owner);
  const chain = (
    await get(app, owner, `/api/tender/VerifyBidChain?tenderId=${room.tenderId}`)
  ).json();
  expect(chain).toMatchObject({ valid: true, count });
}

describe('demo bidders in every format (issue 30)', () => {
  const clock = manualClock(new Date('2031-06-01T12:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await buildRoomApp({ clock });
  });
  afterAll(async () => app.dispose());

  /** A demo tender of the format whose auction starts now, with three demo entries. */
  async function demoClockRoom(format: AuctionFormat, rules: Partial<TFormatRules>) {
    const room = await createRoom(app, {
      status: TenderStatus.RFP_ENDED,
      proposalEndInMinutes: -5,
      startInMinutes: 0,
      durationMinutes: 30,
      auctionFormat: format,
      formatRules: rules,
      isDemo: true,
      items,
    });
    const demo = [];
    for (let index = 0; index < 3; index += 1)
      demo.push(await addSupplier(app, room, { isDemo: true }));
    const { started } = await runDueTransitions(app.ctx);
    expect(started).toContain(room.tenderId);
    return { room, demo };
  }

  it(
    'Japanese: each demo member accepts the levels down to its reservation, then drops out',
    async () => {
      clock.set(new Date('2031-06-01T12:00:00Z'));
      const rules = { ...DEFAULT_FORMAT_RULES, roundSeconds: 10, floorPercent: 50 };
      const { room, demo } = await demoClockRoom('japanese', rules);
      const tick = await tickFor(app, createDemoBidders({ random: seeded(3) }), clock);
      for (let step = 0; step < 120; step += 1) {
        await tick(2 * SECOND);
        const lots = await readLots(app, room.tenderId);
        if (lots.every((lot) => lot.state === 'closed')) break;
      }
      const lots = await readLots(app, room.tenderId);
      expect(lots.map((lot) => lot.state)).toEqual(['closed', 'closed']);
      const entryIds = new Set(demo.map((entry) => entry.entryId));
      const chain = await chainOf(app, room.tenderId);
      for (const [index, lot] of lots.entries()) {
        const item = items[index];
        const floor = japaneseFloor(item, rules);
        expect(['won', 'tied']).toContain(lot.outcome);
        expect(entryIds.has(lot.winnerSupplierId!)).toBe(true);
        expect(lot.finalLevel!).toBeGreaterThanOrEqual(floor);
        const entries = chain.filter((entry) => entry.targetId === lot.itemId);
        // Everyone took the first level (at the expected price, above every reservation).
        const firstRound = entries.filter(
          (entry) => entry.action === 'accept' && entry.value === item.unitPrice,
        );
        expect(new Set(firstRound.map((entry) => entry.supplierId))).toEqual(entryIds);
        // Nobody left above the highest reservation a bidder can draw.
        const highestReservation = floor + 0.85 * (item.unitPrice - floor);
        for (const drop of entries.filter((entry) => entry.action === 'drop'))
          expect(drop.value).toBeLessThan(highestReservation);
      }
      // Some left before the end: the lots were not simply run down to their floors.
      expect(chain.some((entry) => entry.action === 'drop')).toBe(true);
      await expectValidChain(app, room, chain.length);
    },
    TICK_LOOP_BUDGET,
  );

  it('Dutch: a demo entry accepts once the offer reaches its reservation, one per lot', async () => {
    clock.set(new Date('2031-06-02T12:00:00Z'));
    const rules = { ...DEFAULT_FORMAT_RULES, roundSeconds: 10, startPercent: 50 };
    const { room, demo } = await demoClockRoom('dutch', rules);
    const tick = await tickFor(app, createDemoBidders({ random: seeded(8) }), clock);
    for (let step = 0; step < 150; step += 1) {
      await tick(2 * SECOND);
      const lots = await readLots(app, room.tenderId);
      if (lots.every((lot) => lot.state === 'closed')) break;
    }
    const lots = await readLots(app, room.tenderId);
    const entryIds = new Set(demo.map((entry) => entry.entryId));
    const chain = await chainOf(app, room.tenderId);
    for (const [index, lot] of lots.entries()) {
      const start = dutchStart(items[index], rules);
      const lowestReservation = start + 0.15 * (items[index].unitPrice - start);
      expect(lot).toMatchObject({ state: 'closed', outcome: 'won' });
      expect(entryIds.has(lot.winnerSupplierId!)).toBe(true);
      expect(lot.finalLevel!).toBeGreaterThanOrEqual(lowestReservation);
      expect(lot.finalLevel!).toBeLessThanOrEqual(items[index].unitPrice);
      const accepts = chain.filter(
        (entry) => entry.targetId === lot.itemId && entry.action === 'accept',
      );
      expect(accepts.map((entry) => [entry.supplierId, entry.value])).toEqual([
        [lot.winnerSupplierId, lot.finalLevel],
      ]);
    }
    await expectValidChain(app, room, chain.length);
  });

  it('sealed: each demo entry sends one sealed offer before the deadline, opened with the others', async () => {
    clock.set(new Date('2031-06-03T12:00:00Z'));
    const room = await createRoom(app, {
      status: TenderStatus.SCHEDULED,
      proposalEndInMinutes: 1,
      startInMinutes: 10,
      auctionFormat: 'sealed',
      isDemo: true,
      items,
      criteria: [{ name: 'Delivery days', weight: 0.2, minBid: 1, maxBid: 30 }],
    });
    const demo = [];
    for (let index = 0; index < 3; index += 1)
      demo.push(await addSupplier(app, room, { isDemo: true }));
    const deadline = (await readTender(app, room.tenderId)).proposalEndDate;
    const tick = await tickFor(app, createDemoBidders({ random: seeded(21) }), clock);
    while (clock.now() < after(deadline, 0, -1)) await tick(SECOND);

    const offers = await app.ctx.db
      .select()
      .from(sealedOffers)
      .where(eq(sealedOffers.tenderId, room.tenderId));
    expect(offers.map((offer) => offer.supplierId).sort()).toEqual(
      demo.map((entry) => entry.entryId).sort(),
    );
    for (const offer of offers) expect(offer.submittedAt.getTime()).toBeLessThan(+deadline);

    await tick(2 * SECOND);
    expect((await readTender(app, room.tenderId)).sealedOpenedAt).not.toBeNull();
    const entries = await app.ctx.db
      .select()
      .from(tenderSuppliers)
      .where(eq(tenderSuppliers.tenderId, room.tenderId));
    for (const entry of entries) {
      expect(Object.keys(entry.itemBids).sort()).toEqual([...room.itemIds].sort());
      expect(Object.keys(entry.criterionBids)).toEqual(room.criterionIds);
    }
  });

  it(
    'staggered English: the demo entries contest every lot while it is open, none after',
    async () => {
      clock.set(new Date('2031-06-04T12:00:00Z'));
      const room = await startedStaggeredRoom(app, {
        isDemo: true,
        durationMinutes: 2,
        rules: { lotCloseMinutes: 1 },
        autoExtendMinutes: 1,
      });
      for (let index = 0; index < 3; index += 1) await addSupplier(app, room, { isDemo: true });
      const tick = await tickFor(app, createDemoBidders({ random: seeded(4) }), clock);
      for (let step = 0; step < 200; step += 1) {
        await tick(5 * SECOND);
        if ((await readTender(app, room.tenderId)).status === TenderStatus.ENDED) break;
      }
      expect((await readTender(app, room.tenderId)).status).toBe(TenderStatus.ENDED);
      const lots = await readLots(app, room.tenderId);
      const chain = await chainOf(app, room.tenderId);
      for (const lot of lots) {
        expect(lot).toMatchObject({ state: 'closed', outcome: 'won' });
        const bids = chain.filter((entry) => entry.targetId === lot.itemId);
        expect(new Set(bids.map((bid) => bid.supplierId)).size).toBeGreaterThan(1);
        for (const bid of bids)
          expect(bid.createdAt.getTime()).toBeLessThan(lot.endDate!.getTime());
        const [lowest] = await app.ctx.db
          .select({ value: tenderBids.value })
          .from(tenderBids)
          .where(and(eq(tenderBids.tenderId, room.tenderId), eq(tenderBids.targetId, lot.itemId)))
          .orderBy(asc(tenderBids.value))
          .limit(1);
        expect(lot.finalLevel).toBe(lowest.value);
      }
      await expectValidChain(app, room, chain.length);
    },
    TICK_LOOP_BUDGET,
  );
});
