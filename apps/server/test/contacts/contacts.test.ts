import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type TContact } from '@tendermark/shared';
import { addresses, companies, countries, users } from '../../src/db/schema/index.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { build, type TestApp } from '../helper.ts';
import { call } from '../tenders/helpers.ts';
import { settingsCall, validUserDetails } from '../profile/fixtures.ts';

/** A user whose company (with its country) is what a contact shows. */
async function companyUser(
  app: TestApp,
  company: { name: string; web: string; countryCode: string; industries?: number[] },
  keywords = '',
) {
  const created = await createUser(app);
  const [country] = await app.ctx.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, company.countryCode));
  const [address] = await app.ctx.db
    .insert(addresses)
    .values({ kind: 'company', countryId: country.id, city: 'X' })
    .returning();
  const [row] = await app.ctx.db
    .insert(companies)
    .values({
      name: company.name,
      web: company.web,
      addressId: address.id,
      industryIds: company.industries ?? [],
    })
    .returning();
  await app.ctx.db
    .update(users)
    .set({ companyId: row.id, favouriteAuctionKeywords: keywords })
    .where(eq(users.id, created.user.id));
  return { ...created, companyId: row.id };
}

describe('contacts', () => {
  let app: TestApp;
  let me: CreatedUser;
  let acme: Awaited<ReturnType<typeof companyUser>>;
  let zeta: Awaited<ReturnType<typeof companyUser>>;
  let bolt: Awaited<ReturnType<typeof companyUser>>;

  beforeAll(async () => {
    app = await build();
    me = await createUser(app);
    acme = await companyUser(
      app,
      { name: 'Acme Paper', web: 'acme.test', countryCode: 'AT', industries: [1] },
      'paper',
    );
    zeta = await companyUser(
      app,
      { name: 'Zeta Toner', web: 'zeta.test', countryCode: 'DE' },
      'toner',
    );
    bolt = await companyUser(app, { name: 'Bolt Pens', web: 'bolt.test', countryCode: 'FR' });
  });
  afterAll(() => app.dispose());

  const add = (body: unknown, caller = me) =>
    call(app, caller, 'POST', '/api/company/AddToContactList', body);
  const list = (query = '', caller = me) =>
    call(app, caller, 'GET', `/api/company/GetContacts${query}`);
  const names = (reply: { json(): { items: TContact[] } }) =>
    reply.json().items.map((contact) => contact.companyName);

  it('adds registered users by user name or e-mail, once', async () => {
    const byName = await add({ userName: acme.user.userName });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({
      userName: acme.user.userName,
      companyName: 'Acme Paper',
      web: 'acme.test',
      country: { code: 'AT' },
      keywords: 'paper',
      industries: [1],
      companyId: acme.companyId,
      customName: null,
    });
    expect((await add({ email: zeta.user.email.toUpperCase() })).statusCode).toBe(200);
    await add({ userName: bolt.user.userName });
    await add({ userName: acme.user.userName });
    expect((await list()).json().totalCount).toBe(3);
  });

  it('shows the personal description the contact wrote in their profile', async () => {
    const saved = await settingsCall(
      app,
      bolt.token,
      'PUT',
      '/api/settings/UpdateUserDetails',
      await validUserDetails(app, bolt.user.email, {
        personalDescription: 'Pens and office supplies since 1998.',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().personalDescription).toBe('Pens and office supplies since 1998.');
    const contact = (await list('?filter=Bolt')).json().items[0] as TContact;
    expect(contact.personalDescription).toBe('Pens and office supplies since 1998.');
    const unwritten = (await list('?filter=Zeta')).json().items[0] as TContact;
    expect(unwritten.personalDescription).toBeNull();
  });

  it('refuses unknown users, oneself and an empty body', async () => {
    const unknown = await add({ email: 'ghost@tendermark.test' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(Messages.userNotRegistered);
    expect((await add({ userName: me.user.userName })).json().message).toBe(
      Messages.cannotAddSelfContact,
    );
    expect((await add({})).statusCode).toBe(400);
  });

  it('sorts, pages and filters, echoing the paging', async () => {
    expect(names(await list('?sort=companyName'))).toEqual([
      'Acme Paper',
      'Bolt Pens',
      'Zeta Toner',
    ]);
    expect(names(await list('?sort=companyName&order=desc'))).toEqual([
      'Zeta Toner',
      'Bolt Pens',
      'Acme Paper',
    ]);
    const second = await list('?sort=companyName&pageNo=2&recordsPerPage=2');
    expect(second.json()).toMatchObject({
      page: 2,
      recordsPerPage: 2,
      totalCount: 3,
      sort: 'companyName',
    });
    expect(names(second)).toEqual(['Zeta Toner']);
    const filtered = await list('?filter=TONER');
    expect(filtered.json()).toMatchObject({ totalCount: 1, filter: 'TONER' });
    expect(names(await list('?filter=germany'))).toEqual(['Zeta Toner']);
    expect(names(await list('?filter=%25'))).toEqual([]);
    expect((await list('?sort=nonsense')).statusCode).toBe(400);
  });

  it('renames a contact; the custom name drives the name sort and the filter', async () => {
    const reply = await call(app, me, 'PUT', '/api/company/EditCompanyName', {
      userName: zeta.user.userName,
      customName: 'Aardvark supplies',
    });
    expect(reply.json().customName).toBe('Aardvark supplies');
    expect(names(await list('?sort=name'))).toEqual(['Zeta Toner', 'Acme Paper', 'Bolt Pens']);
    expect(names(await list('?filter=aardvark'))).toEqual(['Zeta Toner']);
    const cleared = await call(app, me, 'PUT', '/api/company/EditCompanyName', {
      userName: zeta.user.userName,
      customName: '',
    });
    expect(cleared.json().customName).toBeNull();
  });

  it('answers whether a company or a user is in the list', async () => {
    const byCompany = (companyId: string) =>
      call(app, me, 'GET', `/api/company/IsInContactList?companyId=${companyId}`);
    expect((await byCompany(acme.companyId)).json()).toBe(true);
    expect((await byCompany('not-an-id')).json()).toBe(false);
    const byName = (name: string) =>
      call(app, me, 'GET', `/api/company/IsInContactListByUsername?username=${name}`);
    expect((await byName(bolt.user.userName)).json()).toBe(true);
    expect((await byName(me.user.userName)).json()).toBe(false);
  });

  it("keeps each user's list their own", async () => {
    const other = await createUser(app);
    expect((await list('', other)).json()).toMatchObject({ items: [], totalCount: 0 });
    const edit = await call(app, other, 'PUT', '/api/company/EditCompanyName', {
      userName: acme.user.userName,
      customName: 'Mine',
    });
    expect(edit.statusCode).toBe(404);
    const remove = await call(
      app,
      other,
      'DELETE',
      `/api/company/RemoveFromContactList?userName=${acme.user.userName}`,
    );
    expect(remove.statusCode).toBe(404);
    expect((await list()).json().totalCount).toBe(3);
  });

  it('removes a contact', async () => {
    const url = `/api/company/RemoveFromContactList?userName=${bolt.user.userName}`;
    expect((await call(app, me, 'DELETE', url)).json()).toBe(true);
    expect((await call(app, me, 'DELETE', url)).statusCode).toBe(404);
    expect((await list()).json().totalCount).toBe(2);
  });
});
