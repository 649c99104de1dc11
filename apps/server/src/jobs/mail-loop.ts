/**
 * The slow loop: reminders before tenders' moments and the daily digests, once a minute. Runs
 * never overlap, the timer does not keep the process alive, and stop() waits for a running one.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { sendDueDigests } from '../modules/notifications/digest.ts';
import { runDueReminders } from './reminders.ts';

export type MailLoop = { stop(): Promise<void> };

export function startMailLoop(
  ctx: AppContext,
  { log, intervalMs = 60_000 }: { log: FastifyBaseLogger; intervalMs?: number },
): MailLoop {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = async () => {
    try {
      await runDueReminders(ctx);
      await sendDueDigests(ctx);
    } catch (error) {
      if (!stopped) log.warn({ err: error }, 'reminder and digest run failed');
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
