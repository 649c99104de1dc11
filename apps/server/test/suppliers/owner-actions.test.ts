import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, SupplierStatus } from '@tendermark/shared';
import { notifications } from '../../src/db/schema/index.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { lastMailTo, linkFromMail, type TestApp } from '../helper.ts';
import {
  acceptedSupplier,
  allYes,
  buildSupplierSuite,
  businessUser,
  call,
  createTender,
  expectInvalidTransition,
  invitedSupplier,
  mustHaveIds,
  statusOf,
  supplierCall,
} from './helpers.ts';

describe('the owner blocks, unblocks and removes suppliers', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let tenderId: string;

  beforeAll(async () => {
    ({ app, owner, tenderId } = await buildSupplierSuite({ isPublic: true }));
  });
  afterAll(() => app.dispose());

  const block = (user: CreatedUser, reason?: string, caller = owner) =>
    supplierCall(app, caller, 'BlockBidder', { tenderId, user: user.user.userName, reason });
  const unblock = (user: CreatedUser, caller = owner) =>
    supplierCall(app, caller, 'UnblockBidder', { tenderId, user: user.user.userName });
  const remove = (user: CreatedUser, caller = owner) =>
    supplierCall(app, caller, 'DeleteTenderSeller', { tenderId, userName: user.user.userName });

  it('blocks an accepted supplier with a reason (3 → 7); unblocking returns to 3', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    const blocked = await block(supplier, 'Late deliveries');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      status: { id: SupplierStatus.BLOCKED, name: 'Blocked' },
      rejectedReason: 'Late deliveries',
    });
    expectInvalidTransition(await block(supplier), Messages.alreadyBlocked);
    const seen = await call(app, supplier, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(seen.statusCode).toBe(403);
    expect(seen.json()).toEqual({ error: 'forbidden', message: Messages.blockedInAuction });

    const unblocked = await unblock(supplier);
    expect(unblocked.json()).toMatchObject({
      status: { id: SupplierStatus.ACCEPTED },
      rejectedReason: null,
    });
  });

  it('unblocks an invited supplier back to invited (7 → 1)', async () => {
    const supplier = await invitedSupplier(app, owner, tenderId);
    await block(supplier);
    expect((await unblock(supplier)).json().status.id).toBe(SupplierStatus.INVITED);
  });

  it('refuses to unblock an applicant blocked while waiting: "User can not be unblocked" (400)', async () => {
    const supplier = await createUser(app);
    const conditions = await mustHaveIds(app, owner, tenderId);
    await supplierCall(app, supplier, 'ApplyToPublicAuction', {
      tenderId,
      MhcResponse: allYes(conditions),
    });
    await block(supplier);
    const reply = await unblock(supplier);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: 'cannot_unblock', message: Messages.cannotUnblock });
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.BLOCKED);
  });

  it('refuses to unblock someone not blocked (409)', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    expectInvalidTransition(await unblock(supplier), Messages.cannotUnblock);
  });

  it('removes a supplier (→ 6), who then sees only a short refusal', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    const reply = await remove(supplier);
    expect(reply.statusCode).toBe(200);
    expect(
      reply
        .json()
        .find(
          (entry: { user: { userName: string } }) => entry.user.userName === supplier.user.userName,
        ).status,
    ).toEqual({ id: SupplierStatus.REMOVED, name: 'Removed' });
    expectInvalidTransition(await remove(supplier), Messages.alreadyRemoved);
    const seen = await call(app, supplier, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(seen.json()).toEqual({ error: 'forbidden', message: Messages.removedFromAuction });
    const notes = await call(app, supplier, 'GET', '/api/notifications/GetNotificationsForUser');
    expect(notes.json()[0].Title).toBe('Removed from an auction');
    // The owner may invite a removed supplier again.
    await call(
      app,
      owner,
      'POST',
      `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tenderId}`,
      [supplier.user.email],
    );
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.INVITED);
  });

  it('withdraws an invitation of an address without an account', async () => {
    const email = 'withdrawn@tendermark.test';
    await call(
      app,
      owner,
      'POST',
      `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tenderId}`,
      [email],
    );
    const reply = await supplierCall(app, owner, 'DeleteTenderSeller', {
      tenderId,
      userName: email,
    });
    expect(reply.statusCode).toBe(200);
    expect(
      reply.json().some((entry: { user: { userName: string } }) => entry.user.userName === email),
    ).toBe(false);
  });

  it('refuses suppliers (403) and, on a private tender, strangers (404) every owner call', async () => {
    const privateId = await createTender(app, owner);
    const supplier = await acceptedSupplier(app, owner, privateId);
    const victim = await acceptedSupplier(app, owner, privateId);
    const stranger = await businessUser(app);
    const target = { tenderId: privateId, user: victim.user.userName };
    const ownerCalls = (caller: CreatedUser) => [
      supplierCall(app, caller, 'BlockBidder', { ...target, reason: 'x' }),
      supplierCall(app, caller, 'UnblockBidder', target),
      supplierCall(app, caller, 'DeleteTenderSeller', {
        tenderId: privateId,
        userName: target.user,
      }),
      supplierCall(app, caller, 'ResponseToPublicBidder', {
        tenderId: privateId,
        userName: target.user,
        approve: true,
      }),
      supplierCall(app, caller, 'CommentOffer', {
        tenderId: privateId,
        userName: target.user,
        comment: 'hi',
      }),
      supplierCall(app, caller, 'CreateTenderSeller', {
        tenderId: privateId,
        userName: target.user,
      }),
      call(app, caller, 'POST', `/api/tender/MessageToBidders?id=${privateId}`, { msg: 'hi' }),
      call(
        app,
        caller,
        'POST',
        `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${privateId}`,
        ['someone@tendermark.test'],
      ),
    ];
    for (const [caller, status] of [
      [supplier, 403],
      [stranger, 404],
    ] as const)
      for (const reply of await Promise.all(ownerCalls(caller)))
        expect(reply.statusCode).toBe(status);
    expect(await statusOf(app, privateId, victim)).toBe(SupplierStatus.ACCEPTED);
  });

  it('answers an unknown supplier with 404', async () => {
    const reply = await supplierCall(app, owner, 'BlockBidder', {
      tenderId,
      user: 'nobody@tendermark.test',
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(Messages.userNotRegistered);
  });
});

describe('the owner speaks to suppliers', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let tenderId: string;

  beforeAll(async () => {
    ({ app, owner, tenderId } = await buildSupplierSuite());
  });
  afterAll(() => app.dispose());

  it('comments on an offer: stored, notified and mailed to that supplier', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    const reply = await supplierCall(app, owner, 'CommentOffer', {
      tenderId,
      userName: supplier.user.userName,
      comment: 'Please lower the toner price',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().ownerComment).toBe('Please lower the toner price');
    const mail = await lastMailTo(app, supplier.user.email);
    expect(mail?.text).toContain('Please lower the toner price');
    expect(linkFromMail(mail!.text, '/auctions/supplier/').pathname).toBe(
      `/auctions/supplier/${tenderId}`,
    );
    const own = await call(
      app,
      supplier,
      'GET',
      `/api/tendersupplier/GetSupplierEntry?tenderId=${tenderId}`,
    );
    expect(own.json().ownerComment).toBe('Please lower the toner price');
  });

  it('messages every invited and accepted supplier, and nobody else', async () => {
    const invited = await invitedSupplier(app, owner, tenderId);
    const accepted = await acceptedSupplier(app, owner, tenderId);
    const declined = await invitedSupplier(app, owner, tenderId);
    await supplierCall(app, declined, 'ResponseInvitation', { tenderId, accept: false });
    const before = await app.ctx.db.select().from(notifications);
    const reply = await call(app, owner, 'POST', `/api/tender/MessageToBidders?id=${tenderId}`, {
      msg: 'Delivery address changed to gate 4',
    });
    expect(reply.statusCode).toBe(200);
    const after = await app.ctx.db.select().from(notifications);
    const newOnes = after.filter((note) => !before.some((old) => old.id === note.id));
    const told = new Set(newOnes.map((note) => note.userId));
    expect(told.has(invited.user.id)).toBe(true);
    expect(told.has(accepted.user.id)).toBe(true);
    expect(told.has(declined.user.id)).toBe(false);
    expect((await lastMailTo(app, accepted.user.email))?.text).toContain('gate 4');
    const [note] = await app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, invited.user.id));
    expect(note).toBeDefined();
    expect(reply.json().recipients).toBe(told.size);
  });

  it('tells invited and participating suppliers when the auction is canceled', async () => {
    const canceledId = await createTender(app, owner);
    const supplier = await acceptedSupplier(app, owner, canceledId);
    const reason = encodeURIComponent('Budget frozen');
    await call(
      app,
      owner,
      'POST',
      `/api/tender/CancelTender?tenderId=${canceledId}&reason=${reason}`,
    );
    const notes = await call(app, supplier, 'GET', '/api/notifications/GetNotificationsForUser');
    expect(notes.json()[0]).toMatchObject({ Title: 'Auction canceled' });
    expect((await lastMailTo(app, supplier.user.email))?.text).toContain('Budget frozen');
  });

  it('needs a message', async () => {
    const reply = await call(app, owner, 'POST', `/api/tender/MessageToBidders?id=${tenderId}`, {
      msg: '  ',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(Messages.required);
  });
});
