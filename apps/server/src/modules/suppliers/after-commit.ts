/**
 * A transaction whose pushes, notifications and mails run only once it has committed (STYLE §3).
 * Being replaced by events/transaction.ts (inTransaction with recorded domain events); until a
 * service moves, its effects at least never fail the action that committed.
 */
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';

export type Effect = (ctx: AppContext) => Promise<unknown> | unknown;
/** Queues an effect for after the commit; nothing queued runs when the transaction fails. */
export type Later = (effect: Effect) => void;

export async function commitThen<T>(
  ctx: AppContext,
  work: (tx: Transaction, later: Later) => Promise<T>,
): Promise<T> {
  const effects: Effect[] = [];
  const result = await ctx.db.transaction((tx) => work(tx, (effect) => effects.push(effect)));
  for (const effect of effects) {
    try {
      await effect(ctx);
    } catch (error) {
      ctx.log.error({ err: error }, 'an effect after commit failed');
    }
  }
  return result;
}
