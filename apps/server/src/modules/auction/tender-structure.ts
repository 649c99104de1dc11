/**
 * The parts of a tender that bidding reads on every bid but that never change once the tender is
 * scheduled (items, quantities, steps, criteria, weights), cached per tender and version.
 */
import { sql } from 'drizzle-orm';
import { totalExpectedPrice, type RankingCriterion, type RankingItem } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import {
  executorReader,
  numberOrNull,
  type StatementReader,
} from '../../db/scripted-transaction.ts';

export type StructureItem = RankingItem & { bidStep: number; unitPrice: number };
export type StructureCriterion = RankingCriterion & {
  minBid: number | null;
  maxBid: number | null;
};

export type TenderStructure = {
  tenderId: string;
  version: number;
  items: StructureItem[];
  criteria: StructureCriterion[];
  itemsById: Map<string, StructureItem>;
  criteriaById: Map<string, StructureCriterion>;
  priceCriterionId: string | undefined;
  expectedTotal: number;
};

const MAX_CACHED = 5000;
/**
 * Keyed by tender id; an entry is valid for the tender version it was read at. Parameters are
 * editable only in drafts and every saved change bumps the version, so a version match means the
 * structure is current, on every node.
 */
const cache = new Map<string, TenderStructure>();

const structureStatements = (tenderId: string) => [
  sql`SELECT id, quantity, bid_step, unit_price FROM tender_items
    WHERE tender_id = ${tenderId}::uuid ORDER BY position`,
  sql`SELECT id, is_price, winning_threshold, weight, min_bid, max_bid FROM tender_criteria
    WHERE tender_id = ${tenderId}::uuid ORDER BY position`,
];

async function readStructure(
  read: StatementReader,
  tenderId: string,
  version: number,
): Promise<TenderStructure> {
  const [itemRows, criterionRows] = await read(structureStatements(tenderId));
  const items: StructureItem[] = itemRows.map((row) => ({
    id: String(row.id),
    quantity: Number(row.quantity),
    bidStep: Number(row.bid_step),
    unitPrice: Number(row.unit_price),
  }));
  const criteria: StructureCriterion[] = criterionRows.map((row) => ({
    id: String(row.id),
    isPrice: Boolean(row.is_price),
    winningThreshold: Number(row.winning_threshold),
    weight: Number(row.weight),
    minBid: numberOrNull(row.min_bid),
    maxBid: numberOrNull(row.max_bid),
  }));
  return {
    tenderId,
    version,
    items,
    criteria,
    itemsById: new Map(items.map((item) => [item.id, item])),
    criteriaById: new Map(criteria.map((criterion) => [criterion.id, criterion])),
    priceCriterionId: criteria.find((criterion) => criterion.isPrice)?.id,
    expectedTotal: totalExpectedPrice(items),
  };
}

/** The structure of a tender at `version` (the version of the row the caller has read). */
export async function tenderStructure(
  db: DbExecutor | StatementReader,
  tenderId: string,
  version: number,
): Promise<TenderStructure> {
  const cached = cache.get(tenderId);
  if (cached && cached.version === version) return cached;
  const read = typeof db === 'function' ? db : executorReader(db);
  const structure = await readStructure(read, tenderId, version);
  cache.delete(tenderId);
  cache.set(tenderId, structure);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return structure;
}
