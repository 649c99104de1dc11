/** Typed pushes to hub rooms. Services call these after their transaction commits. */
import type { Namespace, Server } from 'socket.io';
import type { AppHubEvents, NotificationHubEvents, TenderHubEvents } from '@tendermark/shared';
import { Hubs } from '@tendermark/shared';
import { Rooms } from './rooms.ts';

type Args<Events, E extends keyof Events> = Events[E] extends (payload: infer P) => void
  ? P
  : never;

export type RealtimePublisher = {
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
  toUserApp<E extends keyof AppHubEvents>(
    userId: string,
    event: E,
    payload: Args<AppHubEvents, E>,
  ): void;
  toEveryone<E extends keyof AppHubEvents>(event: E, payload: Args<AppHubEvents, E>): void;
};

/** Emits through the Socket.IO server; with the Redis adapter, rooms span every node. */
export function createPublisher(io: Server): RealtimePublisher {
  const emit = (namespace: Namespace, room: string, event: PropertyKey, payload: unknown) => {
    namespace.to(room).emit(String(event), payload);
  };
  const tender = () => io.of(Hubs.tender);
  return {
    toTender: (tenderId, event, payload) => emit(tender(), Rooms.tender(tenderId), event, payload),
    toTenderOwner: (tenderId, event, payload) =>
      emit(tender(), Rooms.tenderOwner(tenderId), event, payload),
    toTenderMember: (tenderId, userId, event, payload) =>
      emit(tender(), Rooms.tenderMember(tenderId, userId), event, payload),
    toUserNotifications: (userId, event, payload) =>
      emit(io.of(Hubs.notification), Rooms.user(userId), event, payload),
    toUserApp: (userId, event, payload) =>
      emit(io.of(Hubs.app), Rooms.user(userId), event, payload),
    toEveryone: (event, payload) => {
      io.of(Hubs.app).emit(String(event), payload);
    },
  };
}
