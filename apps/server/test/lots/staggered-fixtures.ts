/**
 * Test data for English tenders with staggered close (issue 30): a tender started by the clock (so
 * its lots are written and its end moved as in production), its lots as stored, and a tick of the
 * clock (the transitions, then the formats' steps).
 */
import { asc, eq } from 'drizzle-orm';
import { TenderStatus, type TFormatRules, type TieRule } from '@tendermark/shared';
import { tenderLots } from '../../src/db/schema/index.ts';
import { runDueFormatSteps } from '../../src/jobs/format-steps.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import type { TestApp } from '../helper.ts';
import { createRoom, type ItemSpec, type Room } from '../auction/factories.ts';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

/** One tick of the clock loop: the transitions, then the formats' steps (lots close). */
export async function tick(app: TestApp): Promise<void> {
  await runDueTransitions(app.ctx);
  await runDueFormatSteps(app.ctx);
}

export type StaggeredRoom = Room & { startAt: Date; firstClose: Date };

/**
 * A staggered English tender whose auction starts at the clock's now (its start transition run):
 * by default three items closing 5 minutes apart, the first 30 minutes after the start, with
 * 2 minutes of overtime.
 */
export async function startedStaggeredRoom(
  app: TestApp,
  spec: {
    items?: ItemSpec[];
    rules?: Partial<TFormatRules>;
    autoExtendMinutes?: number;
    durationMinutes?: number;
    tieRule?: TieRule;
    isDemo?: boolean;
  } = {},
): Promise<StaggeredRoom> {
  const durationMinutes = spec.durationMinutes ?? 30;
  const room = await createRoom(app, {
    status: TenderStatus.RFP_ENDED,
    proposalEndInMinutes: -5,
    startInMinutes: 0,
    durationMinutes,
    auctionFormat: 'english',
    formatRules: { lotCloseMinutes: 5, ...spec.rules },
    autoExtendMinutes: spec.autoExtendMinutes ?? 2,
    tieRule: spec.tieRule,
    isDemo: spec.isDemo,
    items: spec.items ?? [
      { unitPrice: 100, quantity: 10, bidStep: 1 },
      { unitPrice: 50, quantity: 20, bidStep: 1 },
      { unitPrice: 20, quantity: 40, bidStep: 1 },
    ],
  });
  const startAt = app.ctx.clock.now();
  const report = await runDueTransitions(app.ctx);
  if (!report.started.includes(room.tenderId)) throw new Error('the tender did not start');
  return { ...room, startAt, firstClose: new Date(startAt.getTime() + durationMinutes * MINUTE) };
}

export async function readLots(app: TestApp, tenderId: string) {
  return app.ctx.db
    .select()
    .from(tenderLots)
    .where(eq(tenderLots.tenderId, tenderId))
    .orderBy(asc(tenderLots.position));
}

/** The instant `minutes` (and `seconds`) after the instant. */
export const after = (instant: Date, minutes: number, seconds = 0) =>
  new Date(instant.getTime() + minutes * MINUTE + seconds * SECOND);
