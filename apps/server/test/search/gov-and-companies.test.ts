import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@tendermark/shared';
import type { CreatedUser } from '../factories.ts';
import { createUser } from '../factories.ts';
import { users } from '../../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../helper.ts';
import { buildTenderSuite, call, countryIdOf } from '../tenders/helpers.ts';
import { giveCompany, govTender, searchAndRead } from './fixtures.ts';

let app: TestApp;
let viewer: CreatedUser;
const gov: Record<string, string> = {};

beforeAll(async () => {
  ({ app, owner: viewer } = await buildTenderSuite({ runClock: false }));
  gov.exact = await govTender(app, {
    title: 'Cleaning services',
    description: 'Daily cleaning of the town hall',
    buyerName: 'Borough of Westhaven',
    countryId: countryIdOf(app, 'GB'),
    valueAmount: 50_000,
    valueCurrency: 'GBP',
    valueEur: 58_000,
    tenderEndDate: new Date('2030-02-01T12:00:00Z'),
  });
  gov.longer = await govTender(app, {
    title: 'Window cleaning services for schools',
    buyerName: 'County Council',
    countryId: countryIdOf(app, 'GB'),
    valueEur: 9_000,
    tenderEndDate: new Date('2030-01-01T12:00:00Z'),
  });
  gov.spanish = await govTender(app, {
    title: 'Servicio de limpieza',
    description: 'Cleaning of the airport terminal',
    buyerName: 'Grupo Aeroportuario',
    countryId: countryIdOf(app, 'MX'),
    deliveryPlace: 'Ciudad de México',
  });
});
afterAll(() => app.dispose());

describe('SearchInGovAuctions and GetInfoGovTendersFromSearch', () => {
  it('ranks an exact title first, then by weight (title above description)', async () => {
    const { ids } = await searchAndRead(app, undefined, 'GovAuctions', {
      keywords: 'cleaning services',
    });
    expect(ids).toEqual([gov.exact, gov.longer]);
    const { ids: anyText } = await searchAndRead(app, undefined, 'GovAuctions', {
      keywords: 'cleaning',
    });
    expect(anyText).toHaveLength(3);
    expect(anyText.at(-1)).toBe(gov.spanish);
  });

  it('answers rows with the value in the viewer’s currency and the source', async () => {
    const { rows } = await searchAndRead(app, undefined, 'GovAuctions', {
      keywords: 'cleaning services',
      currency: 'EUR',
    });
    expect(rows[0]).toMatchObject({
      title: 'Cleaning services',
      buyerName: 'Borough of Westhaven',
      country: { code: 'GB' },
      valueAmount: 50_000,
      valueCurrency: 'GBP',
      valueInUserCurrency: 58_000,
      userCurrency: 'EUR',
      publisher: 'Test publisher',
    });
  });

  it('filters by country and value, and sorts by deadline', async () => {
    const inMexico = await searchAndRead(app, undefined, 'GovAuctions', {
      keywords: 'cleaning',
      countries: [countryIdOf(app, 'MX')],
    });
    expect(inMexico.ids).toEqual([gov.spanish]);
    const dear = await searchAndRead(app, undefined, 'GovAuctions', {
      keywords: 'cleaning',
      currency: 'EUR',
      minimalExpectedValue: 10_000,
    });
    expect(dear.ids).toEqual([gov.exact]);
    const byDeadline = await searchAndRead(app, undefined, 'GovAuctions', {
      keywords: 'cleaning',
      searchByColumn: 'deadline',
      order: 'asc',
    });
    expect(byDeadline.ids).toEqual([gov.longer, gov.exact, gov.spanish]);
  });

  it('looks in the delivery place and the buyer only when asked', async () => {
    const only = (group: string, keywords: string) =>
      searchAndRead(app, undefined, 'GovAuctions', {
        keywords,
        AuctionGroup: group === 'auction',
        DeliveryAddressGroup: group === 'delivery',
        BuyerDetailGroup: group === 'buyer',
      });
    expect((await only('delivery', 'ciudad')).ids).toEqual([gov.spanish]);
    expect((await only('auction', 'ciudad')).ids).toEqual([]);
    expect((await only('buyer', 'westhaven')).ids).toEqual([gov.exact]);
  });

  it('lists every open tender for keywords without a word, and refuses one letter', async () => {
    const browsed = await searchAndRead(app, undefined, 'GovAuctions', { keywords: '!!' });
    expect(new Set(browsed.ids)).toEqual(new Set([gov.exact, gov.longer, gov.spanish]));
    const reply = await call(app, undefined, 'POST', '/api/company/SearchInGovAuctions', {
      keywords: ' x ',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(Messages.minLength2);
  });
});

describe('SearchInCompanies and GetInfoComapniesFromSearch', () => {
  let listed: string;
  let member: CreatedUser;

  beforeAll(async () => {
    member = await createUser(app);
    listed = await giveCompany(app, member, {
      name: 'Nordic Office Furniture',
      web: 'nordic-office.example',
      industryIds: [3, 7],
      countryId: countryIdOf(app, 'SE'),
      city: 'Malmö',
    });
    const hidden = await createUser(app);
    await giveCompany(app, hidden, { name: 'Office Ghosts' });
    await app.ctx.db.update(users).set({ isSearchable: false }).where(eq(users.id, hidden.user.id));
  });

  it('needs a signed-in user', async () => {
    const reply = await call(app, undefined, 'POST', '/api/company/SearchInCompanies', {
      keywords: 'office',
    });
    expect(reply.statusCode).toBe(401);
  });

  it('lists searchable companies only, with their place and contact user', async () => {
    const { ids, rows } = await searchAndRead(app, viewer, 'Companies', { keywords: 'office' });
    expect(ids).toEqual([listed]);
    expect(rows[0]).toMatchObject({
      name: 'Nordic Office Furniture',
      web: 'nordic-office.example',
      industries: [3, 7],
      place: { city: 'Malmö', country: { code: 'SE' } },
      contactUserName: member.user.userName,
      isInContacts: false,
    });
  });

  it('filters by industry and country, and knows the viewer’s contacts', async () => {
    const search = (filters: Record<string, unknown>) =>
      searchAndRead(app, viewer, 'Companies', { keywords: 'nordic', ...filters });
    expect((await search({ industries: [7] })).ids).toEqual([listed]);
    expect((await search({ industries: [4] })).ids).toEqual([]);
    expect((await search({ countries: [countryIdOf(app, 'GB')] })).ids).toEqual([]);
    const added = await call(app, viewer, 'POST', '/api/company/AddToContactList', {
      userName: member.user.userName,
    });
    expect(added.statusCode).toBe(200);
    expect((await search({})).rows[0]).toMatchObject({ isInContacts: true });
  });
});
