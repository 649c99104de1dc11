/** Typed pushes to hub rooms. Services call these after their transaction commits. */
import type { Namespace, Server } from 'socket.io';
import type { AppHubEvents, NotificationHubEvents, TenderHubEvents } from '@tendermark/shared';
import { DisconnectReason, Hubs, type DisconnectReasonName } from '@tendermark/shared';
import { Rooms } from './rooms.ts';
import { emitToLocalRoom } from './shared-frames.ts';

type Args<Events, E extends keyof Events> = Events[E] extends (payload: infer P) => void
  ? P
  : never;

/** Who in a tender room receives a push: everyone admitted, the owner, or one member. */
export type TenderAudience = 'room' | 'owner' | { member: string };

/** One push of a tender room change, with its audience. */
export type TenderRoomPush = {
  [E in keyof TenderHubEvents]: { to: TenderAudience; event: E; payload: Args<TenderHubEvents, E> };
}[keyof TenderHubEvents];

/** A tender room change as it travels between nodes. */
export type TenderRoomChange = { pushes: readonly TenderRoomPush[]; keptRoom?: KeptRoomNote };

/**
 * What the node that committed a room change tells the other nodes serving the room about the
 * state it keeps of it (the auction's kept room entries); opaque to the real-time layer.
 */
export type KeptRoomNote = unknown;

/** The server-side event that tells the other nodes that a user's sessions ended. */
const SESSIONS_ENDED = 'sessionsEnded';

export type RealtimePublisher = {
  /**
   * The pushes of one tender room change, in order. Each node delivers them to its own members;
   * with Redis the change travels to the other nodes that serve the room as one message on the
   * tender's channel, not one per push (a batch of bids pushes a frame to every member).
   * `keptRoom` travels with them to the other nodes' `onKeptRoomChange` hook.
   */
  toTenderRoom(tenderId: string, pushes: TenderRoomPush[], keptRoom?: KeptRoomNote): void;
  /** Everyone admitted to the tender room (owner and participating suppliers). */
  toTender<E extends keyof TenderHubEvents>(
    tenderId: string,
    event: E,
    payload: Args<TenderHubEvents, E>,
  ): void;
  toTenderOwner<E extends keyof TenderHubEvents>(
    tenderId: string,
    event: E,
    payload: Args<TenderHubEvents, E>,
  ): void;
  /** One member of a tender room (a supplier's own position, say). */
  toTenderMember<E extends keyof TenderHubEvents>(
    tenderId: string,
    userId: string,
    event: E,
    payload: Args<TenderHubEvents, E>,
  ): void;
  toUserNotifications<E extends keyof NotificationHubEvents>(
    userId: string,
    event: E,
    payload: Args<NotificationHubEvents, E>,
  ): void;
  /**
   * The user's sessions ended (all but `keepSessionId`'s): their open apps are told to sign out
   * (logoutAllUsers on the notification hub, Disconnect on the app hub), their sockets on every
   * hub are closed, and every node forgets that the sessions were live.
   */
  signOutSessions(userId: string, keepSessionId?: string): void;
  /**
   * One session ended (a logout, a leaked refresh token): its apps are told (Disconnect) and its
   * sockets close on every node.
   */
  endSession(session: { userId: string; familyId: string }): void;
  toUserApp<E extends keyof AppHubEvents>(
    userId: string,
    event: E,
    payload: Args<AppHubEvents, E>,
  ): void;
  toEveryone<E extends keyof AppHubEvents>(event: E, payload: Args<AppHubEvents, E>): void;
};

/** Delivers a tender room change to the members connected to this node. */
export function deliverTenderRoomPushes(
  namespace: Namespace,
  tenderId: string,
  pushes: readonly TenderRoomPush[],
): void {
  const roomOf = (to: TenderAudience) =>
    to === 'room'
      ? Rooms.tender(tenderId)
      : to === 'owner'
        ? Rooms.tenderOwner(tenderId)
        : Rooms.tenderMember(tenderId, to.member);
  // A member room (a supplier's own position) exists on the node the member is connected to.
  for (const push of pushes) emitToLocalRoom(namespace, roomOf(push.to), push.event, push.payload);
}

/** Hears from the other nodes that a user's sessions ended. */
function receiveSessionsEnded(namespace: Namespace, onSessionsEnded: (userId: string) => void) {
  namespace.on(SESSIONS_ENDED, (userId: unknown) => {
    if (typeof userId === 'string') onSessionsEnded(userId);
  });
}

/**
 * Where tender room changes leave for the other nodes (`tender-room-channels.ts` implements it;
 * the channels import the change's type from here, so the publisher does not import them).
 */
export type TenderRoomChangeSink = { publish(tenderId: string, change: TenderRoomChange): void };

export type PublisherOptions = {
  /** Whether other nodes share the rooms through the Redis adapter. */
  distributed: boolean;
  /** With several nodes: tender room changes to the other nodes (their tender room channels). */
  tenderRoomChannels?: TenderRoomChangeSink;
  /** Runs on every node when some of a user's sessions ended. */
  onSessionsEnded: (userId: string) => void;
};

/**
 * Emits through the Socket.IO server. With the Redis adapter (`distributed`), rooms span every
 * node: tender rooms through their channels, the other hubs through the adapter.
 */
export function createPublisher(
  io: Server,
  { distributed, tenderRoomChannels, onSessionsEnded }: PublisherOptions,
): RealtimePublisher {
  const emit = (namespace: Namespace, room: string, event: PropertyKey, payload: unknown) => {
    namespace.to(room).emit(String(event), payload);
  };
  const tender = io.of(Hubs.tender);
  const notification = io.of(Hubs.notification);
  const app = io.of(Hubs.app);
  if (distributed) receiveSessionsEnded(notification, onSessionsEnded);
  /** Closes sockets of the given rooms on every hub and node, then lets every node forget. */
  const closeSessions = (userId: string, rooms: { in: string; except?: string }) => {
    for (const hub of Object.values(Hubs)) {
      const sockets = io.of(hub).in(rooms.in);
      (rooms.except ? sockets.except(rooms.except) : sockets).disconnectSockets();
    }
    onSessionsEnded(userId);
    if (distributed) notification.serverSideEmit(SESSIONS_ENDED, userId);
  };
  /**
   * Disconnect on the app hub to the sockets about to close: the app closes all its hubs and
   * forgets the session (its sockets are closed anyway; this says why, before they are).
   */
  const tellAppsOfEnd = (rooms: { in: string; except?: string }, reason: DisconnectReasonName) => {
    const recipients = app.to(rooms.in);
    (rooms.except ? recipients.except(rooms.except) : recipients).emit('Disconnect', { reason });
  };
  const toTenderRoom: RealtimePublisher['toTenderRoom'] = (tenderId, pushes, keptRoom) => {
    if (pushes.length === 0) return;
    deliverTenderRoomPushes(tender, tenderId, pushes);
    tenderRoomChannels?.publish(tenderId, { pushes, keptRoom });
  };
  /** One push: the same path as a whole change, so a tender room has one way in. */
  const toTenderOne = (
    tenderId: string,
    to: TenderAudience,
    event: keyof TenderHubEvents,
    payload: unknown,
  ) => toTenderRoom(tenderId, [{ to, event, payload } as TenderRoomPush]);
  return {
    toTenderRoom,
    toTender: (tenderId, event, payload) => toTenderOne(tenderId, 'room', event, payload),
    toTenderOwner: (tenderId, event, payload) => toTenderOne(tenderId, 'owner', event, payload),
    toTenderMember: (tenderId, userId, event, payload) =>
      toTenderOne(tenderId, { member: userId }, event, payload),
    toUserNotifications: (userId, event, payload) =>
      emit(io.of(Hubs.notification), Rooms.user(userId), event, payload),
    signOutSessions: (userId, keepSessionId) => {
      const except = keepSessionId ? Rooms.session(keepSessionId) : undefined;
      const recipients = notification.to(Rooms.user(userId));
      (except ? recipients.except(except) : recipients).emit('logoutAllUsers', {});
      tellAppsOfEnd({ in: Rooms.user(userId), except }, DisconnectReason.SIGNED_OUT_ELSEWHERE);
      closeSessions(userId, { in: Rooms.user(userId), except });
    },
    endSession: ({ userId, familyId }) => {
      tellAppsOfEnd({ in: Rooms.session(familyId) }, DisconnectReason.SESSION_ENDED);
      closeSessions(userId, { in: Rooms.session(familyId) });
    },
    toUserApp: (userId, event, payload) => emit(app, Rooms.user(userId), event, payload),
    toEveryone: (event, payload) => {
      app.emit(String(event), payload);
    },
  };
}
