/**
 * GetMyTenders' name search (my-tenders-page.ts): a search with a trigram (three letters or digits
 * in a row) reads the user's matches through the trigram indexes of migration 0026, a shorter one
 * reads the user's rows in order; both answer as the query they replaced (legacy-my-tenders.ts),
 * with `%`, `_` and `\` taken literally, letters outside ASCII matched as ILIKE matches them, and
 * the count of all matches whatever the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenderStatus, type TMyTendersQuery } from '@tendermark/shared';
import { tenderSuppliers, tenders } from '../../src/db/schema/index.ts';
import { listMyTenders } from '../../src/modules/tenders/list-service.ts';
import { hasTrigram } from '../../src/modules/tenders/my-tenders-statement.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { buildTenderApp, call } from './helpers.ts';
import { legacyListMyTenders } from './legacy-my-tenders.ts';

const NAMES = [
  'Steel pipes 50%',
  'Steel pipes 500',
  'Paper_A4 sheets',
  'PaperXA4 sheets',
  'Back\\slash supplies',
  'Žluté tužky',
  'ŽLUTÉ TUŽKY velké',
  'Kölner Dom repairs',
  'Office chairs',
];

describe('GetMyTenders: name search', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let supplier: CreatedUser;

  beforeAll(async () => {
    app = await buildTenderApp({ runClock: false });
    owner = await createUser(app, { roles: ['BusinessStandard'] });
    supplier = await createUser(app, { roles: ['BusinessStandard'] });
    const base = Date.parse('2026-03-01T10:00:00.000Z');
    // Each name once, then 25 more steel pipes (for the count past a page), some ended or hidden.
    const names = [...NAMES, ...Array.from({ length: 25 }, (_, n) => `Steel pipes lot ${n}`)];
    const rows = names.map((name, n) => ({
      ownerId: owner.user.id,
      status: n % 7 === 3 ? TenderStatus.ENDED : TenderStatus.SCHEDULED,
      name,
      version: 1,
      hidden: n % 11 === 10,
      createdAt: new Date(base + n * 60_000),
      startDate: new Date(base),
      proposalEndDate: new Date(base),
      endDate: new Date(base + 7_200_000),
    }));
    const ids = (await app.ctx.db.insert(tenders).values(rows).returning({ id: tenders.id })).map(
      (row) => row.id,
    );
    // Another owner's tenders of the same names: never in the owner's search.
    const other = await createUser(app, { roles: ['BusinessStandard'] });
    await app.ctx.db
      .insert(tenders)
      .values(rows.map((row) => ({ ...row, ownerId: other.user.id, hidden: false })));
    // The supplier takes part in every other tender of the owner.
    await app.ctx.db
      .insert(tenderSuppliers)
      .values(
        ids
          .filter((_, n) => n % 2 === 0)
          .map((tenderId) => ({ tenderId, userId: supplier.user.id, status: 3 })),
      );
  });
  afterAll(() => app.dispose());

  const search = (user: CreatedUser, name: string, more: Partial<TMyTendersQuery> = {}) => {
    const query: TMyTendersQuery = {
      filter: 'all',
      includeHidden: false,
      searchByColumn: 'createDate',
      order: 'desc',
      pageNo: 1,
      recordsPerPage: 100,
      name,
      ...more,
    };
    return listMyTenders(app.ctx, user.user.id, query);
  };
  const namesOf = (page: Awaited<ReturnType<typeof search>>) =>
    page.items.map((item) => item.name).sort();

  it('tells the patterns with a trigram from those without', () => {
    expect(['pipes', 'paper_a', 'ŽLUTÉ', '50%50%x1', 'abc'].map(hasTrigram)).toEqual([
      true,
      true,
      true,
      false,
      true,
    ]);
    expect(['e', 'pi', '50%', 'A_4', 'KÖLN', 'žé', 'a b c', ''].some(hasTrigram)).toBe(false);
  });

  it('takes % _ and \\ literally, with and without a trigram', async () => {
    expect(namesOf(await search(owner, '50%'))).toEqual(['Steel pipes 50%']);
    expect(namesOf(await search(owner, 'pipes 50%'))).toEqual(['Steel pipes 50%']);
    expect(namesOf(await search(owner, 'r_a4'))).toEqual(['Paper_A4 sheets']);
    expect(namesOf(await search(owner, 'paper_a4'))).toEqual(['Paper_A4 sheets']);
    expect(namesOf(await search(owner, 'k\\s'))).toEqual(['Back\\slash supplies']);
    expect(namesOf(await search(owner, 'back\\slash'))).toEqual(['Back\\slash supplies']);
    expect((await search(owner, '%')).totalCount).toBe(1);
    expect((await search(owner, '_')).totalCount).toBe(1);
  });

  it('matches letters outside ASCII case-insensitively, as ILIKE does', async () => {
    expect(namesOf(await search(owner, 'žlutÉ'))).toEqual(['ŽLUTÉ TUŽKY velké', 'Žluté tužky']);
    expect(namesOf(await search(owner, 'TUŽ'))).toEqual(['ŽLUTÉ TUŽKY velké', 'Žluté tužky']);
    expect(namesOf(await search(owner, 'KÖLN'))).toEqual(['Kölner Dom repairs']);
    expect(namesOf(await search(owner, 'ö'))).toEqual(['Kölner Dom repairs']);
  });

  it('finds one and two letters, and counts every match past the page', async () => {
    const visible = (await search(owner, 'e')).totalCount;
    expect(visible).toBeGreaterThan(20);
    const paged = await search(owner, 'pi', { pageNo: 2, recordsPerPage: 10 });
    expect(paged.items).toHaveLength(10);
    const pipes = await search(owner, 'pipes', { pageNo: 3, recordsPerPage: 10 });
    expect(pipes.totalCount).toBe(paged.totalCount);
    expect(pipes.items).toHaveLength(pipes.totalCount - 20);
    // Hidden ones only with includeHidden; the other owner's tenders never.
    const withHidden = await search(owner, 'pipes', { includeHidden: true });
    expect(withHidden.totalCount).toBe(27);
    expect(pipes.totalCount).toBeLessThan(27);
  });

  // A search matching much of the list reads its page in order ('e', 'pi' page 2 of 4), a rarer
  // one sorts its matches ('pipes' page 1 of 100): both are compared.
  it('answers as the old query for the owner and the supplier, every pattern and sort', async () => {
    const patterns = [
      'pipes',
      'PIPES 5',
      'e',
      'pi',
      '50%',
      'paper_',
      'r_a4',
      'žlut',
      'KÖLN',
      'zzz',
    ];
    let compared = 0;
    for (const user of [owner, supplier])
      for (const owned of [undefined, true, false])
        for (const name of patterns)
          for (const searchByColumn of ['name', 'createDate', 'totalExpectedPrice'] as const)
            for (const [pageNo, recordsPerPage] of [
              [1, 100],
              [2, 4],
            ]) {
              const query: TMyTendersQuery = {
                ...(owned === undefined ? {} : { owner: owned }),
                filter: 'all',
                includeHidden: false,
                searchByColumn,
                order: 'asc',
                pageNo,
                recordsPerPage,
                name,
              };
              const expected = await legacyListMyTenders(app.ctx.db, user.user.id, query);
              expect(await listMyTenders(app.ctx, user.user.id, query), name).toEqual(expected);
              compared++;
            }
    expect(compared).toBe(360);
  }, 300_000);

  it('over HTTP: a search for 50% finds the literal', async () => {
    const response = await call(app, owner, 'GET', '/api/tender/GetMyTenders?name=50%25');
    expect(response.statusCode).toBe(200);
    const page = response.json() as { items: Array<{ name: string }>; totalCount: number };
    expect(page.items.map((item) => item.name)).toEqual(['Steel pipes 50%']);
    expect(page.totalCount).toBe(1);
  });
});
