/**
 * The one way to act after a commit: services record domain events in their transaction
 * (events/transaction.ts), and the dispatcher hands each to the subscribers of its type, in the
 * order they subscribed. A subscriber that throws is logged and tried again a few times later; it
 * never fails the action that committed, and the other subscribers still run.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvent, DomainEventOf, DomainEventType } from './domain-events.ts';

export type EventHandler<T extends DomainEventType> = (
  event: DomainEventOf<T>,
) => Promise<void> | void;

export type EventDispatcher = {
  /** Subscribes `handler` (named in the log when it fails) to every event of `type`. */
  on<T extends DomainEventType>(type: T, name: string, handler: EventHandler<T>): void;
  /** Runs the subscribers of each event in turn; resolves when all ran once, never rejects. */
  dispatch(events: readonly DomainEvent[]): Promise<void>;
  /** Resolves when no retry is waiting or running (tests, and shutdown). */
  idle(): Promise<void>;
  /** Drops the retries still waiting (the app is closing). */
  close(): void;
};

type Subscriber = { name: string; handler: (event: DomainEvent) => Promise<void> | void };

/** Waits before the 1st, 2nd and 3rd retry of a failed subscriber. */
export const RETRY_DELAYS_MS = [200, 2_000, 10_000] as const;

export function createEventDispatcher({
  log,
  retryDelaysMs = RETRY_DELAYS_MS,
}: {
  log: FastifyBaseLogger;
  retryDelaysMs?: readonly number[];
}): EventDispatcher {
  const subscribers = new Map<DomainEventType, Subscriber[]>();
  /** Each waiting or running retry, and how to drop it while it waits. */
  const retries = new Map<Promise<void>, () => void>();
  let closed = false;

  async function attempt(subscriber: Subscriber, event: DomainEvent, failures: number) {
    try {
      await subscriber.handler(event);
    } catch (error) {
      const retryIn = retryDelaysMs[failures];
      log.error(
        { err: error, event: event.type, subscriber: subscriber.name, retryIn },
        retryIn === undefined ? 'event subscriber failed; giving up' : 'event subscriber failed',
      );
      if (retryIn !== undefined && !closed) retryLater(subscriber, event, failures + 1, retryIn);
    }
  }

  function retryLater(subscriber: Subscriber, event: DomainEvent, failures: number, ms: number) {
    let drop = () => {};
    const retry = new Promise<void>((resolve) => {
      const timer = setTimeout(() => void attempt(subscriber, event, failures).then(resolve), ms);
      timer.unref();
      drop = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => retries.delete(retry));
    retries.set(retry, drop);
  }

  return {
    on(type, name, handler) {
      const list = subscribers.get(type) ?? [];
      list.push({ name, handler: handler as Subscriber['handler'] });
      subscribers.set(type, list);
    },
    async dispatch(events) {
      for (const event of events)
        for (const subscriber of subscribers.get(event.type) ?? [])
          await attempt(subscriber, event, 0);
    },
    async idle() {
      while (retries.size > 0) await Promise.all(retries.keys());
    },
    close() {
      closed = true;
      for (const drop of retries.values()) drop();
    },
  };
}
