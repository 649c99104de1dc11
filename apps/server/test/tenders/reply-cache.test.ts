/**
 * GetTender's kept replies (reply-cache.ts) never show a tender older than its last committed
 * change: after each kind of change that the reply shows, the next read shows it. Each change is
 * made after the reply was read twice (so the second was the kept one), through the API where the
 * API makes it and straight in the database otherwise, as every writer does (the triggers of
 * migration 0021 are what keeps them honest).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupplierStatus, TenderStatus, type TTender } from '@tendermark/shared';
import {
  companies,
  files,
  mustHaveConditions,
  tenderAwards,
  tenderCriteria,
  tenderInvitations,
  tenderItems,
  tenderSuppliers,
  tenders,
  users,
} from '../../src/db/schema/index.ts';
import { FileKind } from '../../src/modules/files/service.ts';
import { TenderReplyCache } from '../../src/modules/tenders/reply-cache.ts';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { countStatements } from '../support/statement-count.ts';
import {
  acceptedItemBid,
  addSupplier,
  buildRoomApp,
  createRoom,
  get,
  setTender,
  type Room,
} from '../auction/factories.ts';
import { call } from './helpers.ts';

describe('a kept GetTender reply follows every change to what it shows', () => {
  let app: TestApp;
  let room: Room;
  let alice: CreatedUser & { entryId: string };
  let bob: CreatedUser & { entryId: string };

  beforeAll(async () => {
    app = await buildRoomApp();
    room = await createRoom(app, { items: [{ unitPrice: 100, quantity: 10 }] });
    alice = await addSupplier(app, room);
    bob = await addSupplier(app, room);
    // A reply in the viewer's currency is kept; one converted is built on every read.
    for (const user of [room.owner, alice, bob])
      await app.ctx.db
        .update(users)
        .set({ defaultCurrency: 'EUR' })
        .where(eq(users.id, user.user.id));
  });
  afterAll(() => app.dispose());

  async function read(user: CreatedUser): Promise<TTender> {
    const reply = await get(app, user, `/api/tender/GetTender?id=${room.tenderId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  }

  /** Reads as the user twice, the second time the kept reply (one statement), and returns it. */
  async function kept(user: CreatedUser): Promise<TTender> {
    await read(user);
    const { result: tender, statements } = await countStatements(app, () => read(user));
    expect(statements).toBe(1);
    return tender;
  }

  const db = () => app.ctx.db;
  const ownEntry = (tender: TTender) => tender.suppliers[0];
  const entryOf = (tender: TTender, user: CreatedUser) =>
    tender.suppliers.find((entry) => entry.user.userName === user.user.userName);

  it('a tender edit', async () => {
    await kept(room.owner);
    await setTender(app, room.tenderId, { name: 'Copy paper' });
    expect((await read(room.owner)).name).toBe('Copy paper');
  });

  it('an item, a criterion and a must-have condition', async () => {
    await kept(room.owner);
    await db()
      .update(tenderItems)
      .set({ name: 'A4 paper' })
      .where(eq(tenderItems.id, room.itemIds[0]));
    expect((await read(room.owner)).itemsDetails[0].name).toBe('A4 paper');

    await kept(alice);
    await db()
      .update(tenderCriteria)
      .set({ description: 'All in' })
      .where(eq(tenderCriteria.id, room.priceCriterionId));
    expect((await read(alice)).criteriaDetails[0].description).toBe('All in');

    await kept(room.owner);
    await db()
      .insert(mustHaveConditions)
      .values({ tenderId: room.tenderId, position: 0, text: 'ISO 9001' });
    expect((await read(room.owner)).mustHaveConditions.map((condition) => condition.text)).toEqual([
      'ISO 9001',
    ]);
    await db().delete(mustHaveConditions).where(eq(mustHaveConditions.tenderId, room.tenderId));
    expect((await read(room.owner)).mustHaveConditions).toEqual([]);
  });

  it('a bid: the bidder’s entry, the owner’s view and the best bid', async () => {
    await kept(alice);
    await kept(room.owner);
    await acceptedItemBid(app, alice, room.tenderId, room.itemIds[0], 95);
    const supplierView = await read(alice);
    expect(ownEntry(supplierView).itemsBids).toEqual([{ id: room.itemIds[0], value: 95 }]);
    expect(supplierView.itemsDetails[0].bestBid).toBe(95);
    const ownerView = await read(room.owner);
    expect(entryOf(ownerView, alice)?.itemsBids).toEqual([{ id: room.itemIds[0], value: 95 }]);
    expect(ownerView.itemsDetails[0].bestBid).toBe(95);
  });

  it('an entry’s status, and its texts that the entries version leaves out', async () => {
    await kept(room.owner);
    await db()
      .update(tenderSuppliers)
      .set({ ownerComment: 'Fast delivery' })
      .where(eq(tenderSuppliers.id, bob.entryId));
    expect(entryOf(await read(room.owner), bob)?.ownerComment).toBe('Fast delivery');

    await kept(room.owner);
    const seen = new Date('2026-01-02T03:04:05.000Z');
    await db()
      .update(tenderSuppliers)
      .set({ lastActivityDate: seen })
      .where(eq(tenderSuppliers.id, bob.entryId));
    expect(entryOf(await read(room.owner), bob)?.lastActivityDate).toBe(seen.toISOString());

    await kept(room.owner);
    await db()
      .update(tenderSuppliers)
      .set({ status: SupplierStatus.REJECTED_BY_BUYER })
      .where(eq(tenderSuppliers.id, bob.entryId));
    const ownerView = await read(room.owner);
    expect(entryOf(ownerView, bob)?.status.id).toBe(SupplierStatus.REJECTED_BY_BUYER);
    expect(ownerView.totalActiveBidders).toBe(1);
    await db()
      .update(tenderSuppliers)
      .set({ status: SupplierStatus.ACCEPTED })
      .where(eq(tenderSuppliers.id, bob.entryId));
  });

  it('an attachment added and removed, and a bidder’s attachment', async () => {
    await kept(alice);
    const [file] = await db()
      .insert(files)
      .values({
        tenderId: room.tenderId,
        uploaderId: room.owner.user.id,
        kind: FileKind.ATTACHMENT,
        name: 'terms.pdf',
        contentType: 'application/pdf',
        size: 10,
        storageKey: 'reply-cache-terms',
      })
      .returning({ id: files.id });
    expect((await read(alice)).attachments.list.map((attachment) => attachment.name)).toEqual([
      'terms.pdf',
    ]);
    await kept(alice);
    await db().delete(files).where(eq(files.id, file.id));
    expect((await read(alice)).attachments.list).toEqual([]);

    await kept(alice);
    await db().insert(files).values({
      tenderId: room.tenderId,
      uploaderId: alice.user.id,
      kind: FileKind.BIDDER_ATTACHMENT,
      name: 'offer.pdf',
      contentType: 'application/pdf',
      size: 10,
      storageKey: 'reply-cache-offer',
    });
    expect(ownEntry(await read(alice)).attachments.map((attachment) => attachment.name)).toEqual([
      'offer.pdf',
    ]);
  });

  it('an announcement', async () => {
    await kept(bob);
    const reply = await call(
      app,
      room.owner,
      'POST',
      `/api/tender/AddAnnouncement?tenderId=${room.tenderId}`,
      { text: 'Delivery by truck only' },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await read(bob)).announcements.map((announcement) => announcement.text)).toEqual([
      'Delivery by truck only',
    ]);
  });

  it('an invitation to an address without an account', async () => {
    await kept(room.owner);
    await db()
      .insert(tenderInvitations)
      .values({ tenderId: room.tenderId, email: 'newcomer@example.test' });
    const names = (await read(room.owner)).suppliers.map((entry) => entry.user.userName);
    expect(names).toContain('newcomer@example.test');
  });

  it('the owner’s name and company, and a supplier’s company', async () => {
    await kept(alice);
    await db()
      .update(users)
      .set({ userName: 'renamed-owner' })
      .where(eq(users.id, room.owner.user.id));
    expect((await read(alice)).owner.userName).toBe('renamed-owner');

    await kept(alice);
    const [company] = await db()
      .insert(companies)
      .values({ name: 'Paper Ltd' })
      .returning({ id: companies.id });
    await db().update(users).set({ companyId: company.id }).where(eq(users.id, room.owner.user.id));
    expect((await read(alice)).owner.companyName).toBe('Paper Ltd');

    await kept(alice);
    await db().update(companies).set({ name: 'Paper Group' }).where(eq(companies.id, company.id));
    expect((await read(alice)).owner.companyName).toBe('Paper Group');

    await kept(room.owner);
    await db().update(users).set({ companyId: company.id }).where(eq(users.id, bob.user.id));
    expect(entryOf(await read(room.owner), bob)?.user.companyName).toBe('Paper Group');
    await kept(room.owner);
    await db().update(companies).set({ name: 'Paper Holding' }).where(eq(companies.id, company.id));
    expect(entryOf(await read(room.owner), bob)?.user.companyName).toBe('Paper Holding');
  });

  it('a favourite, for its viewer only', async () => {
    await kept(alice);
    await kept(bob);
    const reply = await call(app, alice, 'POST', '/api/tendersupplier/AddTenderToFavoriter', {
      tenderId: room.tenderId,
      isFavorite: true,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await read(alice)).isFavorite).toBe(true);
    expect((await kept(bob)).isFavorite).toBe(false);
  });

  it('the viewer’s currency', async () => {
    await kept(bob);
    await db().update(users).set({ defaultCurrency: 'USD' }).where(eq(users.id, bob.user.id));
    expect((await read(bob)).userCurrency).toBe('USD');
  });

  it('an award', async () => {
    await db()
      .update(tenders)
      .set({ status: TenderStatus.ENDED, awardStatus: 'awarded', awardDecidedAt: new Date() })
      .where(eq(tenders.id, room.tenderId));
    expect((await kept(room.owner)).award?.lines).toEqual([]);
    await db().insert(tenderAwards).values({
      tenderId: room.tenderId,
      itemId: room.itemIds[0],
      supplierId: alice.entryId,
      amount: 950,
    });
    expect((await read(room.owner)).award?.lines.map((line) => line.amount)).toEqual([950]);
    await db()
      .update(tenderAwards)
      .set({ canceledAt: new Date() })
      .where(
        and(eq(tenderAwards.tenderId, room.tenderId), eq(tenderAwards.supplierId, alice.entryId)),
      );
    expect((await read(room.owner)).award?.lines).toEqual([]);
  });
});

describe('the kept replies', () => {
  it('are bounded by their characters, the least recently read going first', () => {
    const cache = new TenderReplyCache(10);
    cache.set('a', 'k', 'aaaa');
    cache.set('b', 'k', 'bbbb');
    expect(cache.get('a', 'k')).toBe('aaaa');
    cache.set('c', 'k', 'cccc');
    expect(cache.get('b', 'k')).toBeUndefined();
    expect(cache.get('a', 'k')).toBe('aaaa');
    expect(cache.get('c', 'k')).toBe('cccc');
  });

  it('answer only for the key a reply was kept with, and keep nothing larger than the bound', () => {
    const cache = new TenderReplyCache(10);
    cache.set('a', 'k1', 'aaaa');
    expect(cache.get('a', 'k2')).toBeUndefined();
    cache.set('a', 'k2', 'a'.repeat(11));
    expect(cache.get('a', 'k1')).toBeUndefined();
    expect(cache.get('a', 'k2')).toBeUndefined();
  });
});
