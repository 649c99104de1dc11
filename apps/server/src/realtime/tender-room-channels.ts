/**
 * Tender room changes between nodes: one Redis channel per tender, which a node hears only while
 * some of its sockets are in that room. A node decodes the changes of the rooms it serves, not
 * every change of every node (as one server-side event to all nodes had it): with rooms spread
 * over many nodes, or every member of a tender on one node, the other nodes do no work for it.
 */
import { randomBytes } from 'node:crypto';
import type { Namespace } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisClientType } from 'redis';
import { Rooms } from './rooms.ts';
import type { TenderRoomChange } from './publisher.ts';

export type TenderRoomChannels = {
  /** Sends a change to the other nodes that serve the room. */
  publish(tenderId: string, change: TenderRoomChange): void;
  /**
   * Settles once this node hears the room's channel (a member just joined), or after `waitMs`
   * if Redis does not answer: a join is acknowledged after it, so that the client's reads after
   * the join miss no change published by another node.
   */
  heard(tenderId: string): Promise<void>;
  /** Waits for the subscription commands under way; after it, rooms no longer (un)subscribe. */
  close(): Promise<void>;
};

type Subscriber = Pick<RedisClientType, 'subscribe' | 'unsubscribe'>;
type Publisher = Pick<RedisClientType, 'publish'>;

type ChannelsOptions = {
  namespace: Namespace;
  publisher: Publisher;
  /** A client of its own: it is in subscriber mode from the first channel on. */
  subscriber: Subscriber;
  /**
   * Whether Redis is connected (true when left out): while it is away, changes stay on this node
   * and a join does not wait for a channel that cannot be heard yet (its subscription is sent
   * when Redis answers again).
   */
  isShared?: () => boolean;
  key: string;
  log: FastifyBaseLogger;
  /** Delivers another node's change to this node's members. */
  deliver: (tenderId: string, change: TenderRoomChange) => void;
  waitMs?: number;
};

/** A node's id: it skips the changes it published itself (it delivered them locally). */
const NODE_ID_LENGTH = 16;

/** A change as published: an object, or (from a node of an earlier version) the pushes alone. */
function readChange(message: unknown): TenderRoomChange {
  if (Array.isArray(message)) return { pushes: message as TenderRoomChange['pushes'] };
  const change = message as Partial<TenderRoomChange> | null;
  if (!Array.isArray(change?.pushes)) throw new Error('unreadable tender room change');
  return change as TenderRoomChange;
}

/** One tender's subscription: what the room needs, and the queue of commands that get there. */
type Subscription = { wanted: boolean; heard: boolean; pending: number; settled: Promise<void> };

export function createTenderRoomChannels(options: ChannelsOptions): TenderRoomChannels {
  const { namespace, publisher, subscriber, log, deliver } = options;
  const isShared = options.isShared ?? (() => true);
  const nodeId = randomBytes(NODE_ID_LENGTH / 2).toString('hex');
  const prefix = `${options.key}:tender-room:`;
  const subscriptions = new Map<string, Subscription>();
  let closing = false;

  const ownId = Buffer.from(nodeId);
  // Messages arrive as bytes: this node's own (it hears them too, when it serves the room) are
  // recognised by their first bytes and dropped without decoding the rest.
  const onMessage = (message: Buffer, channel: Buffer) => {
    if (message.length >= NODE_ID_LENGTH && ownId.compare(message, 0, NODE_ID_LENGTH) === 0) return;
    const tenderId = channel.toString('utf8', prefix.length);
    try {
      deliver(tenderId, readChange(JSON.parse(message.toString('utf8', NODE_ID_LENGTH))));
    } catch (error) {
      log.warn({ err: error, tenderId }, 'tender room change from another node dropped');
    }
  };

  /** Brings the Redis subscription to what the room wants now (commands run one at a time). */
  const reconcile = async (tenderId: string, subscription: Subscription) => {
    const { wanted } = subscription;
    if (wanted !== subscription.heard && !closing) {
      try {
        if (wanted) await subscriber.subscribe(prefix + tenderId, onMessage, true);
        else await subscriber.unsubscribe(prefix + tenderId, onMessage, true);
        subscription.heard = wanted;
      } catch (error) {
        if (!closing)
          log.warn({ err: error, tenderId }, 'tender room channel (un)subscribe failed');
      }
    }
    subscription.pending -= 1;
    if (subscription.pending === 0 && !subscription.wanted && !subscription.heard)
      subscriptions.delete(tenderId);
  };

  const want = (tenderId: string, wanted: boolean) => {
    const subscription = subscriptions.get(tenderId) ?? {
      wanted,
      heard: false,
      pending: 0,
      settled: Promise.resolve(),
    };
    subscriptions.set(tenderId, subscription);
    subscription.wanted = wanted;
    subscription.pending += 1;
    subscription.settled = subscription.settled.then(() => reconcile(tenderId, subscription));
  };

  // A tender's room exists on this node while one of its sockets is in it.
  namespace.adapter.on('create-room', (room: string) => {
    const tenderId = Rooms.tenderOfRoom(room);
    if (tenderId) want(tenderId, true);
  });
  namespace.adapter.on('delete-room', (room: string) => {
    const tenderId = Rooms.tenderOfRoom(room);
    if (tenderId) want(tenderId, false);
  });

  const waitMs = options.waitMs ?? 2000;
  return {
    publish(tenderId, change) {
      if (!isShared()) return;
      void publisher.publish(prefix + tenderId, nodeId + JSON.stringify(change));
    },
    async heard(tenderId) {
      const settled = subscriptions.get(tenderId)?.settled;
      if (!settled || !isShared()) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([settled, late]);
      clearTimeout(timer);
    },
    async close() {
      closing = true;
      await Promise.all([...subscriptions.values()].map((subscription) => subscription.settled));
    },
  };
}
