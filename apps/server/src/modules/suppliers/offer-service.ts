/**
 * A supplier's proposal in the proposal phase: must-have answers, the offer description, and
 * finalizing it (the first finalized proposal moves the tender to RFP_SUBMITTED). Also the
 * supplier's own entry as GetSupplierEntry returns it.
 */
import { and, eq } from 'drizzle-orm';
import {
  Messages,
  SupplierStatus,
  TenderStatus,
  canEditOffer,
  isProposalPhase,
  type TMustHaveResponse,
  type TSupplierEntry,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor, Transaction } from '../../db/client.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { inTransaction } from '../../events/transaction.ts';
import { tenderSuppliers, tenders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { findUserByName } from '../account/users.ts';
import { loadTenderForViewer, type TenderRow } from '../tenders/access.ts';
import { lockOwnParticipation, type EntryRow } from './entries.ts';
import { loadEntryDto } from './entry-dto.ts';
import { assertAllChecked, conditionIdsOf, mergeMustHaveAnswers } from './must-haves.ts';
import { OwnerNotices, tellOwner } from './notices.ts';

type Supplier = Pick<AuthUser, 'id' | 'userName'>;
type OfferChange = (
  tx: Transaction,
  target: { tender: TenderRow; entry: EntryRow; now: Date },
  events: EventRecorder,
) => Promise<void>;

/**
 * Locks the caller's entry for a change of their proposal: the entry must be one that may edit
 * (accepted, or waiting for approval; finalizing needs accepted) and the proposal phase open.
 */
async function changeOffer(
  ctx: AppContext,
  supplier: Supplier,
  tenderId: string,
  change: OfferChange,
  { acceptedOnly = false } = {},
): Promise<TSupplierEntry> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    const { tender, entry } = await lockOwnParticipation(tx, tenderId, supplier.id);
    if (!entry || !canEditOffer(entry.status))
      throw conflict(Messages.notParticipant, 'not_participant');
    if (acceptedOnly && entry.status !== SupplierStatus.ACCEPTED)
      throw conflict(Messages.onlyAcceptedCanFinalize, 'not_participant');
    if (!isProposalPhase(tender.status))
      throw conflict(Messages.proposalPhaseOver, 'invalid_tender_status');
    await change(tx, { tender, entry, now }, events);
    const dto = await loadEntryDto(tx, tender.id, supplier.id);
    if (!dto) throw notFound();
    return dto;
  });
}

const setEntry = (tx: DbExecutor, entry: EntryRow, values: Partial<EntryRow>) =>
  tx.update(tenderSuppliers).set(values).where(eq(tenderSuppliers.id, entry.id));

/**
 * POST ResponseMustHaveCondition: answers merged into the stored ones and pushed to the owner. A
 * "no" makes a finalized proposal incomplete again.
 */
export function respondToMustHaves(
  ctx: AppContext,
  supplier: Supplier,
  { tenderId, responses }: { tenderId: string; responses: readonly TMustHaveResponse[] },
): Promise<TSupplierEntry> {
  return changeOffer(ctx, supplier, tenderId, async (tx, { tender, entry, now }, events) => {
    const { answers, allChecked } = await mergeMustHaveAnswers(
      tx,
      tender.id,
      entry.mustHaveResponses,
      responses,
    );
    await setEntry(tx, entry, {
      mustHaveResponses: answers,
      lastActivityDate: now,
      ...(allChecked ? {} : { proposalFinalizedAt: null }),
    });
    events.record({
      type: 'mustHavesAnswered',
      tenderId: tender.id,
      userName: supplier.userName,
      responses: Object.entries(answers).map(([mhcId, response]) => ({ mhcId, response })),
    });
  });
}

/** POST EditOfferDescription: the supplier's text describing their offer (empty clears it). */
export function editOfferDescription(
  ctx: AppContext,
  supplier: Supplier,
  { tenderId, offerDescription }: { tenderId: string; offerDescription: string | null },
): Promise<TSupplierEntry> {
  return changeOffer(ctx, supplier, tenderId, async (tx, { entry, now }) => {
    await setEntry(tx, entry, {
      offerDescription: offerDescription || null,
      lastActivityDate: now,
    });
  });
}

/**
 * POST FinalizedProposal: an accepted supplier with every must-have condition checked completes
 * their proposal. The first one moves a SCHEDULED tender to RFP_SUBMITTED, exactly once (a
 * conditional update); the owner is told (notifyOwnerWhenCompletedOffer).
 */
export function finalizeProposal(
  ctx: AppContext,
  supplier: Supplier,
  tenderId: string,
): Promise<TSupplierEntry> {
  return changeOffer(
    ctx,
    supplier,
    tenderId,
    async (tx, { tender, entry, now }, events) => {
      const conditionIds = await conditionIdsOf(tx, tender.id);
      assertAllChecked(conditionIds.every((id) => entry.mustHaveResponses[id] === true));
      if (entry.proposalFinalizedAt) return;
      await setEntry(tx, entry, { proposalFinalizedAt: now, lastActivityDate: now });
      const [submitted] = await tx
        .update(tenders)
        .set({ status: TenderStatus.RFP_SUBMITTED, updatedAt: now })
        .where(and(eq(tenders.id, tender.id), eq(tenders.status, TenderStatus.SCHEDULED)))
        .returning({ status: tenders.status });
      events.record({
        type: 'proposalFinalized',
        tenderId: tender.id,
        userName: supplier.userName,
        tenderStatus: submitted?.status ?? null,
      });
      const notice = OwnerNotices.finalized(tender, supplier.userName);
      await tellOwner(ctx, { tx, events }, tender, notice);
    },
    { acceptedOnly: true },
  );
}

/**
 * GET GetSupplierEntry: the caller's own entry with its attachments. The owner may name any
 * supplier; anyone else naming another user gets 404, as if that entry did not exist.
 */
export async function getSupplierEntry(
  ctx: AppContext,
  viewer: Supplier,
  { tenderId, userName }: { tenderId: string; userName?: string },
): Promise<TSupplierEntry> {
  const { tender, relation } = await loadTenderForViewer(ctx.db, tenderId, viewer.id);
  const isOwnEntry = !userName || userName.trim().toLowerCase() === viewer.userName;
  const userId =
    relation === 'owner' && userName
      ? (await findUserByName(ctx.db, userName))?.id
      : isOwnEntry
        ? viewer.id
        : undefined;
  const dto = userId && (await loadEntryDto(ctx.db, tender.id, userId));
  if (!dto) throw notFound(Messages.notParticipant);
  return dto;
}
