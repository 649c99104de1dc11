/**
 * Writes what a bid (or a recomputation) changed in one SQL statement: the bid log row, the chain
 * head and entries version, the changed supplier entries and best bids, as data-modifying CTEs —
 * one round trip.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { prepared, withArguments, type PreparedStatement } from '../../db/scripted-transaction.ts';
import type { BidValues } from '../../db/schema/index.ts';
import type { EntryStanding } from './room-state.ts';
import { idArray } from './tender-rows.ts';

export type BidRow = {
  tenderId: string;
  supplierId: string;
  targetKind: 'item' | 'criterion';
  targetId: string;
  value: number;
  seq: number;
  phase: 'proposal' | 'live';
  createdAt: Date;
  prevHash: string;
  hash: string;
};

export type EntryUpdate = EntryStanding & {
  /** Only for the entry whose offer changed. */
  offer?: { itemBids: BidValues; criterionBids: BidValues; reachedSeq: number; at: Date };
};

export type RoomChanges = {
  tenderId: string;
  /** Bids accepted in this change, in sequence order. */
  bids?: BidRow[];
  /** The new chain head and, with overtime, the new end. */
  head?: { seq: number; hash: string; endDate?: Date; prolongedMinutes?: number };
  entries: EntryUpdate[];
  itemBestBids: Map<string, number | undefined>;
  criterionBestBids: Map<string, number | undefined>;
};

/** Rows as one JSON text (absent keys, undefined, read back as SQL NULL). */
const json = (rows: object[]) => JSON.stringify(rows);

const bidRows = (bids: BidRow[]) =>
  bids.map((bid) => ({
    tender_id: bid.tenderId,
    supplier_id: bid.supplierId,
    target_kind: bid.targetKind,
    target_id: bid.targetId,
    value: bid.value,
    seq: bid.seq,
    phase: bid.phase,
    created_at: bid.createdAt.toISOString(),
    prev_hash: bid.prevHash,
    hash: bid.hash,
  }));

const tenderRows = (tenders: TenderUpdate[]) =>
  tenders.map(({ tenderId, head }) => ({
    id: tenderId,
    seq: head?.seq,
    hash: head?.hash,
    end_date: head?.endDate?.toISOString(),
    prolonged_minutes: head?.prolongedMinutes,
  }));

const entryRows = (entries: EntryUpdate[]) =>
  entries.map((entry) => ({
    id: entry.id,
    position: entry.position,
    score: entry.score,
    total: entry.total,
    item_bids: entry.offer?.itemBids,
    criterion_bids: entry.offer?.criterionBids,
    reached_seq: entry.offer?.reachedSeq,
    at: entry.offer?.at.toISOString(),
  }));

const bestRows = (best: Map<string, number | undefined>) =>
  [...best].map(([id, value]) => ({ id, best: value }));

const BID_COLUMNS = sql.raw(
  'tender_id, supplier_id, target_kind, target_id, value, seq, phase, created_at, prev_hash, hash',
);

/**
 * Every write of a flush in one prepared statement. Rows travel as one JSON argument per table,
 * read back by `jsonb_to_recordset` (a parameter per column made building the SQL cost more than
 * running it); each join on a recordset also gets the id list, since the planner takes a
 * recordset for 100 rows and would otherwise scan the whole table.
 */
const roomWrite = prepared<
  | 'bids'
  | 'tenders'
  | 'tenderIds'
  | 'entries'
  | 'entryIds'
  | 'items'
  | 'itemIds'
  | 'criteria'
  | 'criterionIds'
>(
  'room_write',
  (a) => sql`
    WITH w0 AS (
      INSERT INTO tender_bids (${BID_COLUMNS}) SELECT ${BID_COLUMNS}
      FROM jsonb_to_recordset(${a.bids}::jsonb) AS r(tender_id uuid, supplier_id uuid,
        target_kind text, target_id uuid, value numeric, seq int, phase text,
        created_at timestamptz, prev_hash text, hash text)
    ), w1 AS (
      UPDATE tenders AS t SET entries_version = t.entries_version + 1,
        bid_seq = COALESCE(v.seq, t.bid_seq), bid_hash = COALESCE(v.hash, t.bid_hash),
        end_date = COALESCE(v.end_date, t.end_date),
        prolonged_minutes = COALESCE(v.prolonged_minutes, t.prolonged_minutes)
      FROM jsonb_to_recordset(${a.tenders}::jsonb)
        AS v(id uuid, seq int, hash text, end_date timestamptz, prolonged_minutes int)
      WHERE t.id = v.id AND t.id = ANY(${a.tenderIds}::uuid[])
    ), w2 AS (
      UPDATE tender_suppliers AS s SET
        overall_position = v.position, score = v.score, total = v.total,
        item_bids = COALESCE(v.item_bids, s.item_bids),
        criterion_bids = COALESCE(v.criterion_bids, s.criterion_bids),
        reached_seq = COALESCE(v.reached_seq, s.reached_seq),
        last_activity_date = COALESCE(v.at, s.last_activity_date)
      FROM jsonb_to_recordset(${a.entries}::jsonb) AS v(id uuid, position int, score float8,
        total numeric, item_bids jsonb, criterion_bids jsonb, reached_seq int, at timestamptz)
      WHERE s.id = v.id AND s.id = ANY(${a.entryIds}::uuid[])
    ), w3 AS (
      UPDATE tender_items AS t SET best_bid = v.best
      FROM jsonb_to_recordset(${a.items}::jsonb) AS v(id uuid, best numeric)
      WHERE t.id = v.id AND t.id = ANY(${a.itemIds}::uuid[])
    ), w4 AS (
      UPDATE tender_criteria AS t SET best_bid = v.best
      FROM jsonb_to_recordset(${a.criteria}::jsonb) AS v(id uuid, best numeric)
      WHERE t.id = v.id AND t.id = ANY(${a.criterionIds}::uuid[])
    ) SELECT 1`,
);

type TenderUpdate = { tenderId: string; head: RoomChanges['head'] };

/** Whether the change writes the tender row: a new chain head, or entries (their version). */
const writesTender = (change: RoomChanges) =>
  change.head !== undefined || change.entries.length > 0;

/** The tender's entries version once the change is committed (room-entries-cache). */
export const entriesVersionAfter = (version: number, change: RoomChanges) =>
  writesTender(change) ? version + 1 : version;

/**
 * Says that this transaction's room writes bump the entries version themselves, so the entry
 * triggers (migration 0010) leave it alone; `false` hands it back to them.
 */
export const ownEntriesVersion = (own: boolean) =>
  sql`SELECT set_config('tendermark.entries_versioned', ${own ? 'on' : 'off'}, true)`;

/**
 * The changes of one or many tenders as one statement (a flush writes all its tenders at once);
 * undefined when nothing changed. Run it after `ownEntriesVersion(true)`.
 */
export function roomChangesStatement(
  changes: readonly RoomChanges[],
): PreparedStatement | undefined {
  const bids = changes.flatMap((change) => change.bids ?? []);
  const tenders = changes.flatMap((change) =>
    writesTender(change) ? [{ tenderId: change.tenderId, head: change.head }] : [],
  );
  const entries = changes.flatMap((change) => change.entries);
  const items = new Map(changes.flatMap((change) => [...change.itemBestBids]));
  const criteria = new Map(changes.flatMap((change) => [...change.criterionBestBids]));
  if (bids.length + tenders.length + entries.length + items.size + criteria.size === 0)
    return undefined;
  return roomWrite({
    bids: json(bidRows(bids)),
    tenders: json(tenderRows(tenders)),
    tenderIds: idArray(tenders.map((tender) => tender.tenderId)),
    entries: json(entryRows(entries)),
    entryIds: idArray(entries.map((entry) => entry.id)),
    items: json(bestRows(items)),
    itemIds: idArray([...items.keys()]),
    criteria: json(bestRows(criteria)),
    criterionIds: idArray([...criteria.keys()]),
  });
}

/**
 * Applies the changes in one statement; nothing is sent when nothing changed. The flag that the
 * statement bumps the entries version itself is set around it only, so that later writes of the
 * transaction bump it through the triggers again.
 */
export async function writeRoomChanges(db: Transaction, changes: RoomChanges): Promise<void> {
  const statement = roomChangesStatement([changes]);
  if (!statement) return;
  await db.execute(ownEntriesVersion(true));
  await db.execute(withArguments(statement));
  await db.execute(ownEntriesVersion(false));
}
