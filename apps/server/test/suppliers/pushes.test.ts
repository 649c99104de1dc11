import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hubs, REALTIME_PATH, SupplierStatus, TenderStatus } from '@tendermark/shared';
import { createUser, type CreatedUser } from '../factories.ts';
import { type TestApp } from '../helper.ts';
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

type Listener = { socket: Socket; received(event: string): Promise<unknown> };

describe('pushes of participation changes', () => {
  let app: TestApp;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await buildSupplierApp();
    await loadCountryIds(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await app.dispose();
  });

  /** A connected socket that records every event, so none is missed between calls. */
  async function listen(user: CreatedUser, hub: string, tenderId?: string): Promise<Listener> {
    const socket = connect(`${url}${hub}`, {
      path: REALTIME_PATH,
      auth: { token: user.token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    const seen: Array<[string, unknown]> = [];
    socket.onAny((event: string, payload: unknown) => seen.push([event, payload]));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    if (tenderId) await new Promise((resolve) => socket.emit('joinTender', { tenderId }, resolve));
    return {
      socket,
      async received(event) {
        await expect.poll(() => seen.some(([name]) => name === event)).toBe(true);
        return seen.filter(([name]) => name === event).at(-1)?.[1];
      },
    };
  }

  it('an invitation reaches the supplier: notification and pending count', async () => {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner);
    const supplier = await createUser(app);
    const hub = await listen(supplier, Hubs.notification);
    await invite(app, owner, tenderId, [supplier.user.email]);
    expect(await hub.received('addNotification')).toMatchObject({
      Title: 'New invitation',
      Read: false,
    });
    expect(await hub.received('updatePendingAuctionInvitationsCount')).toEqual({ count: 1 });
    await supplierCall(app, supplier, 'ResponseInvitation', { tenderId, accept: true });
    await expect
      .poll(async () => (await hub.received('updatePendingAuctionInvitationsCount')) as object)
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
    expect(await room.received('addPublicBidder')).toMatchObject({
      tenderId,
      supplier: {
        user: { userName: supplier.user.userName },
        status: { id: SupplierStatus.PENDING_PUBLIC },
      },
    });
    expect(await room.received('updateTenderNewAppliesCount')).toEqual({ tenderId, count: 1 });
    expect(await room.received('updateSuppliersParticipationStatus')).toEqual({
      tenderId,
      userName: supplier.user.userName,
      status: SupplierStatus.PENDING_PUBLIC,
    });
    expect(await notes.received('updatePendingPublicBiddersCount')).toEqual({ count: 1 });
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
    expect(await ownerRoom.received('updateTenderStatus')).toEqual(status);
    expect(await supplierRoom.received('updateTenderStatus')).toEqual(status);
    expect(await ownerRoom.received('notifyOwnerWhenCompletedOffer')).toEqual({
      tenderId,
      userName: supplier.user.userName,
    });
    expect(await ownerRoom.received('saveSuppliersMustHaveConditionResponses')).toMatchObject({
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
    expect(await leaverRoom.received('updateSuppliersParticipationStatus')).toMatchObject({
      status: SupplierStatus.LEFT,
    });
    let leaverGotIt = false;
    leaverRoom.socket.on('updateItemBestBid', () => (leaverGotIt = true));
    const payload = { tenderId, itemId: 'i', bestBid: 1 };
    app.ctx.realtime.publisher.toTender(tenderId, 'updateItemBestBid', payload);
    expect(await stayerRoom.received('updateItemBestBid')).toEqual(payload);
    expect(leaverGotIt).toBe(false);
  });
});
