import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { Hubs, REALTIME_PATH, type JoinTenderAck } from '@tendermark/shared';
import { build, type TestApp } from '../helper.ts';
import { createUser } from '../factories.ts';

async function listen(app: TestApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

function open(url: string, hub: string, token?: string): Socket {
  return connect(`${url}${hub}`, {
    path: REALTIME_PATH,
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
  });
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));

describe('real-time hubs', () => {
  let app: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await build();
    url = await listen(app);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await app.dispose();
  });

  it('refuses a connection without a valid token with "unauthorized"', async () => {
    const socket = open(url, Hubs.tender, 'not-a-token');
    sockets.push(socket);
    await expect(connected(socket)).rejects.toThrow('unauthorized');
  });

  it('admits only users the access resolver allows, and delivers pushes to the right rooms', async () => {
    const owner = await createUser(app);
    const supplier = await createUser(app);
    const stranger = await createUser(app);
    app.ctx.realtime.setHooks({
      resolveTenderRole: async (user, tenderId) =>
        tenderId !== 't1'
          ? null
          : user.id === owner.user.id
            ? 'owner'
            : user.id === supplier.user.id
              ? 'supplier'
              : null,
    });
    const [ownerSocket, supplierSocket, strangerSocket] = [owner, supplier, stranger].map(
      ({ token }) => open(url, Hubs.tender, token),
    );
    sockets.push(ownerSocket, supplierSocket, strangerSocket);
    await Promise.all([ownerSocket, supplierSocket, strangerSocket].map(connected));

    const join = (socket: Socket, tenderId: string) =>
      new Promise<JoinTenderAck>((resolve) => socket.emit('joinTender', { tenderId }, resolve));
    expect(await join(ownerSocket, 't1')).toEqual({ ok: true, role: 'owner' });
    expect(await join(supplierSocket, 't1')).toEqual({ ok: true, role: 'supplier' });
    expect(await join(strangerSocket, 't1')).toEqual({ ok: false, error: 'forbidden' });
    expect(await app.ctx.realtime.activeSupplierIds('t1')).toEqual([supplier.user.id]);

    const ownerGetsBid = next(ownerSocket, 'updateSuppliersItemBid');
    let supplierGotOwnerEvent = false;
    supplierSocket.on('updateSuppliersItemBid', () => (supplierGotOwnerEvent = true));
    const supplierGetsBest = next(supplierSocket, 'updateItemBestBid');
    app.ctx.realtime.publisher.toTenderOwner('t1', 'updateSuppliersItemBid', {
      tenderId: 't1',
      userName: 'x',
      itemId: 'i',
      value: 5,
      seq: 1,
      at: '',
    });
    app.ctx.realtime.publisher.toTender('t1', 'updateItemBestBid', {
      tenderId: 't1',
      itemId: 'i',
      bestBid: 5,
    });
    expect(await ownerGetsBid).toMatchObject({ value: 5 });
    expect(await supplierGetsBest).toMatchObject({ bestBid: 5 });
    expect(supplierGotOwnerEvent).toBe(false);
  });

  it('pushes notifications to the user they are for', async () => {
    const user = await createUser(app);
    const socket = open(url, Hubs.notification, user.token);
    sockets.push(socket);
    await connected(socket);
    const received = next(socket, 'updatePendingAuctionInvitationsCount');
    app.ctx.realtime.publisher.toUserNotifications(
      user.user.id,
      'updatePendingAuctionInvitationsCount',
      { count: 2 },
    );
    expect(await received).toEqual({ count: 2 });
  });
});
