/**
 * The slow loop, once a minute: reminders before tenders' moments, the daily digests,
 * saved-search alerts and the open data's reconciliation sweep. Runs never overlap, the timer does
 * not keep the process alive, and stop() waits for a running one.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { sendDueDigests } from '../modules/notifications/digest.ts';
import { sendSavedSearchAlerts } from '../modules/search/saved-searches.ts';
import { createOpenDataSweep } from '../modules/open-data/sweep.ts';
import { runDueReminders } from './reminders.ts';

export type MailLoop = { stop(): Promise<void> };

export function startMailLoop(
  ctx: AppContext,
  { log, intervalMs = 60_000 }: { log: FastifyBaseLogger; intervalMs?: number },
): MailLoop {
  let running: Promise<void> | undefined;
  let stopped = false;
  const openDataSweep = createOpenDataSweep();
  const run = async () => {
    try {
      await runDueReminders(ctx);
      await sendDueDigests(ctx);
      await sendSavedSearchAlerts(ctx);
    } catch (error) {
      if (!stopped) log.warn({ err: error }, 'reminder and digest run failed');
    }
    try {
      await openDataSweep.run(ctx);
    } catch (error) {
      if (!stopped) log.warn({ err: error }, 'open data sweep failed');
    }
  };
  const tick = () => {
    if (stopped || running) return;
    running = run().finally(() => (running = undefined));
  };
  const interval = setInterval(tick, intervalMs);
  interval.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(interval);
      await running;
    },
  };
}
