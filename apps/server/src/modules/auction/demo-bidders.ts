/**
 * Demo bidders (DESIGN §5): in a demo tender's live phase, every 5–15 s one demo entry (not the
 * leader, when it can) lowers one item by 1–3 bid steps, never below 60 % of the expected unit
 * price, through the same engine as people's bids. Driven by the clock loop; `random` is
 * injectable so tests are deterministic.
 */
import { and, eq, gt } from 'drizzle-orm';
import { SupplierStatus, TenderStatus, round2 } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenderSuppliers, tenders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { placeBid, type BidRequest } from './bidding-service.ts';
import { tenderStructure, type TenderStructure } from './tender-structure.ts';

export type DemoBidders = {
  /** Takes the demo turns that are due by ctx.clock; returns how many turns placed bids. */
  run(ctx: AppContext): Promise<number>;
};

export type DemoBidderOptions = {
  random?: () => number;
  minIntervalMs?: number;
  maxIntervalMs?: number;
};

/** Demo prices stay above this share of the expected unit price. */
export const DEMO_PRICE_FLOOR = 0.6;
const MAX_STEPS = 3;

type DemoEntry = {
  userId: string;
  position: number;
  itemBids: Record<string, number>;
  criterionBids: Record<string, number>;
};

const pick = <T>(items: readonly T[], random: () => number): T | undefined =>
  items[Math.floor(random() * items.length)];

type DemoBid = Omit<BidRequest, 'userId' | 'tenderId'>;

/** Values a demo entry still lacks (so its offer becomes complete and ranked). */
function missingValues(
  structure: TenderStructure,
  entry: DemoEntry,
  random: () => number,
): DemoBid[] {
  const criteria = structure.criteria
    .filter((criterion) => !criterion.isPrice && entry.criterionBids[criterion.id] === undefined)
    .map((criterion): DemoBid => {
      const min = criterion.minBid ?? 1;
      const max = Math.max(min, criterion.maxBid ?? min * 10);
      return {
        targetKind: 'criterion',
        targetId: criterion.id,
        value: Math.round(min + random() * (max - min)),
      };
    });
  const items = structure.items
    .filter((item) => entry.itemBids[item.id] === undefined)
    .map((item): DemoBid => ({
      targetKind: 'item',
      targetId: item.id,
      value: round2(item.unitPrice * (0.97 + random() * 0.03)) || item.bidStep || 1,
    }));
  return [...criteria, ...items];
}

/** A lower price for one item, 1–3 steps down, kept above the floor; undefined when none can drop. */
function lowerPrice(
  structure: TenderStructure,
  entry: DemoEntry,
  random: () => number,
): DemoBid | undefined {
  const lowerable = structure.items.filter(
    (item) =>
      item.bidStep > 0 &&
      entry.itemBids[item.id]! - item.bidStep >= item.unitPrice * DEMO_PRICE_FLOOR,
  );
  const item = pick(lowerable, random);
  if (!item) return undefined;
  const previous = entry.itemBids[item.id]!;
  const affordable = Math.floor((previous - item.unitPrice * DEMO_PRICE_FLOOR) / item.bidStep);
  const steps = Math.min(MAX_STEPS, affordable, 1 + Math.floor(random() * MAX_STEPS));
  return { targetKind: 'item', targetId: item.id, value: round2(previous - steps * item.bidStep) };
}

/** One demo entry's turn: completing its offer when values are missing, else one lower price. */
export function demoTurn(
  structure: TenderStructure,
  entry: DemoEntry,
  random: () => number,
): DemoBid[] {
  const missing = missingValues(structure, entry, random);
  if (missing.length > 0) return missing;
  const lower = lowerPrice(structure, entry, random);
  return lower ? [lower] : [];
}

export function createDemoBidders(options: DemoBidderOptions = {}): DemoBidders {
  const random = options.random ?? Math.random;
  const minInterval = options.minIntervalMs ?? 5_000;
  const maxInterval = options.maxIntervalMs ?? 15_000;
  /** Per running demo tender: when its next demo bid is due (ms since epoch). */
  const nextBidAt = new Map<string, number>();
  const interval = () => minInterval + random() * (maxInterval - minInterval);

  async function bidOnce(ctx: AppContext, tenderId: string, version: number): Promise<boolean> {
    const entries: DemoEntry[] = await ctx.db
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
    const structure = await tenderStructure(ctx.db, tenderId, version);
    const challengers = entries.filter((entry) => entry.position !== 1);
    const first = pick(challengers.length > 0 ? challengers : entries, random);
    for (const entry of first ? [first, ...entries.filter((other) => other !== first)] : []) {
      const bids = demoTurn(structure, entry, random);
      if (bids.length === 0) continue;
      try {
        for (const bid of bids) await placeBid(ctx, { ...bid, userId: entry.userId, tenderId });
        return true;
      } catch (error) {
        // The room may have closed in the meantime; the next turn will see it.
        if (error instanceof AppError) return false;
        throw error;
      }
    }
    return false;
  }

  return {
    async run(ctx) {
      const now = ctx.clock.now();
      const running = await ctx.db
        .select({ id: tenders.id, version: tenders.version })
        .from(tenders)
        .where(
          and(
            eq(tenders.isDemo, true),
            eq(tenders.status, TenderStatus.SUBMITTED),
            gt(tenders.endDate, now),
          ),
        );
      const runningIds = new Set(running.map((tender) => tender.id));
      for (const tenderId of nextBidAt.keys())
        if (!runningIds.has(tenderId)) nextBidAt.delete(tenderId);
      let placed = 0;
      for (const tender of running) {
        const due = nextBidAt.get(tender.id);
        if (due === undefined) {
          nextBidAt.set(tender.id, now.getTime() + interval());
          continue;
        }
        if (due > now.getTime()) continue;
        nextBidAt.set(tender.id, now.getTime() + interval());
        if (await bidOnce(ctx, tender.id, tender.version)) placed += 1;
      }
      return placed;
    },
  };
}
