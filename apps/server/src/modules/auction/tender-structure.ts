/**
 * The parts of a tender that bidding reads on every bid but that never change once the tender is
 * scheduled (items, quantities, steps, criteria, weights), cached per tender and version.
 */
import { asc, eq } from 'drizzle-orm';
import { totalExpectedPrice, type RankingCriterion, type RankingItem } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { tenderCriteria, tenderItems } from '../../db/schema/index.ts';

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

async function readStructure(
  db: DbExecutor,
  tenderId: string,
  version: number,
): Promise<TenderStructure> {
  const [itemRows, criterionRows] = await Promise.all([
    db
      .select({
        id: tenderItems.id,
        quantity: tenderItems.quantity,
        bidStep: tenderItems.bidStep,
        unitPrice: tenderItems.unitPrice,
      })
      .from(tenderItems)
      .where(eq(tenderItems.tenderId, tenderId))
      .orderBy(asc(tenderItems.position)),
    db
      .select({
        id: tenderCriteria.id,
        isPrice: tenderCriteria.isPrice,
        winningThreshold: tenderCriteria.winningThreshold,
        weight: tenderCriteria.weight,
        minBid: tenderCriteria.minBid,
        maxBid: tenderCriteria.maxBid,
      })
      .from(tenderCriteria)
      .where(eq(tenderCriteria.tenderId, tenderId))
      .orderBy(asc(tenderCriteria.position)),
  ]);
  return {
    tenderId,
    version,
    items: itemRows,
    criteria: criterionRows,
    itemsById: new Map(itemRows.map((item) => [item.id, item])),
    criteriaById: new Map(criterionRows.map((criterion) => [criterion.id, criterion])),
    priceCriterionId: criterionRows.find((criterion) => criterion.isPrice)?.id,
    expectedTotal: totalExpectedPrice(itemRows),
  };
}

/** The structure of a tender at `version` (the version of the row the caller has read). */
export async function tenderStructure(
  db: DbExecutor,
  tenderId: string,
  version: number,
): Promise<TenderStructure> {
  const cached = cache.get(tenderId);
  if (cached && cached.version === version) return cached;
  const structure = await readStructure(db, tenderId, version);
  cache.delete(tenderId);
  cache.set(tenderId, structure);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return structure;
}
