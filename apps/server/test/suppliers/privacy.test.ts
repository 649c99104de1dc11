import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hubs } from '@tendermark/shared';
import { tenderSuppliers } from '../../src/db/schema/index.ts';
import { eventsNamed, joinTender, type Recorder } from '../auction/sockets.ts';
import type { CreatedUser } from '../factories.ts';
import { type TestApp } from '../helper.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { loadCountryIds } from '../tenders/helpers.ts';
import { BIDDER_ATTACHMENT_UPLOAD, pdf, uploadFiles } from '../tenders/uploads.ts';
import {
  acceptedSupplier,
  allYes,
  buildSupplierApp,
  buildSupplierSuite,
  businessUser,
  call,
  createTender,
  mustHaveIds,
  storedEntry,
  supplierCall,
} from './helpers.ts';

/** A supplier never learns another supplier's identity, bids or attachments (DESIGN §3, §4). */
describe("suppliers never see each other's entries", () => {
  let app: TestApp;
  let owner: CreatedUser;
  let alice: CreatedUser;
  let bob: CreatedUser;
  let tenderId: string;
  let aliceFileId: string;

  beforeAll(async () => {
    ({ app, owner, tenderId } = await buildSupplierSuite({ isPublic: true }));
    alice = await acceptedSupplier(app, owner, tenderId);
    bob = await acceptedSupplier(app, owner, tenderId);
    const uploaded = await uploadFiles(
      app,
      alice,
      BIDDER_ATTACHMENT_UPLOAD,
      tenderId,
      pdf('alice-offer.pdf'),
    );
    aliceFileId = uploaded.json()[0].id;
    const entry = await storedEntry(app, tenderId, alice);
    await app.ctx.db
      .update(tenderSuppliers)
      .set({ itemBids: { 'item-x': 123.45 }, offerDescription: 'Alice secret terms' })
      .where(eq(tenderSuppliers.id, entry.id));
  });
  afterAll(() => app.dispose());

  it('GetTender shows the owner every entry and a supplier only their own', async () => {
    const ownerView = (
      await call(app, owner, 'GET', `/api/tender/GetTender?id=${tenderId}`)
    ).json();
    expect(
      ownerView.suppliers
        .map((entry: { user: { userName: string } }) => entry.user.userName)
        .sort(),
    ).toEqual([alice.user.userName, bob.user.userName].sort());
    expect(ownerView.totalActiveBidders).toBe(2);
    const reply = await call(app, bob, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(reply.json().suppliers).toHaveLength(1);
    expect(reply.json().suppliers[0].user.userName).toBe(bob.user.userName);
    for (const secret of [
      alice.user.userName,
      '123.45',
      'Alice secret terms',
      aliceFileId,
      'alice-offer',
    ])
      expect(reply.body).not.toContain(secret);
  });

  it("GetSupplierEntry and GetFileById refuse another supplier's entry and files", async () => {
    const other = await call(
      app,
      bob,
      'GET',
      `/api/tendersupplier/GetSupplierEntry?tenderId=${tenderId}&userName=${alice.user.userName}`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('123.45');
    const file = await call(app, bob, 'GET', `/api/tender/GetFileById?attachmentId=${aliceFileId}`);
    expect(file.statusCode).toBe(404);
    const asOwner = await call(
      app,
      owner,
      'GET',
      `/api/tendersupplier/GetSupplierEntry?tenderId=${tenderId}&userName=${alice.user.userName}`,
    );
    expect(asOwner.json()).toMatchObject({
      offerDescription: 'Alice secret terms',
      itemsBids: [{ id: 'item-x', value: 123.45 }],
    });
  });

  it('GetMyTenders lists the tender for a supplier without anyone else’s identity', async () => {
    const reply = await call(app, bob, 'GET', '/api/tender/GetMyTenders?owner=false');
    expect(reply.json().items).toEqual([
      expect.objectContaining({
        id: tenderId,
        isOwner: false,
        supplierStatus: 3,
        totalActiveBiddersCount: 2,
      }),
    ]);
    expect(reply.body).not.toContain(alice.user.userName);
  });

  it('questions stay anonymous to other suppliers', async () => {
    const asked = await supplierCall(app, alice, 'AskQuestion', {
      tenderId,
      question: 'Pallets OK?',
    });
    expect(asked.statusCode).toBe(200);
    const ownerList = await call(
      app,
      owner,
      'GET',
      `/api/tender/GetQuestions?tenderId=${tenderId}`,
    );
    expect(ownerList.json()[0]).toMatchObject({
      question: 'Pallets OK?',
      askedBy: alice.user.userName,
    });
    expect(
      (await call(app, bob, 'GET', `/api/tender/GetQuestions?tenderId=${tenderId}`)).json(),
    ).toEqual([]);
    await call(app, owner, 'POST', '/api/tender/AnswerQuestion', {
      questionId: asked.json().id,
      answer: 'Yes, EUR pallets',
    });
    const bobList = await call(app, bob, 'GET', `/api/tender/GetQuestions?tenderId=${tenderId}`);
    expect(bobList.json()).toEqual([
      expect.objectContaining({ answer: 'Yes, EUR pallets', askedBy: null, isMine: false }),
    ]);
    expect(bobList.body).not.toContain(alice.user.userName);
  });
});

describe('real-time pushes reach the owner and the supplier concerned only', () => {
  let app: LiveApp;

  beforeAll(async () => {
    app = await listening(await buildSupplierApp());
    await loadCountryIds(app);
  });
  afterAll(() => app.dispose());

  const names = (recorder: Recorder) => recorder.events.map((entry) => entry.event);

  it('keeps one supplier’s attachments, answers, comments and blocking from the others', async () => {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner, { mustHaves: ['ISO 9001'] });
    const alice = await acceptedSupplier(app, owner, tenderId);
    const bob = await acceptedSupplier(app, owner, tenderId);
    const [ownerRoom, aliceRoom, bobRoom, bobNotes] = await Promise.all([
      app.openRecorder(owner.token, Hubs.tender),
      app.openRecorder(alice.token, Hubs.tender),
      app.openRecorder(bob.token, Hubs.tender),
      app.openRecorder(bob.token, Hubs.notification),
    ]);
    expect(await joinTender(ownerRoom, tenderId)).toMatchObject({ ok: true, role: 'owner' });
    expect(await joinTender(aliceRoom, tenderId)).toMatchObject({ ok: true, role: 'supplier' });
    expect(await joinTender(bobRoom, tenderId)).toMatchObject({ ok: true, role: 'supplier' });

    const conditions = await mustHaveIds(app, owner, tenderId);
    await uploadFiles(app, alice, BIDDER_ATTACHMENT_UPLOAD, tenderId, pdf('a.pdf'));
    await supplierCall(app, alice, 'ResponseMustHaveCondition', {
      tenderId,
      responses: allYes(conditions),
    });
    await supplierCall(app, owner, 'CommentOffer', {
      tenderId,
      userName: alice.user.userName,
      comment: 'Sharpen it',
    });
    await supplierCall(app, owner, 'BlockBidder', {
      tenderId,
      user: alice.user.userName,
      reason: 'Spam',
    });
    // A push to Bob afterwards: once it arrives, everything sent before it has arrived too.
    await supplierCall(app, owner, 'CommentOffer', {
      tenderId,
      userName: bob.user.userName,
      comment: 'Thanks',
    });
    await expect.poll(() => eventsNamed(bobRoom, 'commentOffer').length).toBeGreaterThan(0);
    await expect.poll(() => eventsNamed(ownerRoom, 'commentOffer').length).toBe(2);

    const ownerEvents = names(ownerRoom);
    for (const event of [
      'addBiddersAttachments',
      'saveSuppliersMustHaveConditionResponses',
      'commentOffer',
      'blockBidder',
      'updateSuppliersParticipationStatus',
    ])
      expect(ownerEvents).toContain(event);
    expect(names(aliceRoom)).toEqual(
      expect.arrayContaining(['commentOffer', 'blockBidder', 'updateSuppliersParticipationStatus']),
    );
    const bobSaw = JSON.stringify([...bobRoom.events, ...bobNotes.events]);
    expect(bobSaw).not.toContain(alice.user.userName);
    const bobEvents = names(bobRoom);
    for (const event of [
      'addBiddersAttachments',
      'saveSuppliersMustHaveConditionResponses',
      'blockBidder',
      'updateSuppliersParticipationStatus',
    ])
      expect(bobEvents).not.toContain(event);
    expect(bobEvents.filter((event) => event === 'commentOffer')).toHaveLength(1);
  });
});
