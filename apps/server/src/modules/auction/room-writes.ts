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

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

function insertBids(bids: BidRow[]): SQL {
  const rows = bids.map(
    (bid) => sql`(${bid.tenderId}::uuid, ${bid.supplierId}::uuid, ${bid.targetKind},
      ${bid.targetId}::uuid, ${bid.value}::numeric, ${bid.seq}::int, ${bid.phase},
      ${bid.createdAt.toISOString()}::timestamptz, ${bid.prevHash}, ${bid.hash})`,
  );
  return sql`INSERT INTO tender_bids
    (tender_id, supplier_id, target_kind, target_id, value, seq, phase, created_at, prev_hash, hash)
    VALUES ${values(rows)}`;
}

function updateHead(tenderId: string, head: NonNullable<RoomChanges['head']>): SQL {
  const end =
    head.endDate === undefined
      ? sql``
      : sql`, end_date = ${head.endDate.toISOString()}::timestamptz,
          prolonged_minutes = ${head.prolongedMinutes ?? 0}`;
  return sql`UPDATE tenders SET bid_seq = ${head.seq}, bid_hash = ${head.hash}${end}
    WHERE id = ${tenderId}`;
}

function updateEntries(entries: EntryUpdate[]): SQL {
  const rows = entries.map(
    (entry) => sql`(${entry.id}::uuid, ${entry.position}::int, ${entry.score}::float8,
      ${entry.total}::numeric,
      ${entry.offer ? JSON.stringify(entry.offer.itemBids) : null}::jsonb,
      ${entry.offer ? JSON.stringify(entry.offer.criterionBids) : null}::jsonb,
      ${entry.offer?.reachedSeq ?? null}::int,
      ${entry.offer?.at.toISOString() ?? null}::timestamptz)`,
  );
  return sql`UPDATE tender_suppliers AS s SET
      overall_position = v.position, score = v.score, total = v.total,
      item_bids = COALESCE(v.item_bids, s.item_bids),
      criterion_bids = COALESCE(v.criterion_bids, s.criterion_bids),
      reached_seq = COALESCE(v.reached_seq, s.reached_seq),
      last_activity_date = COALESCE(v.at, s.last_activity_date)
    FROM (VALUES ${values(rows)})
      AS v(id, position, score, total, item_bids, criterion_bids, reached_seq, at)
    WHERE s.id = v.id`;
}

function updateBestBids(
  table: 'tender_items' | 'tender_criteria',
  best: Map<string, number | undefined>,
) {
  const rows = [...best].map(([id, value]) => sql`(${id}::uuid, ${value ?? null}::numeric)`);
  return sql`UPDATE ${sql.raw(table)} AS t SET best_bid = v.best
    FROM (VALUES ${values(rows)}) AS v(id, best) WHERE t.id = v.id`;
}

/** The changes as one statement; undefined when nothing changed. */
export function roomChangesStatement(changes: RoomChanges): SQL | undefined {
  const statements: SQL[] = [];
  if (changes.bids && changes.bids.length > 0) statements.push(insertBids(changes.bids));
  if (changes.head) statements.push(updateHead(changes.tenderId, changes.head));
  if (changes.entries.length > 0) statements.push(updateEntries(changes.entries));
  if (changes.itemBestBids.size > 0)
    statements.push(updateBestBids('tender_items', changes.itemBestBids));
  if (changes.criterionBestBids.size > 0)
    statements.push(updateBestBids('tender_criteria', changes.criterionBestBids));
  if (statements.length === 0) return undefined;
  const ctes = statements.map((statement, index) => sql`${sql.raw(`w${index}`)} AS (${statement})`);
  return sql`WITH ${sql.join(ctes, sql`, `)} SELECT 1`;
}

/** Applies the changes in one statement; nothing is sent when nothing changed. */
export async function writeRoomChanges(db: DbExecutor, changes: RoomChanges): Promise<void> {
  const statement = roomChangesStatement(changes);
  if (statement) await db.execute(statement);
}
