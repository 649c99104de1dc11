import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_FORMATS, type AuctionFormat } from '@tendermark/shared';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { setTender } from '../auction/factories.ts';
import { buildTenderSuite, call } from '../tenders/helpers.ts';
import { publishedTender, searchAndRead } from './fixtures.ts';

let app: TestApp;
let owner: CreatedUser;
const idOf = {} as Record<AuctionFormat, string>;

beforeAll(async () => {
  ({ app, owner } = await buildTenderSuite({ runClock: false }));
  for (const format of AUCTION_FORMATS) {
    idOf[format] = await publishedTender(app, owner, { name: `Copper cable ${format}` });
    await setTender(app, idOf[format], { auctionFormat: format });
  }
});
afterAll(() => app.dispose());

const search = (formats?: string[]) =>
  searchAndRead(app, undefined, 'Auctions', {
    keywords: 'copper cable',
    ...(formats ? { formats } : {}),
  });

describe('the public tender search by auction format (issue 30)', () => {
  it('finds every format when none is asked, and says each row’s format', async () => {
    const { ids, rows } = await search();
    expect(new Set(ids)).toEqual(new Set(Object.values(idOf)));
    for (const format of AUCTION_FORMATS)
      expect(rows.find((row) => row.id === idOf[format])).toMatchObject({
        auctionFormat: format,
      });
  });

  it('finds only the tenders of the asked formats', async () => {
    expect((await search(['sealed'])).ids).toEqual([idOf.sealed]);
    expect(new Set((await search(['japanese', 'dutch'])).ids)).toEqual(
      new Set([idOf.japanese, idOf.dutch]),
    );
    expect((await search(['english'])).ids).toEqual([idOf.english]);
    expect((await search([])).ids).toHaveLength(AUCTION_FORMATS.length);
  });

  it('refuses an unknown format with 400', async () => {
    const reply = await call(app, undefined, 'POST', '/api/company/SearchInAuctions', {
      keywords: 'copper',
      formats: ['vickrey'],
    });
    expect(reply.statusCode).toBe(400);
  });

  it('keeps the formats of a saved search', async () => {
    const saved = await call(app, owner, 'POST', '/api/search/SaveSearch', {
      kind: 'auctions',
      name: 'Sealed cables',
      criteria: { keywords: 'copper cable', formats: ['sealed'] },
    });
    expect(saved.statusCode).toBe(200);
    const list = await call(app, owner, 'GET', '/api/search/GetSavedSearches');
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        name: 'Sealed cables',
        criteria: expect.objectContaining({ formats: ['sealed'] }),
      }),
    );
  });

  it('lets a government search carry the filter (government tenders have no format)', async () => {
    const reply = await call(app, undefined, 'POST', '/api/company/SearchInGovAuctions', {
      keywords: 'copper',
      formats: ['sealed'],
    });
    expect(reply.statusCode).toBe(200);
  });
});
