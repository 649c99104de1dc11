import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportMessages } from '@tendermark/shared';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import { tenders, users } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  acceptedItemBid,
  addSupplier,
  bidCriterion,
  buildRoomApp,
  createRoom,
  get,
  withFreshToken,
  type Room,
} from '../auction/factories.ts';
import { csvObjects, firstSheet, headerIndex } from './file-readers.ts';

const MINUTE = 60_000;
const EVIL_NAME = '=HYPERLINK("http://evil.test","Cheap")';

describe('bid history and ranking exports', () => {
  const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
  let app: TestApp;
  let room: Room;
  let owner: CreatedUser;
  let cheap: CreatedUser & { entryId: string };
  let dear: CreatedUser & { entryId: string };
  let stranger: CreatedUser;
  let admin: CreatedUser;

  const exportOf = (user: CreatedUser, route: string, format: 'xlsx' | 'csv') =>
    get(app, user, `/api/tender/${route}?tenderId=${room.tenderId}&format=${format}`);

  beforeAll(async () => {
    app = await buildRoomApp({ clock });
    room = await createRoom(app, {
      items: [
        { name: 'A4 paper', unitPrice: 100, quantity: 10 },
        { name: '-Toner', unitPrice: 50, quantity: 4 },
      ],
      criteria: [{ name: 'Delivery days', weight: 0.2, minBid: 1, maxBid: 60 }],
    });
    cheap = await addSupplier(app, room, { email: 'cheap@suppliers.test' });
    dear = await addSupplier(app, room, { email: 'dear@suppliers.test' });
    stranger = await createUser(app);
    admin = await createUser(app, { roles: ['Admin'] });
    // A supplier who names themself like a formula; the export must not run it.
    await app.ctx.db.update(users).set({ userName: EVIL_NAME }).where(eq(users.id, cheap.user.id));
    const [paper, toner] = room.itemIds;
    await acceptedItemBid(app, cheap, room.tenderId, paper, 90.5);
    await acceptedItemBid(app, cheap, room.tenderId, toner, 45);
    expect(
      (await bidCriterion(app, cheap, room.tenderId, room.criterionIds[0], 14)).statusCode,
    ).toBe(200);
    await acceptedItemBid(app, dear, room.tenderId, paper, 95);
    await acceptedItemBid(app, dear, room.tenderId, toner, 48);
    expect((await bidCriterion(app, dear, room.tenderId, room.criterionIds[0], 7)).statusCode).toBe(
      200,
    );
    await acceptedItemBid(app, cheap, room.tenderId, paper, 88);
    owner = room.owner;
  });
  afterAll(async () => app?.dispose());

  it('lets the owner export the live auction, and a supplier only after its end', async () => {
    const live = await exportOf(owner, 'ExportBidHistory', 'csv');
    expect(live.statusCode).toBe(200);
    expect(csvObjects(live.body)).toHaveLength(7);
    const early = await exportOf(cheap, 'ExportBidHistory', 'csv');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: ExportMessages.supplierExportNotEnded });

    clock.advance(51 * MINUTE);
    await runDueTransitions(app.ctx);
    owner = await withFreshToken(app, owner);
    cheap = await withFreshToken(app, cheap);
    dear = await withFreshToken(app, dear);
    stranger = await withFreshToken(app, stranger);
    admin = await withFreshToken(app, admin);
  });

  it('gives the owner every bid as .xlsx with real numbers, currency formats and dates', async () => {
    const reply = await exportOf(owner, 'ExportBidHistory', 'xlsx');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(reply.headers['content-disposition']).toBe(
      'attachment; filename="bid-history-Office-paper-2030-05-01.xlsx"; filename*=UTF-8\'\'bid-history-Office-paper-2030-05-01.xlsx',
    );
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const sheet = await firstSheet(reply.rawPayload);
    const column = headerIndex(sheet);
    expect([...column.keys()]).toEqual([
      'Seq',
      'Time (UTC)',
      'Supplier',
      'Company',
      'Target type',
      'Target',
      'Value',
      'Unit',
      'Phase',
      'Withdrawn',
    ]);
    expect(sheet.rowCount).toBe(8);
    const first = sheet.getRow(2);
    const value = first.getCell(column.get('Value')!);
    expect(value.type).toBe(ExcelJS.ValueType.Number);
    expect(value.value).toBe(90.5);
    expect(value.numFmt).toContain('EUR');
    const time = first.getCell(column.get('Time (UTC)')!);
    expect(time.type).toBe(ExcelJS.ValueType.Date);
    expect(time.value).toBeInstanceOf(Date);
    const supplier = first.getCell(column.get('Supplier')!);
    expect(supplier.type).toBe(ExcelJS.ValueType.String);
    expect(supplier.value).toBe(EVIL_NAME);
    // The criterion bid: a number of days, not money.
    const delivery = sheet.getRow(4);
    expect(delivery.getCell(column.get('Target')!).value).toBe('Delivery days');
    expect(delivery.getCell(column.get('Value')!).value).toBe(14);
    expect(delivery.getCell(column.get('Value')!).numFmt).not.toContain('EUR');
    const suppliers = new Set(
      Array.from(
        { length: 7 },
        (_, row) => sheet.getRow(row + 2).getCell(column.get('Supplier')!).value,
      ),
    );
    expect(suppliers).toEqual(new Set([EVIL_NAME, 'dear@suppliers.test']));
  });

  it('gives the same history as RFC 4180 CSV with formulas neutralised', async () => {
    const reply = await exportOf(owner, 'ExportBidHistory', 'csv');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(reply.headers['content-disposition']).toContain(
      'bid-history-Office-paper-2030-05-01.csv',
    );
    const rows = csvObjects(reply.body);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({
      Seq: '1',
      Supplier: `'${EVIL_NAME}`,
      'Target type': 'Item',
      Target: 'A4 paper',
      Value: '90.5',
      Unit: expect.stringMatching(/^EUR/),
      Phase: 'Live',
      Withdrawn: 'false',
    });
    expect(rows[0]['Time (UTC)']).toMatch(/^2030-05-01T08:\d\d:\d\d\.\d{3}Z$/);
    // An item name from the buyer's text is user text too.
    expect(rows[1].Target).toBe("'-Toner");
    expect(rows.map((row) => row.Value)).toEqual(['90.5', '45', '14', '95', '48', '7', '88']);
  });

  it('gives a supplier their own bids only, without any name', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const reply = await exportOf(dear, 'ExportBidHistory', format);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-disposition']).toContain(
        `my-bids-Office-paper-2030-05-01.${format}`,
      );
      const text =
        format === 'csv'
          ? reply.body
          : JSON.stringify((await firstSheet(reply.rawPayload)).getSheetValues());
      expect(text).not.toContain('cheap');
      expect(text).not.toContain('HYPERLINK');
      expect(text).not.toContain('dear@suppliers.test');
    }
    const rows = csvObjects((await exportOf(dear, 'ExportBidHistory', 'csv')).body);
    expect(Object.keys(rows[0])).not.toContain('Supplier');
    expect(Object.keys(rows[0])).not.toContain('Company');
    expect(rows.map((row) => row.Value)).toEqual(['95', '48', '7']);
  });

  it('refuses the bids of others to a stranger and an admin, and the ranking to a supplier', async () => {
    for (const user of [stranger, admin]) {
      expect((await exportOf(user, 'ExportBidHistory', 'csv')).statusCode).toBe(404);
      expect((await exportOf(user, 'ExportRanking', 'csv')).statusCode).toBe(404);
    }
    const ranking = await exportOf(cheap, 'ExportRanking', 'xlsx');
    expect(ranking.statusCode).toBe(403);
    expect(ranking.json()).toMatchObject({ message: ExportMessages.ownerOnly });
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/tender/ExportBidHistory?tenderId=${room.tenderId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const badFormat = await exportOf(owner, 'ExportBidHistory', 'pdf' as 'csv');
    expect(badFormat.statusCode).toBe(400);
    const unknown = await get(app, owner, '/api/tender/ExportBidHistory?tenderId=not-a-uuid');
    expect(unknown.statusCode).toBe(404);
  });

  it('gives the owner the ranking with totals as money and scores as numbers', async () => {
    const sheet = await firstSheet((await exportOf(owner, 'ExportRanking', 'xlsx')).rawPayload);
    const column = headerIndex(sheet);
    expect([...column.keys()]).toEqual([
      'Position',
      'Supplier',
      'Company',
      'Total',
      'Score',
      'Winner',
    ]);
    const rows = [2, 3].map((row) => sheet.getRow(row));
    const total = rows[0].getCell(column.get('Total')!);
    expect(total.type).toBe(ExcelJS.ValueType.Number);
    expect(total.numFmt).toContain('EUR');
    expect(rows.map((row) => row.getCell(column.get('Position')!).value)).toEqual([1, 2]);
    const totals = rows.map((row) => row.getCell(column.get('Total')!).value);
    // 88 × 10 + 45 × 4 and 95 × 10 + 48 × 4
    expect(totals).toEqual(expect.arrayContaining([1060, 1142]));
    expect(typeof rows[0].getCell(column.get('Score')!).value).toBe('number');
    expect(rows.filter((row) => row.getCell(column.get('Winner')!).value === true)).toHaveLength(1);
    const csv = csvObjects((await exportOf(owner, 'ExportRanking', 'csv')).body);
    expect(csv.map((row) => row.Position)).toEqual(['1', '2']);
    expect(csv.some((row) => row.Supplier === `'${EVIL_NAME}`)).toBe(true);
  });

  it('names the file after the tender id when the name has no ASCII letter', async () => {
    await app.ctx.db.update(tenders).set({ name: 'Бумага' }).where(eq(tenders.id, room.tenderId));
    const reply = await exportOf(owner, 'ExportRanking', 'csv');
    expect(reply.headers['content-disposition']).toContain(
      `ranking-${room.tenderId.slice(0, 8)}-2030-05-01.csv`,
    );
  });
});
