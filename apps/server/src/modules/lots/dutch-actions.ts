/**
 * A Dutch lot's acceptance (issue 30), under the tender's and the lot's locks. The offer is a pure
 * function of time (the lot row may lag a tick behind for display), so the level is checked
 * against the clock: a supplier who confirmed a level that has moved is told the new one. The
 * first acceptance to commit takes the lot; a second one finds it closed and is told so.
 */
import { clockRound, dutchLevel, round4, type TLotReceipt } from '@tendermark/shared';
import { fillMessage, Messages } from '@tendermark/shared';
import type { Transaction } from '../../db/client.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { conflict } from '../../lib/errors.ts';
import { appendLotEntry } from './lot-chain.ts';
import { closeLot, endWhenAllLotsClosed, lotUpdated } from './lot-close.ts';
import { isLotOver, lotRefusals, type LotAction } from './lot-guards.ts';

/** The Dutch offer of the lot at `now`, and its round. */
export function dutchOfferAt(action: Pick<LotAction, 'tender' | 'item' | 'now'>) {
  const { round } = clockRound(action.tender.startDate, action.tender.rules, action.now);
  return { round, level: dutchLevel(action.item, action.tender.rules, round) };
}

/** The acceptance's checks, for openLotFor (before the locks and under them). */
export const offerRefusal =
  (level: number) =>
  async (action: LotAction): Promise<void> => {
    const { lot, supplierId } = action;
    if (lot.winnerSupplierId !== null && lot.winnerSupplierId !== supplierId)
      throw lotRefusals.takenFirst();
    if (isLotOver(action)) throw lotRefusals.closed();
    const offer = dutchOfferAt(action);
    if (round4(level) !== offer.level)
      throw conflict(fillMessage(Messages.priceMoved, { level: offer.level }), 'price_moved');
  };

/** Takes the lot at the offer of the moment: the checks have passed under the locks. */
export async function acceptOfferUnderLock(
  tx: Transaction,
  events: EventRecorder,
  action: LotAction,
): Promise<TLotReceipt> {
  const { lot, tender, now, supplierId } = action;
  const offer = dutchOfferAt(action);
  const entry = await appendLotEntry(tx, tender, {
    supplierId,
    itemId: lot.itemId,
    action: 'accept',
    value: offer.level,
    at: now,
  });
  const closed = await closeLot(tx, lot, {
    outcome: 'won',
    winnerId: supplierId,
    finalLevel: offer.level,
    holders: 1,
    closedAt: now,
    round: offer.round,
    level: offer.level,
  });
  if (closed) events.record(lotUpdated(tender, closed));
  await endWhenAllLotsClosed(tx, events, tender, now);
  return {
    accepted: true,
    seq: entry.seq,
    serverTime: now.toISOString(),
    hash: entry.hash,
    itemId: lot.itemId,
    action: 'accept',
    round: offer.round,
    level: offer.level,
  };
}
