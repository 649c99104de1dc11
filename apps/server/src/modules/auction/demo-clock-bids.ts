/**
 * Demo bidders on the clock lots (issue 30), through the same calls as people's (clock-service):
 * - Japanese: every demo member still in a lot answers each round at a moment of its own in the
 *   round's first half: it accepts the level while it is at or above its reservation price (drawn
 *   once per bidder and lot, between the floor and the starting price); below it, it drops out
 *   with some chance each round and otherwise accepts once more.
 * - Dutch: each demo entry has a reservation per lot between the first offer and the ceiling; when
 *   the offer reaches the lowest of them, that entry accepts it.
 * A refusal (the round or the lot moved on meanwhile) is the rehearsal's normal course: the next
 * tick looks again.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  SupplierStatus,
  clockRound,
  dutchLevel,
  dutchStart,
  japaneseFloor,
  toFormatRules,
  type TFormatRules,
  type TLotState,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { lotMembers, tenderSuppliers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { acceptLevel, acceptOffer, dropOut, readLots } from '../lots/clock-service.ts';
import { remembered, reservationBetween, type DemoMemory, type Random } from './demo-choices.ts';
import { tenderStructure, type StructureItem } from './tender-structure.ts';

/** Below its reservation, a Japanese demo bidder drops out with this chance each round. */
export const DEMO_DROP_CHANCE = 0.5;
/** A Japanese demo bidder answers within this share of the round, from its start. */
const ANSWER_WITHIN = 0.5;

export type DemoClockTender = {
  id: string;
  version: number;
  formatRules: unknown;
  startDate: Date;
};

/** Whether the call went through; a refusal (the clock moved on) is not an error here. */
async function tolerated(action: Promise<unknown>): Promise<boolean> {
  try {
    await action;
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** A reservation on a lot, remembered per bidder and lot, between `low` and the expected price. */
const reservationFrom =
  (low: (item: StructureItem, rules: TFormatRules) => number) =>
  (memory: DemoMemory, key: string, item: StructureItem, rules: TFormatRules, random: Random) =>
    remembered(memory, `reservation:${key}`, () =>
      reservationBetween(low(item, rules), item.unitPrice, random),
    );

/** A Japanese bidder's reservation on a lot, between the floor and the starting price. */
export const japaneseReservation = reservationFrom(japaneseFloor);

/** A Dutch bidder's reservation on a lot, between the first offer and the ceiling. */
export const dutchReservation = reservationFrom(dutchStart);

/** Whether the member's moment to answer this round has come (drawn once per round). */
function isTimeToAnswer(
  memory: DemoMemory,
  key: string,
  lot: TLotState,
  rules: TFormatRules,
  now: Date,
  random: Random,
): boolean {
  const length = rules.roundSeconds * 1000;
  const roundStart = new Date(lot.roundEndsAt!).getTime() - length;
  const share = remembered(memory, `answer:${key}:${lot.round}`, () => random() * ANSWER_WITHIN);
  return now.getTime() >= roundStart + share * length;
}

/** The demo members still in the tender's Japanese lots, with their last accepted round. */
async function demoMembers(ctx: AppContext, tenderId: string) {
  return ctx.db
    .select({
      itemId: lotMembers.itemId,
      supplierId: lotMembers.supplierId,
      acceptedRound: lotMembers.acceptedRound,
      userId: tenderSuppliers.userId,
    })
    .from(lotMembers)
    .innerJoin(tenderSuppliers, eq(tenderSuppliers.id, lotMembers.supplierId))
    .where(
      and(
        eq(lotMembers.tenderId, tenderId),
        isNull(lotMembers.droppedRound),
        eq(tenderSuppliers.isDemo, true),
        eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
      ),
    );
}

/** A lot whose round takes answers now. */
const isRoundOpen = (lot: TLotState, now: Date) =>
  lot.state === 'open' &&
  lot.round !== null &&
  lot.level !== null &&
  lot.roundEndsAt !== null &&
  new Date(lot.roundEndsAt) > now;

/** One format's demo turn on a clock tender: its demo bidders act where due; whether any did. */
type ClockTurns = (
  ctx: AppContext,
  tender: DemoClockTender,
  memory: DemoMemory,
  random: Random,
) => Promise<boolean>;

/**
 * The tender's lots that `isDue` picks at the clock's now, each with its item, with that now and
 * the tender's rules; undefined when no lot is due.
 */
async function dueLots(
  ctx: AppContext,
  tender: DemoClockTender,
  isDue: (lot: TLotState, now: Date) => boolean,
) {
  const now = ctx.clock.now();
  const lots = (await readLots(ctx, tender.id)).lots.filter((lot) => isDue(lot, now));
  if (lots.length === 0) return undefined;
  const structure = await tenderStructure(ctx.db, tender.id, tender.version);
  const withItems = lots.flatMap((lot) => {
    const item = structure.itemsById.get(lot.itemId);
    return item ? [{ lot, item }] : [];
  });
  return { now, rules: toFormatRules(tender.formatRules), lots: withItems };
}

/** The Japanese demo members' answers that are due; whether any was given. */
export const japaneseTurns: ClockTurns = async (ctx, tender, memory, random) => {
  const due = await dueLots(ctx, tender, isRoundOpen);
  if (!due) return false;
  const { now, rules, lots } = due;
  const members = await demoMembers(ctx, tender.id);
  let answered = false;
  for (const { lot, item } of lots) {
    for (const member of members) {
      if (member.itemId !== lot.itemId || member.acceptedRound >= lot.round!) continue;
      const key = `${member.supplierId}:${lot.itemId}`;
      if (!isTimeToAnswer(memory, key, lot, rules, now, random)) continue;
      const reservation = japaneseReservation(memory, key, item, rules, random);
      const request = { userId: member.userId, tenderId: tender.id, itemId: lot.itemId };
      const staysIn = lot.level! >= reservation || random() >= DEMO_DROP_CHANCE;
      const action = staysIn
        ? acceptLevel(ctx, { ...request, round: lot.round! })
        : dropOut(ctx, request);
      if (await tolerated(action)) answered = true;
    }
  }
  return answered;
};

async function demoEntryUsers(ctx: AppContext, tenderId: string) {
  return ctx.db
    .select({ id: tenderSuppliers.id, userId: tenderSuppliers.userId })
    .from(tenderSuppliers)
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
        eq(tenderSuppliers.isDemo, true),
      ),
    );
}

/** The Dutch acceptances that are due: per open lot, the entry whose reservation came first. */
export const dutchTurns: ClockTurns = async (ctx, tender, memory, random) => {
  const due = await dueLots(ctx, tender, (lot) => lot.state === 'open');
  if (!due) return false;
  const { now, rules, lots } = due;
  const entries = await demoEntryUsers(ctx, tender.id);
  const { round } = clockRound(tender.startDate, rules, now);
  let accepted = false;
  for (const { item } of lots) {
    const level = dutchLevel(item, rules, round);
    let taker: { userId: string; reservation: number } | undefined;
    for (const entry of entries) {
      const reservation = dutchReservation(memory, `${entry.id}:${item.id}`, item, rules, random);
      if (reservation <= level && (!taker || reservation < taker.reservation))
        taker = { userId: entry.userId, reservation };
    }
    if (!taker) continue;
    const request = { userId: taker.userId, tenderId: tender.id, itemId: item.id, level };
    if (await tolerated(acceptOffer(ctx, request))) accepted = true;
  }
  return accepted;
};
