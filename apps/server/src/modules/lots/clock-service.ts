/**
 * The clock lots' service (issue 30): a Japanese member accepts a level or drops out, a Dutch
 * supplier accepts the offer, anyone in the room reads the lots. Each action is one transaction
 * under the tender's row lock, then the lot's (the order of every lot action, round close and bid
 * flush), durable before it is answered; its chain entry is the receipt, and what the room hears
 * (lotUpdate) is pushed after the commit. The routes and the demo bidders both call these.
 */
import type { TLotReceipt, TLotsReply } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../events/transaction.ts';
import { acceptOfferUnderLock, offerRefusal } from './dutch-actions.ts';
import { queueAcceptance } from './acceptance-queue.ts';
import { dropOutRefusal, dropOutUnderLock } from './japanese-actions.ts';
import { openLotFor } from './lot-guards.ts';
import { readLots as readLotsOf } from './read-lots.ts';

type LotRequest = { userId: string; tenderId: string; itemId: string };

/**
 * Japanese: accepts the level of `round` (the round the supplier saw), a binding bid. Queued with
 * the tender's other acceptances and applied in a batch (acceptance-queue.ts).
 */
export function acceptLevel(
  ctx: AppContext,
  request: LotRequest & { round: number },
): Promise<TLotReceipt> {
  return queueAcceptance(ctx, request);
}

/** Japanese: leaves the lot for good. */
export function dropOut(ctx: AppContext, request: LotRequest): Promise<TLotReceipt> {
  return inTransaction(ctx, async (tx, events) => {
    const refuse = dropOutRefusal(tx);
    const action = await openLotFor(
      tx,
      { ...request, format: 'japanese' },
      ctx.clock.now(),
      refuse,
    );
    return dropOutUnderLock(tx, events, action);
  });
}

/** Dutch: takes the lot at `level`, if that is still the offer and nobody took it first. */
export function acceptOffer(
  ctx: AppContext,
  request: LotRequest & { level: number },
): Promise<TLotReceipt> {
  return inTransaction(ctx, async (tx, events) => {
    const refuse = offerRefusal(request.level);
    const action = await openLotFor(tx, { ...request, format: 'dutch' }, ctx.clock.now(), refuse);
    return acceptOfferUnderLock(tx, events, action);
  });
}

/** The tender's lots as everyone in its room sees them (no one's own part, no winners' names). */
export function readLots(ctx: AppContext, tenderId: string): Promise<TLotsReply> {
  return readLotsOf(ctx, tenderId);
}
