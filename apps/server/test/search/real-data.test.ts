import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGovTenders } from '../../src/modules/search/ocds/seed.ts';
import { build, type TestApp } from '../helper.ts';
import { searchAndRead } from './fixtures.ts';

const silent = { info: () => undefined } as unknown as Parameters<typeof seedGovTenders>[1];
let app: TestApp;

beforeAll(async () => {
  app = await build({ runClock: false });
  await seedGovTenders(app.ctx, silent);
});
afterAll(() => app.dispose());

/** Everyday procurement words (English and Spanish) and a word every top hit's title holds. */
const SEARCHES: Array<{ keywords: string; inTitle: RegExp }> = [
  { keywords: 'cleaning', inTitle: /clean/i },
  { keywords: 'software', inTitle: /software/i },
  { keywords: 'training', inTitle: /training/i },
  { keywords: 'mantenimiento', inTitle: /mantenimiento/i },
  { keywords: 'servicio de limpieza', inTitle: /limpieza/i },
];

describe('searching the shipped real government tenders', () => {
  it.each(SEARCHES)('finds "$keywords" in the titles first', async ({ keywords, inTitle }) => {
    // The shipped notices are from past years: their deadlines passed.
    const { ids, rows } = await searchAndRead(app, undefined, 'GovAuctions', {
      keywords,
      includeClosed: true,
    });
    expect(ids.length).toBeGreaterThan(0);
    expect(String(rows[0].title)).toMatch(inTitle);
  });
});

describe('placing the shipped real government tenders on the map', () => {
  it('gives most of them a point from their delivery place or buyer', async () => {
    const located = await app.ctx.db.execute(
      sql`select count(*) filter (where lat is not null)::int as placed, count(*)::int as total from gov_tenders`,
    );
    const [{ placed, total }] = (
      located as unknown as { rows: { placed: number; total: number }[] }
    ).rows;
    expect(total).toBeGreaterThan(0);
    // UK Contracts Finder and NSW give no address at all; the others a locality or a borough.
    expect(placed / total).toBeGreaterThan(0.5);
  });
});
