/**
 * Demo bidders (DESIGN §5; issue 30): the demo entries of a rehearsal tender take part by
 * themselves, in every format, through the same calls as people:
 * - English: every 5–15 s a turn of bids (demo-open-bids.ts; a bid per open lot with staggered
 *   close);
 * - Japanese and Dutch: on every tick, the answers the clock lots' rounds are due
 *   (demo-clock-bids.ts);
 * - sealed: every 5–15 s during the proposal phase, one demo entry sends its one offer, all of
 *   them before the deadline (demo-sealed-offers.ts).
 * Driven by the clock loop; `random` is injectable so tests are deterministic.
 */
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { TenderStatus, toAuctionFormat } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenders } from '../../db/schema/index.ts';
import type { DemoMemory, Random } from './demo-choices.ts';
import { dutchTurns, japaneseTurns } from './demo-clock-bids.ts';
import { openFormatTurn } from './demo-open-bids.ts';
import { sealedTurn } from './demo-sealed-offers.ts';

export { DEMO_PRICE_FLOOR, demoTurn } from './demo-open-bids.ts';

export type DemoBidders = {
  /** Takes the demo turns that are due by ctx.clock; returns how many turns acted. */
  run(ctx: AppContext): Promise<number>;
};

export type DemoBidderOptions = {
  random?: Random;
  minIntervalMs?: number;
  maxIntervalMs?: number;
};

/** A sealed tender's last demo offers go this long before its deadline at the latest. */
const SEALED_MARGIN_MS = 5_000;

const RUNNING_COLUMNS = {
  id: tenders.id,
  version: tenders.version,
  auctionFormat: tenders.auctionFormat,
  formatRules: tenders.formatRules,
  startDate: tenders.startDate,
  proposalEndDate: tenders.proposalEndDate,
};
type RunningDemo = { [K in keyof typeof RUNNING_COLUMNS]: (typeof tenders.$inferSelect)[K] };

/** Demo tenders whose demo entries act now: live rooms, and sealed tenders taking offers. */
async function runningDemoTenders(ctx: AppContext, now: Date): Promise<RunningDemo[]> {
  return ctx.db
    .select(RUNNING_COLUMNS)
    .from(tenders)
    .where(
      and(
        eq(tenders.isDemo, true),
        or(
          and(eq(tenders.status, TenderStatus.SUBMITTED), gt(tenders.endDate, now)),
          and(
            eq(tenders.auctionFormat, 'sealed'),
            inArray(tenders.status, [TenderStatus.SCHEDULED, TenderStatus.RFP_SUBMITTED]),
            gt(tenders.proposalEndDate, now),
          ),
        ),
      ),
    );
}

export function createDemoBidders(options: DemoBidderOptions = {}): DemoBidders {
  const random = options.random ?? Math.random;
  const minInterval = options.minIntervalMs ?? 5_000;
  const maxInterval = options.maxIntervalMs ?? 15_000;
  /** Per running demo tender with turns: when its next turn is due (ms since epoch). */
  const nextTurnAt = new Map<string, number>();
  /** Per running demo tender: what its bidders drew (reservations, moments). */
  const memories = new Map<string, DemoMemory>();
  const interval = () => minInterval + random() * (maxInterval - minInterval);
  const memoryOf = (tenderId: string) => {
    let memory = memories.get(tenderId);
    if (!memory) memories.set(tenderId, (memory = new Map()));
    return memory;
  };

  /** When the tender's next turn is due: 5–15 s on, and a sealed one before its deadline. */
  function nextTurn(tender: RunningDemo, now: number): number {
    const next = now + interval();
    return tender.auctionFormat === 'sealed'
      ? Math.min(next, tender.proposalEndDate.getTime() - SEALED_MARGIN_MS)
      : next;
  }

  /** An English or sealed tender's turn, when due (the first look only schedules one). */
  async function scheduledTurn(ctx: AppContext, tender: RunningDemo, now: number) {
    const due = nextTurnAt.get(tender.id);
    if (due === undefined || due > now) {
      if (due === undefined) nextTurnAt.set(tender.id, nextTurn(tender, now));
      return false;
    }
    nextTurnAt.set(tender.id, nextTurn(tender, now));
    return tender.auctionFormat === 'sealed'
      ? sealedTurn(ctx, tender, random)
      : openFormatTurn(ctx, tender, random);
  }

  async function turn(ctx: AppContext, tender: RunningDemo, now: number): Promise<boolean> {
    const format = toAuctionFormat(tender.auctionFormat);
    if (format === 'japanese') return japaneseTurns(ctx, tender, memoryOf(tender.id), random);
    if (format === 'dutch') return dutchTurns(ctx, tender, memoryOf(tender.id), random);
    return scheduledTurn(ctx, tender, now);
  }

  return {
    async run(ctx) {
      const now = ctx.clock.now();
      const running = await runningDemoTenders(ctx, now);
      const runningIds = new Set(running.map((tender) => tender.id));
      for (const known of [nextTurnAt, memories])
        for (const tenderId of known.keys()) if (!runningIds.has(tenderId)) known.delete(tenderId);
      let acted = 0;
      for (const tender of running) if (await turn(ctx, tender, now.getTime())) acted += 1;
      return acted;
    },
  };
}
