/**
 * The parts of a tender that bidding reads on every bid but that never change once the tender is
 * scheduled (items, quantities, steps, criteria, weights, the tie rule), cached per tender and
 * version.
 */
import { sql } from 'drizzle-orm';
import {
  DEFAULT_TIE_RULE,
  toTieRule,
  totalExpectedPrice,
  type RankingCriterion,
  type RankingItem,
  type TieRule,
} from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import {
  executorReader,
  numberOrNull,
  type ScriptRow,
  type StatementReader,
} from '../../db/scripted-transaction.ts';
import { byTender, idArray } from './tender-rows.ts';

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
  /** How equal scores rank (issue 29). */
  tieRule: TieRule;
};

const MAX_CACHED = 5000;
/**
 * Keyed by tender id; an entry is valid for the tender version it was read at. Parameters are
 * editable only in drafts and every saved change bumps the version, so a version match means the
 * structure is current, on every node.
 */
const cache = new Map<string, TenderStructure>();

const structureStatements = (tenderIds: readonly string[]) => [
  sql`SELECT tender_id, id, quantity, bid_step, unit_price FROM tender_items
    WHERE tender_id = ANY(${idArray(tenderIds)}::uuid[]) ORDER BY tender_id, position`,
  sql`SELECT tender_id, id, is_price, winning_threshold, weight, min_bid, max_bid
    FROM tender_criteria
    WHERE tender_id = ANY(${idArray(tenderIds)}::uuid[]) ORDER BY tender_id, position`,
  sql`SELECT id AS tender_id, tie_rule FROM tenders WHERE id = ANY(${idArray(tenderIds)}::uuid[])`,
];

const toItem = (row: ScriptRow): StructureItem => ({
  id: String(row.id),
  quantity: Number(row.quantity),
  bidStep: Number(row.bid_step),
  unitPrice: Number(row.unit_price),
});

const toCriterion = (row: ScriptRow): StructureCriterion => ({
  id: String(row.id),
  isPrice: Boolean(row.is_price),
  winningThreshold: Number(row.winning_threshold),
  weight: Number(row.weight),
  minBid: numberOrNull(row.min_bid),
  maxBid: numberOrNull(row.max_bid),
});

function toStructure(
  tender: TenderAtVersion,
  items: StructureItem[],
  criteria: StructureCriterion[],
  tieRule: TieRule,
): TenderStructure {
  return {
    tenderId: tender.id,
    version: tender.version,
    items,
    criteria,
    itemsById: new Map(items.map((item) => [item.id, item])),
    criteriaById: new Map(criteria.map((criterion) => [criterion.id, criterion])),
    priceCriterionId: criteria.find((criterion) => criterion.isPrice)?.id,
    expectedTotal: totalExpectedPrice(items),
    tieRule,
  };
}

function remember(structure: TenderStructure): void {
  cache.delete(structure.tenderId);
  cache.set(structure.tenderId, structure);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
}

type TenderAtVersion = { id: string; version: number };

/**
 * The structures of tenders at the versions the caller has read, by tender id: from the cache,
 * and what it misses in one round trip.
 */
export async function tenderStructures(
  read: StatementReader,
  tenders: readonly TenderAtVersion[],
): Promise<Map<string, TenderStructure>> {
  const structures = new Map<string, TenderStructure>();
  const missing: TenderAtVersion[] = [];
  for (const tender of tenders) {
    const cached = cache.get(tender.id);
    if (cached && cached.version === tender.version) structures.set(tender.id, cached);
    else missing.push(tender);
  }
  if (missing.length === 0) return structures;
  const [itemRows, criterionRows, ruleRows] = await read(
    structureStatements(missing.map((tender) => tender.id)),
  );
  const items = byTender(itemRows, toItem);
  const criteria = byTender(criterionRows, toCriterion);
  const tieRules = byTender(ruleRows, (row) => toTieRule(String(row.tie_rule)));
  for (const tender of missing) {
    const structure = toStructure(
      tender,
      items.get(tender.id) ?? [],
      criteria.get(tender.id) ?? [],
      tieRules.get(tender.id)?.[0] ?? DEFAULT_TIE_RULE,
    );
    remember(structure);
    structures.set(tender.id, structure);
  }
  return structures;
}

/** The structure of a tender at `version` (the version of the row the caller has read). */
export async function tenderStructure(
  db: DbExecutor,
  tenderId: string,
  version: number,
): Promise<TenderStructure> {
  const structures = await tenderStructures(executorReader(db), [{ id: tenderId, version }]);
  return structures.get(tenderId)!;
}
