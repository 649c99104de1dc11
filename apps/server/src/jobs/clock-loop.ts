/**
 * The clock loop: a tick every second (and a precise timer for the next due instant within the
 * coming second) runs the due transitions and the demo bidders. Ticks never overlap nor pile up,
 * the timers do not keep the process alive, and stop() waits for a running tick.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { TenderStatus } from '@tendermark/shared';
import type { AppContext } from '../context.ts';
import { createDemoBidders, type DemoBidders } from '../modules/auction/demo-bidders.ts';
import { runDueFormatSteps } from './format-steps.ts';
import { runDueTransitions } from './transitions.ts';

export type ClockLoop = {
  /** Runs one tick now (after any running one); resolves when it is done. */
  tick(): Promise<void>;
  stop(): Promise<void>;
};

export type ClockOptions = {
  log: FastifyBaseLogger;
  tickMs?: number;
  demoBidders?: DemoBidders;
};

/** The earliest instant at which some tender's next transition is due. */
async function nextDueInstant(ctx: AppContext): Promise<Date | undefined> {
  const { SCHEDULED, RFP_SUBMITTED, RFP_ENDED, SUBMITTED } = TenderStatus;
  // Both drivers (pg and PGlite) answer a raw query with { rows }.
  const result = (await ctx.db.execute(sql`
    SELECT min(next) AS next FROM (
      (SELECT min(proposal_end_date) AS next FROM tenders WHERE status IN (${SCHEDULED}, ${RFP_SUBMITTED}))
      UNION ALL (SELECT min(start_date) FROM tenders WHERE status = ${RFP_ENDED})
      UNION ALL (SELECT min(end_date) FROM tenders WHERE status = ${SUBMITTED})
      UNION ALL (SELECT min(round_ends_at) FROM tender_lots WHERE state = 'open')
      UNION ALL (SELECT min(end_date) FROM tender_lots WHERE state = 'open')
    ) AS due`)) as unknown as { rows: Array<{ next: string | Date | null }> };
  const next = result.rows[0]?.next;
  return next ? new Date(next) : undefined;
}

const PAST_DUE_PAUSE_MS = 1000;

export function startClock(ctx: AppContext, options: ClockOptions): ClockLoop {
  const tickMs = options.tickMs ?? 1000;
  const demoBidders = options.demoBidders ?? createDemoBidders();
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let precise: { timer: NodeJS.Timeout; at: number } | undefined;

  const runOnce = async () => {
    if (stopped) return;
    try {
      await runDueTransitions(ctx);
      await runDueFormatSteps(ctx);
      await demoBidders.run(ctx);
      const next = await nextDueInstant(ctx);
      if (next) wakeAt(next);
    } catch (error) {
      if (!stopped) options.log.warn({ err: error }, 'clock tick failed');
    }
  };
  /** A tick waiting behind the running one; further requests join it instead of piling up. */
  let queued: Promise<void> | undefined;
  const tick = () => {
    queued ??= running.then(() => {
      queued = undefined;
      return runOnce();
    });
    running = queued;
    return queued;
  };

  /**
   * Arms a precise timer when the instant falls before the next regular tick. An instant already
   * past (a slow tick overtook it) is looked at again after a pause, not at once, so a transition
   * that keeps failing cannot spin the loop.
   */
  function wakeAt(instant: Date) {
    if (stopped) return;
    const untilDue = instant.getTime() - ctx.clock.now().getTime();
    const delay = untilDue > 0 ? untilDue : Math.min(tickMs, PAST_DUE_PAUSE_MS);
    if (delay > tickMs) return;
    const at = Date.now() + delay;
    if (precise && precise.at <= at) return;
    if (precise) clearTimeout(precise.timer);
    const timer = setTimeout(() => {
      precise = undefined;
      void tick();
    }, delay);
    timer.unref();
    precise = { timer, at };
  }

  const interval = setInterval(() => void tick(), tickMs);
  interval.unref();
  ctx.events.on('tenderMomentMoved', 'clock wakes at the moved moment', (event) => {
    if (!stopped) wakeAt(event.instant);
  });
  void tick();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(interval);
      if (precise) clearTimeout(precise.timer);
      await running;
    },
  };
}
