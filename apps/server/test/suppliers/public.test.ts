import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, SupplierStatus, type TTenderListRow } from '@tendermark/shared';
import { outboxMails } from '../../src/db/schema/index.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { type TestApp } from '../helper.ts';
import {
  allYes,
  buildSupplierSuite,
  buildTenderSuite,
  call,
  createTender,
  expectInvalidTransition,
  invitedSupplier,
  mustHaveIds,
  statusOf,
  supplierCall,
} from './helpers.ts';

describe('public applications (spec §4: applying adds a supplier entry)', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let tenderId: string;
  let conditions: string[];

  beforeAll(async () => {
    ({ app, owner, tenderId } = await buildSupplierSuite({
      isPublic: true,
      mustHaves: ['ISO 9001'],
    }));
    conditions = await mustHaveIds(app, owner, tenderId);
  });
  afterAll(() => app.dispose());

  const apply = (user: CreatedUser, body: Record<string, unknown> = {}) =>
    supplierCall(app, user, 'ApplyToPublicAuction', {
      tenderId,
      MhcResponse: allYes(conditions),
      ...body,
    });
  const answer = (user: CreatedUser, approve: boolean, reason?: string) =>
    supplierCall(app, owner, 'ResponseToPublicBidder', {
      tenderId,
      userName: user.user.userName,
      approve,
      reason,
    });

  it('applies with every must-have checked (→ 2, Wait for Approval)', async () => {
    const supplier = await createUser(app);
    const reply = await apply(supplier);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: { id: SupplierStatus.PENDING_PUBLIC, name: 'Wait for Approval' },
      isPublic: true,
    });
    expect(reply.json().mustHaveConditionResponses).toHaveLength(conditions.length);
    const rows = await call(app, owner, 'GET', '/api/tender/GetMyTenders?owner=true');
    const row = rows.json().items.find((item: TTenderListRow) => item.id === tenderId);
    expect(row.newAppliesCount).toBeGreaterThanOrEqual(1);
  });

  it('needs every must-have condition checked: "You need to check all must have conditions"', async () => {
    const supplier = await createUser(app);
    for (const MhcResponse of [
      [],
      [{ mhcId: conditions[0], response: true }],
      conditions.map((mhcId, index) => ({ mhcId, response: index === 0 })),
    ]) {
      const reply = await apply(supplier, { MhcResponse });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(Messages.checkAllMustHave);
    }
    expect(await statusOf(app, tenderId, supplier)).toBeNull();
  });

  it('accepts the body names case-insensitively (mhcResponse, MhcId)', async () => {
    const supplier = await createUser(app);
    const reply = await supplierCall(app, supplier, 'ApplyToPublicAuction', {
      TenderId: tenderId,
      mhcResponse: conditions.map((id) => ({ MhcId: id, Response: true })),
    });
    expect(reply.statusCode).toBe(200);
  });

  it('refuses unknown conditions, applying twice, and the owner', async () => {
    const supplier = await createUser(app);
    const unknown = await apply(supplier, {
      MhcResponse: [...allYes(conditions), { mhcId: 'nope', response: true }],
    });
    expect(unknown.json().message).toBe(Messages.unknownMustHave);
    await apply(supplier);
    expectInvalidTransition(await apply(supplier), Messages.cannotApply);
    expect((await apply(owner)).statusCode).toBe(403);
  });

  it('keeps private tenders closed: strangers get 404, invited suppliers 409', async () => {
    const privateId = await createTender(app, owner);
    const stranger = await createUser(app);
    const body = { tenderId: privateId, MhcResponse: [] };
    expect((await supplierCall(app, stranger, 'ApplyToPublicAuction', body)).statusCode).toBe(404);
    const invited = await invitedSupplier(app, owner, privateId);
    const reply = await supplierCall(app, invited, 'ApplyToPublicAuction', body);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(Messages.notPublicAuction);
  });

  it('the owner approves an applicant (2 → 3)', async () => {
    const supplier = await createUser(app);
    await apply(supplier);
    const reply = await answer(supplier, true);
    expect(reply.json().status.id).toBe(SupplierStatus.ACCEPTED);
    expectInvalidTransition(await answer(supplier, true), Messages.notWaitingForApproval);
    const notes = await call(app, supplier, 'GET', '/api/notifications/GetNotificationsForUser');
    expect(notes.json()[0].Title).toBe('Application approved');
  });

  it('the owner rejects an applicant with a reason (2 → 5), told in-app and by mail', async () => {
    const supplier = await createUser(app);
    await apply(supplier);
    const reply = await answer(supplier, false, 'Outside our region');
    expect(reply.json()).toMatchObject({
      status: { id: SupplierStatus.REJECTED_BY_BUYER },
      rejectedReason: 'Outside our region',
    });
    const mails = await app.ctx.db.select().from(outboxMails);
    expect(
      mails.some(
        (mail) => mail.to === supplier.user.email && mail.text.includes('Outside our region'),
      ),
    ).toBe(true);
  });

  it('answering applicants is for the owner only', async () => {
    const supplier = await createUser(app);
    const other = await createUser(app);
    await apply(supplier);
    await apply(other);
    const reply = await supplierCall(app, other, 'ResponseToPublicBidder', {
      tenderId,
      userName: supplier.user.userName,
      approve: true,
    });
    expect(reply.statusCode).toBe(403);
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.PENDING_PUBLIC);
  });
});

describe('favorites', () => {
  let app: TestApp;
  let owner: CreatedUser;

  beforeAll(async () => {
    ({ app, owner } = await buildTenderSuite());
  });
  afterAll(() => app.dispose());

  const favorite = (user: CreatedUser, tenderId: string, isFavorite?: boolean) =>
    supplierCall(app, user, 'AddTenderToFavoriter', { tenderId, isFavorite });

  it('bookmarks a public tender as "Need to Apply" (9); removing it removes the entry', async () => {
    const tenderId = await createTender(app, owner, { isPublic: true });
    const supplier = await createUser(app);
    expect((await favorite(supplier, tenderId)).json()).toEqual({ tenderId, isFavorite: true });
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.FAVORITE);
    const tender = await call(app, supplier, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(tender.json()).toMatchObject({ isFavorite: true });
    expect(tender.json().suppliers[0].status).toEqual({ id: 9, name: 'Need to Apply' });
    const list = await call(app, supplier, 'GET', '/api/tender/GetMyTenders?owner=false');
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id: tenderId,
        isOwner: false,
        supplierStatus: 9,
        isFavorite: true,
      }),
    ]);

    expect((await favorite(supplier, tenderId, false)).json().isFavorite).toBe(false);
    expect(await statusOf(app, tenderId, supplier)).toBeNull();
  });

  it('applying from a favorite moves 9 → 2 and keeps the bookmark', async () => {
    const tenderId = await createTender(app, owner, { isPublic: true });
    const supplier = await createUser(app);
    await favorite(supplier, tenderId);
    const conditions = await mustHaveIds(app, owner, tenderId);
    await supplierCall(app, supplier, 'ApplyToPublicAuction', {
      tenderId,
      MhcResponse: allYes(conditions),
    });
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.PENDING_PUBLIC);
    await favorite(supplier, tenderId, false);
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.PENDING_PUBLIC);
  });

  it('bookmarks an invited tender without touching the invitation', async () => {
    const tenderId = await createTender(app, owner);
    const supplier = await invitedSupplier(app, owner, tenderId);
    await favorite(supplier, tenderId);
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.INVITED);
    const tender = await call(app, supplier, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(tender.json().isFavorite).toBe(true);
  });

  it('cannot bookmark a tender the user may not see', async () => {
    const tenderId = await createTender(app, owner);
    const stranger = await createUser(app);
    expect((await favorite(stranger, tenderId)).statusCode).toBe(404);
  });
});
