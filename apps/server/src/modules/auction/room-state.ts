/**
 * The live state of one tender's room read under its lock: the active supplier entries with their
 * current offers, and what a ranking changes compared with what is stored.
 */
import { sql } from 'drizzle-orm';
import {
  SupplierStatus,
  rankOffers,
  toAuctionFormat,
  round4,
  tiedWithByPosition,
  type RankingOffer,
  type RankingResult,
} from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import type { BidValues } from '../../db/schema/index.ts';
import {
  executorReader,
  numberOrNull,
  prepared,
  type ScriptRow,
} from '../../db/scripted-transaction.ts';
import { idArray } from './tender-rows.ts';
import type { TenderStructure } from './tender-structure.ts';

export type RoomEntry = {
  id: string;
  userId: string;
  userName: string;
  isDemo: boolean;
  itemBids: BidValues;
  criterionBids: BidValues;
  reachedSeq: number;
  position: number;
  score: number | null;
  total: number | null;
};

/**
 * The room fields of tenders, locking their rows until the transaction ends: bids queue here.
 * Rows are locked in id order, so transactions locking several tenders never deadlock each other.
 */
const lockTenders = prepared<'ids'>(
  'room_lock_tenders',
  ({ ids }) => sql`
    SELECT id, status, version, proposal_end_date, end_date, prolonged_minutes,
      auto_extend_minutes, bid_visibility, bid_seq, bid_hash, entries_version, auction_format
    FROM tenders WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`,
);
export const lockTendersStatement = (tenderIds: readonly string[]) =>
  lockTenders({ ids: idArray(tenderIds) });

/**
 * Entries that take part in the ranking: status accepted (3). The user name is a subquery, an index
 * lookup per entry: as a join, the generic plan (which cannot know how many tenders the id array
 * holds) hashed the whole users table on every flush, 4 to 15 ms of PostgreSQL's time at 16 000
 * users and growing with them.
 */
const ENTRY_COLUMNS = sql.raw(`s.tender_id, s.id, s.user_id, s.is_demo, s.item_bids,
  s.criterion_bids, s.reached_seq, s.overall_position, s.score, s.total,
  (SELECT u.user_name FROM users u WHERE u.id = s.user_id) AS user_name`);
const IS_ACTIVE = sql.raw(`s.status = ${SupplierStatus.ACCEPTED}`);

const activeEntries = prepared<'ids'>(
  'room_active_entries',
  ({ ids }) => sql`
    SELECT ${ENTRY_COLUMNS}
    FROM tender_suppliers s
    WHERE s.tender_id = ANY(${ids}::uuid[]) AND ${IS_ACTIVE}`,
);
const activeEntriesStatement = (tenderIds: readonly string[]) =>
  activeEntries({ ids: idArray(tenderIds) });

/**
 * The active entries of those tenders whose entries version is not the one known here (`known`:
 * a JSON object of tender id to version): run after the tenders are locked, it reads only rooms
 * that changed since this process last held them. The changed tenders' ids are an array, not a
 * join: for a join, the generic plan scanned every entry of every tender.
 */
const changedEntries = prepared<'ids' | 'known'>(
  'room_changed_entries',
  ({ ids, known }) => sql`
    SELECT ${ENTRY_COLUMNS}
    FROM tender_suppliers s
    WHERE s.tender_id = ANY(ARRAY(
        SELECT t.id FROM tenders t WHERE t.id = ANY(${ids}::uuid[])
          AND t.entries_version IS DISTINCT FROM (${known}::jsonb ->> t.id::text)::bigint))
      AND ${IS_ACTIVE}`,
);
export const changedEntriesStatement = (
  tenderIds: readonly string[],
  known: ReadonlyMap<string, number>,
) => changedEntries({ ids: idArray(tenderIds), known: JSON.stringify(Object.fromEntries(known)) });

export function toLockedTender(row: ScriptRow) {
  return {
    id: String(row.id),
    status: Number(row.status),
    version: Number(row.version),
    proposalEndDate: new Date(row.proposal_end_date as string | Date),
    endDate: new Date(row.end_date as string | Date),
    prolongedMinutes: Number(row.prolonged_minutes),
    autoExtendMinutes: Number(row.auto_extend_minutes),
    bidVisibility: String(row.bid_visibility),
    bidSeq: Number(row.bid_seq),
    bidHash: String(row.bid_hash),
    entriesVersion: Number(row.entries_version),
    /** Bids are for the English format only (issue 30): the others act through their own calls. */
    auctionFormat: toAuctionFormat(row.auction_format as string),
  };
}

export type LockedTender = ReturnType<typeof toLockedTender>;

export function toRoomEntry(row: ScriptRow): RoomEntry {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    userName: String(row.user_name),
    isDemo: Boolean(row.is_demo),
    itemBids: row.item_bids as BidValues,
    criterionBids: row.criterion_bids as BidValues,
    reachedSeq: Number(row.reached_seq),
    position: Number(row.overall_position),
    score: numberOrNull(row.score),
    total: numberOrNull(row.total),
  };
}

export async function lockTender(
  db: DbExecutor,
  tenderId: string,
): Promise<LockedTender | undefined> {
  const [rows] = await executorReader(db)([lockTendersStatement([tenderId])]);
  return rows[0] && toLockedTender(rows[0]);
}

export async function readActiveEntries(db: DbExecutor, tenderId: string): Promise<RoomEntry[]> {
  const [rows] = await executorReader(db)([activeEntriesStatement([tenderId])]);
  return rows.map(toRoomEntry);
}

/** A new map of the values (for-in: no arrays of entries on a path run for every entry). */
export function bidMap(values: BidValues): Map<string, number> {
  const map = new Map<string, number>();
  for (const id in values) map.set(id, values[id]);
  return map;
}

export function toRankingOffer(entry: RoomEntry): RankingOffer {
  return {
    supplierId: entry.id,
    itemBids: bidMap(entry.itemBids),
    criterionBids: bidMap(entry.criterionBids),
    reachedAt: entry.reachedSeq,
  };
}

export function rankEntries(structure: TenderStructure, entries: RoomEntry[]): RankingResult {
  return rankOffers(
    structure.items,
    structure.criteria,
    entries.map(toRankingOffer),
    structure.tieRule,
  );
}

/**
 * How many other entries share each entry's stored position, by entry id: what the suppliers were
 * last told of ties (only the sharing tie rules store shared positions).
 */
export function storedTiedWith(
  entries: readonly { id: string; position: number }[],
): Map<string, number> {
  const byPosition = tiedWithByPosition(entries.map((entry) => entry.position));
  return new Map(entries.map((entry) => [entry.id, byPosition.get(entry.position) ?? 0]));
}

/** An entry's ranking figures as they should be stored. */
export type EntryStanding = {
  id: string;
  position: number;
  score: number | null;
  total: number | null;
};

/** A total as stored (4 decimals), null while the offer misses an item. */
export const storedTotal = (total: number | undefined | null) =>
  total === undefined || total === null ? null : round4(total);

export function standingOf(entry: RoomEntry, ranking: RankingResult): EntryStanding {
  return {
    id: entry.id,
    position: ranking.positions.get(entry.id)!,
    score: ranking.scores.get(entry.id) ?? null,
    total: storedTotal(ranking.totals.get(entry.id)),
  };
}

export const standingChanged = (entry: RoomEntry, standing: EntryStanding) =>
  entry.position !== standing.position ||
  entry.score !== standing.score ||
  storedTotal(entry.total) !== standing.total;

/**
 * Ids whose best value differs between two rankings, with the new value (undefined: none), added
 * to `changed` (a new map unless given).
 */
export function changedBestBids(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  ids: Iterable<string>,
  changed = new Map<string, number | undefined>(),
): Map<string, number | undefined> {
  for (const id of ids) if (before.get(id) !== after.get(id)) changed.set(id, after.get(id));
  return changed;
}
