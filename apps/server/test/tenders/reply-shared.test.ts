/**
 * GetTender's shared part (reply-cache.ts, tender-dto.ts's TenderShared): read once per tender and
 * state and shared by every viewer, it holds every entry, the open invitations, best bids and the
 * award's lines. Each viewer's reply made from it shows what that viewer may see and nothing more,
 * exactly as a reply made from scratch (tenderDto) does, and follows every change.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { SupplierStatus, TenderStatus, ZTender, type TTender } from '@tendermark/shared';
import {
  tenderAwards,
  tenderInvitations,
  tenderSuppliers,
  users,
} from '../../src/db/schema/index.ts';
import { awardForViewer } from '../../src/modules/award/award-view.ts';
import { loadEntryDto } from '../../src/modules/suppliers/entry-dto.ts';
import { relationToRow } from '../../src/modules/tenders/access.ts';
import { TenderSharedParts, serializeTender } from '../../src/modules/tenders/reply-cache.ts';
import { tenderDto, type TenderShared } from '../../src/modules/tenders/tender-dto.ts';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { countStatements } from '../support/statement-count.ts';
import {
  acceptedItemBid,
  addSupplier,
  buildRoomApp,
  createRoom,
  get,
  readTender,
  setTender,
  type Room,
} from '../auction/factories.ts';

type Supplier = CreatedUser & { entryId: string };

describe('one shared part per tender, each viewer their own reply', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildRoomApp();
  });
  afterAll(() => app.dispose());

  /** A live room (rank and best bids shown) with two accepted suppliers and an invited address. */
  async function roomWithTwo(
    spec: Parameters<typeof createRoom>[1] = {},
  ): Promise<{ room: Room; alice: Supplier; bob: Supplier }> {
    const room = await createRoom(app, spec);
    const alice = await addSupplier(app, room);
    const bob = await addSupplier(app, room);
    await app.ctx.db
      .insert(tenderInvitations)
      .values({ tenderId: room.tenderId, email: 'not-yet-registered@example.test' });
    // In the tender's currency: replies are kept.
    for (const user of [room.owner, alice, bob])
      await app.ctx.db
        .update(users)
        .set({ defaultCurrency: 'EUR' })
        .where(eq(users.id, user.user.id));
    return { room, alice, bob };
  }

  /** The user's reply and the statements it took (besides the check of their login session). */
  async function read(
    user: CreatedUser,
    room: Room,
  ): Promise<{ tender: TTender; text: string; statements: number }> {
    const { result: reply, statements } = await countStatements(app, () =>
      get(app, user, `/api/tender/GetTender?id=${room.tenderId}`),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    return { tender: reply.json(), text: reply.body, statements };
  }

  /** The route's own serializer (ZTender's encode), which the kept text must equal. */
  const routeSerializer = serializerCompiler({
    schema: ZTender,
    method: 'GET',
    url: '/api/tender/GetTender',
  }) as (data: unknown) => string;

  /**
   * The text of the reply tenderDto makes from scratch for the user, as the route's serializer
   * writes it (and the reply cache's serializer the same).
   */
  async function fromScratch(user: CreatedUser, room: Room): Promise<string> {
    const tender = await readTender(app, room.tenderId);
    const [entry] = await app.ctx.db
      .select({ status: tenderSuppliers.status })
      .from(tenderSuppliers)
      .where(
        and(eq(tenderSuppliers.tenderId, room.tenderId), eq(tenderSuppliers.userId, user.user.id)),
      );
    const { relation } = relationToRow(tender, user.user.id, entry?.status ?? null);
    const dto = await tenderDto(app.ctx, tender, { id: user.user.id, relation });
    const text = routeSerializer(dto);
    expect(serializeTender(dto)).toBe(text);
    return text;
  }

  const names = (tender: TTender) => tender.suppliers.map((entry) => entry.user.userName);

  it('two suppliers get their own entry only, made from the part the owner’s read kept', async () => {
    const { room, alice, bob } = await roomWithTwo();
    const owner = await read(room.owner, room);
    expect(owner.statements).toBe(1);
    expect(names(owner.tender)).toEqual([
      alice.user.userName,
      bob.user.userName,
      'not-yet-registered@example.test',
    ]);

    const aliceView = await read(alice, room);
    const bobView = await read(bob, room);
    // Made from the kept part: the check only.
    expect(aliceView.statements).toBe(1);
    expect(bobView.statements).toBe(1);
    expect(names(aliceView.tender)).toEqual([alice.user.userName]);
    expect(names(bobView.tender)).toEqual([bob.user.userName]);
    for (const [view, other] of [
      [aliceView, bob],
      [bobView, alice],
    ] as const) {
      expect(view.text).not.toContain(other.user.userName);
      expect(view.text).not.toContain(other.user.email);
      expect(view.text).not.toContain('not-yet-registered');
      expect(view.tender.isOwner).toBe(false);
    }
    expect(owner.text).toBe(await fromScratch(room.owner, room));
    expect(aliceView.text).toBe(await fromScratch(alice, room));
    expect(bobView.text).toBe(await fromScratch(bob, room));
  });

  it('a bid is seen by the owner and both suppliers, each in their own part', async () => {
    const { room, alice, bob } = await roomWithTwo();
    for (const user of [room.owner, alice, bob]) await read(user, room);
    await acceptedItemBid(app, alice, room.tenderId, room.itemIds[0], 95);

    // The first reader after the change reads the new shared part (check, then the read) …
    const bobView = await read(bob, room);
    expect(bobView.statements).toBe(2);
    expect(bobView.tender.itemsDetails[0].bestBid).toBe(95);
    expect(bobView.tender.suppliers.map((entry) => entry.itemsBids)).toEqual([[]]);
    expect(bobView.text).not.toContain(alice.user.userName);
    // … the next ones make theirs from it.
    const aliceView = await read(alice, room);
    expect(aliceView.statements).toBe(1);
    expect(aliceView.tender.suppliers[0].itemsBids).toEqual([{ id: room.itemIds[0], value: 95 }]);
    expect(aliceView.tender.itemsDetails[0].bestBid).toBe(95);
    const ownerView = await read(room.owner, room);
    expect(ownerView.statements).toBe(1);
    expect(ownerView.tender.suppliers[0].itemsBids).toEqual([{ id: room.itemIds[0], value: 95 }]);
    expect(ownerView.tender.totalActiveBidders).toBe(2);
    for (const [user, view] of [
      [room.owner, ownerView],
      [alice, aliceView],
      [bob, bobView],
    ] as const)
      expect(view.text).toBe(await fromScratch(user, room));
  });

  it('the owner and both suppliers reading at once after a bid: one read of the shared part', async () => {
    const { room, alice, bob } = await roomWithTwo();
    for (const user of [room.owner, alice, bob]) await read(user, room);
    await acceptedItemBid(app, bob, room.tenderId, room.itemIds[0], 94);
    const { result: views, statements } = await countStatements(app, () =>
      Promise.all(
        [room.owner, alice, bob].map((user) =>
          get(app, user, `/api/tender/GetTender?id=${room.tenderId}`),
        ),
      ),
    );
    // Three checks and one read (each reading on its own would be six statements).
    expect(statements).toBe(4);
    const [ownerView, aliceView, bobView] = views.map((view) => JSON.parse(view.body) as TTender);
    expect(names(ownerView)).toEqual([
      alice.user.userName,
      bob.user.userName,
      'not-yet-registered@example.test',
    ]);
    expect(names(aliceView)).toEqual([alice.user.userName]);
    expect(aliceView.suppliers[0].itemsBids).toEqual([]);
    expect(names(bobView)).toEqual([bob.user.userName]);
    expect(bobView.suppliers[0].itemsBids).toEqual([{ id: room.itemIds[0], value: 94 }]);
    for (const view of [ownerView, aliceView, bobView])
      expect(view.itemsDetails[0].bestBid).toBe(94);
  });

  it('best bids kept for the owner stay hidden from suppliers where the tender hides them', async () => {
    const { room, alice, bob } = await roomWithTwo({ bidVisibility: 'rank' });
    await acceptedItemBid(app, alice, room.tenderId, room.itemIds[0], 95);
    expect((await read(room.owner, room)).tender.itemsDetails[0].bestBid).toBe(95);
    for (const supplier of [alice, bob]) {
      const view = await read(supplier, room);
      expect(view.statements).toBe(1);
      expect(view.tender.itemsDetails[0].bestBid).toBe(-1);
      expect(view.tender.criteriaDetails.every((criterion) => criterion.bestBid === -1)).toBe(true);
    }
  });

  it('an entry leaving the tender: the supplier is refused, the other keeps their part', async () => {
    const { room, alice, bob } = await roomWithTwo();
    for (const user of [room.owner, alice, bob]) await read(user, room);
    await app.ctx.db
      .update(tenderSuppliers)
      .set({ status: SupplierStatus.BLOCKED })
      .where(eq(tenderSuppliers.id, alice.entryId));
    const refused = await get(app, alice, `/api/tender/GetTender?id=${room.tenderId}`);
    expect(refused.statusCode).toBe(403);
    expect(names((await read(bob, room)).tender)).toEqual([bob.user.userName]);
    expect((await read(room.owner, room)).tender.totalActiveBidders).toBe(1);
  });

  it('ties counted in the process as the entries’ own statement counts them', async () => {
    const { room, alice, bob } = await roomWithTwo({ tieRule: 'shareBetter' });
    const carol = await addSupplier(app, room);
    for (const [supplier, position] of [
      [alice, 1],
      [bob, 1],
      [carol, 3],
    ] as const)
      await app.ctx.db
        .update(tenderSuppliers)
        .set({ overallPosition: position })
        .where(eq(tenderSuppliers.id, supplier.entryId));
    const ownerView = (await read(room.owner, room)).tender;
    for (const supplier of [alice, bob, carol]) {
      const alone = await loadEntryDto(app.ctx.db, room.tenderId, supplier.user.id);
      const shown = ownerView.suppliers.find(
        (entry) => entry.user.userName === supplier.user.userName,
      );
      expect(shown?.tiedWith).toBe(alone?.tiedWith);
      expect((await read(supplier, room)).tender.suppliers[0].tiedWith).toBe(alone?.tiedWith);
    }
    expect(ownerView.suppliers.map((entry) => entry.tiedWith ?? 0).slice(0, 3)).toEqual([1, 1, 0]);
    for (const user of [room.owner, alice, bob, carol])
      expect((await read(user, room)).text).toBe(await fromScratch(user, room));
  });

  it('the award: every line for the owner, a supplier’s own lines and rank, as award-view shows them', async () => {
    const { room, alice, bob } = await roomWithTwo();
    await app.ctx.db
      .update(tenderSuppliers)
      .set({ overallPosition: 2 })
      .where(eq(tenderSuppliers.id, alice.entryId));
    await setTender(app, room.tenderId, {
      status: TenderStatus.ENDED,
      awardStatus: 'awarded',
      awardDecidedAt: new Date('2026-03-04T05:06:07.891Z'),
      awardShowsRank: true,
      awardReason: 'Best price',
    });
    await app.ctx.db.insert(tenderAwards).values([
      {
        tenderId: room.tenderId,
        itemId: room.itemIds[0],
        supplierId: alice.entryId,
        amount: 950.5,
      },
      { tenderId: room.tenderId, itemId: null, supplierId: bob.entryId, amount: 12.345 },
    ]);
    const tender = await readTender(app, room.tenderId);
    const ownerView = (await read(room.owner, room)).tender;
    expect(ownerView.award).toEqual(
      await awardForViewer(app.ctx.db, tender, { id: room.owner.user.id, relation: 'owner' }),
    );
    expect(ownerView.award?.lines).toHaveLength(2);
    for (const supplier of [alice, bob]) {
      const view = await read(supplier, room);
      expect(view.statements).toBe(1);
      const expected = await awardForViewer(app.ctx.db, tender, {
        id: supplier.user.id,
        relation: 'supplier',
      });
      expect(view.tender.award).toEqual(expected);
      expect(view.tender.award?.lines).toHaveLength(1);
    }
    expect((await read(alice, room)).tender.award?.myRank).toBe(2);
    for (const user of [room.owner, alice, bob])
      expect((await read(user, room)).text).toBe(await fromScratch(user, room));
  });
});

describe('the kept shared parts', () => {
  /** A part of `entries` + 1 rows. */
  const part = (entries: number) =>
    ({
      parameters: { itemsDetails: [], criteriaDetails: [], mustHaveConditions: [] },
      attachments: [],
      announcements: [],
      entries: Array.from({ length: entries }, () => ({})),
      invitations: [],
      awardLines: [],
    }) as unknown as TenderShared;

  it('are bounded by their rows, the least recently used going first', () => {
    const parts = new TenderSharedParts(10);
    parts.set('a', 'k', part(3));
    parts.set('b', 'k', part(3));
    expect(parts.get('a')?.key).toBe('k');
    parts.set('c', 'k', part(3));
    expect(parts.get('b')).toBeUndefined();
    expect(parts.get('a')).toBeDefined();
    expect(parts.get('c')).toBeDefined();
    parts.set('d', 'k', part(10));
    expect(parts.get('d')).toBeUndefined();
    parts.set('a', 'k2', part(8));
    expect(parts.get('a')?.key).toBe('k2');
    expect(parts.get('c')).toBeUndefined();
  });
});
