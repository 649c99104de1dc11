import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, SupplierStatus, TenderStatus, type TSupplierEntry } from '@tendermark/shared';
import { contacts, notifications, tenderInvitations } from '../../src/db/schema/index.ts';
import { bearer, createUser, type CreatedUser } from '../factories.ts';
import { lastMailTo, linkFromMail, type TestApp } from '../helper.ts';
import {
  buildSupplierSuite,
  buildTenderSuite,
  businessUser,
  call,
  createTender,
  entryOf,
  expectInvalidTransition,
  invite,
  setTenderStatus,
  statusOf,
  supplierCall,
} from './helpers.ts';

describe('inviting suppliers', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let tenderId: string;

  beforeAll(async () => {
    ({ app, owner, tenderId } = await buildSupplierSuite());
  });
  afterAll(() => app.dispose());

  it('gives a registered user an invited entry, a notification and a mail linking to the supplier view', async () => {
    const supplier = await createUser(app);
    const reply = await invite(app, owner, tenderId, [supplier.user.email], 'Please quote');
    expect(reply.statusCode).toBe(200);
    const entry = entryOf(reply.json(), supplier.user.userName);
    expect(entry).toMatchObject({
      status: { id: SupplierStatus.INVITED, name: 'Invited' },
      canReinvite: true,
      overallPosition: 9999,
      isRegistered: true,
    });
    const mail = await lastMailTo(app, supplier.user.email);
    expect(mail?.text).toContain('Please quote');
    expect(linkFromMail(mail!.text, '/auctions/supplier/').pathname).toBe(
      `/auctions/supplier/${tenderId}`,
    );
    const notes = await app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, supplier.user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0].link).toEqual({ action: 'supplierTender', dataId: tenderId });
    const info = await app.inject({
      url: '/api/account/UserInfo',
      headers: bearer(supplier.token),
    });
    expect(info.json().PendingAuctionInvitationsCount).toBe(1);
  });

  it('adds invited users to the owner’s contacts', async () => {
    const supplier = await createUser(app);
    await invite(app, owner, tenderId, [supplier.user.email]);
    const rows = await app.ctx.db
      .select()
      .from(contacts)
      .where(
        and(eq(contacts.ownerId, owner.user.id), eq(contacts.contactUserId, supplier.user.id)),
      );
    expect(rows).toHaveLength(1);
  });

  it('mails an unknown address a registration link and lists it as invited for the owner', async () => {
    const email = 'new.supplier@tendermark.test';
    const reply = await invite(app, owner, tenderId, [email]);
    expect(reply.statusCode).toBe(200);
    expect(entryOf(reply.json(), email)).toMatchObject({
      status: { id: SupplierStatus.INVITED },
      isRegistered: false,
      canReinvite: true,
    });
    const link = linkFromMail((await lastMailTo(app, email))!.text, '/register');
    expect(link.searchParams.get('tenderId')).toBe(tenderId);
    expect(link.searchParams.get('email')).toBe(email);
  });

  it('redeems the invitation once the address is proven: registration mails a link to choose the password, which activates the account', async () => {
    const email = 'later.user@tendermark.test';
    await invite(app, owner, tenderId, [email]);
    const registered = await app.inject({
      method: 'POST',
      url: `/api/account/Register?tenderId=${tenderId}`,
      payload: { email, password: 'Secret123', confirmPassword: 'Secret123' },
    });
    expect(registered.statusCode).toBe(200);
    const waiting = await call(app, owner, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(entryOf(waiting.json().suppliers, email)).toMatchObject({ isRegistered: false });

    const mail = await lastMailTo(app, email);
    expect(mail?.template).toBe('choosePassword');
    const token = decodeURIComponent(
      linkFromMail(mail!.text, '/forgot-password/').pathname.split('/').at(-1)!,
    );
    const chosen = await app.inject({
      method: 'POST',
      url: '/api/account/ResetPassword',
      payload: { NewPassword: 'Chosen123', ConfirmPassword: 'Chosen123', SecretToken: token },
    });
    expect(chosen.statusCode).toBe(200);
    const tender = await call(app, owner, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(entryOf(tender.json().suppliers, email)).toMatchObject({
      status: { id: SupplierStatus.INVITED },
      isRegistered: true,
    });
    const [invitation] = await app.ctx.db
      .select()
      .from(tenderInvitations)
      .where(eq(tenderInvitations.email, email));
    expect(invitation.redeemedAt).not.toBeNull();
  });

  it('re-sends an invitation that is still open', async () => {
    const supplier = await createUser(app);
    await invite(app, owner, tenderId, [supplier.user.email]);
    const again = await invite(app, owner, tenderId, [supplier.user.email]);
    expect(again.statusCode).toBe(200);
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.INVITED);
  });

  it('refuses the owner’s own address, duplicates and invalid addresses, inviting nobody', async () => {
    const fresh = await createUser(app);
    const cases: Array<[unknown, string]> = [
      [[owner.user.email.toUpperCase()], Messages.inviteSelf],
      [[fresh.user.email, 'x@y.com', fresh.user.email.toUpperCase()], Messages.inviteDuplicate],
      [['not-an-email'], Messages.invalidEmail],
      [[], Messages.required],
    ];
    for (const [emails, message] of cases) {
      const reply = await invite(app, owner, tenderId, emails);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
    }
    expect(await statusOf(app, tenderId, fresh)).toBeNull();
  });

  it('names the address that is given twice', async () => {
    const reply = await invite(app, owner, tenderId, ['a@y.com', 'b@y.com', 'B@y.com']);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      message: Messages.inviteDuplicate,
      issues: [{ path: [2], email: 'B@y.com', message: Messages.inviteDuplicate }],
    });
  });

  it('refuses someone already taking part with "User already in auction!", atomically', async () => {
    const supplier = await createUser(app);
    const other = await createUser(app);
    await invite(app, owner, tenderId, [supplier.user.email]);
    await supplierCall(app, supplier, 'ResponseInvitation', { tenderId, accept: true });
    const reply = await invite(app, owner, tenderId, [other.user.email, supplier.user.email]);
    expectInvalidTransition(reply, Messages.userAlreadyInAuction);
    expect(await statusOf(app, tenderId, other)).toBeNull();
  });

  it('is for the owner only, and only from scheduling until the room opens', async () => {
    const supplier = await createUser(app);
    const stranger = await businessUser(app);
    expect((await invite(app, stranger, tenderId, ['a@b.com'])).statusCode).toBe(404);
    await invite(app, owner, tenderId, [supplier.user.email]);
    expect((await invite(app, supplier, tenderId, ['a@b.com'])).statusCode).toBe(403);

    // A draft takes picks (tenders/draft-invitations.test.ts); a running auction takes none.
    const runningId = await createTender(app, owner);
    await setTenderStatus(app, runningId, TenderStatus.SUBMITTED);
    expect((await invite(app, owner, runningId, ['a@b.com'])).statusCode).toBe(409);
  });
});

describe('CreateTenderSeller', () => {
  let app: TestApp;
  let owner: CreatedUser;

  beforeAll(async () => {
    ({ app, owner } = await buildTenderSuite());
  });
  afterAll(() => app.dispose());

  const add = (tenderId: string, userName: string, user: CreatedUser = owner) =>
    supplierCall(app, user, 'CreateTenderSeller', { tenderId, userName });

  it('prepares a registered user on a draft (status 0), whom invitations later reach (0 → 1)', async () => {
    const tenderId = await createTender(app, owner, { draft: true });
    const supplier = await createUser(app);
    const reply = await add(tenderId, supplier.user.userName.toUpperCase());
    expect(reply.statusCode).toBe(200);
    expect((reply.json() as TSupplierEntry).status).toEqual({
      id: SupplierStatus.WAITING_FOR_INVITE,
      name: 'Waiting for invite',
    });
    // Not yet invited: the supplier does not see the draft.
    const hidden = await call(app, supplier, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(hidden.statusCode).toBe(404);
    expectInvalidTransition(
      await add(tenderId, supplier.user.userName),
      Messages.userAlreadyInAuction,
    );

    await call(app, owner, 'PUT', `/api/tender/ScheduleTender?tenderId=${tenderId}`);
    await invite(app, owner, tenderId, [supplier.user.email]);
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.INVITED);
  });

  it('answers an unknown user with "User is not registered in our application"', async () => {
    const tenderId = await createTender(app, owner, { draft: true });
    const reply = await add(tenderId, 'nobody@tendermark.test');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(Messages.userNotRegistered);
  });

  it('refuses the owner themselves and anyone but the owner', async () => {
    const tenderId = await createTender(app, owner, { draft: true });
    expect((await add(tenderId, owner.user.userName)).json().message).toBe(Messages.inviteSelf);
    const stranger = await createUser(app);
    expect((await add(tenderId, stranger.user.userName, stranger)).statusCode).toBe(404);
  });
});
