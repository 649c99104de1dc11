import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hubs, SupplierStatus, TenderStatus } from '@tendermark/shared';
import { eventsNamed, joinTender, type Recorder } from '../auction/sockets.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { loadCountryIds } from '../tenders/helpers.ts';
import {
  acceptedSupplier,
  allYes,
  buildSupplierApp,
  businessUser,
  createTender,
  invite,
  mustHaveIds,
  supplierCall,
} from './helpers.ts';

/** The newest payload of an event, once one has arrived. */
async function received(recorder: Recorder, event: string) {
  await expect.poll(() => eventsNamed(recorder, event).length).toBeGreaterThan(0);
  return eventsNamed(recorder, event).at(-1);
}

describe('pushes of participation changes', () => {
  let app: LiveApp;

  beforeAll(async () => {
    app = await listening(await buildSupplierApp());
    await loadCountryIds(app);
  });
  afterAll(() => app.dispose());

  /** A socket of the user on a hub, in the tender's room when one is given, recording every event. */
  async function listen(user: CreatedUser, hub: string, tenderId?: string): Promise<Recorder> {
    const recorder = await app.openRecorder(user.token, hub);
    if (tenderId) await joinTender(recorder, tenderId);
    return recorder;
  }

  it('an invitation reaches the supplier: notification and pending count', async () => {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner);
    const supplier = await createUser(app);
    const hub = await listen(supplier, Hubs.notification);
    await invite(app, owner, tenderId, [supplier.user.email]);
    expect(await received(hub, 'addNotification')).toMatchObject({
      Title: 'New invitation',
      Read: false,
    });
    expect(await received(hub, 'updatePendingAuctionInvitationsCount')).toEqual({ count: 1 });
    await supplierCall(app, supplier, 'ResponseInvitation', { tenderId, accept: true });
    await expect
      .poll(async () => (await received(hub, 'updatePendingAuctionInvitationsCount')) as object)
      .toEqual({ count: 0 });
  });

  it('an application reaches the owner: the applicant, the counts and the status', async () => {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner, { isPublic: true });
    const room = await listen(owner, Hubs.tender, tenderId);
    const notes = await listen(owner, Hubs.notification);
    const supplier = await createUser(app);
    await supplierCall(app, supplier, 'ApplyToPublicAuction', {
      tenderId,
      MhcResponse: allYes(await mustHaveIds(app, owner, tenderId)),
    });
    expect(await received(room, 'addPublicBidder')).toMatchObject({
      tenderId,
      supplier: {
        user: { userName: supplier.user.userName },
        status: { id: SupplierStatus.PENDING_PUBLIC },
      },
    });
    expect(await received(room, 'updateTenderNewAppliesCount')).toEqual({ tenderId, count: 1 });
    expect(await received(room, 'updateSuppliersParticipationStatus')).toEqual({
      tenderId,
      userName: supplier.user.userName,
      status: SupplierStatus.PENDING_PUBLIC,
    });
    expect(await received(notes, 'updatePendingPublicBiddersCount')).toEqual({ count: 1 });
  });

  it('the first finalized proposal pushes the new tender status and tells the owner', async () => {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner);
    const supplier = await acceptedSupplier(app, owner, tenderId);
    const ownerRoom = await listen(owner, Hubs.tender, tenderId);
    const supplierRoom = await listen(supplier, Hubs.tender, tenderId);
    await supplierCall(app, supplier, 'ResponseMustHaveCondition', {
      tenderId,
      responses: allYes(await mustHaveIds(app, owner, tenderId)),
    });
    await supplierCall(app, supplier, 'FinalizedProposal', { tenderId });
    const status = { tenderId, status: TenderStatus.RFP_SUBMITTED };
    expect(await received(ownerRoom, 'updateTenderStatus')).toEqual(status);
    expect(await received(supplierRoom, 'updateTenderStatus')).toEqual(status);
    expect(await received(ownerRoom, 'notifyOwnerWhenCompletedOffer')).toEqual({
      tenderId,
      userName: supplier.user.userName,
    });
    expect(await received(ownerRoom, 'saveSuppliersMustHaveConditionResponses')).toMatchObject({
      tenderId,
      userName: supplier.user.userName,
    });
  });

  it('a supplier who leaves stops receiving the room’s pushes', async () => {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner);
    const leaver = await acceptedSupplier(app, owner, tenderId);
    const stayer = await acceptedSupplier(app, owner, tenderId);
    const leaverRoom = await listen(leaver, Hubs.tender, tenderId);
    const stayerRoom = await listen(stayer, Hubs.tender, tenderId);
    await supplierCall(app, leaver, 'LeaveAuction', { tenderId });
    expect(await received(leaverRoom, 'updateSuppliersParticipationStatus')).toMatchObject({
      status: SupplierStatus.LEFT,
    });
    let leaverGotIt = false;
    leaverRoom.socket.on('updateItemBestBid', () => (leaverGotIt = true));
    const payload = { tenderId, itemId: 'i', bestBid: 1 };
    app.ctx.realtime.publisher.toTender(tenderId, 'updateItemBestBid', payload);
    expect(await received(stayerRoom, 'updateItemBestBid')).toEqual(payload);
    expect(leaverGotIt).toBe(false);
  });
});
