import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { Hubs, Messages, SupplierStatus, TenderStatus } from '@tendermark/shared';
import {
  addresses,
  companies,
  contacts,
  notifications,
  refreshTokens,
  savedSearches,
  tenderSuppliers,
  tenders,
  users,
} from '../../src/db/schema/index.ts';
import { removedUserName } from '../../src/modules/account/removal-service.ts';
import { build, lastMailTo, linkFromMail } from '../helper.ts';
import { createLoggedInUser, DEFAULT_PASSWORD, login, refresh } from '../account/fixtures.ts';
import { eventsNamed, settle } from '../auction/sockets.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { settingsCall, validCompanyDetails, validUserDetails } from './fixtures.ts';

describe('account removal: RequestDeleteProfile and DeleteProfile', () => {
  let app: LiveApp;
  beforeAll(async () => {
    app = await listening(await build());
  });
  afterAll(() => app.dispose());

  const newUser = async () => {
    const user = await createLoggedInUser(app);
    return { ...user, token: user.tokens.access_token };
  };
  type User = Awaited<ReturnType<typeof newUser>>;
  const requestRemoval = (user: User) =>
    settingsCall(app, user.token, 'POST', '/api/company/RequestDeleteProfile');
  const removalToken = async (user: User) => {
    const mail = await lastMailTo(app, user.userName, 'accountRemoval');
    return linkFromMail(mail!.text, '/account-removal').searchParams.get('token')!;
  };
  const deleteProfile = (token: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'DELETE',
      url: `/api/company/DeleteProfile?token=${encodeURIComponent(token)}`,
      headers,
    });

  /**
   * A tender of the owner in a given status, with the supplier's accepted entry. Its moments lie
   * an hour ahead: this app's clock runs, and a scheduled tender due now could be ended by it
   * before the removal cancels it (seen under load).
   */
  async function tenderWithSupplier(ownerId: string, supplierId: string, status: number) {
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    const [tender] = await app.ctx.db
      .insert(tenders)
      .values({
        ownerId,
        status,
        name: `Tender ${status}`,
        proposalEndDate: inHours(1),
        startDate: inHours(1),
        endDate: inHours(2),
        isPublic: true,
      })
      .returning();
    await app.ctx.db
      .insert(tenderSuppliers)
      .values({ tenderId: tender.id, userId: supplierId, status: SupplierStatus.ACCEPTED });
    return tender;
  }

  it('mails a one-time link; following it erases personal data, keeps tenders and frees the address', async () => {
    const user = await newUser();
    const buyer = await newUser();
    await settingsCall(app, user.token, 'PUT', '/api/settings/UpdateUserDetails', {
      ...(await validUserDetails(app, user.userName)),
      address: { city: 'Berlin', gpsCoords: { lat: 52.5, lng: 13.4 } },
    });
    await settingsCall(
      app,
      user.token,
      'PUT',
      '/api/settings/UpdateCompanyDetails',
      await validCompanyDetails(app),
    );
    const before = (await app.ctx.db.select().from(users).where(eq(users.id, user.id)))[0];
    await app.ctx.db.insert(contacts).values([
      { ownerId: user.id, contactUserId: buyer.id },
      { ownerId: buyer.id, contactUserId: user.id },
    ]);
    await app.ctx.db.insert(notifications).values({ userId: user.id, title: 'Hi', text: 'there' });
    await app.ctx.db
      .insert(savedSearches)
      .values({ userId: user.id, name: 'Chairs', kind: 'auctions', criteria: {} as never });
    const supplied = await tenderWithSupplier(buyer.id, user.id, TenderStatus.ENDED);
    const ownDraft = await tenderWithSupplier(user.id, buyer.id, TenderStatus.NEW);
    const ownRunning = await tenderWithSupplier(user.id, buyer.id, TenderStatus.SCHEDULED);
    const ownEnded = await tenderWithSupplier(user.id, buyer.id, TenderStatus.ENDED);

    expect((await requestRemoval(user)).statusCode).toBe(200);
    const token = await removalToken(user);
    const reply = await deleteProfile(token, { authorization: `Bearer ${user.token}` });
    expect(reply.statusCode).toBe(200);

    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      userName: removedUserName(user.id),
      email: removedUserName(user.id),
      passwordHash: null,
      isActivated: false,
      firstName: null,
      lastName: null,
      phoneNumber: null,
      facebookProfile: null,
      linkedinProfile: null,
      favouriteAuctionKeywords: null,
      addressId: null,
      companyId: null,
      countryId: null,
      isSearchable: false,
    });
    expect(row.deletedAt).not.toBeNull();
    const leftovers = async <T>(rows: Promise<T[]>) => (await rows).length;
    expect(
      await leftovers(
        app.ctx.db
          .select()
          .from(contacts)
          .where(inArray(contacts.ownerId, [user.id, buyer.id])),
      ),
    ).toBe(0);
    expect(
      await leftovers(
        app.ctx.db.select().from(notifications).where(eq(notifications.userId, user.id)),
      ),
    ).toBe(0);
    expect(
      await leftovers(
        app.ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, user.id)),
      ),
    ).toBe(0);
    expect(
      await leftovers(
        app.ctx.db.select().from(addresses).where(eq(addresses.id, before.addressId!)),
      ),
    ).toBe(0);
    expect(
      await leftovers(
        app.ctx.db.select().from(companies).where(eq(companies.id, before.companyId!)),
      ),
    ).toBe(0);

    // Tenders others depend on stay consistent: the supplier entry and ended auctions remain,
    // a scheduled auction is canceled for its suppliers, the draft is gone.
    const statusOf = async (id: string) =>
      (await app.ctx.db.select().from(tenders).where(eq(tenders.id, id)))[0];
    expect(
      await app.ctx.db
        .select()
        .from(tenderSuppliers)
        .where(eq(tenderSuppliers.tenderId, supplied.id)),
    ).toMatchObject([{ userId: user.id, status: SupplierStatus.ACCEPTED }]);
    expect(await statusOf(ownDraft.id)).toBeUndefined();
    expect(await statusOf(ownRunning.id)).toMatchObject({
      status: TenderStatus.CANCELED,
      canceledReason: 'The buyer has deleted their Tendermark account',
    });
    expect(await statusOf(ownEnded.id)).toMatchObject({ status: TenderStatus.ENDED });

    // The link worked once; the same address registers again.
    expect((await deleteProfile(token)).json().message).toBe(Messages.invalidToken);
    expect(await lastMailTo(app, user.userName, 'accountRemoved')).toBeDefined();
    const registered = await app.inject({
      method: 'POST',
      url: '/api/account/Register',
      payload: {
        email: user.userName,
        password: DEFAULT_PASSWORD,
        confirmPassword: DEFAULT_PASSWORD,
      },
    });
    expect(registered.statusCode).toBe(200);
  });

  it('signs the user out everywhere: refresh tokens revoked, open apps told, the old login refused', async () => {
    const user = await newUser();
    const otherSession = await login(app, user.userName);
    const socket = await app.openRecorder(otherSession.access_token, Hubs.notification);
    await requestRemoval(user);
    expect((await deleteProfile(await removalToken(user))).statusCode).toBe(200);

    await settle(() => eventsNamed(socket, 'logoutAllUsers').length === 1);
    expect((await refresh(app, user.tokens.refresh_token)).statusCode).toBe(400);
    expect((await refresh(app, otherSession.refresh_token)).statusCode).toBe(400);
    expect(
      await app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id)),
    ).toEqual([]);
    const userInfo = await app.inject({
      method: 'GET',
      url: '/api/account/UserInfo',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(userInfo.statusCode).toBe(401);
    const password = await app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        userName: user.userName,
        password: DEFAULT_PASSWORD,
      }).toString(),
    });
    expect(password.statusCode).toBe(400);
  });

  it("refuses a link that is not the signed-in caller's, and an unknown token", async () => {
    const [victim, attacker] = [await newUser(), await newUser()];
    await requestRemoval(victim);
    const token = await removalToken(victim);
    expect(
      (await deleteProfile(token, { authorization: `Bearer ${attacker.token}` })).json().message,
    ).toBe(Messages.invalidToken);
    expect((await deleteProfile('nonsense')).statusCode).toBe(400);
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, victim.id));
    expect(row.deletedAt).toBeNull();
  });

  it('tells whether a link still works, so that a used one offers no delete button', async () => {
    const [user, other] = [await newUser(), await newUser()];
    await requestRemoval(user);
    const token = await removalToken(user);
    const check = (headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: `/api/company/CheckDeleteProfileToken?token=${encodeURIComponent(token)}`,
        headers,
      });
    expect((await check()).statusCode).toBe(200);
    expect((await check({ authorization: `Bearer ${user.token}` })).statusCode).toBe(200);
    const foreign = await check({ authorization: `Bearer ${other.token}` });
    expect([foreign.statusCode, foreign.json().error]).toEqual([400, 'invalid_token']);
    expect((await deleteProfile(token)).statusCode).toBe(200);
    const used = await check();
    expect([used.statusCode, used.json().message]).toEqual([400, Messages.invalidToken]);
  });

  it('a newer request makes the older link unusable', async () => {
    const user = await newUser();
    await requestRemoval(user);
    const first = await removalToken(user);
    await requestRemoval(user);
    expect((await deleteProfile(first)).statusCode).toBe(400);
    expect((await deleteProfile(await removalToken(user))).statusCode).toBe(200);
  });

  it('keeps a shared company for the colleagues who stay', async () => {
    const owner = await newUser();
    await settingsCall(
      app,
      owner.token,
      'PUT',
      '/api/settings/UpdateCompanyDetails',
      await validCompanyDetails(app),
    );
    const colleague = await newUser();
    const [ownerRow] = await app.ctx.db.select().from(users).where(eq(users.id, owner.id));
    await app.ctx.db
      .update(users)
      .set({ companyId: ownerRow.companyId })
      .where(eq(users.id, colleague.id));
    await requestRemoval(owner);
    await deleteProfile(await removalToken(owner));
    const [colleagueRow] = await app.ctx.db.select().from(users).where(eq(users.id, colleague.id));
    expect(colleagueRow.companyId).toBe(ownerRow.companyId);
  });
});
