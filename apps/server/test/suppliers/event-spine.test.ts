/**
 * Participation changes on the event spine (issue 28): the change, its notification row and its
 * mail outbox row commit together or not at all, and a subscriber that fails after the commit
 * neither fails the request nor keeps the other pushes from arriving.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Hubs, SupplierStatus } from '@tendermark/shared';
import { notifications, outboxMails } from '../../src/db/schema/index.ts';
import { eventsNamed, joinTender, type Recorder } from '../auction/sockets.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { loadCountryIds } from '../tenders/helpers.ts';
import {
  allYes,
  buildSupplierApp,
  businessUser,
  createTender,
  invite,
  mustHaveIds,
  statusOf,
  supplierCall,
} from './helpers.ts';
import { acceptMailAgain, refuseMailTo } from './outbox-refusal.ts';

const notesOf = (app: TestApp, user: CreatedUser) =>
  app.ctx.db.select().from(notifications).where(eq(notifications.userId, user.user.id));
const outboxTo = (app: TestApp, user: CreatedUser, template: string) =>
  app.ctx.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, user.user.email), eq(outboxMails.template, template)));

describe('an owner’s decision and what it tells commit in one transaction', () => {
  let app: LiveApp;
  beforeAll(async () => {
    app = await listening(await buildSupplierApp());
    await loadCountryIds(app);
  });
  afterEach(() => acceptMailAgain(app));
  afterAll(() => app.dispose());

  async function applicant() {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner, { isPublic: true });
    const supplier = await createUser(app);
    const applied = await supplierCall(app, supplier, 'ApplyToPublicAuction', {
      tenderId,
      MhcResponse: allYes(await mustHaveIds(app, owner, tenderId)),
    });
    expect(applied.statusCode).toBe(200);
    return { owner, tenderId, supplier };
  }

  it('approving writes the status, the notification and the mail row before it answers', async () => {
    const { owner, tenderId, supplier } = await applicant();
    const reply = await supplierCall(app, owner, 'ResponseToPublicBidder', {
      tenderId,
      userName: supplier.user.userName,
      approve: true,
    });
    expect(reply.statusCode).toBe(200);
    // No waiting for the mail worker: the rows were committed with the change.
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.ACCEPTED);
    expect((await notesOf(app, supplier)).map((note) => note.title)).toEqual([
      'Application approved',
    ]);
    expect(await outboxTo(app, supplier, 'participationChanged')).toHaveLength(1);
  });

  it('a mail row that cannot be written takes the change and the notification with it', async () => {
    const { owner, tenderId, supplier } = await applicant();
    await refuseMailTo(app, supplier.user.email);
    const reply = await supplierCall(app, owner, 'ResponseToPublicBidder', {
      tenderId,
      userName: supplier.user.userName,
      approve: true,
    });
    expect(reply.statusCode).toBe(500);
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.PENDING_PUBLIC);
    expect(await notesOf(app, supplier)).toEqual([]);
    expect(await outboxTo(app, supplier, 'participationChanged')).toEqual([]);

    await acceptMailAgain(app);
    const retried = await supplierCall(app, owner, 'ResponseToPublicBidder', {
      tenderId,
      userName: supplier.user.userName,
      approve: true,
    });
    expect(retried.statusCode).toBe(200);
    expect(await notesOf(app, supplier)).toHaveLength(1);
    expect(await outboxTo(app, supplier, 'participationChanged')).toHaveLength(1);
  });

  it('a refused action writes no notification and no mail', async () => {
    const { owner, tenderId, supplier } = await applicant();
    // Unblocking someone who is not blocked is refused (409): nothing is told.
    const reply = await supplierCall(app, owner, 'UnblockBidder', {
      tenderId,
      user: supplier.user.userName,
    });
    expect(reply.statusCode).toBe(409);
    expect(await notesOf(app, supplier)).toEqual([]);
    expect(await outboxTo(app, supplier, 'participationChanged')).toEqual([]);
  });
});

describe('a participation subscriber that throws', () => {
  let app: LiveApp;
  let failures = 0;
  beforeAll(async () => {
    app = await listening(await buildSupplierApp());
    await loadCountryIds(app);
    // Registered after the app's own subscribers; it fails on every event of the type.
    app.ctx.events.on('participationChanged', 'test: a subscriber that fails', () => {
      failures += 1;
      throw new Error('subscriber failed on purpose');
    });
  });
  afterAll(() => app.dispose());

  const received = async (recorder: Recorder, event: string) => {
    await expect.poll(() => eventsNamed(recorder, event).length).toBeGreaterThan(0);
    return eventsNamed(recorder, event).at(-1);
  };

  it('the request still answers 200 and the pushes and notifications still arrive', async () => {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner);
    const supplier = await createUser(app);
    expect((await invite(app, owner, tenderId, [supplier.user.email])).statusCode).toBe(200);
    const ownerRoom = await app.openRecorder(owner.token, Hubs.tender);
    await joinTender(ownerRoom, tenderId);
    const ownerNotes = await app.openRecorder(owner.token, Hubs.notification);
    const supplierApp = await app.openRecorder(supplier.token, Hubs.app);
    const before = failures;

    const reply = await supplierCall(app, supplier, 'ResponseInvitation', {
      tenderId,
      accept: true,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().status.id).toBe(SupplierStatus.ACCEPTED);
    expect(failures).toBeGreaterThan(before);
    // The other subscribers of the same event, and those of the events recorded after it.
    expect(await received(ownerRoom, 'updateSuppliersParticipationStatus')).toEqual({
      tenderId,
      userName: supplier.user.userName,
      status: SupplierStatus.ACCEPTED,
    });
    expect(await received(supplierApp, 'addMyTender')).toMatchObject({
      tender: { id: tenderId, supplierStatus: SupplierStatus.ACCEPTED },
    });
    expect(await received(ownerNotes, 'addNotification')).toMatchObject({
      Title: 'Invitation accepted',
    });
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.ACCEPTED);
  });
});
