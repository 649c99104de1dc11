/**
 * Writes what a bid (or a recomputation) changed in one SQL statement: the bid log row, the chain
 * head, the changed supplier entries and best bids, as data-modifying CTEs — one round trip.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import type { BidValues } from '../../db/schema/index.ts';
import type { EntryStanding } from './room-state.ts';

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

/**
 * Rows travel as one JSON parameter read back by `jsonb_to_recordset`, not as a VALUES list: a
 * batch of bids then renders as one literal, where a parameter per column made building the SQL
 * cost more than running it. Absent keys (undefined) read as SQL NULL.
 */
const recordset = (rows: object[], alias: string) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS ${sql.raw(alias)}`;

/**
 * `column = ANY(ids)` beside a join on a recordset: the planner takes a recordset for 100 rows and
 * may then scan the whole table; the id list tells it how few rows are touched.
 */
const amongIds = (column: string, ids: readonly string[]) =>
  sql`${sql.raw(column)} = ANY(${`{${ids.join(',')}}`}::uuid[])`;

const BID_COLUMNS = sql.raw(
  'tender_id, supplier_id, target_kind, target_id, value, seq, phase, created_at, prev_hash, hash',
);

function insertBids(bids: BidRow[]): SQL {
  const rows = bids.map((bid) => ({
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
  return sql`INSERT INTO tender_bids (${BID_COLUMNS}) SELECT ${BID_COLUMNS} FROM ${recordset(
    rows,
    `r(tender_id uuid, supplier_id uuid, target_kind text, target_id uuid, value numeric,
      seq int, phase text, created_at timestamptz, prev_hash text, hash text)`,
  )}`;
}

type HeadUpdate = NonNullable<RoomChanges['head']> & { tenderId: string };

function updateHeads(heads: HeadUpdate[]): SQL {
  const rows = heads.map((head) => ({
    id: head.tenderId,
    seq: head.seq,
    hash: head.hash,
    end_date: head.endDate?.toISOString(),
    prolonged_minutes: head.prolongedMinutes,
  }));
  return sql`UPDATE tenders AS t SET bid_seq = v.seq, bid_hash = v.hash,
      end_date = COALESCE(v.end_date, t.end_date),
      prolonged_minutes = COALESCE(v.prolonged_minutes, t.prolonged_minutes)
    FROM ${recordset(
      rows,
      'v(id uuid, seq int, hash text, end_date timestamptz, prolonged_minutes int)',
    )}
    WHERE t.id = v.id AND ${amongIds(
      't.id',
      heads.map((head) => head.tenderId),
    )}`;
}

function updateEntries(entries: EntryUpdate[]): SQL {
  const rows = entries.map((entry) => ({
    id: entry.id,
    position: entry.position,
    score: entry.score,
    total: entry.total,
    item_bids: entry.offer?.itemBids,
    criterion_bids: entry.offer?.criterionBids,
    reached_seq: entry.offer?.reachedSeq,
    at: entry.offer?.at.toISOString(),
  }));
  return sql`UPDATE tender_suppliers AS s SET
      overall_position = v.position, score = v.score, total = v.total,
      item_bids = COALESCE(v.item_bids, s.item_bids),
      criterion_bids = COALESCE(v.criterion_bids, s.criterion_bids),
      reached_seq = COALESCE(v.reached_seq, s.reached_seq),
      last_activity_date = COALESCE(v.at, s.last_activity_date)
    FROM ${recordset(
      rows,
      `v(id uuid, position int, score float8, total numeric, item_bids jsonb,
        criterion_bids jsonb, reached_seq int, at timestamptz)`,
    )}
    WHERE s.id = v.id AND ${amongIds(
      's.id',
      entries.map((entry) => entry.id),
    )}`;
}

function updateBestBids(
  table: 'tender_items' | 'tender_criteria',
  best: Map<string, number | undefined>,
) {
  const rows = [...best].map(([id, value]) => ({ id, best: value }));
  return sql`UPDATE ${sql.raw(table)} AS t SET best_bid = v.best
    FROM ${recordset(rows, 'v(id uuid, best numeric)')}
    WHERE t.id = v.id AND ${amongIds('t.id', [...best.keys()])}`;
}

/**
 * The changes of one or many tenders as one statement (a flush writes all its tenders at once);
 * undefined when nothing changed.
 */
export function roomChangesStatement(changes: readonly RoomChanges[]): SQL | undefined {
  const bids = changes.flatMap((change) => change.bids ?? []);
  const heads = changes.flatMap((change) =>
    change.head ? [{ ...change.head, tenderId: change.tenderId }] : [],
  );
  const entries = changes.flatMap((change) => change.entries);
  const itemBestBids = new Map(changes.flatMap((change) => [...change.itemBestBids]));
  const criterionBestBids = new Map(changes.flatMap((change) => [...change.criterionBestBids]));
  const statements: SQL[] = [];
  if (bids.length > 0) statements.push(insertBids(bids));
  if (heads.length > 0) statements.push(updateHeads(heads));
  if (entries.length > 0) statements.push(updateEntries(entries));
  if (itemBestBids.size > 0) statements.push(updateBestBids('tender_items', itemBestBids));
  if (criterionBestBids.size > 0)
    statements.push(updateBestBids('tender_criteria', criterionBestBids));
  if (statements.length === 0) return undefined;
  const ctes = statements.map((statement, index) => sql`${sql.raw(`w${index}`)} AS (${statement})`);
  return sql`WITH ${sql.join(ctes, sql`, `)} SELECT 1`;
}

/** Applies the changes in one statement; nothing is sent when nothing changed. */
export async function writeRoomChanges(db: DbExecutor, changes: RoomChanges): Promise<void> {
  const statement = roomChangesStatement([changes]);
  if (statement) await db.execute(statement);
}
