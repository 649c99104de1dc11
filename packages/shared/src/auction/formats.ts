/**
 * Auction formats (issue 30; docs/decisions/012-auction-formats.md). The buyer picks one when
 * authoring; 'english' (open descending bids, today's room) is the default, so a tender or a
 * client that never names a format keeps today's behaviour.
 *
 * - english: open bidding; with `lotCloseMinutes` > 0 the items (lots) close one after another.
 * - japanese: a descending clock per lot: the level falls by the item's bid step every round,
 *   from the item's expected unit price to a floor; every remaining supplier accepts each level
 *   within the round or drops out for good.
 * - dutch: an ascending offer per lot: the price the buyer offers rises by the bid step every
 *   round up to the item's expected unit price (the ceiling); the first to accept wins.
 * - sealed: priced offers until the proposal deadline, unreadable by anyone until then, opened
 *   together at the deadline.
 *
 * Levels are unit prices (a lot's total is level × quantity). Every rule here is pure and shared:
 * the server decides with it, the room shows the same figures.
 */
import { z } from 'zod';

export const AUCTION_FORMATS = ['english', 'japanese', 'dutch', 'sealed'] as const;
export type AuctionFormat = (typeof AUCTION_FORMATS)[number];
export const DEFAULT_AUCTION_FORMAT: AuctionFormat = 'english';

/** Each format's name as the product writes it (the web's texts and the PDFs use these). */
export const AUCTION_FORMAT_NAMES: Record<AuctionFormat, string> = {
  english: 'Open auction (English)',
  japanese: 'Japanese (falling price)',
  dutch: 'Dutch (rising offer)',
  sealed: 'Sealed offers',
};

export const toAuctionFormat = (value: string | null | undefined): AuctionFormat =>
  (AUCTION_FORMATS as readonly string[]).includes(value ?? '')
    ? (value as AuctionFormat)
    : DEFAULT_AUCTION_FORMAT;

/** Formats whose lots run on a round clock (tender_lots + the clock's round close). */
export const isClockFormat = (format: AuctionFormat) => format === 'japanese' || format === 'dutch';

export const FORMAT_RULE_LIMITS = {
  roundSeconds: { min: 10, max: 3600, default: 60 },
  floorPercent: { min: 0, max: 100, default: 50 },
  startPercent: { min: 1, max: 100, default: 50 },
  lotCloseMinutes: { min: 0, max: 120, default: 0 },
} as const;

const zRule = (limits: { min: number; max: number; default: number }) =>
  z.coerce.number().int().min(limits.min).max(limits.max).default(limits.default);

/** The format's settings; each applies to its format only and has a default. */
export const ZFormatRules = z.object({
  /** japanese, dutch: the length of one round (one price level), in seconds. */
  roundSeconds: zRule(FORMAT_RULE_LIMITS.roundSeconds),
  /** japanese: the floor, in percent of each item's expected unit price (never below one step). */
  floorPercent: zRule(FORMAT_RULE_LIMITS.floorPercent),
  /** dutch: the first offer, in percent of each item's expected unit price (the ceiling). */
  startPercent: zRule(FORMAT_RULE_LIMITS.startPercent),
  /** english: lots close this many minutes apart, the first at the end time (0: all at once). */
  lotCloseMinutes: zRule(FORMAT_RULE_LIMITS.lotCloseMinutes),
});
export type TFormatRules = z.infer<typeof ZFormatRules>;
export const DEFAULT_FORMAT_RULES: TFormatRules = ZFormatRules.parse({});

/** Stored rules (a jsonb that may miss keys, or hold an older shape) with the defaults filled in. */
export function toFormatRules(value: unknown): TFormatRules {
  const parsed = ZFormatRules.safeParse(value ?? {});
  return parsed.success ? parsed.data : DEFAULT_FORMAT_RULES;
}

/** The price scale of one lot. */
export type LotPricing = { unitPrice: number; bidStep: number };

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const SECOND = 1000;

/** Japanese: the level of a round (0 = the expected unit price), never below the floor. */
export function japaneseLevel(lot: LotPricing, rules: TFormatRules, round: number): number {
  return Math.max(round4(lot.unitPrice - round * lot.bidStep), japaneseFloor(lot, rules));
}

/** Japanese: the lowest level, at least one bid step (a price of 0 is no offer). */
export function japaneseFloor(lot: LotPricing, rules: TFormatRules): number {
  const floor = round4((lot.unitPrice * rules.floorPercent) / 100);
  return Math.min(lot.unitPrice, Math.max(floor, lot.bidStep));
}

/** Japanese: whether the round's level is the floor (the last round). */
export const isFloorRound = (lot: LotPricing, rules: TFormatRules, round: number) =>
  japaneseLevel(lot, rules, round) <= japaneseFloor(lot, rules);

/** Dutch: the first offer, at least one bid step and at most the ceiling. */
export function dutchStart(lot: LotPricing, rules: TFormatRules): number {
  const start = round4((lot.unitPrice * rules.startPercent) / 100);
  return Math.min(lot.unitPrice, Math.max(start, lot.bidStep));
}

/** Dutch: the buyer's offer in a round, rising by the bid step and never above the ceiling. */
export function dutchLevel(lot: LotPricing, rules: TFormatRules, round: number): number {
  return Math.min(round4(dutchStart(lot, rules) + round * lot.bidStep), lot.unitPrice);
}

/** The round a clock lot is in at `now` (0 before the start), and when that round ends. */
export function clockRound(
  startDate: Date,
  rules: TFormatRules,
  now: Date,
): { round: number; endsAt: Date } {
  const length = rules.roundSeconds * SECOND;
  const round = Math.max(0, Math.floor((now.getTime() - startDate.getTime()) / length));
  return { round, endsAt: new Date(startDate.getTime() + (round + 1) * length) };
}

/** English with staggered close: when a lot closes (index 0 at the tender's end), before overtime. */
export function lotCloseTime(endDate: Date, lotIndex: number, rules: TFormatRules): Date {
  return new Date(endDate.getTime() + lotIndex * rules.lotCloseMinutes * 60 * SECOND);
}

/** Whether an English tender closes its lots one after another. */
export const hasStaggeredLots = (format: AuctionFormat, rules: TFormatRules, lotCount: number) =>
  format === 'english' && rules.lotCloseMinutes > 0 && lotCount > 1;

/** The state of one lot in a format that runs lots (GetLots, the `lotUpdate` push). */
export const LOT_STATES = ['waiting', 'open', 'closed'] as const;
export type LotStateName = (typeof LOT_STATES)[number];

/**
 * How a closed lot ended: won by one supplier; tied (several suppliers left at the floor, or all
 * of them dropped in one round: the tie rule orders them); or with no acceptance at all.
 */
export const LOT_OUTCOMES = ['won', 'tied', 'noAcceptance'] as const;
export type LotOutcome = (typeof LOT_OUTCOMES)[number];
