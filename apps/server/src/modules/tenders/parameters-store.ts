/** A tender's parameters in the database: reading them as ZTenderParameters and writing them back. */
import { and, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import {
  UnitsOfTenderCriterion,
  WinningThresholdLabels,
  auctionEnd,
  expectedItemPrice,
  round2,
  toAuctionFormat,
  toFormatRules,
  toTieRule,
  type TCriterion,
  type TItem,
  type TMustHaveCondition,
  type TTenderParameters,
} from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import {
  mustHaveConditions,
  tenderCriteria,
  tenderItems,
  tenders,
  unitsOfMeasurement,
} from '../../db/schema/index.ts';
import type { TenderRow } from './access.ts';
import { jsonRows, selectValues } from './json-sql.ts';

const percent = (fraction: number) => `${round2(fraction * 100)}%`;
const thresholdName = (id: number) =>
  WinningThresholdLabels[id as keyof typeof WinningThresholdLabels] ?? '';
const criterionUnitName = (id: number) =>
  UnitsOfTenderCriterion.find((unit) => unit.id === id)?.name ?? '';

/** A part's stored columns as its JSON row carries them: all but the tender and the position. */
type PartColumns<Row> = Omit<Row, 'tenderId' | 'position'>;
type ItemRow = PartColumns<typeof tenderItems.$inferSelect> & { unitName: string | null };
type CriterionRow = PartColumns<typeof tenderCriteria.$inferSelect>;
type MustHaveRow = PartColumns<typeof mustHaveConditions.$inferSelect>;

function partColumns<Table extends PartTable>(table: Table) {
  const { tenderId: _tender, position: _position, ...columns } = getTableColumns(table);
  return columns;
}

const itemRows = (tenderId: string) =>
  jsonRows<ItemRow>({
    fields: { ...partColumns(tenderItems), unitName: unitsOfMeasurement.name },
    from: sql`${tenderItems} left join ${unitsOfMeasurement}
      on ${eq(unitsOfMeasurement.id, tenderItems.unitId)}
      where ${eq(tenderItems.tenderId, tenderId)}`,
    orderBy: sql`${tenderItems.position}`,
  });

const criterionRows = (tenderId: string) =>
  jsonRows<CriterionRow>({
    fields: partColumns(tenderCriteria),
    from: sql`${tenderCriteria} where ${eq(tenderCriteria.tenderId, tenderId)}`,
    orderBy: sql`${tenderCriteria.position}`,
  });

const mustHaveRows = (tenderId: string) =>
  jsonRows<MustHaveRow>({
    fields: partColumns(mustHaveConditions),
    from: sql`${mustHaveConditions} where ${eq(mustHaveConditions.tenderId, tenderId)}`,
    orderBy: sql`${mustHaveConditions.position}`,
  });

const toItem = ({ unitName, ...item }: ItemRow): TItem => ({
  id: item.id,
  name: item.name,
  unitPrice: item.unitPrice,
  unitOfMeasurement: { id: item.unitId, name: unitName ?? '' },
  quantity: item.quantity,
  expPrice: expectedItemPrice(item),
  bidStep: item.bidStep,
  bestBid: item.bestBid ?? -1,
  description: item.description ?? '',
});

const toCriterion = (row: CriterionRow): TCriterion => ({
  id: row.id,
  name: row.name,
  unit: { id: row.unitId, name: criterionUnitName(row.unitId) },
  winningThreshold: { id: row.winningThreshold, name: thresholdName(row.winningThreshold) },
  weight: { id: row.weight, name: percent(row.weight) },
  bestBid: row.bestBid ?? -1,
  description: row.description ?? '',
  minBid: row.minBid,
  maxBid: row.maxBid,
  isPrice: row.isPrice,
});

const toMustHave = (row: MustHaveRow): TMustHaveCondition => ({
  id: row.id,
  text: row.text,
  hasAdditionalInfo: row.hasAdditionalInfo,
  isMandatory: row.isMandatory,
});

export async function readItems(db: DbExecutor, tenderId: string): Promise<TItem[]> {
  const { items } = await selectValues(db, { items: itemRows(tenderId) });
  return items.map(toItem);
}

export async function readCriteria(db: DbExecutor, tenderId: string): Promise<TCriterion[]> {
  const { criteria } = await selectValues(db, { criteria: criterionRows(tenderId) });
  return criteria.map(toCriterion);
}

export async function readMustHaves(
  db: DbExecutor,
  tenderId: string,
): Promise<TMustHaveCondition[]> {
  const { conditions } = await selectValues(db, { conditions: mustHaveRows(tenderId) });
  return conditions.map(toMustHave);
}

/** Items, criteria and must-have conditions of a tender, as subqueries of one statement. */
export const partRows = (tenderId: string) => ({
  items: itemRows(tenderId),
  criteria: criterionRows(tenderId),
  conditions: mustHaveRows(tenderId),
});

export type StoredPartRows = {
  items: ItemRow[];
  criteria: CriterionRow[];
  conditions: MustHaveRow[];
};

/** The parameters of a tender row and its parts' rows. */
export function parametersOf(tender: TenderRow, parts: StoredPartRows): TTenderParameters {
  return {
    tenderId: tender.id,
    name: tender.name,
    keywords: tender.keywords,
    currency: tender.currency,
    industries: tender.industryIds,
    isVatIncluded: tender.isVatIncluded,
    isPublic: tender.isPublic,
    itemsDetails: parts.items.map(toItem),
    criteriaDetails: parts.criteria.map(toCriterion),
    mustHaveConditions: parts.conditions.map(toMustHave),
    addressSource: tender.addressSource,
    newDeliveryAddress: tender.deliveryAddress,
    duration: tender.durationMinutes,
    proposalEndDate: tender.proposalEndDate.toISOString(),
    startDate: tender.startDate.toISOString(),
    autoExtendMinutes: tender.autoExtendMinutes,
    bidVisibility: tender.bidVisibility === 'rank' ? 'rank' : 'rankAndBest',
    tieRule: toTieRule(tender.tieRule),
    auctionFormat: toAuctionFormat(tender.auctionFormat),
    formatRules: toFormatRules(tender.formatRules),
    stepProgress: tender.stepProgress,
    version: tender.version,
  };
}

/** The stored parameters in the shape UpdateTender accepts (addressSource as stored): one statement. */
export async function readParameters(
  db: DbExecutor,
  tender: TenderRow,
): Promise<TTenderParameters> {
  return parametersOf(tender, await selectValues(db, partRows(tender.id)));
}

/** The tenders columns that hold the parameters (addressSource already in its stored form). */
export function tenderColumnsOf(
  parameters: TTenderParameters,
  prolongedMinutes = 0,
): Partial<typeof tenders.$inferInsert> {
  const startDate = new Date(parameters.startDate);
  return {
    name: parameters.name,
    keywords: parameters.keywords,
    currency: parameters.currency,
    industryIds: parameters.industries,
    isVatIncluded: parameters.isVatIncluded,
    isPublic: parameters.isPublic,
    addressSource: parameters.addressSource ?? null,
    deliveryAddress: parameters.newDeliveryAddress ?? null,
    durationMinutes: parameters.duration,
    proposalEndDate: new Date(parameters.proposalEndDate),
    startDate,
    endDate: auctionEnd(startDate, parameters.duration, prolongedMinutes),
    autoExtendMinutes: parameters.autoExtendMinutes,
    bidVisibility: parameters.bidVisibility,
    tieRule: parameters.tieRule,
    auctionFormat: parameters.auctionFormat,
    formatRules: parameters.formatRules,
    stepProgress: parameters.stepProgress,
  };
}

type PartRow<Values> = { id?: string | null; values: Values };
type PartTable = typeof tenderItems | typeof tenderCriteria | typeof mustHaveConditions;

/**
 * Makes a tender's rows of one part equal to `incoming`: rows whose id is sent back are updated
 * (ids stay stable for bids and answers), new ones inserted, the rest deleted.
 */
async function syncPart<Values extends object>(
  db: DbExecutor,
  table: PartTable,
  tenderId: string,
  existingIds: ReadonlySet<string>,
  incoming: ReadonlyArray<PartRow<Values>>,
): Promise<void> {
  const kept = new Set<string>();
  const toInsert: Values[] = [];
  const toUpdate: Array<{ id: string; values: Values }> = [];
  for (const { id, values } of incoming) {
    if (id && existingIds.has(id) && !kept.has(id)) {
      kept.add(id);
      toUpdate.push({ id, values });
    } else toInsert.push(values);
  }
  const ofTender = eq(table.tenderId, tenderId);
  await db
    .delete(table)
    .where(kept.size > 0 ? and(ofTender, notInArray(table.id, [...kept])) : ofTender);
  for (const { id, values } of toUpdate)
    await db
      .update(table)
      .set(values as never)
      .where(and(ofTender, eq(table.id, id)));
  if (toInsert.length > 0)
    await db.insert(table).values(toInsert.map((values) => ({ ...values, tenderId })) as never);
}

export type StoredPartIds = {
  items: ReadonlySet<string>;
  criteria: ReadonlySet<string>;
  conditions: ReadonlySet<string>;
};

const idsOf = (rows: ReadonlyArray<{ id?: string | null }>) =>
  new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));

export function storedPartIds(parameters: TTenderParameters): StoredPartIds {
  return {
    items: idsOf(parameters.itemsDetails),
    criteria: idsOf(parameters.criteriaDetails),
    conditions: idsOf(parameters.mustHaveConditions),
  };
}

export const NO_STORED_PARTS: StoredPartIds = {
  items: new Set(),
  criteria: new Set(),
  conditions: new Set(),
};

/** Writes items, criteria and must-have conditions in their given order. */
export async function writeParts(
  db: DbExecutor,
  tenderId: string,
  parameters: TTenderParameters,
  stored: StoredPartIds,
): Promise<void> {
  await syncPart(
    db,
    tenderItems,
    tenderId,
    stored.items,
    parameters.itemsDetails.map((item, position) => ({
      id: item.id,
      values: {
        position,
        name: item.name,
        description: item.description || null,
        unitPrice: item.unitPrice,
        unitId: item.unitOfMeasurement.id,
        quantity: item.quantity,
        bidStep: item.bidStep,
      },
    })),
  );
  await syncPart(
    db,
    tenderCriteria,
    tenderId,
    stored.criteria,
    parameters.criteriaDetails.map((criterion, position) => ({
      id: criterion.id,
      values: {
        position,
        name: criterion.name,
        description: criterion.description || null,
        unitId: criterion.unit.id,
        winningThreshold: criterion.winningThreshold.id,
        weight: criterion.weight.id,
        minBid: criterion.minBid ?? null,
        maxBid: criterion.maxBid ?? null,
        isPrice: position === 0,
      },
    })),
  );
  await syncPart(
    db,
    mustHaveConditions,
    tenderId,
    stored.conditions,
    parameters.mustHaveConditions.map((condition, position) => ({
      id: condition.id,
      values: {
        position,
        text: condition.text,
        hasAdditionalInfo: condition.hasAdditionalInfo,
        isMandatory: condition.isMandatory ?? false,
      },
    })),
  );
}
