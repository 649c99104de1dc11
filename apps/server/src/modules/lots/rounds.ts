/**
 * The clock's part in Japanese and Dutch lots (issue 30): closes the rounds that are due, every
 * tick, from any process. A tender's due lots are handled in one transaction under their rows'
 * locks (not the tender's: see stepTender), and each change is a conditional update on the round
 * read (`round = r`), so a round closes once whichever process sees it first; the others find it
 * moved on.
 *
 * Rounds overdue after a pause (downtime, a slow tick) close one at a time in order, each as a
 * round in which nobody new could accept. A Dutch lot jumps straight to the offer of the moment.
 *
 * The tender's own end: each tick runs the end transition before the formats' steps, so a tender
 * whose end comes before its lots are decided is first ended and ranked on the bids it holds (the
 * levels accepted); its lots then close here, by the same rules applied to the round the end cut
 * short (a Dutch lot nobody took closes without acceptance). Closing changes no bid, so the
 * ranking already settled agrees with the lots' outcomes, whatever process or tick does which.
 */
import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import {
  TenderStatus,
  dutchLevel,
  clockRound,
  isClockFormat,
  isFloorRound,
  japaneseLevel,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { lotMembers, tenderLots, tenders } from '../../db/schema/index.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { inTransaction } from '../../events/transaction.ts';
import { closeJapaneseRound, type RoundTally } from './japanese-outcome.ts';
import { closeLot, endWhenAllLotsClosed, lotUpdated } from './lot-close.ts';
import {
  lockLotTender,
  lotItems,
  readLotTender,
  stillOpenInRound,
  tendersWithOpenLots,
  type LotItem,
  type LotRow,
  type LotTender,
} from './lot-rows.ts';

const SECOND = 1000;
/** Tenders whose lots may still need the clock: running, or just ended or cancelled. */
const CLOCKED_STATUSES = [TenderStatus.SUBMITTED, TenderStatus.ENDED, TenderStatus.CANCELED];

type LotStep = { tx: Transaction; tender: LotTender; item: LotItem; now: Date };

/**
 * When the tender's lots stop: its end once due, or now for a tender no longer running (ended
 * early, cancelled); undefined while the tender runs.
 */
function cutOff(tender: LotTender, now: Date): Date | undefined {
  if (tender.status === TenderStatus.SUBMITTED && tender.endDate > now) return undefined;
  return tender.endDate < now ? tender.endDate : now;
}

/** Who accepted the round and the one before, as counts and the earliest of each. */
async function roundTally(tx: Transaction, itemId: string, round: number): Promise<RoundTally> {
  const earliest = (acceptedRound: number) => sql`(
    SELECT supplier_id FROM lot_members
    WHERE item_id = ${itemId} AND accepted_round = ${acceptedRound}
    ORDER BY accepted_seq LIMIT 1)`;
  const result = (await tx.execute(sql`
    SELECT count(*) FILTER (WHERE accepted_round = ${round})::int AS survivors,
      count(*) FILTER (WHERE accepted_round = ${round} AND dropped_round IS NULL)::int AS going_on,
      count(*) FILTER (WHERE accepted_round = ${round - 1})::int AS previous,
      ${earliest(round)} AS first_survivor, ${earliest(round - 1)} AS first_previous
    FROM lot_members WHERE item_id = ${itemId} AND accepted_round >= ${round - 1}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const [row] = result.rows;
  return {
    survivors: Number(row.survivors),
    goingOn: Number(row.going_on),
    previous: Number(row.previous),
    firstSurvivor: (row.first_survivor as string | null) ?? null,
    firstPrevious: (row.first_previous as string | null) ?? null,
  };
}

async function closeJapaneseRoundOf(
  step: LotStep,
  lot: LotRow,
  end: Date | undefined,
): Promise<LotRow | undefined> {
  const { tx, tender, item } = step;
  const round = lot.round;
  await tx
    .update(lotMembers)
    .set({ droppedRound: round })
    .where(
      and(
        eq(lotMembers.itemId, lot.itemId),
        isNull(lotMembers.droppedRound),
        lt(lotMembers.acceptedRound, round),
      ),
    );
  const tally = await roundTally(tx, lot.itemId, round);
  const decision = closeJapaneseRound({
    tally,
    round,
    level: japaneseLevel(item, tender.rules, round),
    previousLevel: japaneseLevel(item, tender.rules, Math.max(round - 1, 0)),
    isFloor: isFloorRound(item, tender.rules, round),
    isEnd: end !== undefined,
  });
  if (decision.kind === 'closed')
    return closeLot(tx, lot, {
      ...decision,
      closedAt: end ?? lot.roundEndsAt!,
    });
  const [next] = await tx
    .update(tenderLots)
    .set({
      round: round + 1,
      level: japaneseLevel(item, tender.rules, round + 1),
      roundEndsAt: new Date(lot.roundEndsAt!.getTime() + tender.rules.roundSeconds * SECOND),
      remaining: decision.remaining,
    })
    .where(stillOpenInRound(lot))
    .returning();
  return next;
}

/** Closes the lot's due rounds in order, then, at the tender's end, the round the end cut short. */
async function stepJapanese(step: LotStep, lot: LotRow): Promise<LotRow | undefined> {
  const end = cutOff(step.tender, step.now);
  const limit = end ?? step.now;
  let current: LotRow | undefined = lot;
  let moved = false;
  while (
    current &&
    current.state === 'open' &&
    current.roundEndsAt &&
    current.roundEndsAt <= limit
  ) {
    current = await closeJapaneseRoundOf(step, current, undefined);
    moved = true;
  }
  if (current && current.state === 'open' && end) {
    current = await closeJapaneseRoundOf(step, current, end);
    moved = true;
  }
  return moved ? current : undefined;
}

/** Moves the offer to the level of the moment (kept at the ceiling), or closes it at the end. */
async function stepDutch(step: LotStep, lot: LotRow): Promise<LotRow | undefined> {
  const { tx, tender, item, now } = step;
  const end = cutOff(tender, now);
  if (end)
    return closeLot(tx, lot, {
      outcome: 'noAcceptance',
      winnerId: null,
      finalLevel: null,
      holders: 0,
      closedAt: end,
    });
  if (!lot.roundEndsAt || lot.roundEndsAt > now) return undefined;
  const { round, endsAt } = clockRound(tender.startDate, tender.rules, now);
  const level = dutchLevel(item, tender.rules, round);
  const [moved] = await tx
    .update(tenderLots)
    .set({ round, level, roundEndsAt: level >= item.unitPrice ? null : endsAt })
    .where(stillOpenInRound(lot))
    .returning();
  return moved;
}

/**
 * Steps the tender's due lots under their own locks (in item order), not the tender's: an
 * acceptance holds the tender's lock and then one lot's, so a close waits for one acceptance at
 * most, never for the queue of them. Whether the tender's lots all closed is the caller's next
 * transaction (the tender's lock, taken then alone).
 */
async function stepTender(
  tx: Transaction,
  events: EventRecorder,
  tenderId: string,
  now: Date,
): Promise<boolean> {
  const tender = await readLotTender(tx, tenderId);
  if (!tender || !isClockFormat(tender.format) || tender.status === TenderStatus.FREEZE)
    return false;
  const lots = await tx
    .select()
    .from(tenderLots)
    .where(and(eq(tenderLots.tenderId, tenderId), eq(tenderLots.state, 'open')))
    .orderBy(asc(tenderLots.itemId))
    .for('update');
  if (lots.length === 0) return false;
  const items = new Map((await lotItems(tx, tenderId)).map((item) => [item.id, item]));
  let closedAny = false;
  for (const lot of lots) {
    const item = items.get(lot.itemId);
    if (!item) continue;
    const step = { tx, tender, item, now };
    const changed =
      tender.format === 'japanese' ? await stepJapanese(step, lot) : await stepDutch(step, lot);
    if (!changed) continue;
    events.record(lotUpdated(tender, changed));
    closedAny ||= changed.state === 'closed';
  }
  return closedAny;
}

/** Ends the auction at once when its last lot has closed (under the tender's lock). */
async function endIfDecided(ctx: AppContext, tenderId: string, now: Date): Promise<void> {
  await inTransaction(ctx, async (tx, events) => {
    const tender = await lockLotTender(tx, tenderId);
    if (tender) await endWhenAllLotsClosed(tx, events, tender, now);
  });
}

/** The tenders with a clock lot that is due: its round is over, or its tender's end has come. */
const dueTenders = (ctx: AppContext, now: Date) =>
  tendersWithOpenLots(
    ctx.db,
    inArray(tenders.auctionFormat, ['japanese', 'dutch']),
    inArray(tenders.status, CLOCKED_STATUSES),
    or(
      lte(tenderLots.roundEndsAt, now),
      lte(tenders.endDate, now),
      ne(tenders.status, TenderStatus.SUBMITTED),
    ),
  );

export async function closeDueRounds(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  for (const tenderId of await dueTenders(ctx, now)) {
    try {
      const closedAny = await inTransaction(ctx, (tx, events) =>
        stepTender(tx, events, tenderId, now),
      );
      if (closedAny) await endIfDecided(ctx, tenderId, now);
    } catch (error) {
      // One tender's trouble must not hold up the other tenders' rounds.
      ctx.log.warn({ err: error, tenderId }, 'closing the due rounds failed');
    }
  }
}
