/**
 * The Japanese acceptances waiting in this process, per tender (acceptance-batch.ts): a tender has
 * one batch in flight at a time, and what arrives meanwhile goes in its next one, so the batches
 * grow with the load. Each acceptance is answered once its batch has committed.
 */
import type { TLotReceipt } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../events/transaction.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { applyAcceptances, type AcceptanceRequest } from './acceptance-batch.ts';

const MAX_BATCH = 1000;

type Pending = {
  request: AcceptanceRequest;
  resolve: (receipt: TLotReceipt) => void;
  reject: (error: unknown) => void;
};
type TenderQueue = { pending: Pending[]; isFlushing: boolean };

/** Per app (tests run several in one process). */
const queues = new WeakMap<AppContext, Map<string, TenderQueue>>();

async function flushBatch(ctx: AppContext, tenderId: string, batch: Pending[]): Promise<void> {
  try {
    const results = await inTransaction(ctx, (tx) =>
      applyAcceptances(
        tx,
        tenderId,
        batch.map((pending) => pending.request),
        ctx.clock.now(),
      ),
    );
    results.forEach((result, index) =>
      result.ok ? batch[index].resolve(result.receipt) : batch[index].reject(result.error),
    );
  } catch (error) {
    if (batch.length === 1) return batch[0].reject(error);
    // One acceptance's trouble must not cost the others theirs: each alone.
    for (const pending of batch) await flushBatch(ctx, tenderId, [pending]);
  }
}

async function drain(ctx: AppContext, tenderId: string, queue: TenderQueue): Promise<void> {
  queue.isFlushing = true;
  try {
    while (queue.pending.length > 0)
      await flushBatch(ctx, tenderId, queue.pending.splice(0, MAX_BATCH));
  } finally {
    queue.isFlushing = false;
  }
}

export function queueAcceptance(
  ctx: AppContext,
  request: AcceptanceRequest & { tenderId: string },
): Promise<TLotReceipt> {
  if (!isUuid(request.tenderId) || !isUuid(request.itemId)) return Promise.reject(notFound());
  let tenders = queues.get(ctx);
  if (!tenders) queues.set(ctx, (tenders = new Map()));
  let queue = tenders.get(request.tenderId);
  if (!queue) tenders.set(request.tenderId, (queue = { pending: [], isFlushing: false }));
  const { userId, itemId, round } = request;
  const promise = new Promise<TLotReceipt>((resolve, reject) =>
    queue.pending.push({ request: { userId, itemId, round }, resolve, reject }),
  );
  if (!queue.isFlushing) {
    const started = queue;
    void drain(ctx, request.tenderId, started).finally(() => {
      if (started.pending.length === 0 && !started.isFlushing) tenders.delete(request.tenderId);
    });
  }
  return promise;
}
