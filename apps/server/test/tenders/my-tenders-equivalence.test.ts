/**
 * GetMyTenders' one-statement page (my-tenders-page.ts) answers exactly as the query it replaced
 * (legacy-my-tenders.ts) over every scope, filter, hidden flag, name search, sort column, order and
 * page, for an owner who also takes part in tenders and a supplier who also owns some; and the
 * owners' counts the triggers keep equal a recount after inserts, moves between classes, deletes
 * and a user's deletion.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TenderListFilter,
  TenderListSortColumns,
  TenderStatus,
  type TMyTendersQuery,
} from '@tendermark/shared';
import {
  files,
  tenderFavorites,
  tenderItems,
  tenderSuppliers,
  tenders,
  unitsOfMeasurement,
  users,
} from '../../src/db/schema/index.ts';
import { listMyTenders } from '../../src/modules/tenders/list-service.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { buildTenderApp } from './helpers.ts';
import { legacyListMyTenders } from './legacy-my-tenders.ts';
import { entryLists, ownerCounts } from './owner-counts.ts';

const STATUSES = [
  TenderStatus.NEW,
  TenderStatus.SCHEDULED,
  TenderStatus.RFP_ENDED,
  TenderStatus.SUBMITTED,
  TenderStatus.ENDED,
  TenderStatus.CANCELED,
  TenderStatus.FREEZE,
];
const NAMES = ['Steel pipes', 'steel PIPES 50%', 'Paper_A4', 'Chairs', 'Chairs', ''];

describe('GetMyTenders: the one-statement page answers as the old query', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let supplier: CreatedUser;

  /** Tenders of `ownerId`, with ties in dates and names, hidden ones, blank drafts and prices. */
  async function addTenders(ownerId: string, count: number, seed: number): Promise<string[]> {
    const base = Date.parse('2026-03-01T10:00:00.123Z');
    const rows = Array.from({ length: count }, (_, n) => {
      const t = n + seed;
      const blank = t % 9 === 4;
      return {
        ownerId,
        status: blank ? TenderStatus.NEW : STATUSES[t % STATUSES.length],
        name: blank ? '' : NAMES[t % NAMES.length],
        version: blank ? 0 : 1 + (t % 3),
        hidden: !blank && t % 5 === 2,
        isDemo: t % 13 === 6,
        isPublic: t % 2 === 0,
        industryIds: t % 4 === 0 ? [1, 3] : [],
        // Pairs share their creation instant; microseconds the reply's milliseconds drop.
        createdAt: new Date(base + Math.floor(t / 2) * 60_000 + (t % 3)),
        startDate: new Date(base + (t % 4) * 3_600_000),
        proposalEndDate: new Date(base),
        endDate: new Date(base + 7_200_000),
      };
    });
    const inserted = await app.ctx.db.insert(tenders).values(rows).returning({ id: tenders.id });
    const ids = inserted.map((row) => row.id);
    // Microseconds the JavaScript Date cannot hold, as PostgreSQL's now() writes them.
    await app.ctx.db.execute(
      sql`update tenders set created_at = created_at + interval '0.000777 second'
          where owner_id = ${ownerId} and name like 'Chairs%'`,
    );
    const [unit] = await app.ctx.db
      .select({ id: unitsOfMeasurement.id })
      .from(unitsOfMeasurement)
      .limit(1);
    await app.ctx.db.insert(tenderItems).values(
      ids.flatMap((tenderId, n) =>
        n % 6 === 5
          ? []
          : [0, 1].map((position) => ({
              tenderId,
              position,
              name: `Item ${position}`,
              unitPrice: ((n * 7) % 5) * 10.25 + position,
              quantity: 1 + ((n + position) % 3),
              unitId: unit.id,
              bidStep: 0.1,
            })),
      ),
    );
    return ids;
  }

  beforeAll(async () => {
    app = await buildTenderApp({ runClock: false });
    owner = await createUser(app, { roles: ['BusinessStandard'] });
    supplier = await createUser(app, { roles: ['BusinessStandard'] });
    const ownerIds = await addTenders(owner.user.id, 40, 0);
    const supplierIds = await addTenders(supplier.user.id, 12, 3);
    // The supplier's entries in the owner's tenders (every status), the owner's in the supplier's
    // and in one of its own.
    const entries = [
      ...ownerIds
        .filter((_, n) => n % 3 !== 1)
        .map((tenderId, n) => ({ tenderId, userId: supplier.user.id, status: n % 12 })),
      ...supplierIds.map((tenderId, n) => ({ tenderId, userId: owner.user.id, status: n % 12 })),
      { tenderId: ownerIds[7], userId: owner.user.id, status: 3 },
      // Blank drafts taken part in: with a file, untouched, with a picture, the owner's own.
      { tenderId: ownerIds[4], userId: supplier.user.id, status: 1 },
      { tenderId: ownerIds[22], userId: supplier.user.id, status: 3 },
      { tenderId: ownerIds[13], userId: supplier.user.id, status: 2 },
      { tenderId: ownerIds[31], userId: owner.user.id, status: 2 },
    ];
    await app.ctx.db.insert(tenderSuppliers).values(entries);
    const stranger = await createUser(app);
    await app.ctx.db.insert(tenderSuppliers).values(
      ownerIds.slice(0, 20).map((tenderId, n) => ({
        tenderId,
        userId: stranger.user.id,
        status: [2, 3, 11][n % 3],
      })),
    );
    await app.ctx.db.insert(tenderFavorites).values([
      { tenderId: ownerIds[3], userId: owner.user.id },
      { tenderId: ownerIds[5], userId: supplier.user.id },
      { tenderId: supplierIds[2], userId: owner.user.id },
    ]);
    // A blank draft with a file is not untouched; a picture makes another one touched.
    const blank = ownerIds[4];
    await app.ctx.db.insert(files).values({
      tenderId: blank,
      uploaderId: owner.user.id,
      kind: 'attachment',
      name: 'a.pdf',
      contentType: 'application/pdf',
      size: 1,
      storageKey: 'a',
    });
    const [picture] = await app.ctx.db
      .insert(files)
      .values({
        tenderId: ownerIds[13],
        uploaderId: owner.user.id,
        kind: 'main-picture',
        name: 'p.png',
        contentType: 'image/png',
        size: 1,
        storageKey: 'p',
      })
      .returning({ id: files.id });
    await app.ctx.db
      .update(tenders)
      .set({ mainPictureFileId: picture.id })
      .where(eq(tenders.id, ownerIds[13]));
    await app.ctx.db.update(users).set({ companyId: null }).where(eq(users.id, owner.user.id));
  });
  afterAll(() => app.dispose());

  const compareAll = async (user: CreatedUser) => {
    let compared = 0;
    for (const owned of [undefined, true, false])
      for (const filter of Object.values(TenderListFilter))
        for (const includeHidden of [false, true])
          for (const name of [undefined, 'pipes', '50%', 'paper_'])
            for (const searchByColumn of TenderListSortColumns)
              for (const order of ['asc', 'desc'] as const)
                // The first page whole, one in the middle, one past the end.
                for (const [pageNo, recordsPerPage] of [
                  [1, 100],
                  [3, 7],
                  [9, 5],
                ]) {
                  if (name && (includeHidden || searchByColumn === 'startDate')) continue;
                  const query: TMyTendersQuery = {
                    ...(owned === undefined ? {} : { owner: owned }),
                    filter,
                    includeHidden,
                    ...(name ? { name } : {}),
                    searchByColumn,
                    order,
                    pageNo,
                    recordsPerPage,
                  };
                  const expected = await legacyListMyTenders(app.ctx.db, user.user.id, query);
                  const actual = await listMyTenders(app.ctx, user.user.id, query);
                  expect(actual, JSON.stringify(query)).toEqual(expected);
                  compared++;
                }
    return compared;
  };

  it('for the owner', async () => {
    expect(await compareAll(owner)).toBeGreaterThan(600);
  }, 600_000);

  it('for the supplier', async () => {
    expect(await compareAll(supplier)).toBeGreaterThan(600);
  }, 600_000);

  it('keeps the owners’ counts through inserts, moves, deletes and a user’s deletion', async () => {
    const recount = () => ownerCounts(app.ctx.db);
    let counts = await recount();
    expect(counts.kept).toEqual(counts.counted);
    const mover = await createUser(app);
    const ids = await addTenders(mover.user.id, 14, 1);
    await app.ctx.db
      .update(tenders)
      .set({ status: TenderStatus.ENDED })
      .where(eq(tenders.id, ids[0]));
    await app.ctx.db.update(tenders).set({ hidden: true }).where(eq(tenders.id, ids[1]));
    await app.ctx.db
      .update(tenders)
      .set({ status: TenderStatus.SUBMITTED, hidden: false })
      .where(eq(tenders.id, ids[5]));
    await app.ctx.db.update(tenders).set({ ownerId: owner.user.id }).where(eq(tenders.id, ids[2]));
    await app.ctx.db.update(tenders).set({ name: 'Renamed' }).where(eq(tenders.id, ids[3]));
    await app.ctx.db.delete(tenders).where(eq(tenders.id, ids[4]));
    counts = await recount();
    expect(counts.kept).toEqual(counts.counted);
    await app.ctx.db.delete(users).where(eq(users.id, mover.user.id));
    counts = await recount();
    expect(counts.kept).toEqual(counts.counted);
  });

  it('keeps the list rows, entry rows and entry counts through every kind of write', async () => {
    const check = async (step: string) => {
      for (const [part, { kept, counted }] of Object.entries(await entryLists(app.ctx.db)))
        expect(kept, `${part} after ${step}`).toEqual(counted);
    };
    await check('the fixture');
    const buyer = await createUser(app);
    const [one, two] = [await createUser(app), await createUser(app)];
    const ids = await addTenders(buyer.user.id, 12, 2);
    const entry = (tenderId: string, userId: string, status: number) => ({
      tenderId,
      userId,
      status,
    });
    await app.ctx.db
      .insert(tenderSuppliers)
      .values([
        ...ids.map((id, n) => entry(id, one.user.id, n % 12)),
        ...ids.slice(0, 6).map((id, n) => entry(id, two.user.id, [1, 2, 3, 11, 0, 6][n])),
        entry(ids[1], buyer.user.id, 3),
      ]);
    await check('inserting entries');
    // Each write checked on its own: a later write of the same tender would hide a miss.
    const setEntry = async (tenderId: string, userId: string, values: Record<string, unknown>) => {
      await app.ctx.db
        .update(tenderSuppliers)
        .set(values)
        .where(and(eq(tenderSuppliers.tenderId, tenderId), eq(tenderSuppliers.userId, userId)));
      await check(`entry ${ids.indexOf(tenderId)} set to ${JSON.stringify(values)}`);
    };
    // Statuses: seen → not seen, not seen → seen, accepted → awaiting, awaiting → accepted.
    await setEntry(ids[3], one.user.id, { status: 6 });
    await setEntry(ids[0], one.user.id, { status: 1 });
    await setEntry(ids[2], two.user.id, { status: 2 });
    await setEntry(ids[1], two.user.id, { status: 3 });
    await setEntry(ids[5], two.user.id, { status: 7 });
    // An entry moved to another user and to another tender, one deleted.
    await setEntry(ids[4], two.user.id, { userId: buyer.user.id, status: 3 });
    await setEntry(ids[0], two.user.id, { tenderId: ids[7] });
    await app.ctx.db
      .delete(tenderSuppliers)
      .where(and(eq(tenderSuppliers.tenderId, ids[6]), eq(tenderSuppliers.userId, one.user.id)));
    await check('entry changes');
    // The tenders: ended, reopened, hidden, renamed, rescheduled, given to an entrant, deleted; a
    // blank draft touched and blank again; several at once.
    const setTender = async (n: number, values: Partial<typeof tenders.$inferInsert>) => {
      await app.ctx.db.update(tenders).set(values).where(eq(tenders.id, ids[n]));
      await check(`tender ${n} set to ${JSON.stringify(values)}`);
    };
    await setTender(0, { status: TenderStatus.ENDED });
    await setTender(1, { hidden: true });
    await setTender(1, { status: TenderStatus.CANCELED });
    await setTender(2, { name: 'Steel pipes, renamed', startDate: new Date('2026-05-01') });
    await setTender(3, { createdAt: new Date('2026-01-01T00:00:00.5Z') });
    await setTender(5, { ownerId: one.user.id, hidden: true });
    await setTender(2, { version: 0, name: '', status: TenderStatus.NEW });
    await setTender(2, { isDemo: true });
    await app.ctx.db
      .update(tenders)
      .set({ status: TenderStatus.SUBMITTED, hidden: false })
      .where(eq(tenders.ownerId, buyer.user.id));
    await app.ctx.db.delete(tenders).where(eq(tenders.id, ids[8]));
    await check('tender changes');
    // Items: a new one, a price, a quantity, one moved, one deleted.
    const [unit] = await app.ctx.db
      .select({ id: unitsOfMeasurement.id })
      .from(unitsOfMeasurement)
      .limit(1);
    await app.ctx.db.insert(tenderItems).values({
      tenderId: ids[9],
      position: 5,
      name: 'More',
      unitPrice: 3.3333,
      quantity: 7,
      unitId: unit.id,
      bidStep: 0.1,
    });
    const items = await app.ctx.db
      .select({ id: tenderItems.id })
      .from(tenderItems)
      .where(eq(tenderItems.tenderId, ids[10]));
    await app.ctx.db
      .update(tenderItems)
      .set({ unitPrice: 1.5 })
      .where(eq(tenderItems.id, items[0].id));
    await app.ctx.db
      .update(tenderItems)
      .set({ quantity: 4 })
      .where(eq(tenderItems.id, items[1].id));
    await app.ctx.db
      .update(tenderItems)
      .set({ tenderId: ids[9] })
      .where(eq(tenderItems.tenderId, ids[11]));
    await app.ctx.db.delete(tenderItems).where(eq(tenderItems.tenderId, ids[10]));
    await check('item changes');
    for (const user of [buyer, one, two])
      for (const owned of [undefined, false])
        for (const searchByColumn of TenderListSortColumns) {
          const query: TMyTendersQuery = {
            ...(owned === undefined ? {} : { owner: owned }),
            filter: TenderListFilter.ALL,
            includeHidden: owned === false,
            searchByColumn,
            order: 'asc',
            pageNo: 1,
            recordsPerPage: 100,
          };
          const expected = await legacyListMyTenders(app.ctx.db, user.user.id, query);
          expect(await listMyTenders(app.ctx, user.user.id, query)).toEqual(expected);
        }
    await app.ctx.db.delete(users).where(eq(users.id, one.user.id));
    await app.ctx.db.delete(users).where(eq(users.id, buyer.user.id));
    await check('users’ deletion');
  });
});
