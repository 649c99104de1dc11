/**
 * A transaction that records domain events: the state change, the notification rows and the mail
 * outbox rows it implies are written together, and the recorded events go to the dispatcher only
 * once the transaction has committed (nothing is dispatched when it fails).
 */
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import type { DomainEvent, EventRecorder } from './domain-events.ts';

export async function inTransaction<T>(
  ctx: Pick<AppContext, 'db' | 'events'>,
  work: (tx: Transaction, events: EventRecorder) => Promise<T>,
): Promise<T> {
  const recorded: DomainEvent[] = [];
  const events: EventRecorder = { record: (event) => void recorded.push(event) };
  const result = await ctx.db.transaction((tx) => work(tx, events));
  await ctx.events.dispatch(recorded);
  return result;
}

/** Dispatches events of work done outside a transaction of its own (one statement, a job). */
export async function dispatchNow(
  ctx: Pick<AppContext, 'events'>,
  ...events: DomainEvent[]
): Promise<void> {
  await ctx.events.dispatch(events);
}
