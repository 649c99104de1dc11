/**
 * The running clock of each app, so services that move a tender's dates (prolong, overtime) can
 * ask it to wake at the new instant without importing the loop itself.
 */
import type { AppContext } from '../context.ts';

export type ClockWaker = { wakeAt(instant: Date): void };

const clocks = new WeakMap<AppContext, ClockWaker>();

export function registerClock(ctx: AppContext, waker: ClockWaker): void {
  clocks.set(ctx, waker);
}

export function unregisterClock(ctx: AppContext): void {
  clocks.delete(ctx);
}

/** Asks the app's clock (when it runs) to look at due transitions at `instant`. */
export function wakeClockAt(ctx: AppContext, instant: Date): void {
  clocks.get(ctx)?.wakeAt(instant);
}
