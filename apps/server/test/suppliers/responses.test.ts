import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, SupplierStatus, TenderStatus } from '@tendermark/shared';
import { tenderBids, tenderSuppliers } from '../../src/db/schema/index.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { type TestApp } from '../helper.ts';
import {
  acceptedSupplier,
  buildSupplierSuite,
  call,
  createTender,
  expectInvalidTransition,
  invitedSupplier,
  setTenderStatus,
  statusOf,
  storedEntry,
  supplierCall,
} from './helpers.ts';

describe('a supplier answers, leaves and rejoins (spec §4)', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let tenderId: string;

  beforeAll(async () => {
    ({ app, owner, tenderId } = await buildSupplierSuite());
  });
  afterAll(() => app.dispose());

  const respond = (user: CreatedUser, body: Record<string, unknown>) =>
    supplierCall(app, user, 'ResponseInvitation', { tenderId, ...body });

  it('accepts an invitation (1 → 3) and the owner is notified', async () => {
    const supplier = await invitedSupplier(app, owner, tenderId);
    const reply = await respond(supplier, { accept: true });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().status).toEqual({
      id: SupplierStatus.ACCEPTED,
      name: 'Invitation accepted',
    });
    expect(reply.json().canReinvite).toBe(false);
    const notes = await call(app, owner, 'GET', '/api/notifications/GetNotificationsForUser');
    expect(notes.json()[0]).toMatchObject({ Title: 'Invitation accepted', Read: false });
    expect(notes.json()[0].Text).toContain(supplier.user.userName);
  });

  it('declines with a reason (1 → 4), which the owner sees', async () => {
    const supplier = await invitedSupplier(app, owner, tenderId);
    const reply = await respond(supplier, { accept: false, reason: 'No capacity in June' });
    expect(reply.json()).toMatchObject({
      status: { id: SupplierStatus.REJECTED_BY_BIDDER },
      rejectedReason: 'No capacity in June',
    });
    // A supplier who declined still sees the tender (and may be invited again).
    expect(
      (await call(app, supplier, 'GET', `/api/tender/GetTender?id=${tenderId}`)).statusCode,
    ).toBe(200);
  });

  it('refuses answering twice or without an invitation (409)', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    expectInvalidTransition(await respond(supplier, { accept: true }), Messages.noOpenInvitation);
    expectInvalidTransition(await respond(supplier, { accept: false }), Messages.noOpenInvitation);
    const stranger = await createUser(app);
    expect((await respond(stranger, { accept: true })).statusCode).toBe(404);
  });

  it('needs accept to be a boolean', async () => {
    const supplier = await invitedSupplier(app, owner, tenderId);
    const reply = await respond(supplier, { accept: 'maybe' });
    expect(reply.statusCode).toBe(400);
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.INVITED);
  });

  it('leaves (3 → 10): current bids are cleared and logged bids marked withdrawn', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    const entry = await storedEntry(app, tenderId, supplier);
    await app.ctx.db
      .update(tenderSuppliers)
      .set({ itemBids: { a: 10 }, criterionBids: { b: 3 }, overallPosition: 1 })
      .where(eq(tenderSuppliers.id, entry.id));
    await app.ctx.db.insert(tenderBids).values({
      tenderId,
      supplierId: entry.id,
      targetKind: 'item',
      targetId: entry.id,
      value: 10,
      seq: 1,
      phase: 'proposal',
      createdAt: new Date(),
      prevHash: '',
      hash: 'h1',
    });
    const reply = await supplierCall(app, supplier, 'LeaveAuction', { tenderId });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: { id: SupplierStatus.LEFT },
      itemsBids: [],
      criteriaBids: [],
      overallPosition: 9999,
    });
    const [bid] = await app.ctx.db
      .select()
      .from(tenderBids)
      .where(eq(tenderBids.supplierId, entry.id));
    expect(bid.withdrawnAt).not.toBeNull();
    expect(bid.hash).toBe('h1');
  });

  it('refuses leaving when not taking part', async () => {
    const supplier = await invitedSupplier(app, owner, tenderId);
    expectInvalidTransition(
      await supplierCall(app, supplier, 'LeaveAuction', { tenderId }),
      Messages.onlyParticipantCanLeave,
    );
  });

  it('asks to rejoin with a reason (10 → 11); the owner approves (11 → 3)', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    await supplierCall(app, supplier, 'LeaveAuction', { tenderId });
    const noReason = await supplierCall(app, supplier, 'RejoinAuction', { tenderId, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const rejoin = await supplierCall(app, supplier, 'RejoinAuction', {
      tenderId,
      reason: 'Our stock arrived',
    });
    expect(rejoin.json()).toMatchObject({
      status: { id: SupplierStatus.PENDING_COMEBACK, name: 'Wait for Approval' },
      rejoinReason: 'Our stock arrived',
    });
    const info = await call(app, owner, 'GET', '/api/account/UserInfo');
    expect(info.json().PendingPublicBiddersCount).toBe(1);
    expectInvalidTransition(
      await supplierCall(app, supplier, 'RejoinAuction', { tenderId, reason: 'again' }),
      Messages.onlyLeftCanRejoin,
    );
    const approved = await supplierCall(app, owner, 'ResponseToPublicBidder', {
      tenderId,
      userName: supplier.user.userName,
      approve: true,
    });
    expect(approved.json().status.id).toBe(SupplierStatus.ACCEPTED);
    const after = await call(app, owner, 'GET', '/api/account/UserInfo');
    expect(after.json().PendingPublicBiddersCount).toBe(0);
  });

  it('rejects a rejoin request back to left (11 → 10) with the reason told', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    await supplierCall(app, supplier, 'LeaveAuction', { tenderId });
    await supplierCall(app, supplier, 'RejoinAuction', { tenderId, reason: 'please' });
    const rejected = await supplierCall(app, owner, 'ResponseToPublicBidder', {
      tenderId,
      userName: supplier.user.userName,
      approve: false,
      reason: 'Too late',
    });
    expect(rejected.json()).toMatchObject({
      status: { id: SupplierStatus.LEFT },
      rejectedReason: 'Too late',
    });
    const notes = await call(app, supplier, 'GET', '/api/notifications/GetNotificationsForUser');
    expect(notes.json()[0]).toMatchObject({ Title: 'Rejoin request rejected' });
    expect(notes.json()[0].Text).toContain('Too late');
  });

  it('closes answers once the auction ended', async () => {
    const endedId = await createTender(app, owner);
    const supplier = await invitedSupplier(app, owner, endedId);
    await setTenderStatus(app, endedId, TenderStatus.ENDED);
    const reply = await supplierCall(app, supplier, 'ResponseInvitation', {
      tenderId: endedId,
      accept: true,
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(Messages.participationClosed);
  });

  it('refuses the owner taking part in their own auction', async () => {
    const reply = await supplierCall(app, owner, 'ResponseInvitation', { tenderId, accept: true });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(Messages.ownAuction);
  });
});
