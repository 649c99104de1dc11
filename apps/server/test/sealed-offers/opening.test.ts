import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { Messages, SupplierStatus, TenderStatus, type TTender } from '@tendermark/shared';
import {
  notifications,
  savings,
  sealedOffers,
  tenderBids,
  tenderSuppliers,
} from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { verifyBidChain } from '../../src/modules/auction/bid-chain.ts';
import { openDueSealedOffers } from '../../src/modules/sealed-offers/opening.ts';
import { build, type TestApp } from '../helper.ts';
import { addSupplier, get, readTender, withFreshToken } from '../auction/factories.ts';
import { SECRET, clockTick, createSealedRoom, sealedOffer } from './helpers.ts';

const MINUTE = 60_000;

async function chainOf(app: TestApp, tenderId: string) {
  return app.ctx.db
    .select()
    .from(tenderBids)
    .where(eq(tenderBids.tenderId, tenderId))
    .orderBy(asc(tenderBids.seq));
}

async function entryOf(app: TestApp, entryId: string) {
  const [entry] = await app.ctx.db
    .select()
    .from(tenderSuppliers)
    .where(eq(tenderSuppliers.id, entryId));
  return entry;
}

async function validChain(app: TestApp, tenderId: string) {
  const tender = await readTender(app, tenderId);
  return verifyBidChain(app.ctx.db, tenderId, { seq: tender.bidSeq, hash: tender.bidHash });
}

describe('opening the sealed offers at the deadline', () => {
  const clock = manualClock(new Date('2031-04-01T09:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ clock, config: { sealedOfferSecret: SECRET } });
  });
  afterAll(() => app.dispose());

  it('opens every offer together on the clock tick at the deadline, ranks them and ends the tender', async () => {
    const room = await createSealedRoom(app, { proposalEndInMinutes: 10 });
    const cheap = await addSupplier(app, room);
    const dear = await addSupplier(app, room);
    const silent = await addSupplier(app, room);
    await sealedOffer(app, cheap, room, { items: [87.65, 43.21], criteria: [9] });
    await sealedOffer(app, dear, room, { items: [91.23, 45.67], criteria: [8] });

    clock.advance(9 * MINUTE);
    await clockTick(app);
    expect((await readTender(app, room.tenderId)).sealedOpenedAt).toBeNull();
    expect((await entryOf(app, cheap.entryId)).itemBids).toEqual({});

    clock.advance(MINUTE);
    const openedAt = clock.now();
    await clockTick(app);
    const tender = await readTender(app, room.tenderId);
    expect(tender).toMatchObject({
      status: TenderStatus.ENDED,
      sealedOpenedAt: openedAt,
      endedAt: openedAt,
      startDate: tender.proposalEndDate,
      endDate: tender.proposalEndDate,
      winnerSupplierId: cheap.entryId,
    });
    expect(await entryOf(app, cheap.entryId)).toMatchObject({
      itemBids: { [room.itemIds[0]]: 87.65, [room.itemIds[1]]: 43.21 },
      criterionBids: { [room.criterionIds[0]]: 9 },
      overallPosition: 1,
      total: 1006.13,
      reachedSeq: 1,
    });
    expect(await entryOf(app, dear.entryId)).toMatchObject({
      overallPosition: 2,
      total: 1049.31,
      reachedSeq: 2,
    });
    expect(await entryOf(app, silent.entryId)).toMatchObject({
      itemBids: {},
      overallPosition: 9999,
    });

    const owner = await withFreshToken(app, room.owner);
    const view = (
      await get(app, owner, `/api/tender/GetTender?id=${room.tenderId}`)
    ).json() as TTender;
    const cheapView = view.suppliers.find((entry) => entry.user.userName === cheap.user.userName);
    expect(cheapView?.itemsBids).toEqual(
      expect.arrayContaining([{ id: room.itemIds[0], value: 87.65 }]),
    );

    const saved = await app.ctx.db
      .select()
      .from(savings)
      .where(eq(savings.tenderId, room.tenderId));
    expect(saved.map((record) => record.amount)).toEqual([1150 - 1006.13, 1150 - 1006.13]);
    const ownerNotices = await app.ctx.db
      .select({ title: notifications.title, text: notifications.text })
      .from(notifications)
      .where(eq(notifications.userId, room.owner.user.id));
    expect(ownerNotices).toContainEqual({
      title: Messages.auctionEndedTitle,
      text: expect.stringContaining(cheap.user.userName),
    });

    const count = await get(app, owner, `/api/tender/GetSealedOffers?tenderId=${room.tenderId}`);
    expect(count.json()).toMatchObject({
      count: 2,
      openedAt: openedAt.toISOString(),
      openedBy: null,
    });
    const receipt = await get(
      app,
      await withFreshToken(app, cheap),
      `/api/tendersupplier/GetSealedOfferStatus?tenderId=${room.tenderId}`,
    );
    expect(receipt.json()).toMatchObject({ submitted: true, openedAt: openedAt.toISOString() });
  });

  it("chains a 'sealed' entry per submission and an 'open' entry per value, and the chain verifies", async () => {
    const room = await createSealedRoom(app, { proposalEndInMinutes: 5 });
    const first = await addSupplier(app, room);
    const second = await addSupplier(app, room);
    await sealedOffer(app, first, room, { items: [90, 40], criteria: [5] });
    await sealedOffer(app, second, room, { items: [95, 41], criteria: [6] });
    await sealedOffer(app, first, room, { items: [89, 39], criteria: [7] });
    clock.advance(5 * MINUTE);
    await clockTick(app);

    const chain = await chainOf(app, room.tenderId);
    expect(chain.map((row) => row.action)).toEqual([
      'sealed',
      'sealed',
      'sealed',
      ...Array(6).fill('open'),
    ]);
    const stored = await app.ctx.db
      .select()
      .from(sealedOffers)
      .where(eq(sealedOffers.tenderId, room.tenderId));
    const opened = chain.filter((row) => row.action === 'open');
    // Offers open in the order of their latest submission: the second supplier's, then the first's.
    expect(opened.map((row) => [row.supplierId, row.value])).toEqual([
      [second.entryId, 95],
      [second.entryId, 41],
      [second.entryId, 6],
      [first.entryId, 89],
      [first.entryId, 39],
      [first.entryId, 7],
    ]);
    expect(stored.every((offer) => offer.openedAt !== null)).toBe(true);
    expect(await validChain(app, room.tenderId)).toMatchObject({ valid: true, count: 9 });

    const log = await get(
      app,
      await withFreshToken(app, room.owner),
      `/api/tender/GetTenderAuditLog?tenderId=${room.tenderId}`,
    );
    expect(log.json()[0]).toEqual({
      at: clock.now().toISOString(),
      userName: null,
      action: 'offers-opened',
      changes: {
        openedAt: clock.now().toISOString(),
        deadline: (await readTender(app, room.tenderId)).proposalEndDate.toISOString(),
        openedBy: 'the system clock at the deadline',
        count: 2,
      },
    });
  });

  it('opens a tender once however often the clock runs, and a tender with no offers ends without a winner', async () => {
    const room = await createSealedRoom(app, { proposalEndInMinutes: 5 });
    await addSupplier(app, room);
    clock.advance(5 * MINUTE);
    await clockTick(app);
    await clockTick(app);
    expect(await openDueSealedOffers(app.ctx)).toEqual([]);
    const tender = await readTender(app, room.tenderId);
    expect(tender).toMatchObject({ status: TenderStatus.ENDED, winnerSupplierId: null, bidSeq: 0 });
    const log = await get(
      app,
      await withFreshToken(app, room.owner),
      `/api/tender/GetTenderAuditLog?tenderId=${room.tenderId}`,
    );
    expect(
      log.json().filter((entry: { action: string }) => entry.action === 'offers-opened'),
    ).toHaveLength(1);
  });

  it('opens a tender whose deadline passed while the clock had not moved it (status still SCHEDULED)', async () => {
    const room = await createSealedRoom(app, { proposalEndInMinutes: 5 });
    const supplier = await addSupplier(app, room);
    await sealedOffer(app, supplier, room, { items: [90, 40], criteria: [5] });
    clock.advance(5 * MINUTE);
    expect(await openDueSealedOffers(app.ctx)).toContain(room.tenderId);
    expect(await readTender(app, room.tenderId)).toMatchObject({
      status: TenderStatus.ENDED,
      winnerSupplierId: supplier.entryId,
    });
  });

  it('leaves out, logs and reports an offer that does not decrypt or was put back, and opens the rest', async () => {
    const room = await createSealedRoom(app, { proposalEndInMinutes: 5 });
    const honest = await addSupplier(app, room);
    const tampered = await addSupplier(app, room);
    const replayed = await addSupplier(app, room);
    await sealedOffer(app, honest, room, { items: [95, 45], criteria: [5] });
    await sealedOffer(app, tampered, room, { items: [80, 30], criteria: [9] });
    await sealedOffer(app, replayed, room, { items: [99, 49], criteria: [1] });
    const [older] = await app.ctx.db
      .select({ sealed: sealedOffers.sealed })
      .from(sealedOffers)
      .where(eq(sealedOffers.supplierId, replayed.entryId));
    await sealedOffer(app, replayed, room, { items: [98, 48], criteria: [2] });

    const [stored] = await app.ctx.db
      .select({ sealed: sealedOffers.sealed })
      .from(sealedOffers)
      .where(eq(sealedOffers.supplierId, tampered.entryId));
    const bytes = Buffer.from(stored.sealed, 'base64');
    bytes[20] ^= 0x01;
    await app.ctx.db
      .update(sealedOffers)
      .set({ sealed: bytes.toString('base64') })
      .where(eq(sealedOffers.supplierId, tampered.entryId));
    await app.ctx.db
      .update(sealedOffers)
      .set({ sealed: older.sealed })
      .where(eq(sealedOffers.supplierId, replayed.entryId));

    clock.advance(5 * MINUTE);
    await clockTick(app);
    const tender = await readTender(app, room.tenderId);
    expect(tender).toMatchObject({ status: TenderStatus.ENDED, winnerSupplierId: honest.entryId });
    expect((await entryOf(app, tampered.entryId)).itemBids).toEqual({});
    expect((await entryOf(app, replayed.entryId)).itemBids).toEqual({});
    expect(await validChain(app, room.tenderId)).toMatchObject({ valid: true });
    const log = await get(
      app,
      await withFreshToken(app, room.owner),
      `/api/tender/GetTenderAuditLog?tenderId=${room.tenderId}`,
    );
    expect(log.json()[0].changes).toMatchObject({
      count: 1,
      unreadable: [tampered.user.userName, replayed.user.userName],
    });
  });

  it('opens only the offers of suppliers still taking part', async () => {
    const room = await createSealedRoom(app, { proposalEndInMinutes: 5 });
    const staying = await addSupplier(app, room);
    const leaving = await addSupplier(app, room);
    await sealedOffer(app, staying, room, { items: [95, 45], criteria: [5] });
    await sealedOffer(app, leaving, room, { items: [80, 30], criteria: [9] });
    await app.ctx.db
      .update(tenderSuppliers)
      .set({ status: SupplierStatus.LEFT })
      .where(eq(tenderSuppliers.id, leaving.entryId));
    clock.advance(5 * MINUTE);
    await clockTick(app);
    expect((await readTender(app, room.tenderId)).winnerSupplierId).toBe(staying.entryId);
    expect((await entryOf(app, leaving.entryId)).itemBids).toEqual({});
    const [left] = await app.ctx.db
      .select()
      .from(sealedOffers)
      .where(and(eq(sealedOffers.supplierId, leaving.entryId)));
    expect(left.openedAt).toBeNull();
  });
});
