import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses, companies, countries, users } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { build, type TestApp } from '../helper.ts';
import { bearer, createLoggedInUser, login } from './fixtures.ts';

describe('GET /api/account/UserInfo', () => {
  const clock = manualClock(new Date('2030-06-01T09:30:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ clock });
  });
  afterAll(() => app.dispose());

  const userInfo = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/account/UserInfo', headers });

  it('answers with the wire names of the original API', async () => {
    const user = await createLoggedInUser(app);
    const reply = await userInfo(bearer(user.tokens));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      Name: user.userName,
      IsUserProfileFilled: false,
      InRoles: ['Free'],
      Expires: null,
      SurveyCompleted: false,
      RemainingFreeTenders: 0,
      Created: '2030-06-01T09:30:00.000Z',
      PendingAuctionInvitationsCount: 0,
      PendingPublicBiddersCount: 0,
      IsAuthentificated: true,
      IsActivated: true,
    });
  });

  it('reports the profile filled once name, country and the company (name, web, country) are set', async () => {
    const user = await createLoggedInUser(app);
    const [country] = await app.ctx.db
      .insert(countries)
      .values({ code: 'ZZ', name: 'Testland' })
      .onConflictDoUpdate({ target: countries.code, set: { name: 'Testland' } })
      .returning();
    await app.ctx.db
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Lovelace' })
      .where(eq(users.id, user.id));
    expect((await userInfo(bearer(user.tokens))).json().IsUserProfileFilled).toBe(false);
    await app.ctx.db.update(users).set({ countryId: country.id }).where(eq(users.id, user.id));
    expect((await userInfo(bearer(user.tokens))).json().IsUserProfileFilled).toBe(false);
    const [address] = await app.ctx.db
      .insert(addresses)
      .values({ kind: 'company', countryId: country.id })
      .returning();
    const [company] = await app.ctx.db
      .insert(companies)
      .values({ name: 'Engines', web: 'engines.example.com', addressId: address.id })
      .returning();
    await app.ctx.db.update(users).set({ companyId: company.id }).where(eq(users.id, user.id));
    expect((await userInfo(bearer(user.tokens))).json().IsUserProfileFilled).toBe(true);
  });

  it('shows the paid role and its end while the subscription runs, then Free', async () => {
    const expires = new Date(clock.now().getTime() + 24 * 60 * 60 * 1000);
    const user = await createLoggedInUser(app, {
      roles: ['BusinessPremium'],
      subscriptionExpires: expires,
    });
    const running = (await userInfo(bearer(user.tokens))).json();
    expect(running).toMatchObject({ InRoles: ['BusinessPremium'], Expires: expires.toISOString() });
    clock.advance(24 * 60 * 60 * 1000);
    const lapsed = (await userInfo(bearer(await login(app, user.userName)))).json();
    expect(lapsed).toMatchObject({ InRoles: ['Free'], Expires: expires.toISOString() });
  });

  it('refuses a missing, malformed or foreign-signed token with 401', async () => {
    expect((await userInfo()).statusCode).toBe(401);
    expect((await userInfo({ authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    expect((await userInfo({ authorization: 'Basic abc' })).json()).toMatchObject({
      error: 'unauthorized',
    });
  });

  it('refuses the token of a user who no longer exists', async () => {
    const user = await createLoggedInUser(app);
    await app.ctx.db.delete(users).where(eq(users.id, user.id));
    expect((await userInfo(bearer(user.tokens))).statusCode).toBe(401);
  });
});
