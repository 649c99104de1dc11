import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { buildRoomApp, get, withFreshToken } from '../auction/factories.ts';
import { award, endedAuction, type EndedAuction } from '../award/setup.ts';
import { pdfPages } from '../overview/pdf-text.ts';
import { csvObjects, firstSheet, headerIndex } from './file-readers.ts';

describe('the comparison export and the letters of a real award', () => {
  const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
  let app: TestApp;
  let auction: EndedAuction;
  let stranger: CreatedUser;

  const exportOf = (user: { token: string }, format: 'xlsx' | 'csv') =>
    get(
      app,
      user as CreatedUser,
      `/api/tender/ExportComparison?tenderId=${auction.tenderId}&format=${format}`,
    );

  beforeAll(async () => {
    app = await buildRoomApp({ clock });
    auction = await endedAuction(app, clock);
    for (const key of ['owner', 'alice', 'bob', 'carol'] as const)
      Object.assign(auction[key], await withFreshToken(app, auction[key]));
    stranger = await createUser(app);
  });
  afterAll(async () => app?.dispose());

  it('gives the owner one row per supplier with prices, criteria, scores and savings as numbers', async () => {
    const reply = await exportOf(auction.owner, 'xlsx');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain(
      'comparison-Office-paper-2030-05-01.xlsx',
    );
    const sheet = await firstSheet(reply.rawPayload);
    const column = headerIndex(sheet);
    expect([...column.keys()]).toEqual(
      expect.arrayContaining([
        'Position',
        'Total',
        'Savings',
        'Score',
        'Paper A4: unit price',
        'Paper A4: line total',
        'Toner: unit price',
        'Delivery days: weighted score',
        'Meets mandatory must-haves',
      ]),
    );
    // Alice and Bob bid; Carol never did and Dave was blocked: they are not compared.
    expect(sheet.rowCount).toBe(3);
    const rows = new Map(
      [2, 3].map((number) => {
        const row = sheet.getRow(number);
        return [String(row.getCell(column.get('Supplier')!).value), row];
      }),
    );
    const alice = rows.get(auction.alice.user.userName)!;
    const bob = rows.get(auction.bob.user.userName)!;
    const cell = (row: ExcelJS.Row, header: string) => row.getCell(column.get(header)!);
    expect(cell(alice, 'Total').value).toBe(1092);
    expect(cell(alice, 'Total').type).toBe(ExcelJS.ValueType.Number);
    expect(cell(alice, 'Total').numFmt).toContain('EUR');
    expect(cell(alice, 'Savings').value).toBe(108);
    expect(cell(alice, 'Paper A4: unit price').value).toBe(90);
    expect(cell(alice, 'Paper A4: line total').value).toBe(900);
    expect(cell(bob, 'Toner: unit price').value).toBe(40);
    expect(cell(bob, 'Position').value).toBe(1);
    expect(typeof cell(bob, 'Delivery days: weighted score').value).toBe('number');
    expect(cell(bob, 'Delivery days: weighted score').numFmt).not.toContain('EUR');

    const csv = csvObjects((await exportOf(auction.owner, 'csv')).body);
    expect(csv.map((row) => row.Total).sort()).toEqual(['1092', '1110']);
  });

  it('is the owner’s only', async () => {
    expect((await exportOf(auction.alice, 'csv')).statusCode).toBe(403);
    expect((await exportOf(stranger, 'csv')).statusCode).toBe(404);
  });

  it('writes each awarded supplier the letter of what the award gave them', async () => {
    const reason = 'Alice is cheapest on paper, Bob on toner';
    const awarded = await award(app, auction.owner, auction.tenderId, {
      lines: [
        { itemId: auction.itemIds[0], supplierId: auction.alice.entryId },
        { itemId: auction.itemIds[1], supplierId: auction.bob.entryId },
      ],
      reason,
    });
    expect(awarded.statusCode).toBe(200);
    const letterOf = async (user: { token: string }, supplierId = '') => {
      const reply = await get(
        app,
        user as CreatedUser,
        `/api/tender/GetAwardLetterPdf?tenderId=${auction.tenderId}${supplierId && `&supplierId=${supplierId}`}`,
      );
      expect(reply.statusCode).toBe(200);
      return (await pdfPages(reply.rawPayload)).join('\n');
    };
    const alice = await letterOf(auction.alice);
    expect(alice).toContain('Paper A4');
    expect(alice).not.toContain('Toner');
    expect(alice).toMatch(/€900\.00/);
    const bob = await letterOf(auction.owner, auction.bob.entryId);
    expect(bob).toContain(auction.bob.user.userName);
    expect(bob).toContain('Toner');
    expect(bob).toMatch(/€160\.00/);
    // The buyer's reason is for the change history, not for the supplier's letter.
    expect(bob).not.toContain(reason);
    const carol = await get(
      app,
      auction.carol,
      `/api/tender/GetAwardLetterPdf?tenderId=${auction.tenderId}`,
    );
    expect(carol.statusCode).toBe(404);
  });
});
