/** Applies the shared status table (spec §4) to stored entries; refusals become 409 (or 400 for unblocking). */
import { and, eq } from 'drizzle-orm';
import {
  Messages,
  isActionOpen,
  nextStatus,
  type ParticipationActionName,
  type ParticipationState,
} from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { tenderSuppliers } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { TenderRow } from '../tenders/access.ts';
import type { EntryRow } from './entries.ts';

type EntryChanges = Omit<
  Partial<typeof tenderSuppliers.$inferInsert>,
  'id' | 'tenderId' | 'userId' | 'status'
>;

/** 409 when the tender's stage does not allow the action (invitations have their own text). */
export function assertActionOpen(tender: TenderRow, action: ParticipationActionName): void {
  if (isActionOpen(action, tender.status)) return;
  const message =
    action === 'invite' || action === 'prepare'
      ? Messages.invitationsClosed
      : Messages.participationClosed;
  throw conflict(message, 'invalid_tender_status');
}

export type Transition = {
  from: ParticipationState;
  to: ParticipationState;
  /** The entry after the change; undefined when the action removed it. */
  entry: EntryRow | undefined;
};

/**
 * Moves the user's entry (or creates it, or deletes it for "unfavorite") as the table says,
 * together with `changes`. Call with the tender row locked.
 */
export async function transitionEntry(
  db: DbExecutor,
  target: { tender: TenderRow; userId: string; entry: EntryRow | undefined },
  action: ParticipationActionName,
  changes: EntryChanges = {},
): Promise<Transition> {
  assertActionOpen(target.tender, action);
  const from = (target.entry?.status ?? null) as ParticipationState;
  const outcome = nextStatus(from, action, { statusBeforeBlock: target.entry?.statusBeforeBlock });
  if (!outcome.ok)
    throw outcome.reason === 'cannot_unblock'
      ? badRequest(outcome.message, 'cannot_unblock')
      : conflict(outcome.message, 'invalid_transition');
  const { to } = outcome;
  if (to === null) {
    if (target.entry)
      await db.delete(tenderSuppliers).where(eq(tenderSuppliers.id, target.entry.id));
    return { from, to, entry: undefined };
  }
  if (!target.entry) {
    const [created] = await db
      .insert(tenderSuppliers)
      .values({ ...changes, tenderId: target.tender.id, userId: target.userId, status: to })
      .returning();
    return { from, to, entry: created };
  }
  const [updated] = await db
    .update(tenderSuppliers)
    .set({ ...changes, status: to })
    .where(and(eq(tenderSuppliers.id, target.entry.id), eq(tenderSuppliers.status, from ?? -1)))
    .returning();
  // The tender row lock serializes our changes; this only trips on a change made without it.
  if (!updated) throw conflict(Messages.participationClosed, 'invalid_transition');
  return { from, to, entry: updated };
}

/**
 * Tells the subscribers (this module's pushes, the supplier's lists, the room's ranking) of a
 * change once the transaction commits.
 */
export function recordTransition(
  events: EventRecorder,
  tender: { id: string; ownerId: string },
  supplier: { id: string; userName: string },
  { from, to, entry }: Transition,
): void {
  events.record({
    type: 'participationChanged',
    tender: { id: tender.id, ownerId: tender.ownerId },
    supplier: { id: supplier.id, userName: supplier.userName, isDemo: entry?.isDemo ?? false },
    from,
    to,
  });
}
