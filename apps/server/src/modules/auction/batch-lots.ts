/**
 * The lots of an English tender with staggered close (issue 30; decision 012) as a batch of bids
 * sees them: read under the tender's lock in the flush's first round trip, a lot takes item bids
 * until its own end, and a bid in its final minutes that changes who holds its best bid moves that
 * lot's end only (and the tender's, when the lot then closes last). Plain tenders have no lot rows
 * and never reach this code.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  overtimeMinutes,
  type LotOutcome,
  type LotStateName,
  type TLotState,
} from '@tendermark/shared';
import type { tenderLots } from '../../db/schema/index.ts';
import { prepared, type ScriptRow } from '../../db/scripted-transaction.ts';
import { AuditAction, changeStatement } from '../tenders/change-log.ts';
import type { BatchLot, BatchState, Slot } from './batch-state.ts';
import { idArray } from './tender-rows.ts';

const MINUTE = 60_000;

/** A lot whose end a batch moved: from its end before the batch, by all its prolongations. */
export type LotOvertime = { itemId: string; from: Date; to: Date; minutes: number; lot: TLotState };

/**
 * The staggered lots of the flush's tenders (lots with an end: clock lots have rounds instead).
 * Run after the lock statement, so it reads the lots as the last flush or close committed them;
 * for a tender without lots it is one index probe that finds nothing.
 */
const staggeredLots = prepared<'ids'>(
  'room_staggered_lots',
  ({ ids }) => sql`
    SELECT tender_id, item_id, position, state, end_date, prolonged_minutes FROM tender_lots
    WHERE tender_id = ANY(${ids}::uuid[]) AND end_date IS NOT NULL`,
);
export const staggeredLotsStatement = (tenderIds: readonly string[]) =>
  staggeredLots({ ids: idArray(tenderIds) });

export const toBatchLot = (row: ScriptRow): BatchLot => ({
  itemId: String(row.item_id),
  position: Number(row.position),
  state: row.state as LotStateName,
  endDate: new Date(row.end_date as string | Date),
  prolongedMinutes: Number(row.prolonged_minutes),
});

/** The lots by item, as the batch will move them (copies: the read rows stay as read). */
export const batchLots = (lots: readonly BatchLot[] | undefined) =>
  lots && lots.length > 0 ? new Map(lots.map((lot) => [lot.itemId, { ...lot }])) : undefined;

/** A lot takes no bid once closed, or once its end has passed before the clock closed it. */
export const isLotClosed = (lot: BatchLot, now: Date) =>
  lot.state === 'closed' || lot.endDate <= now;

/** A staggered lot as the room sees it (GetLots, the `lotUpdate` push). */
export function staggeredLotState(
  lot: BatchLot & {
    outcome?: LotOutcome | null;
    finalLevel?: number | null;
    closedAt?: Date | null;
  },
): TLotState {
  return {
    itemId: lot.itemId,
    position: lot.position,
    state: lot.state,
    round: null,
    level: null,
    roundEndsAt: null,
    endDate: lot.endDate.toISOString(),
    prolongedMinutes: lot.prolongedMinutes,
    remaining: null,
    outcome: lot.outcome ?? null,
    finalLevel: lot.finalLevel ?? null,
    closedAt: lot.closedAt?.toISOString() ?? null,
  };
}

/** A stored staggered lot (a row of tender_lots with an end) as the room sees it. */
export const storedLotState = (row: typeof tenderLots.$inferSelect): TLotState =>
  staggeredLotState({
    ...row,
    state: row.state as LotStateName,
    endDate: row.endDate!,
    outcome: row.outcome as LotOutcome | null,
  });

/**
 * Whether a bid of `value` changes who holds the item's best bid: a lower price than the best
 * takes it (unless the bidder alone held it already); an equal one joins the holders under a
 * sharing tie rule, and never leads under `earlierWins` (it is the later one). The first bid on an
 * item takes it from nobody.
 */
function takesLotLead(state: BatchState, bidder: Slot, itemId: string, value: number): boolean {
  let best: number | undefined;
  let holders = 0;
  let bidderHolds = false;
  for (const slot of state.slots) {
    const bid = slot.itemBids.get(itemId);
    if (bid === undefined || (best !== undefined && bid > best)) continue;
    if (best === undefined || bid < best) {
      best = bid;
      holders = 0;
      bidderHolds = false;
    }
    holders += 1;
    if (slot === bidder) bidderHolds = true;
  }
  if (best === undefined || value < best) return !(bidderHolds && holders === 1);
  return value === best && state.structure.tieRule !== 'earlierWins';
}

/**
 * The overtime a live item bid gives its lot: the minutes (the tender's overtime rule, applied to
 * the lot's end) when it falls in the lot's final minutes and changes who holds the lot's best
 * bid; undefined otherwise. Read before the bid is applied.
 */
export function lotOvertime(
  state: BatchState,
  bidder: Slot,
  itemId: string,
  value: number,
): { lot: BatchLot; minutes: number } | undefined {
  const lot = state.lots?.get(itemId);
  if (!lot) return undefined;
  const { now, tender } = state;
  const minutes = overtimeMinutes({
    now,
    endDate: lot.endDate,
    autoExtendMinutes: tender.autoExtendMinutes,
    leaderChanged: true,
  });
  if (minutes === 0 || !takesLotLead(state, bidder, itemId, value)) return undefined;
  return { lot, minutes };
}

/**
 * Moves the lot's end by `minutes`; returns by how many minutes the tender's end must follow (the
 * lot now closes after it), 0 when it need not.
 */
export function prolongLot(state: BatchState, lot: BatchLot, minutes: number): number {
  state.movedLots ??= new Map();
  if (!state.movedLots.has(lot.itemId)) state.movedLots.set(lot.itemId, { ...lot });
  lot.endDate = new Date(lot.endDate.getTime() + minutes * MINUTE);
  lot.prolongedMinutes += minutes;
  const beyond = lot.endDate.getTime() - state.tender.endDate.getTime();
  return beyond > 0 ? Math.ceil(beyond / MINUTE) : 0;
}

/** The lots whose end the batch moved. */
export function lotOvertimes(state: BatchState): LotOvertime[] {
  const moved: LotOvertime[] = [];
  for (const [itemId, before] of state.movedLots ?? []) {
    const lot = state.lots!.get(itemId)!;
    const minutes = lot.prolongedMinutes - before.prolongedMinutes;
    moved.push({
      itemId,
      from: before.endDate,
      to: lot.endDate,
      minutes,
      lot: staggeredLotState(lot),
    });
  }
  return moved;
}

/**
 * What a flush writes for the lots its bids prolonged: their new ends (an open lot only: a lot
 * cannot close while the flush holds its tender's lock, this is a guard), and per lot an overtime
 * entry in the tender's change log (by the system), which the owner's feed reads after a reload.
 */
export function lotOvertimeStatements(
  tenderId: string,
  moved: readonly LotOvertime[],
  at: Date,
): SQL[] {
  if (moved.length === 0) return [];
  const rows = moved.map(({ itemId, lot }) => ({
    item_id: itemId,
    end_date: lot.endDate,
    prolonged_minutes: lot.prolongedMinutes,
  }));
  const ids = idArray(moved.map((move) => move.itemId));
  return [
    sql`UPDATE tender_lots AS l SET end_date = v.end_date, prolonged_minutes = v.prolonged_minutes
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS v(item_id uuid, end_date timestamptz, prolonged_minutes int)
      WHERE l.item_id = v.item_id AND l.item_id = ANY(${ids}::uuid[]) AND l.state = 'open'`,
    ...moved.map(({ itemId, from, to, minutes }) =>
      changeStatement({
        tenderId,
        userId: null,
        action: AuditAction.PROLONGED,
        changes: {
          itemId,
          endDate: { from: from.toISOString(), to: to.toISOString() },
          minutes,
          cause: 'overtime',
        },
        at,
      }),
    ),
  ];
}
