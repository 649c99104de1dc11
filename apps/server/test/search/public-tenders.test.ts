import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, SupplierStatus } from '@tendermark/shared';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { buildTenderSuite, call, countryIdOf, createSchedulableDraft } from '../tenders/helpers.ts';
import { giveCompany, publishedTender, searchAndRead } from './fixtures.ts';

let app: TestApp;
let owner: CreatedUser;
let visitorless: CreatedUser;
const ids: Record<string, string> = {};

const names = (rows: Array<Record<string, unknown>>) => rows.map((row) => row.name);

beforeAll(async () => {
  ({ app, owner, stranger: visitorless } = await buildTenderSuite({ runClock: false }));
  await giveCompany(app, owner, { name: 'Stadtwerke Nordhafen' });
  ids.exact = await publishedTender(app, owner, {
    name: 'Office chairs',
    unitPrice: 100,
    city: 'Vienna',
    gps: { lat: 48.21, lng: 16.37 },
  });
  ids.longer = await publishedTender(app, owner, {
    name: 'Ergonomic office chairs for the new school',
    unitPrice: 300,
    city: 'Linz',
  });
  ids.reordered = await publishedTender(app, owner, {
    name: 'Chairs and office desks',
    keywords: 'furniture',
    unitPrice: 50,
    city: 'Salzburg',
  });
  ids.german = await publishedTender(app, owner, {
    name: 'Printer paper',
    keywords: 'office supplies',
    countryCode: 'DE',
    city: 'Munich',
    unitPrice: 20,
    currency: 'EUR',
  });
  ids.private = await publishedTender(app, owner, { name: 'Office chairs', isPublic: false });
  ids.draft = await createSchedulableDraft(app, owner);
});
afterAll(() => app.dispose());

describe('SearchInAuctions and GetInfoTendersFromSearch', () => {
  it('finds published public tenders for visitors, an exact title first', async () => {
    const { ids: found, rows } = await searchAndRead(app, undefined, 'Auctions', {
      keywords: 'Office chairs',
    });
    expect(found[0]).toBe(ids.exact);
    expect(new Set(found)).toEqual(new Set([ids.exact, ids.longer, ids.reordered]));
    expect(rows[0]).toMatchObject({
      id: ids.exact,
      name: 'Office chairs',
      buyerCompanyName: 'Stadtwerke Nordhafen',
      totalExpectedPrice: 1000,
      currency: 'USD',
      delivery: { city: 'Vienna', lat: 48.21, lng: 16.37, country: { code: 'AT' } },
    });
    expect(rows[0]).not.toHaveProperty('suppliers');
  });

  it('matches the start of words, in the name or the keywords', async () => {
    const { ids: byPrefix } = await searchAndRead(app, undefined, 'Auctions', { keywords: 'ergo' });
    expect(byPrefix).toEqual([ids.longer]);
    const { ids: byKeyword } = await searchAndRead(app, undefined, 'Auctions', {
      keywords: 'furniture',
    });
    expect(byKeyword).toEqual([ids.reordered]);
  });

  it('needs keywords of at least 2 characters', async () => {
    const reply = await call(app, undefined, 'POST', '/api/company/SearchInAuctions', {
      keywords: 'a',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(Messages.minLength2);
    const twoLetters = await call(app, undefined, 'POST', '/api/company/SearchInAuctions', {
      keywords: 'of',
    });
    expect(twoLetters.statusCode).toBe(200);
    expect(twoLetters.json().ids).toContain(ids.exact);
  });

  it('never finds private tenders or drafts, nor shows them by id', async () => {
    const { ids: found } = await searchAndRead(app, visitorless, 'Auctions', {
      keywords: 'office',
    });
    expect(found).not.toContain(ids.private);
    expect(found).not.toContain(ids.draft);
    const page = await call(app, undefined, 'POST', '/api/company/GetInfoTendersFromSearch', {
      ids: [ids.private, ids.draft, ids.exact],
    });
    expect(page.json().items.map((row: { id: string }) => row.id)).toEqual([ids.exact]);
  });

  it('looks only in the groups asked for: the auction, the delivery place, the buyer', async () => {
    const search = (groups: Record<string, boolean>, keywords: string) =>
      searchAndRead(app, undefined, 'Auctions', {
        keywords,
        AuctionGroup: false,
        DeliveryAddressGroup: false,
        BuyerDetailGroup: false,
        ...groups,
      });
    expect((await search({ DeliveryAddressGroup: true }, 'Linz')).ids).toEqual([ids.longer]);
    expect((await search({ AuctionGroup: true }, 'Linz')).ids).toEqual([]);
    expect((await search({ BuyerDetailGroup: true }, 'Nordhafen')).ids).toHaveLength(4);
    expect((await search({ AuctionGroup: true }, 'Nordhafen')).ids).toEqual([]);
    // No group chosen: every group.
    expect((await search({}, 'Linz')).ids).toEqual([ids.longer]);
  });

  it('filters by delivery country', async () => {
    const { ids: found } = await searchAndRead(app, undefined, 'Auctions', {
      keywords: 'office',
      countries: [countryIdOf(app, 'DE')],
    });
    expect(found).toEqual([ids.german]);
  });

  it('filters by expected value in the searcher’s currency', async () => {
    const inUsd = (min?: number, max?: number) =>
      searchAndRead(app, undefined, 'Auctions', {
        keywords: 'chairs',
        currency: 'USD',
        minimalExpectedValue: min,
        maximalExpectedValue: max,
      });
    expect(new Set((await inUsd(1000)).ids)).toEqual(new Set([ids.exact, ids.longer]));
    expect((await inUsd(undefined, 999.99)).ids).toEqual([ids.reordered]);
    expect((await inUsd(1000, 1000)).ids).toEqual([ids.exact]);
    const { rows } = await inUsd(1000, 1000);
    expect(rows[0]).toMatchObject({ valueInUserCurrency: 1000, userCurrency: 'USD' });

    const reversed = await call(app, undefined, 'POST', '/api/company/SearchInAuctions', {
      keywords: 'chairs',
      minimalExpectedValue: 10,
      maximalExpectedValue: 5,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(Messages.valueRangeReversed);
    const unknown = await call(app, undefined, 'POST', '/api/company/SearchInAuctions', {
      keywords: 'chairs',
      currency: 'XQZ',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(Messages.unknownCurrency);
  });

  it('converts values between currencies for filtering', async () => {
    // 200 EUR of paper: found by a range in USD around its value in USD, not by one far off.
    const { rows } = await searchAndRead(app, undefined, 'Auctions', {
      keywords: 'paper',
      currency: 'USD',
    });
    const inUsd = rows[0].valueInUserCurrency as number;
    expect(inUsd).toBeGreaterThan(150);
    expect(inUsd).toBeLessThan(300);
    const around = await searchAndRead(app, undefined, 'Auctions', {
      keywords: 'paper',
      currency: 'USD',
      minimalExpectedValue: inUsd - 1,
      maximalExpectedValue: inUsd + 1,
    });
    expect(around.ids).toEqual([ids.german]);
    const below = await searchAndRead(app, undefined, 'Auctions', {
      keywords: 'paper',
      currency: 'USD',
      maximalExpectedValue: 200 * 0.5,
    });
    expect(below.ids).toEqual([]);
  });

  it('sorts by name or value when asked', async () => {
    const byName = await searchAndRead(app, undefined, 'Auctions', {
      keywords: 'chairs',
      searchByColumn: 'name',
      order: 'asc',
    });
    expect(names(byName.rows)).toEqual([
      'Chairs and office desks',
      'Ergonomic office chairs for the new school',
      'Office chairs',
    ]);
    const byValue = await searchAndRead(app, undefined, 'Auctions', {
      keywords: 'chairs',
      searchByColumn: 'value',
      order: 'desc',
    });
    expect(byValue.ids).toEqual([ids.longer, ids.exact, ids.reordered]);
  });

  it('answers the rows of one page of the ids, in their order', async () => {
    const { ids: found } = await searchAndRead(app, undefined, 'Auctions', { keywords: 'chairs' });
    const page = await call(app, undefined, 'POST', '/api/company/GetInfoTendersFromSearch', {
      ids: found,
      PageNo: 2,
      recordsPerPage: 2,
    });
    expect(page.json()).toMatchObject({ totalCount: 3, pageNo: 2, recordsPerPage: 2 });
    expect(page.json().items.map((row: { id: string }) => row.id)).toEqual([found[2]]);
  });
});

describe('LatestPublicTenders', () => {
  it('lists the newest published public tenders first, for anyone', async () => {
    const reply = await call(
      app,
      undefined,
      'GET',
      '/api/tender/LatestPublicTenders?recordsPerPage=2',
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ totalCount: 4, pageNo: 1, recordsPerPage: 2 });
    expect(reply.json().items.map((row: { id: string }) => row.id)).toEqual([
      ids.german,
      ids.reordered,
    ]);
  });
});

describe('GetPublicTenderOverview', () => {
  it('shows a visitor the items, criteria and conditions, never the suppliers', async () => {
    const reply = await call(
      app,
      undefined,
      'GET',
      `/api/tender/GetPublicTenderOverview?id=${ids.exact}`,
    );
    expect(reply.statusCode).toBe(200);
    const overview = reply.json();
    expect(overview).toMatchObject({
      id: ids.exact,
      name: 'Office chairs',
      items: [{ quantity: 10, unitPrice: 100 }],
      criteria: [{ weightPercent: 100, highestWins: false }],
      totalActiveBidders: 0,
      viewer: null,
    });
    expect(overview.mustHaveConditions.length).toBeGreaterThan(0);
    expect(JSON.stringify(overview)).not.toContain('suppliers');
  });

  it('tells a signed-in user whether they own it or take part', async () => {
    const asOwner = await call(
      app,
      owner,
      'GET',
      `/api/tender/GetPublicTenderOverview?id=${ids.exact}`,
    );
    expect(asOwner.json().viewer).toEqual({ isOwner: true, supplierStatus: null });
    const applied = await call(
      app,
      visitorless,
      'POST',
      '/api/tendersupplier/AddTenderToFavoriter',
      {
        tenderId: ids.exact,
      },
    );
    expect(applied.statusCode).toBe(200);
    const asSupplier = await call(
      app,
      visitorless,
      'GET',
      `/api/tender/GetPublicTenderOverview?id=${ids.exact}`,
    );
    expect(asSupplier.json().viewer).toEqual({
      isOwner: false,
      supplierStatus: SupplierStatus.FAVORITE,
    });
  });

  it('is 404 for private tenders and drafts', async () => {
    for (const id of [ids.private, ids.draft]) {
      const reply = await call(
        app,
        undefined,
        'GET',
        `/api/tender/GetPublicTenderOverview?id=${id}`,
      );
      expect(reply.statusCode).toBe(404);
    }
  });
});
