/**
 * Demo bidders in the English format (DESIGN §5): a turn of one demo entry (not the leader, when
 * it can) lowering one item by 1–3 bid steps, never below 60 % of the expected unit price; with
 * staggered lots (issue 30), a bid on every lot still open, by an entry that does not hold that
 * lot's best bid, so each lot is contested until it closes (its overtime included). Bids go
 * through the same engine as people's.
 */
import { and, eq } from 'drizzle-orm';
import { SupplierStatus, round2, type TLotState } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenderSuppliers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { readLots } from '../lots/clock-service.ts';
import { placeBid, type BidRequest } from './bidding-service.ts';
import { criterionValue, itemPrice, pick, type Random } from './demo-choices.ts';
import { tenderStructure, type StructureItem, type TenderStructure } from './tender-structure.ts';

/** Demo prices stay above this share of the expected unit price. */
export const DEMO_PRICE_FLOOR = 0.6;
const MAX_STEPS = 3;

export type DemoEntry = {
  userId: string;
  position: number;
  itemBids: Record<string, number>;
  criterionBids: Record<string, number>;
};

type DemoBid = Omit<BidRequest, 'userId' | 'tenderId'>;

/** A first price for an item, just under its expected unit price. */
const firstPrice = (item: StructureItem, random: Random) => itemPrice(item, 0.97 + random() * 0.03);

/** Values a demo entry still lacks (so its offer becomes complete and ranked). */
function missingValues(
  structure: TenderStructure,
  entry: DemoEntry,
  random: Random,
  biddable: (item: StructureItem) => boolean,
): DemoBid[] {
  const criteria = structure.criteria
    .filter((criterion) => !criterion.isPrice && entry.criterionBids[criterion.id] === undefined)
    .map((criterion): DemoBid => ({
      targetKind: 'criterion',
      targetId: criterion.id,
      value: criterionValue(criterion, random),
    }));
  const items = structure.items
    .filter((item) => entry.itemBids[item.id] === undefined && biddable(item))
    .map((item): DemoBid => ({
      targetKind: 'item',
      targetId: item.id,
      value: firstPrice(item, random),
    }));
  return [...criteria, ...items];
}

/** Whether the entry's price for the item can still go one step down above the floor. */
const isLowerable = (item: StructureItem, entry: DemoEntry) =>
  item.bidStep > 0 &&
  entry.itemBids[item.id] !== undefined &&
  entry.itemBids[item.id] - item.bidStep >= item.unitPrice * DEMO_PRICE_FLOOR;

/** The entry's price for the item, 1–3 steps lower and above the floor. */
function lowered(item: StructureItem, entry: DemoEntry, random: Random): DemoBid {
  const previous = entry.itemBids[item.id];
  const affordable = Math.floor((previous - item.unitPrice * DEMO_PRICE_FLOOR) / item.bidStep);
  const steps = Math.min(MAX_STEPS, affordable, 1 + Math.floor(random() * MAX_STEPS));
  return { targetKind: 'item', targetId: item.id, value: round2(previous - steps * item.bidStep) };
}

/** One demo entry's turn: completing its offer when values are missing, else one lower price. */
export function demoTurn(structure: TenderStructure, entry: DemoEntry, random: Random): DemoBid[] {
  const missing = missingValues(structure, entry, random, () => true);
  if (missing.length > 0) return missing;
  const item = pick(
    structure.items.filter((candidate) => isLowerable(candidate, entry)),
    random,
  );
  return item ? [lowered(item, entry, random)] : [];
}

async function demoEntries(ctx: AppContext, tenderId: string): Promise<DemoEntry[]> {
  return ctx.db
    .select({
      userId: tenderSuppliers.userId,
      position: tenderSuppliers.overallPosition,
      itemBids: tenderSuppliers.itemBids,
      criterionBids: tenderSuppliers.criterionBids,
    })
    .from(tenderSuppliers)
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
        eq(tenderSuppliers.isDemo, true),
      ),
    );
}

/** Places the bids in order; false when the room refused one (it may have closed meanwhile). */
async function placeAll(ctx: AppContext, tenderId: string, userId: string, bids: DemoBid[]) {
  try {
    for (const bid of bids) await placeBid(ctx, { ...bid, userId, tenderId });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** A plain English tender's turn: the first entry (a challenger, when one) that has a bid to make. */
async function plainTurn(
  ctx: AppContext,
  tenderId: string,
  structure: TenderStructure,
  entries: DemoEntry[],
  random: Random,
): Promise<boolean> {
  const challengers = entries.filter((entry) => entry.position !== 1);
  const first = pick(challengers.length > 0 ? challengers : entries, random);
  for (const entry of first ? [first, ...entries.filter((other) => other !== first)] : []) {
    const bids = demoTurn(structure, entry, random);
    if (bids.length > 0) return placeAll(ctx, tenderId, entry.userId, bids);
  }
  return false;
}

/** The entry's bid on a lot's item: its first price there, or a lower one; none at the floor. */
function lotBid(item: StructureItem, entry: DemoEntry, random: Random): DemoBid | undefined {
  if (entry.itemBids[item.id] === undefined)
    return { targetKind: 'item', targetId: item.id, value: firstPrice(item, random) };
  return isLowerable(item, entry) ? lowered(item, entry, random) : undefined;
}

/**
 * A staggered tender's turn: on every open lot, a bid by an entry that does not hold its best bid
 * (when there is one); an entry completes its criteria first. Closed lots are left alone.
 */
async function staggeredTurn(
  ctx: AppContext,
  tenderId: string,
  structure: TenderStructure,
  entries: DemoEntry[],
  lots: TLotState[],
  random: Random,
): Promise<boolean> {
  const now = ctx.clock.now().toISOString();
  let placed = false;
  for (const lot of lots) {
    const item = structure.itemsById.get(lot.itemId);
    if (!item || lot.state !== 'open' || (lot.endDate !== null && lot.endDate <= now)) continue;
    const prices = entries.flatMap((entry) => entry.itemBids[item.id] ?? []);
    const best = prices.length > 0 ? Math.min(...prices) : undefined;
    const challengers = entries.filter((entry) => entry.itemBids[item.id] !== best);
    const entry = pick(challengers.length > 0 ? challengers : entries, random);
    const bid = entry && lotBid(item, entry, random);
    if (!entry || !bid) continue;
    const criteria = missingValues(structure, entry, random, () => false);
    if (await placeAll(ctx, tenderId, entry.userId, [...criteria, bid])) {
      placed = true;
      entry.itemBids[item.id] = bid.value;
      for (const value of criteria) entry.criterionBids[value.targetId] = value.value;
    }
  }
  return placed;
}

/** One English demo turn on a running tender; whether it placed a bid. */
export async function openFormatTurn(
  ctx: AppContext,
  tender: { id: string; version: number },
  random: Random,
): Promise<boolean> {
  const entries = await demoEntries(ctx, tender.id);
  if (entries.length === 0) return false;
  const structure = await tenderStructure(ctx.db, tender.id, tender.version);
  const { lots } = await readLots(ctx, tender.id);
  return lots.length > 0
    ? staggeredTurn(ctx, tender.id, structure, entries, lots, random)
    : plainTurn(ctx, tender.id, structure, entries, random);
}
