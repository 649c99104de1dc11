import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Messages, TenderStatus, type TLotState } from '@tendermark/shared';
import { tenderAuditLog, tenderLots } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { closeDueLots } from '../../src/modules/lots/staggered-close.ts';
import type { TestApp } from '../helper.ts';
import {
  addSupplier,
  appsOnOneDatabase,
  bidCriterion,
  bidItem,
  buildRoomApp,
  createRoom,
  readTender,
  setTender,
  withFreshToken,
} from '../auction/factories.ts';
import { after, readLots, startedStaggeredRoom, tick } from './staggered-fixtures.ts';

type Supplier = Awaited<ReturnType<typeof addSupplier>>;

/** The lotUpdated events an app dispatches, in order. */
type LotUpdate = { tenderId: string; lot: TLotState; overtimeMinutes?: number };
function recordLotUpdates(app: TestApp): LotUpdate[] {
  const seen: LotUpdate[] = [];
  app.ctx.events.on('lotUpdated', 'test records lots', (update) => {
    seen.push(update);
  });
  return seen;
}

describe('English lots with staggered close', () => {
  const clock = manualClock(new Date('2031-03-02T09:00:00Z'));
  let app: TestApp;
  let lotUpdates: LotUpdate[];
  const startedEnds = new Map<string, Date>();
  beforeAll(async () => {
    app = await buildRoomApp({ clock });
    lotUpdates = recordLotUpdates(app);
    app.ctx.events.on('auctionStarted', 'test records the start', ({ tender }) => {
      startedEnds.set(tender.id, tender.endDate);
    });
  });
  afterAll(async () => app.dispose());

  /** Each supplier with a token issued at the clock's now. */
  const fresh = (suppliers: Supplier[]) =>
    Promise.all(suppliers.map((supplier) => withFreshToken(app, supplier)));

  it('writes a lot per item at the start, 5 minutes apart, and moves the tender’s end to the last', async () => {
    const room = await startedStaggeredRoom(app);
    const lots = await readLots(app, room.tenderId);
    expect(lots.map((lot) => [lot.itemId, lot.state, lot.endDate?.toISOString()])).toEqual(
      [0, 1, 2].map((index) => [
        room.itemIds[index],
        'open',
        after(room.firstClose, 5 * index).toISOString(),
      ]),
    );
    const tender = await readTender(app, room.tenderId);
    expect(tender.status).toBe(TenderStatus.SUBMITTED);
    expect(tender.endDate).toEqual(after(room.firstClose, 10));
    expect(tender.prolongedMinutes).toBe(0);
    // The start's push (updateTenderStatus) and notices carry the moved end, not the first lot's.
    expect(startedEnds.get(room.tenderId)).toEqual(after(room.firstClose, 10));
    const started = lotUpdates.filter((update) => update.tenderId === room.tenderId);
    expect(started.map((update) => update.lot.endDate)).toEqual(
      lots.map((lot) => lot.endDate!.toISOString()),
    );
  });

  it('closes the lots one after another at their times, each with its lowest bid and its holder', async () => {
    clock.set(new Date('2031-03-03T09:00:00Z'));
    const room = await startedStaggeredRoom(app);
    const [alice, bob] = [await addSupplier(app, room), await addSupplier(app, room)];
    const [first, second, third] = room.itemIds;
    for (const [supplier, itemId, value] of [
      [alice, first, 95],
      [bob, first, 93],
      [alice, second, 45],
      [bob, second, 45],
    ] as const)
      expect((await bidItem(app, supplier, room.tenderId, itemId, value)).statusCode).toBe(200);

    clock.set(after(room.firstClose, 0, -1));
    await tick(app);
    expect((await readLots(app, room.tenderId)).map((lot) => lot.state)).toEqual([
      'open',
      'open',
      'open',
    ]);

    clock.set(room.firstClose);
    await tick(app);
    let lots = await readLots(app, room.tenderId);
    expect(lots.map((lot) => lot.state)).toEqual(['closed', 'open', 'open']);
    expect(lots[0]).toMatchObject({
      outcome: 'won',
      finalLevel: 93,
      winnerSupplierId: bob.entryId,
      closedAt: room.firstClose,
    });
    expect((await readTender(app, room.tenderId)).status).toBe(TenderStatus.SUBMITTED);

    clock.set(after(room.firstClose, 5));
    await tick(app);
    lots = await readLots(app, room.tenderId);
    expect(lots.map((lot) => lot.state)).toEqual(['closed', 'closed', 'open']);
    // Equal prices: the earlier bid holds the lot under the default tie rule.
    expect(lots[1]).toMatchObject({
      outcome: 'won',
      finalLevel: 45,
      winnerSupplierId: alice.entryId,
    });

    clock.set(after(room.firstClose, 10));
    await tick(app);
    lots = await readLots(app, room.tenderId);
    expect(lots.map((lot) => lot.state)).toEqual(['closed', 'closed', 'closed']);
    expect(lots[2]).toMatchObject({
      outcome: 'noAcceptance',
      finalLevel: null,
      winnerSupplierId: null,
    });
    expect((await readTender(app, room.tenderId)).status).toBe(TenderStatus.ENDED);

    const closes = lotUpdates.filter(
      (update) => update.tenderId === room.tenderId && update.lot.state === 'closed',
    );
    expect(closes.map((update) => [update.lot.itemId, update.lot.outcome])).toEqual([
      [first, 'won'],
      [second, 'won'],
      [third, 'noAcceptance'],
    ]);
  });

  it('records a tie when equal best prices share the rank under a sharing tie rule', async () => {
    clock.set(new Date('2031-03-04T09:00:00Z'));
    const room = await startedStaggeredRoom(app, { tieRule: 'shareBetter' });
    const [alice, bob] = [await addSupplier(app, room), await addSupplier(app, room)];
    await bidItem(app, bob, room.tenderId, room.itemIds[0], 90);
    await bidItem(app, alice, room.tenderId, room.itemIds[0], 90);
    clock.set(room.firstClose);
    await tick(app);
    const [lot] = await readLots(app, room.tenderId);
    expect(lot).toMatchObject({ outcome: 'tied', finalLevel: 90, winnerSupplierId: bob.entryId });
  });

  it('refuses a bid on a closed lot while the later lots and the criteria take bids', async () => {
    clock.set(new Date('2031-03-05T09:00:00Z'));
    const room = await startedStaggeredRoom(app);
    let alice = await addSupplier(app, room);
    await bidItem(app, alice, room.tenderId, room.itemIds[0], 95);

    // At the lot's end, before any tick closed it: refused by its end alone.
    clock.set(room.firstClose);
    alice = await withFreshToken(app, alice);
    const atEnd = await bidItem(app, alice, room.tenderId, room.itemIds[0], 90);
    expect(atEnd.statusCode).toBe(409);
    expect(atEnd.json()).toMatchObject({ error: 'lot_closed', message: Messages.lotClosed });

    await tick(app);
    const closed = await bidItem(app, alice, room.tenderId, room.itemIds[0], 90);
    expect(closed.json()).toMatchObject({ error: 'lot_closed' });
    expect((await bidItem(app, alice, room.tenderId, room.itemIds[1], 45)).statusCode).toBe(200);
    expect((await bidItem(app, alice, room.tenderId, room.itemIds[2], 19)).statusCode).toBe(200);

    // The last lot closes with the tender: nothing is taken after it.
    clock.set(after(room.firstClose, 10));
    alice = await withFreshToken(app, alice);
    expect((await bidItem(app, alice, room.tenderId, room.itemIds[2], 18)).statusCode).toBe(409);
  });

  it('takes criterion bids until the last lot closes', async () => {
    clock.set(new Date('2031-03-06T09:00:00Z'));
    const withCriterion = await createRoom(app, {
      status: TenderStatus.RFP_ENDED,
      proposalEndInMinutes: -5,
      startInMinutes: 0,
      durationMinutes: 30,
      formatRules: { lotCloseMinutes: 5 },
      items: [
        { unitPrice: 100, quantity: 10, bidStep: 1 },
        { unitPrice: 50, quantity: 20, bidStep: 1 },
      ],
      criteria: [{ name: 'Warranty', weight: 0.2, winningThreshold: 1, minBid: 0, maxBid: 60 }],
    });
    await tick(app);
    let alice = await addSupplier(app, withCriterion);
    const firstClose = after(clock.now(), 30);
    clock.set(after(firstClose, 3));
    alice = await withFreshToken(app, alice);
    await tick(app);
    const [firstLot, lastLot] = await readLots(app, withCriterion.tenderId);
    expect([firstLot.state, lastLot.state]).toEqual(['closed', 'open']);
    const warranty = withCriterion.criterionIds[0];
    expect((await bidCriterion(app, alice, withCriterion.tenderId, warranty, 12)).statusCode).toBe(
      200,
    );
    clock.set(after(firstClose, 5));
    alice = await withFreshToken(app, alice);
    const late = await bidCriterion(app, alice, withCriterion.tenderId, warranty, 24);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'bidding_closed' });
  });

  it('gives each lot its own overtime: a lead taken in its final minutes moves that lot only', async () => {
    clock.set(new Date('2031-03-07T09:00:00Z'));
    const room = await startedStaggeredRoom(app);
    let [alice, bob] = [await addSupplier(app, room), await addSupplier(app, room)];
    const [, second, third] = room.itemIds;
    const secondClose = after(room.firstClose, 5);
    await bidItem(app, alice, room.tenderId, second, 45);

    // 30 s before the second lot's end, Bob takes its best bid: at least 2 minutes remain now.
    clock.set(after(secondClose, 0, -30));
    [alice, bob] = await fresh([alice, bob]);
    expect((await bidItem(app, bob, room.tenderId, second, 44)).statusCode).toBe(200);
    let lots = await readLots(app, room.tenderId);
    expect(lots.map((lot) => [lot.endDate, lot.prolongedMinutes])).toEqual([
      [room.firstClose, 0],
      [after(secondClose, 2), 2],
      [after(room.firstClose, 10), 0],
    ]);
    // The last lot still closes last: the tender's end did not move.
    let tender = await readTender(app, room.tenderId);
    expect(tender.endDate).toEqual(after(room.firstClose, 10));
    expect(tender.prolongedMinutes).toBe(0);
    const moved = lotUpdates.filter(
      (update) => update.tenderId === room.tenderId && update.lot.prolongedMinutes > 0,
    );
    expect(
      moved.map((update) => [update.lot.itemId, update.lot.endDate, update.overtimeMinutes]),
    ).toEqual([[second, after(secondClose, 2).toISOString(), 2]]);
    const audit = await app.ctx.db
      .select()
      .from(tenderAuditLog)
      .where(
        and(eq(tenderAuditLog.tenderId, room.tenderId), eq(tenderAuditLog.action, 'prolonged')),
      );
    expect(audit.map((entry) => entry.changes)).toEqual([
      {
        itemId: second,
        endDate: { from: secondClose.toISOString(), to: after(secondClose, 2).toISOString() },
        minutes: 2,
        cause: 'overtime',
      },
    ]);

    // Bob lowering his own best bid takes nobody's lead: no overtime.
    clock.set(after(secondClose, 1, 30));
    [alice, bob] = await fresh([alice, bob]);
    expect((await bidItem(app, bob, room.tenderId, second, 43)).statusCode).toBe(200);
    expect((await readLots(app, room.tenderId))[1].endDate).toEqual(after(secondClose, 2));

    // The lot closes at its extended end: a bid after it is refused, the lot goes to Bob.
    clock.set(after(secondClose, 2));
    [alice, bob] = await fresh([alice, bob]);
    await tick(app);
    const refused = await bidItem(app, alice, room.tenderId, second, 40);
    expect(refused.json()).toMatchObject({ error: 'lot_closed' });
    lots = await readLots(app, room.tenderId);
    expect(lots[1]).toMatchObject({
      state: 'closed',
      finalLevel: 43,
      winnerSupplierId: bob.entryId,
    });

    // Overtime on the last lot moves the tender's end with it; the tender ends after that lot.
    const lastClose = after(room.firstClose, 10);
    await bidItem(app, alice, room.tenderId, third, 19);
    clock.set(after(lastClose, 0, -20));
    [alice, bob] = await fresh([alice, bob]);
    expect((await bidItem(app, bob, room.tenderId, third, 18)).statusCode).toBe(200);
    tender = await readTender(app, room.tenderId);
    expect(tender.endDate).toEqual(after(lastClose, 2));
    expect(tender.prolongedMinutes).toBe(2);
    clock.set(lastClose);
    await tick(app);
    expect((await readTender(app, room.tenderId)).status).toBe(TenderStatus.SUBMITTED);
    expect((await readLots(app, room.tenderId))[2].state).toBe('open');
    clock.set(after(lastClose, 2));
    await tick(app);
    expect((await readTender(app, room.tenderId)).status).toBe(TenderStatus.ENDED);
    expect((await readLots(app, room.tenderId))[2]).toMatchObject({
      state: 'closed',
      finalLevel: 18,
      winnerSupplierId: bob.entryId,
    });
  });

  it('moves the tender’s end when a lot’s overtime takes it past the last lot', async () => {
    clock.set(new Date('2031-03-08T09:00:00Z'));
    const room = await startedStaggeredRoom(app, {
      items: [
        { unitPrice: 100, quantity: 10, bidStep: 1 },
        { unitPrice: 50, quantity: 20, bidStep: 1 },
      ],
      rules: { lotCloseMinutes: 1 },
      autoExtendMinutes: 3,
    });
    let [alice, bob] = [await addSupplier(app, room), await addSupplier(app, room)];
    const first = room.itemIds[0];
    await bidItem(app, alice, room.tenderId, first, 95);
    // 10 s before the first lot's end: 3 minutes remain for it, two past the second lot's end.
    clock.set(after(room.firstClose, 0, -10));
    [alice, bob] = await fresh([alice, bob]);
    expect((await bidItem(app, bob, room.tenderId, first, 94)).statusCode).toBe(200);
    const lots = await readLots(app, room.tenderId);
    expect(lots.map((lot) => lot.endDate)).toEqual([
      after(room.firstClose, 3),
      after(room.firstClose, 1),
    ]);
    const tender = await readTender(app, room.tenderId);
    expect(tender.endDate).toEqual(after(room.firstClose, 3));
    expect(tender.prolongedMinutes).toBe(2);
  });

  it('leaves a frozen tender’s lots open until it is unfrozen, then catches up', async () => {
    clock.set(new Date('2031-03-10T09:00:00Z'));
    const room = await startedStaggeredRoom(app);
    await setTender(app, room.tenderId, { status: TenderStatus.FREEZE });
    clock.set(after(room.firstClose, 1));
    await closeDueLots(app.ctx);
    const states = async () => (await readLots(app, room.tenderId)).map((lot) => lot.state);
    expect(await states()).toEqual(['open', 'open', 'open']);
    await setTender(app, room.tenderId, { status: TenderStatus.SUBMITTED });
    await closeDueLots(app.ctx);
    expect(await states()).toEqual(['closed', 'open', 'open']);
  });

  it('moves every open lot with the owner’s prolongation', async () => {
    clock.set(new Date('2031-03-09T09:00:00Z'));
    const room = await startedStaggeredRoom(app);
    clock.set(after(room.firstClose, 1));
    await tick(app);
    const owner = await withFreshToken(app, room.owner);
    const reply = await app.inject({
      method: 'PUT',
      url: `/api/tender/ProlongTender?tenderId=${room.tenderId}&length=10`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const lots = await readLots(app, room.tenderId);
    expect(lots.map((lot) => [lot.state, lot.endDate, lot.prolongedMinutes])).toEqual([
      ['closed', room.firstClose, 0],
      ['open', after(room.firstClose, 15), 10],
      ['open', after(room.firstClose, 20), 10],
    ]);
    expect((await readTender(app, room.tenderId)).endDate).toEqual(after(room.firstClose, 20));
  });
});

describe('staggered lots closed by two processes at once', () => {
  const clock = manualClock(new Date('2031-04-01T09:00:00Z'));
  let cluster: Awaited<ReturnType<typeof appsOnOneDatabase>>;
  beforeAll(async () => {
    cluster = await appsOnOneDatabase(2, clock, { runClock: false });
  });
  afterAll(async () => cluster.dispose());

  it('closes each lot once, whichever process gets there first', async () => {
    const [first, second] = cluster.apps;
    const seen = cluster.apps.map(recordLotUpdates);
    const room = await startedStaggeredRoom(first);
    const alice = await addSupplier(first, room);
    await bidItem(second, alice, room.tenderId, room.itemIds[0], 90);

    clock.set(after(room.firstClose, 5));
    const closed = await Promise.all([closeDueLots(first.ctx), closeDueLots(second.ctx)]);
    expect(closed[0] + closed[1]).toBe(2);
    const closes = seen.flat().filter((update) => update.lot.state === 'closed');
    expect(closes.map((update) => update.lot.itemId).sort()).toEqual(
      room.itemIds.slice(0, 2).sort(),
    );
    const rows = await first.ctx.db
      .select()
      .from(tenderLots)
      .where(eq(tenderLots.tenderId, room.tenderId));
    expect(rows.filter((lot) => lot.state === 'closed')).toHaveLength(2);
    expect(rows.find((lot) => lot.itemId === room.itemIds[0])).toMatchObject({
      outcome: 'won',
      finalLevel: 90,
      winnerSupplierId: alice.entryId,
    });
    expect(await closeDueLots(second.ctx)).toBe(0);
  });
});
