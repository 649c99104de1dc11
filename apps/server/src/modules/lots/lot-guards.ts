/**
 * The checks every lot action makes under the locks, in one order: the tender and the caller
 * (only suppliers in the auction, as for bids; anyone else 404), the format, the tender's state,
 * then the lot.
 */
import { and, eq } from 'drizzle-orm';
import { Messages, SupplierStatus, TenderStatus, type AuctionFormat } from '@tendermark/shared';
import type { Transaction } from '../../db/client.ts';
import { tenderSuppliers } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  lockLot,
  lockLotTender,
  lotItem,
  readLot,
  readLotTender,
  type LotItem,
  type LotRow,
  type LotTender,
} from './lot-rows.ts';

export const lotRefusals = {
  wrongFormat: () => conflict(Messages.wrongAuctionFormat, 'wrong_auction_format'),
  frozen: () => conflict(Messages.tenderFrozen, 'tender_frozen'),
  notOpen: () => conflict(Messages.lotNotOpen, 'lot_not_open'),
  closed: () => conflict(Messages.lotClosed, 'lot_closed'),
  takenFirst: () => conflict(Messages.lotTakenFirst, 'lot_taken_first'),
  roundOver: () => conflict(Messages.roundOver, 'round_over'),
  droppedOut: () => conflict(Messages.droppedOut, 'dropped_out'),
  notMember: () => new AppError(403, 'not_lot_member', Messages.notLotMember),
  alreadyAccepted: () => conflict(Messages.levelAlreadyAccepted, 'level_already_accepted'),
};

export type LotAction = {
  tender: LotTender;
  lot: LotRow;
  item: LotItem;
  /** The caller's supplier entry. */
  supplierId: string;
  now: Date;
};

async function activeEntryId(
  tx: Transaction,
  tenderId: string,
  userId: string,
): Promise<string | undefined> {
  const [entry] = await tx
    .select({ id: tenderSuppliers.id, status: tenderSuppliers.status })
    .from(tenderSuppliers)
    .where(and(eq(tenderSuppliers.tenderId, tenderId), eq(tenderSuppliers.userId, userId)));
  return entry?.status === SupplierStatus.ACCEPTED ? entry.id : undefined;
}

/**
 * Checks that the caller may act on the lot now, then locks the tender and the lot; throws the
 * refusal otherwise. `refuse` (the action's own checks) runs twice: on the rows as read before
 * the locks, so that a request already late (a round over, a lot taken) is refused without
 * queueing for the tender's lock (where it would hold up the round's close and the others), and
 * on the rows as locked, which decide.
 */
export async function openLotFor(
  tx: Transaction,
  request: { userId: string; tenderId: string; itemId: string; format: AuctionFormat },
  now: Date,
  refuse: (action: LotAction) => Promise<void> = async () => {},
): Promise<LotAction> {
  const { tenderId, itemId } = request;
  if (!isUuid(tenderId) || !isUuid(itemId)) throw notFound();
  const seen = await readLotTender(tx, tenderId);
  if (!seen) throw notFound();
  const supplierId = await activeEntryId(tx, tenderId, request.userId);
  if (!supplierId) throw notFound();
  const item = await lotItem(tx, tenderId, itemId);
  if (!item) throw notFound();
  refuseInState(seen, request.format);
  const seenLot = await readLot(tx, tenderId, itemId);
  if (!seenLot) throw lotRefusals.notOpen();
  await refuse({ tender: seen, lot: seenLot, item, supplierId, now });
  const tender = await lockLotTender(tx, tenderId);
  const lot = await lockLot(tx, tenderId, itemId);
  if (!tender || !lot) throw notFound();
  refuseInState(tender, request.format);
  const action = { tender, lot, item, supplierId, now };
  await refuse(action);
  return action;
}

/** Refuses a lot action of another format, or on a tender frozen or not started. */
export function refuseInState(tender: LotTender, format: AuctionFormat): void {
  if (tender.format !== format) throw lotRefusals.wrongFormat();
  if (tender.status === TenderStatus.FREEZE) throw lotRefusals.frozen();
  if (tender.status < TenderStatus.SUBMITTED) throw lotRefusals.notOpen();
}

/** Whether the lot takes no more actions: closed, or its tender ended or is no longer running. */
export const isLotOver = ({ tender, lot, now }: LotAction) =>
  lot.state === 'closed' || tender.status !== TenderStatus.SUBMITTED || now >= tender.endDate;
