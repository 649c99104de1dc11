import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenderStatus, type TMyTendersPage } from '@tendermark/shared';
import { tenders } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { buildTenderApp, call, createDraft, createNamedDraft, updateTender } from './helpers.ts';

describe('GetMyTenders', () => {
  const clock = manualClock(new Date('2026-01-10T10:00:00Z'));
  let app: TestApp;
  let owner: CreatedUser;
  const ids: Record<string, string> = {};

  const list = async (query: string): Promise<TMyTendersPage> => {
    const reply = await call(app, owner, 'GET', `/api/tender/GetMyTenders?${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  };
  const names = (page: TMyTendersPage) => page.items.map((row) => row.name);

  beforeAll(async () => {
    app = await buildTenderApp({ clock });
    owner = await createUser(app, { roles: ['BusinessStandard'] });
    const specs = [
      { name: 'Alpha paper', price: 10, status: TenderStatus.NEW },
      { name: 'Beta toner 100%', price: 500, status: TenderStatus.SCHEDULED },
      { name: 'Gamma chairs', price: 80, status: TenderStatus.ENDED },
      { name: 'Delta desks', price: 30, status: TenderStatus.CANCELED },
    ];
    for (const spec of specs) {
      clock.advance(60_000);
      const id = await createNamedDraft(app, owner);
      await updateTender(app, owner, id, (tender) => ({
        name: spec.name,
        itemsDetails: [{ ...tender.itemsDetails[0], unitPrice: spec.price, quantity: 2 }],
      }));
      await app.ctx.db.update(tenders).set({ status: spec.status }).where(eq(tenders.id, id));
      ids[spec.name] = id;
    }
    const other = await createUser(app);
    await createDraft(app, other);
  });
  afterAll(() => app.dispose());

  it('lists only my tenders, newest first by default, with the row fields', async () => {
    const page = await list('');
    expect(page).toMatchObject({ totalCount: 4, pageNo: 1, recordsPerPage: 30 });
    expect(names(page)).toEqual(['Delta desks', 'Gamma chairs', 'Beta toner 100%', 'Alpha paper']);
    expect(page.items[3]).toMatchObject({
      id: ids['Alpha paper'],
      isOwner: true,
      ownerName: owner.user.userName,
      currency: 'USD',
      totalExpectedPrice: 20,
      tenderStatus: TenderStatus.NEW,
      isDemo: false,
      hidden: false,
      supplierStatus: null,
    });
  });

  it('filters active (not ended or canceled) and inactive tenders', async () => {
    expect(names(await list('filter=active&owner=true'))).toEqual([
      'Beta toner 100%',
      'Alpha paper',
    ]);
    expect(names(await list('filter=inactive'))).toEqual(['Delta desks', 'Gamma chairs']);
  });

  it('sorts by the chosen column in either order', async () => {
    expect(names(await list('searchByColumn=totalExpectedPrice&order=asc'))).toEqual([
      'Alpha paper',
      'Delta desks',
      'Gamma chairs',
      'Beta toner 100%',
    ]);
    expect(names(await list('searchByColumn=name&order=desc'))[0]).toBe('Gamma chairs');
    expect(names(await list('SearchByColumn=tenderStatus&Order=asc'))[0]).toBe('Alpha paper');
  });

  it('pages 1-based', async () => {
    const second = await list('recordsPerPage=3&pageNo=2');
    expect(second).toMatchObject({ totalCount: 4, pageNo: 2, recordsPerPage: 3 });
    expect(names(second)).toEqual(['Alpha paper']);
  });

  it('searches names by substring, case-insensitively and literally', async () => {
    expect(names(await list('name=PAPER'))).toEqual(['Alpha paper']);
    expect(names(await list(`name=${encodeURIComponent('100%')}`))).toEqual(['Beta toner 100%']);
    expect(names(await list(`name=${encodeURIComponent('%')}`))).toEqual(['Beta toner 100%']);
  });

  it('has no supplier rows yet (owner=false)', async () => {
    expect((await list('owner=false')).totalCount).toBe(0);
  });

  it.each([
    'recordsPerPage=101',
    'pageNo=0',
    'pageNo=abc',
    'searchByColumn=password',
    'order=sideways',
    'filter=some',
    'owner=maybe',
    'name=a%00b',
  ])('refuses %s with 400', async (query) => {
    const reply = await call(app, owner, 'GET', `/api/tender/GetMyTenders?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('validation_error');
  });
});
