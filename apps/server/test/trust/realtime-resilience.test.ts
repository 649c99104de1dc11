/**
 * Real-time resilience (issue 15): suppliers in a live room lose their connection mid-auction, by a
 * server restart or a cut socket, while others bid. They reconnect with Socket.IO's reconnection
 * (the web app's 6 attempts, at shorter intervals here), re-join, refetch GetTender as the web app
 * does, and then show exactly the server's best bids and their own position.
 */
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Hubs, REALTIME_PATH, type JoinTenderAck, type TTender } from '@tendermark/shared';
import { buildApp } from '../../src/app.ts';
import { tenderItems, tenderSuppliers } from '../../src/db/schema/index.ts';
import { freshDatabase, testConfig, type TestApp } from '../helper.ts';
import { acceptedItemBid, addSupplier, createRoom, type Room } from '../auction/factories.ts';
import { settle } from '../auction/sockets.ts';

const RECONNECT_ATTEMPTS = 6;
const RECONNECT_DELAY_MS = 400;

type Database = Awaited<ReturnType<typeof freshDatabase>>;
type RoomView = { bestBids: Record<string, number>; ownPosition: number };

/** The app on the given database, without its clock, listening on the port (0: any free one). */
async function startApp(database: Database, port: number): Promise<{ app: TestApp; url: string }> {
  const app = await buildApp(testConfig(), {
    database: database.handle,
    logger: false,
    runClock: false,
  });
  await app.ready();
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    app: Object.assign(app, { dispose: () => app.close() }),
    url: `http://127.0.0.1:${address.port}`,
  };
}

/**
 * A supplier's browser in the room, reduced to what it shows: best bids and own position from
 * GetTender, then from pushes newer than what it holds (by seq), as the web app's room-live does.
 * Every connection, the first and each reconnection, joins the room and refetches the tender.
 */
class RoomClient {
  readonly socket: Socket;
  view: RoomView = { bestBids: {}, ownPosition: -1 };
  syncs = 0;
  disconnects = 0;
  private bestBidSeqs: Record<string, number> = {};
  private positionSeq = 0;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly tenderId: string,
  ) {
    this.socket = connect(`${url}${Hubs.tender}`, {
      path: REALTIME_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnectionAttempts: RECONNECT_ATTEMPTS,
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MS,
      randomizationFactor: 0,
    });
    this.socket.on('connect', () => void this.resync());
    this.socket.on('disconnect', () => (this.disconnects += 1));
    this.socket.on(
      'updateItemBestBid',
      (push: { itemId: string; bestBid: number; seq: number }) => {
        if (push.seq < (this.bestBidSeqs[push.itemId] ?? 0)) return;
        this.bestBidSeqs[push.itemId] = push.seq;
        this.view = {
          ...this.view,
          bestBids: { ...this.view.bestBids, [push.itemId]: push.bestBid },
        };
      },
    );
    this.socket.on(
      'updateSuppliersPositions',
      (push: { seq: number; positions: Array<{ position: number }> }) => {
        const own = push.positions[0];
        if (!own || push.seq < this.positionSeq) return;
        this.positionSeq = push.seq;
        this.view = { ...this.view, ownPosition: own.position };
      },
    );
  }

  private async resync() {
    const ack = await new Promise<JoinTenderAck>((resolve) =>
      this.socket.emit('joinTender', { tenderId: this.tenderId }, resolve),
    );
    if (!ack.ok) throw new Error(`joinTender refused: ${JSON.stringify(ack)}`);
    const response = await fetch(`${this.url}/api/tender/GetTender?id=${this.tenderId}`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
    const tender = (await response.json()) as TTender;
    this.view = {
      bestBids: Object.fromEntries(tender.itemsDetails.map((item) => [item.id, item.bestBid])),
      ownPosition: tender.suppliers[0].overallPosition,
    };
    this.syncs += 1;
  }

  close() {
    this.socket.disconnect();
  }
}

describe('a live room whose clients lose their connection', () => {
  let database: Database;
  let server: { app: TestApp; url: string };
  let room: Room;
  let suppliers: Awaited<ReturnType<typeof addSupplier>>[];
  let clients: RoomClient[];

  beforeEach(async () => {
    database = await freshDatabase();
    server = await startApp(database, 0);
    room = await createRoom(server.app, {
      items: [
        { unitPrice: 100, quantity: 10, bidStep: 1 },
        { unitPrice: 50, quantity: 4, bidStep: 1 },
      ],
    });
    suppliers = [];
    for (let index = 0; index < 3; index += 1) suppliers.push(await addSupplier(server.app, room));
    const [alice, bob] = suppliers;
    await bidBoth(alice, 95, 48);
    await bidBoth(bob, 94, 49);
    clients = [alice, bob].map((user) => new RoomClient(server.url, user.token, room.tenderId));
    await settle(() => clients.every((client) => client.syncs === 1), { extraMs: 0 });
  });
  afterEach(async () => {
    clients.forEach((client) => client.close());
    await server.app.close();
    await database.drop();
  });

  const bidBoth = async (user: (typeof suppliers)[number], first: number, second: number) => {
    await acceptedItemBid(server.app, user, room.tenderId, room.itemIds[0], first);
    await acceptedItemBid(server.app, user, room.tenderId, room.itemIds[1], second);
  };

  /** The server's truth for a supplier: the stored best bids and its stored position. */
  async function serverView(userId: string): Promise<RoomView> {
    const items = await server.app.ctx.db
      .select({ id: tenderItems.id, bestBid: tenderItems.bestBid })
      .from(tenderItems)
      .where(eq(tenderItems.tenderId, room.tenderId));
    const [entry] = await server.app.ctx.db
      .select({ position: tenderSuppliers.overallPosition })
      .from(tenderSuppliers)
      .where(eq(tenderSuppliers.userId, userId));
    return {
      bestBids: Object.fromEntries(items.map((item) => [item.id, item.bestBid ?? -1])),
      ownPosition: entry.position,
    };
  }

  /** After the reconnection and a further bid, every client shows what the server holds. */
  async function expectClientsInSync() {
    await settle(() => clients.every((client) => client.syncs === 2), { extraMs: 0 });
    const [alice, bob] = suppliers;
    await acceptedItemBid(server.app, bob, room.tenderId, room.itemIds[1], 40);
    const views = async () => Promise.all([alice, bob].map((user) => serverView(user.user.id)));
    const expected = await views();
    await settle(() =>
      clients.every(
        (client, index) => JSON.stringify(client.view) === JSON.stringify(expected[index]),
      ),
    ).catch(() => undefined); // the assertion below shows the difference
    expect(clients.map((client) => client.view)).toEqual(expected);
    // The bids made while they were away changed what they show: this was not a no-op.
    expect(expected.map((view) => view.ownPosition)).toEqual([3, 2]);
    for (const client of clients) expect(client.disconnects).toBe(1);
  }

  it('catches up after the server restarts on the same database and port', async () => {
    const port = Number(new URL(server.url).port);
    // A graceful stop (SIGTERM) with clients connected must not wait for them to leave.
    const stopped = await Promise.race([
      server.app.close().then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 2000)),
    ]);
    expect(stopped, 'the app did not close while clients were connected').toBe(true);
    await settle(() => clients.every((client) => !client.socket.connected), { extraMs: 0 });
    // The new server takes bids before it listens: they happen while the clients are away.
    const app = await buildApp(testConfig(), {
      database: database.handle,
      logger: false,
      runClock: false,
    });
    server = { app: Object.assign(app, { dispose: () => app.close() }), url: server.url };
    await bidBoth(suppliers[2], 90, 45);
    await app.listen({ port, host: '127.0.0.1' });
    await expectClientsInSync();
  });

  it('catches up after the socket is cut and bids happen while it is away', async () => {
    for (const client of clients) client.socket.io.engine.close();
    await bidBoth(suppliers[2], 90, 45);
    expect(clients.every((client) => !client.socket.connected)).toBe(true);
    await expectClientsInSync();
  });
});
