import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DisconnectReason, Hubs, SupplierStatus, TenderStatus } from '@tendermark/shared';
import { acceptedItemBid, addSupplier, createRoom } from '../auction/factories.ts';
import { eventsNamed, joinTender, settle, type Recorder } from '../auction/sockets.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { listening, type LiveApp } from '../live-app.ts';
import {
  acceptedSupplier,
  buildSupplierApp,
  businessUser,
  call,
  createTender,
  invite,
  supplierCall,
} from '../suppliers/helpers.ts';
import { createDraft, loadCountryIds, updateTender } from '../tenders/helpers.ts';

/** The newest payload of an event, once one has arrived. */
async function received(recorder: Recorder, event: string) {
  await expect.poll(() => eventsNamed(recorder, event).length).toBeGreaterThan(0);
  return eventsNamed(recorder, event).at(-1);
}

const closed = (recorder: Recorder) =>
  new Promise<string>((resolve) => {
    if (recorder.socket.disconnected) resolve('already');
    recorder.socket.once('disconnect', resolve);
  });

describe('the app hub (spec §4 addMyTender, updateTenderVisibility, Disconnect)', () => {
  let app: LiveApp;
  beforeAll(async () => {
    app = await listening(await buildSupplierApp());
    await loadCountryIds(app);
  });
  afterAll(() => app.dispose());

  const appHub = (user: CreatedUser) => app.openRecorder(user.token, Hubs.app);
  const rowsAdded = (recorder: Recorder) =>
    (eventsNamed(recorder, 'addMyTender') as Array<{ tender: { id: string } }>).map(
      ({ tender }) => tender,
    );

  it('addMyTender: a draft on its first save, a duplicate, a scheduled tender reach the owner', async () => {
    const owner = await businessUser(app);
    const hub = await appHub(owner);
    const draftId = await createDraft(app, owner);
    // A blank draft is in no list yet (New auction reuses it): nothing to add.
    await updateTender(app, owner, draftId, () => ({ name: 'Printer toner' }));
    expect(await received(hub, 'addMyTender')).toMatchObject({
      tender: { id: draftId, name: 'Printer toner', isOwner: true, tenderStatus: TenderStatus.NEW },
    });
    expect(rowsAdded(hub).map((row) => row.id)).toEqual([draftId]);
    // Later saves do not add it again.
    await updateTender(app, owner, draftId, () => ({ name: 'Printer toner, black' }));

    const copy = await call(app, owner, 'POST', `/api/tender/DuplicateTender?tenderId=${draftId}`);
    expect(copy.statusCode).toBe(200);
    await expect.poll(() => rowsAdded(hub).length).toBe(2);
    expect(rowsAdded(hub)[1]).toMatchObject({ name: 'Copy of Printer toner, black' });

    const tenderId = await createTender(app, owner);
    await expect
      .poll(() =>
        rowsAdded(hub)
          .filter((row) => row.id === tenderId)
          .at(-1),
      )
      .toMatchObject({ tenderStatus: TenderStatus.SCHEDULED });
  });

  it('addMyTender: an invitation puts the tender into the supplier’s lists, and accepting updates its row', async () => {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner);
    const supplier = await createUser(app);
    const hub = await appHub(supplier);
    await invite(app, owner, tenderId, [supplier.user.email]);
    expect(await received(hub, 'addMyTender')).toMatchObject({
      tender: { id: tenderId, isOwner: false, supplierStatus: SupplierStatus.INVITED },
    });
    await supplierCall(app, supplier, 'ResponseInvitation', { tenderId, accept: true });
    await settle(() => rowsAdded(hub).length >= 2);
    expect(rowsAdded(hub)).toHaveLength(2);
    expect(rowsAdded(hub)[1]).toMatchObject({
      id: tenderId,
      supplierStatus: SupplierStatus.ACCEPTED,
    });
  });

  it('updateTenderVisibility: hiding, showing and making public reach the owner’s apps', async () => {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner, { draft: true });
    const hub = await appHub(owner);
    const hide = (hidden: boolean) =>
      call(app, owner, 'PATCH', `/api/tender/HideTender?tenderId=${tenderId}&hidden=${hidden}`);
    expect((await hide(true)).statusCode).toBe(200);
    expect(await received(hub, 'updateTenderVisibility')).toEqual({
      tenderId,
      isPublic: false,
      hidden: true,
    });
    await hide(true); // no change, no push
    await hide(false);
    await expect.poll(() => eventsNamed(hub, 'updateTenderVisibility').length).toBe(2);
    await updateTender(app, owner, tenderId, () => ({ isPublic: true }));
    await expect
      .poll(() => eventsNamed(hub, 'updateTenderVisibility'))
      .toEqual([
        { tenderId, isPublic: false, hidden: true },
        { tenderId, isPublic: false, hidden: false },
        { tenderId, isPublic: true, hidden: false },
      ]);
  });

  it('Disconnect: one ended session is told why, then its sockets close; other sessions stay', async () => {
    const user = await createUser(app);
    const ended = await app.openRecorder(user.token, Hubs.app);
    const endedNotes = await app.openRecorder(user.token, Hubs.notification);
    const other = await createUser(app, { email: `other-${user.user.email}` });
    const otherHub = await appHub(other);
    const closing = Promise.all([closed(ended), closed(endedNotes)]);
    app.ctx.realtime.publisher.endSession({ userId: user.user.id, familyId: user.sessionId });
    expect(await closing).toEqual(['io server disconnect', 'io server disconnect']);
    expect(eventsNamed(ended, 'Disconnect')).toEqual([{ reason: DisconnectReason.SESSION_ENDED }]);
    expect(otherHub.socket.connected).toBe(true);
  });

  it('Disconnect: logging out everywhere tells every app of the user', async () => {
    const user = await createUser(app);
    const hub = await appHub(user);
    const closing = closed(hub);
    const reply = await call(app, user, 'POST', '/api/account/Logout');
    expect(reply.statusCode).toBe(200);
    expect(await closing).toBe('io server disconnect');
    expect(eventsNamed(hub, 'Disconnect')).toEqual([
      { reason: DisconnectReason.SIGNED_OUT_ELSEWHERE },
    ]);
  });

  it('cancelling a tender pushes its status to everyone in the room at once', async () => {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner);
    const supplier = await acceptedSupplier(app, owner, tenderId);
    const room = await app.openRecorder(supplier.token);
    expect(await joinTender(room, tenderId)).toMatchObject({ ok: true });
    const reply = await call(
      app,
      owner,
      'POST',
      `/api/tender/CancelTender?tenderId=${tenderId}&reason=Budget%20cut`,
    );
    expect(reply.statusCode).toBe(200);
    expect(await received(room, 'updateTenderStatus')).toMatchObject({
      tenderId,
      status: TenderStatus.CANCELED,
    });
  });

  it('Block and Unblock answer the position the room shows now', async () => {
    const room = await createRoom(app);
    const bidder = await addSupplier(app, room);
    await acceptedItemBid(app, bidder, room.tenderId, room.itemIds[0], 90);
    const target = { tenderId: room.tenderId, user: bidder.user.userName };
    const blocked = await supplierCall(app, room.owner, 'BlockBidder', {
      ...target,
      reason: 'x',
    });
    expect(blocked.json()).toMatchObject({
      status: { id: SupplierStatus.BLOCKED },
      overallPosition: 9999,
    });
    const unblocked = await supplierCall(app, room.owner, 'UnblockBidder', target);
    expect(unblocked.json()).toMatchObject({
      status: { id: SupplierStatus.ACCEPTED },
      overallPosition: 1,
    });
  });
});
