/**
 * A Japanese lot's member rules (issue 30): when an acceptance of the round's level (a binding
 * bid, applied in batches: acceptance-batch.ts) or a drop-out is refused, and the drop-out itself,
 * under the tender's and the lot's locks. An acceptance is not pushed to anyone (who accepted stays
 * private until the round closes); a drop-out pushes the lot's new count, never who left.
 */
import { and, eq, sql } from 'drizzle-orm';
import { japaneseLevel, type TLotReceipt } from '@tendermark/shared';
import type { Transaction } from '../../db/client.ts';
import { lotMembers, tenderLots } from '../../db/schema/index.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { appendLotEntry, type ChainEntry } from './lot-chain.ts';
import { lotUpdated } from './lot-close.ts';
import { isLotOver, lotRefusals, type LotAction } from './lot-guards.ts';

type Member = typeof lotMembers.$inferSelect;

async function memberOf(tx: Transaction, { lot, supplierId }: LotAction) {
  const [member] = await tx
    .select()
    .from(lotMembers)
    .where(and(eq(lotMembers.itemId, lot.itemId), eq(lotMembers.supplierId, supplierId)));
  return member;
}

/** Why the member may not act in the lot any more (closed, not a member, dropped out), if so. */
function refuseMember(action: LotAction, member: Member | undefined): asserts member is Member {
  if (isLotOver(action)) throw lotRefusals.closed();
  if (!member) throw lotRefusals.notMember();
  if (member.droppedRound !== null) throw lotRefusals.droppedOut();
}

export function refuseAcceptance(action: LotAction, member: Member | undefined, round: number) {
  refuseMember(action, member);
  const { lot, now } = action;
  if (round !== lot.round || !lot.roundEndsAt || now >= lot.roundEndsAt)
    throw lotRefusals.roundOver();
  if (member.acceptedRound === round) throw lotRefusals.alreadyAccepted();
}

/** The drop-out's checks, for openLotFor. */
export const dropOutRefusal =
  (tx: Transaction) =>
  async (action: LotAction): Promise<void> =>
    refuseMember(action, await memberOf(tx, action));

const receipt = (
  action: LotAction,
  entry: ChainEntry,
  kind: 'accept' | 'drop',
  level: number,
): TLotReceipt => ({
  accepted: true,
  seq: entry.seq,
  serverTime: entry.createdAt.toISOString(),
  hash: entry.hash,
  itemId: action.lot.itemId,
  action: kind,
  round: action.lot.round,
  level,
});

/**
 * Leaves the lot in the current round (the checks have passed: dropOutRefusal). A level accepted
 * before stays the supplier's bid (it was binding); the chain's drop entry carries it (0 when
 * none was accepted).
 */
export async function dropOutUnderLock(
  tx: Transaction,
  events: EventRecorder,
  action: LotAction,
): Promise<TLotReceipt> {
  const { lot, tender, item, now } = action;
  const member = (await memberOf(tx, action))!;
  const held =
    member.acceptedRound >= 0 ? japaneseLevel(item, tender.rules, member.acceptedRound) : 0;
  const entry = await appendLotEntry(tx, tender, {
    supplierId: action.supplierId,
    itemId: lot.itemId,
    action: 'drop',
    value: held,
    at: now,
    member: { droppedRound: lot.round },
  });
  const [counted] = await tx
    .update(tenderLots)
    .set({ remaining: sql`greatest(coalesce(${tenderLots.remaining}, 1) - 1, 0)` })
    .where(eq(tenderLots.itemId, lot.itemId))
    .returning();
  events.record(lotUpdated(tender, counted));
  return receipt(action, entry, 'drop', held);
}
