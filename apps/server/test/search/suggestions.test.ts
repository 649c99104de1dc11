import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages } from '@tendermark/shared';
import { users } from '../../src/db/schema/index.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { buildTenderSuite, call } from '../tenders/helpers.ts';
import { giveCompany, publishedTender } from './fixtures.ts';

let app: TestApp;
let buyer: CreatedUser;
let supplier: CreatedUser;
const ids: Record<string, string> = {};

const suggestedIds = async (user: CreatedUser) => {
  const reply = await call(app, user, 'GET', '/api/tender/SuggestedPublicTenders');
  expect(reply.statusCode).toBe(200);
  return reply.json().items.map((row: { id: string }) => row.id);
};

beforeAll(async () => {
  ({ app, owner: buyer, stranger: supplier } = await buildTenderSuite({ runClock: false }));
  await giveCompany(app, supplier, { name: 'Timber & Co', industryIds: [11, 12] });
  ids.inIndustry = await publishedTender(app, buyer, { name: 'Oak beams', industries: [12] });
  ids.otherIndustry = await publishedTender(app, buyer, { name: 'Laptops', industries: [40] });
  ids.byKeyword = await publishedTender(app, buyer, { name: 'Scaffolding rental' });
  ids.private = await publishedTender(app, buyer, {
    name: 'Pine boards',
    industries: [11],
    isPublic: false,
  });
  ids.own = await publishedTender(app, supplier, { name: 'Sawdust disposal', industries: [11] });
});
afterAll(() => app.dispose());

describe('SuggestedPublicTenders', () => {
  it('suggests open public tenders in the industries of the user’s company', async () => {
    expect(await suggestedIds(supplier)).toEqual([ids.inIndustry]);
  });

  it('also follows the favourite auction keywords, and drops tenders the user takes part in', async () => {
    await app.ctx.db
      .update(users)
      .set({ favouriteAuctionKeywords: 'scaffold, cranes' })
      .where(eq(users.id, supplier.user.id));
    expect(await suggestedIds(supplier)).toEqual([ids.byKeyword, ids.inIndustry]);
    await call(app, supplier, 'POST', '/api/tendersupplier/AddTenderToFavoriter', {
      tenderId: ids.byKeyword,
    });
    expect(await suggestedIds(supplier)).toEqual([ids.inIndustry]);
  });

  it('is for business plans only', async () => {
    const free = await createUser(app);
    const reply = await call(app, free, 'GET', '/api/tender/SuggestedPublicTenders');
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(Messages.suggestionsForBusiness);
    expect(
      (await call(app, undefined, 'GET', '/api/tender/SuggestedPublicTenders')).statusCode,
    ).toBe(401);
  });
});
