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
    const { ids, rows } = await searchAndRead(app, undefined, 'GovAuctions', { keywords });
    expect(ids.length).toBeGreaterThan(0);
    expect(String(rows[0].title)).toMatch(inTitle);
  });
});
