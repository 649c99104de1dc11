/**
 * Socket.IO hubs at /signalr (DESIGN §4): /tender, /notification and /app, each authenticated with
 * the bearer access token. The tender hub admits the owner and participating suppliers only.
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import {
  Hubs,
  REALTIME_PATH,
  type JoinTenderAck,
  type TenderHubClientEvents,
} from '@tendermark/shared';
import type { AuthUser } from '../lib/auth.ts';
import type { Authenticate } from '../lib/auth.ts';
import { createRedisLink, type RedisLink } from '../lib/redis.ts';
import { corkPerTurn } from './cork-per-turn.ts';
import {
  createPublisher,
  deliverTenderRoomPushes,
  type KeptRoomNote,
  type RealtimePublisher,
} from './publisher.ts';
import { connectRedisAdapter } from './redis-adapter.ts';
import { Rooms } from './rooms.ts';
import { createTenderRoomChannels, type TenderRoomChannels } from './tender-room-channels.ts';

export type TenderRole = 'owner' | 'supplier';

/** Decides who may join a tender room; supplied by the auction modules. */
export type TenderAccessResolver = (user: AuthUser, tenderId: string) => Promise<TenderRole | null>;

export type RealtimeHooks = {
  resolveTenderRole: TenderAccessResolver;
  /** Called when a supplier joins or leaves a tender room (active-bidder counts). */
  onPresenceChange?: (tenderId: string, user: AuthUser, active: boolean) => void;
  /** Another node's note on its change to a room this node serves (`toTenderRoom`'s `keptRoom`). */
  onKeptRoomChange?: (tenderId: string, keptRoom: KeptRoomNote) => void;
};

export type Realtime = {
  io: Server;
  publisher: RealtimePublisher;
  setHooks(hooks: RealtimeHooks): void;
  attach(server: HttpServer): void;
  /** Users currently connected to a tender room as suppliers, across all nodes. */
  activeSupplierIds(tenderId: string): Promise<string[]>;
  /**
   * Whether this node shares its pushes with the other nodes through Redis now: false without
   * Redis, and while Redis is away (the node then serves its own members alone).
   */
  isShared(): boolean;
  close(): Promise<void>;
};

type SocketData = { user: AuthUser; tenderRoles: Record<string, TenderRole> };

/**
 * A ping every 10 s, answered within 10 s: a network that went silent (no close, no offline
 * event) is noticed by both ends within 20 s, not Socket.IO's default 45 s, so the room shows
 * "Reconnecting" and the owner's presence list drops the bidder while it still matters.
 */
const HEARTBEAT = { pingInterval: 10_000, pingTimeout: 10_000 };

export async function createRealtime(options: {
  authenticate: Authenticate;
  redisUrl?: string;
  /** The node's Redis link (one log line per outage for all its clients); made here if left out. */
  redisLink?: RedisLink;
  log: FastifyBaseLogger;
  /** Runs on every node when some of a user's sessions ended (see `signOutSessions`). */
  onSessionsEnded: (userId: string) => void;
}): Promise<Realtime> {
  const io = new Server({
    path: REALTIME_PATH,
    serveClient: false,
    cors: { origin: false },
    ...HEARTBEAT,
  });
  const redis = options.redisUrl
    ? await connectRedisAdapter(io, {
        redisUrl: options.redisUrl,
        key: REDIS_KEY,
        log: options.log,
        link: options.redisLink ?? createRedisLink(options.log),
      })
    : undefined;
  const tenderHub = io.of(Hubs.tender);
  let hooks: RealtimeHooks = { resolveTenderRole: async () => null };
  const tenderRoomChannels = redis
    ? createTenderRoomChannels({
        namespace: tenderHub,
        publisher: redis.publisher,
        subscriber: redis.channelSubscriber,
        isShared: redis.isShared,
        key: REDIS_KEY,
        log: options.log,
        deliver: (tenderId, { pushes, keptRoom }) => {
          deliverTenderRoomPushes(tenderHub, tenderId, pushes);
          if (keptRoom !== undefined) hooks.onKeptRoomChange?.(tenderId, keptRoom);
        },
      })
    : undefined;

  for (const hub of Object.values(Hubs)) {
    io.of(hub).use(async (socket, next) => {
      const token = (socket.handshake.auth as { token?: string } | undefined)?.token;
      const user = token ? await options.authenticate(token) : undefined;
      if (!user) return next(new Error('unauthorized'));
      (socket.data as SocketData) = { user, tenderRoles: {} };
      next();
    });
  }
  // Every socket joins its user's and session's rooms, so that ending sessions can close it.
  for (const hub of Object.values(Hubs)) {
    io.of(hub).on('connection', (socket) => {
      const { user } = socket.data as SocketData;
      socket.join([Rooms.user(user.id), Rooms.session(user.sessionId)]);
    });
  }
  registerTenderHub(tenderHub, () => hooks, options.log, tenderRoomChannels);
  return {
    io,
    publisher: createPublisher(io, {
      distributed: redis !== undefined,
      tenderRoomChannels,
      onSessionsEnded: options.onSessionsEnded,
    }),
    setHooks: (next) => {
      hooks = next;
    },
    attach(server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
        if (request.url?.startsWith(REALTIME_PATH)) corkPerTurn(socket);
      });
      io.attach(server);
    },
    async activeSupplierIds(tenderId) {
      const sockets = await io.of(Hubs.tender).in(Rooms.tenderSuppliers(tenderId)).fetchSockets();
      return [...new Set(sockets.map((socket) => (socket.data as SocketData).user.id))];
    },
    isShared: () => redis?.isShared() ?? false,
    async close() {
      await io.close();
      const channelsClosed = tenderRoomChannels?.close();
      // With Redis away, subscriptions queued for it fail now instead of waiting for it.
      if (redis && !redis.isShared()) await redis.close();
      await channelsClosed;
      await redis?.close();
    },
  };
}

function registerTenderHub(
  namespace: Namespace,
  hooks: () => RealtimeHooks,
  log: FastifyBaseLogger,
  channels: TenderRoomChannels | undefined,
): void {
  namespace.on('connection', (socket: Socket<TenderHubClientEvents>) => {
    const data = socket.data as SocketData;
    socket.on('joinTender', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const tenderId = typeof payload?.tenderId === 'string' ? payload.tenderId : undefined;
      if (!tenderId) return reply({ ok: false, error: 'tenderId is required' });
      const role = await hooks()
        .resolveTenderRole(data.user, tenderId)
        .catch((error: unknown) => {
          log.warn({ err: error, tenderId }, 'tender access check failed');
          return null;
        });
      if (!role) return reply({ ok: false, error: 'forbidden' } satisfies JoinTenderAck);
      data.tenderRoles[tenderId] = role;
      await socket.join([Rooms.tender(tenderId), Rooms.tenderMember(tenderId, data.user.id)]);
      await socket.join(
        role === 'owner' ? Rooms.tenderOwner(tenderId) : Rooms.tenderSuppliers(tenderId),
      );
      if (role === 'supplier') hooks().onPresenceChange?.(tenderId, data.user, true);
      await channels?.heard(tenderId);
      reply({ ok: true, role });
    });
    socket.on('leaveTender', async (payload, ack) => {
      const tenderId = payload?.tenderId;
      if (typeof tenderId === 'string') leaveTenderRooms(socket, data, tenderId, hooks());
      if (typeof ack === 'function') ack({ ok: true });
    });
    socket.on('disconnect', () => {
      for (const tenderId of Object.keys(data.tenderRoles))
        leaveTenderRooms(socket, data, tenderId, hooks());
    });
  });
}

function leaveTenderRooms(
  socket: Socket,
  data: SocketData,
  tenderId: string,
  hooks: RealtimeHooks,
): void {
  const role = data.tenderRoles[tenderId];
  if (!role) return;
  delete data.tenderRoles[tenderId];
  for (const room of [
    Rooms.tender(tenderId),
    Rooms.tenderOwner(tenderId),
    Rooms.tenderSuppliers(tenderId),
    Rooms.tenderMember(tenderId, data.user.id),
  ]) {
    void socket.leave(room);
  }
  if (role === 'supplier') hooks.onPresenceChange?.(tenderId, data.user, false);
}

/** The prefix of the adapter's and the tender rooms' Redis channels. */
const REDIS_KEY = 'tendermark';
