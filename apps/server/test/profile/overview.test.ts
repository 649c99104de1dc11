import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  SupplierStatus,
  TenderStatus,
  type TUserOverview,
  type TUserOverviewList,
} from '@tendermark/shared';
import { contacts, tenderSuppliers, tenders, users } from '../../src/db/schema/index.ts';
import { build, type TestApp } from '../helper.ts';
import { createLoggedInUser } from '../account/fixtures.ts';
import { settingsCall, validCompanyDetails, validUserDetails } from './fixtures.ts';

describe('GET /api/account/GetUserOverview', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  const newUser = async () => {
    const user = await createLoggedInUser(app);
    return { ...user, token: user.tokens.access_token };
  };
  type User = Awaited<ReturnType<typeof newUser>>;
  const overview = (viewer: User, id: string) =>
    settingsCall(app, viewer.token, 'GET', `/api/account/GetUserOverview?id=${id}`);

  async function profiledUser() {
    const user = await newUser();
    await settingsCall(app, user.token, 'PUT', '/api/settings/UpdateUserDetails', {
      ...(await validUserDetails(app, user.userName)),
      address: { streetAddress: 'Secret street 7', city: 'Berlin' },
    });
    await settingsCall(
      app,
      user.token,
      'PUT',
      '/api/settings/UpdateCompanyDetails',
      await validCompanyDetails(app),
    );
    await app.ctx.db.update(users).set({ rating: 4.5 }).where(eq(users.id, user.id));
    return user;
  }

  async function tender(ownerId: string, values: Partial<typeof tenders.$inferInsert>) {
    const date = new Date('2030-01-01T10:00:00Z');
    const [row] = await app.ctx.db
      .insert(tenders)
      .values({
        ownerId,
        name: 'Office chairs',
        status: TenderStatus.ENDED,
        isPublic: true,
        proposalEndDate: date,
        startDate: date,
        endDate: date,
        ...values,
      })
      .returning();
    return row;
  }

  it('shows the public profile, company and public auctions, never private data', async () => {
    const user = await profiledUser();
    const viewer = await newUser();
    const shown = await tender(user.id, { name: 'Public ended auction' });
    await tender(user.id, { name: 'Private auction', isPublic: false });
    await tender(user.id, { name: 'Draft', status: TenderStatus.NEW });
    await tender(user.id, { name: 'Demo', isDemo: true });

    const reply = await overview(viewer, user.id);
    expect(reply.statusCode).toBe(200);
    const body = reply.json<TUserOverview>();
    expect(body).toMatchObject({
      id: user.id,
      name: 'Ada Lovelace',
      email: null,
      country: { code: 'DE' },
      company: {
        name: 'Analytical Engines GmbH',
        web: 'https://engines.example.com',
        country: { code: 'DE' },
        city: 'Berlin',
      },
      rating: 4.5,
      wantToBuy: true,
      isInContacts: false,
      isYou: false,
    });
    expect(body.company?.industries).toHaveLength(2);
    expect(body.auctions.map((auction) => auction.id)).toEqual([shown.id]);
    const text = reply.body;
    for (const secret of [
      user.userName,
      '+49 30 1234567',
      'Secret street',
      'DE123456789',
      'HRB 12345',
    ])
      expect(text).not.toContain(secret);
  });

  it('shows the e-mail to the user themself, to a contact and to a fellow stakeholder', async () => {
    const user = await profiledUser();
    expect((await overview(user, user.id)).json()).toMatchObject({
      email: user.userName,
      isYou: true,
    });

    const contact = await newUser();
    await app.ctx.db.insert(contacts).values({ ownerId: contact.id, contactUserId: user.id });
    expect((await overview(contact, user.id)).json()).toMatchObject({
      email: user.userName,
      isInContacts: true,
    });

    const buyer = await newUser();
    const theirs = await tender(buyer.id, {});
    await app.ctx.db
      .insert(tenderSuppliers)
      .values({ tenderId: theirs.id, userId: user.id, status: SupplierStatus.INVITED });
    expect((await overview(buyer, user.id)).json().email).toBeNull();
    await app.ctx.db
      .update(tenderSuppliers)
      .set({ status: SupplierStatus.ACCEPTED })
      .where(eq(tenderSuppliers.tenderId, theirs.id));
    expect((await overview(buyer, user.id)).json().email).toBe(user.userName);
  });

  it('answers 404 for an unknown, malformed or removed user, and 401 without a login', async () => {
    const viewer = await newUser();
    expect((await overview(viewer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await overview(viewer, 'not-an-id')).statusCode).toBe(404);
    const removed = await newUser();
    await app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, removed.id));
    expect((await overview(viewer, removed.id)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/account/GetUserOverview?id=${viewer.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('GET /api/account/GetUserOverviewList', () => {
    const list = async (viewer: User) => {
      const reply = await settingsCall(
        app,
        viewer.token,
        'GET',
        '/api/account/GetUserOverviewList',
      );
      expect(reply.statusCode).toBe(200);
      return reply.json<TUserOverviewList>().items;
    };

    it('lists the viewer’s contacts, accepted suppliers and buyers once each, nobody else', async () => {
      const viewer = await newUser();
      const contact = await profiledUser();
      const supplier = await newUser();
      const invitedOnly = await newUser();
      const buyer = await newUser();
      const stranger = await newUser();
      const removed = await newUser();
      await app.ctx.db.insert(contacts).values([
        { ownerId: viewer.id, contactUserId: contact.id },
        { ownerId: viewer.id, contactUserId: supplier.id },
        { ownerId: viewer.id, contactUserId: removed.id },
        { ownerId: stranger.id, contactUserId: viewer.id },
      ]);
      await app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, removed.id));
      const mine = await tender(viewer.id, {});
      await app.ctx.db.insert(tenderSuppliers).values([
        { tenderId: mine.id, userId: supplier.id, status: SupplierStatus.ACCEPTED },
        { tenderId: mine.id, userId: invitedOnly.id, status: SupplierStatus.INVITED },
      ]);
      const theirs = await tender(buyer.id, {});
      await app.ctx.db
        .insert(tenderSuppliers)
        .values({ tenderId: theirs.id, userId: viewer.id, status: SupplierStatus.ACCEPTED });

      const items = await list(viewer);
      const byId = new Map(items.map((item) => [item.id, item]));
      expect([...byId.keys()].sort()).toEqual([contact.id, supplier.id, buyer.id].sort());
      expect(byId.get(contact.id)).toMatchObject({
        name: 'Ada Lovelace',
        email: contact.userName,
        companyName: 'Analytical Engines GmbH',
        country: { code: 'DE' },
        relations: ['contact'],
      });
      expect(byId.get(supplier.id)?.relations).toEqual(['contact', 'supplier']);
      expect(byId.get(buyer.id)?.relations).toEqual(['buyer']);
      // Contacts are one-way: the stranger lists the viewer, not the reverse. Someone with nobody
      // around them gets an empty list; without a login, 401.
      expect((await list(stranger)).map((item) => item.id)).toEqual([viewer.id]);
      expect(await list(await newUser())).toEqual([]);
      const anonymous = await app.inject({
        method: 'GET',
        url: '/api/account/GetUserOverviewList',
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
