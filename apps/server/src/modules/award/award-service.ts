/**
 * The buyer's award after the auction (issue 29): award the whole tender or items to suppliers,
 * close without award, cancel an award before it is final, make it final. Only the owner of an
 * ended tender acts; each step locks the tender row (two awards at once: the second finds the
 * first and gets 409), writes the change history, tells the suppliers (notification and mail) and
 * records `awardChanged`, all in one transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  AwardMessages,
  AwardStatus,
  awardLinesProblem,
  awardStateOf,
  needsAwardReason,
  round2,
  type AwardChoice,
  type TAwardTenderBody,
  type TTenderAward,
  type TTenderComparison,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { tenderAwards, tenders } from '../../db/schema/index.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { inTransaction } from '../../events/transaction.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { loadTenderForOwner, type TenderRow } from '../tenders/access.ts';
import { AuditAction, recordChange, type AuditActionName } from '../tenders/change-log.ts';
import { tellAwarded, tellCanceled, tellFinal, tellNotAwarded } from './award-notices.ts';
import { activeAwardLines, ownerAward, type StoredAwardLine } from './award-view.ts';
import { assertEnded, comparisonOf } from './comparison-service.ts';
import type { AwardChange } from './events.ts';

type Step = { tx: Transaction; events: EventRecorder; tender: TenderRow; now: Date };

/** Runs a step on the owner's ended tender, locked for the rest of the transaction. */
function ownerStep(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  work: (step: Step) => Promise<TenderRow>,
): Promise<TTenderAward> {
  return inTransaction(ctx, async (tx, events) => {
    const tender = await loadTenderForOwner(tx, tenderId, userId, { forUpdate: true });
    assertEnded(tender);
    const after = await work({ tx, events, tender, now: ctx.clock.now() });
    return ownerAward(tx, after);
  });
}

/** 409 unless no decision was made yet (pending award). */
function assertPending(tender: TenderRow): void {
  if (tender.awardStatus === AwardStatus.AWARDED)
    throw conflict(AwardMessages.alreadyAwarded, 'already_awarded');
  if (tender.awardStatus === AwardStatus.NOT_AWARDED)
    throw conflict(AwardMessages.closedWithoutAward, 'closed_without_award');
}

/** 409 unless the tender is awarded and the award not final yet. */
function assertAwardOpen(tender: TenderRow, nothingMessage: string, finalMessage: string): void {
  if (tender.awardStatus === AwardStatus.NOT_AWARDED)
    throw conflict(AwardMessages.closedWithoutAward, 'closed_without_award');
  if (tender.awardStatus !== AwardStatus.AWARDED) throw conflict(nothingMessage, 'not_awarded');
  if (tender.awardFinalAt !== null) throw conflict(finalMessage, 'award_final');
}

/** Writes the tender's award columns and returns the row as it now is. */
async function saveDecision(
  { tx, tender, now }: Step,
  values: Partial<
    Pick<
      TenderRow,
      'awardStatus' | 'awardReason' | 'awardDecidedAt' | 'awardFinalAt' | 'awardShowsRank'
    >
  >,
): Promise<TenderRow> {
  await tx
    .update(tenders)
    .set({ ...values, updatedAt: now })
    .where(eq(tenders.id, tender.id));
  return { ...tender, ...values, updatedAt: now };
}

/** "Paper A4 → Acme: 900.00" per line, for the change history. */
const lineNames = (lines: readonly StoredAwardLine[]) =>
  lines.map(
    (line) =>
      `${line.itemName ?? 'Whole tender'} → ${line.supplierName}: ${line.amount.toFixed(2)}`,
  );

async function recordStep(
  { tx, events, tender, now }: Step,
  userId: string,
  action: AuditActionName,
  after: TenderRow,
  change: AwardChange,
  changes: Record<string, unknown>,
): Promise<void> {
  await recordChange(tx, { tenderId: tender.id, userId, action, changes, at: now });
  events.record({
    type: 'awardChanged',
    tenderId: tender.id,
    change,
    state: awardStateOf(after.awardStatus),
    isFinal: after.awardFinalAt !== null,
  });
}

/** The amount of a line: the item's final bid × quantity, or the offer's total. */
function amountOf(comparison: TTenderComparison, choice: AwardChoice): number {
  const row = comparison.rows.find((candidate) => candidate.supplierId === choice.supplierId)!;
  if (choice.itemId === null) return row.total!;
  return row.items.find((cell) => cell.itemId === choice.itemId)!.lineTotal!;
}

/**
 * POST AwardTender: the whole tender to one supplier, or items to suppliers. 400 for lines that
 * cannot be awarded, and without a reason when a line does not go to the best offer.
 */
export function awardTender(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  body: TAwardTenderBody,
): Promise<TTenderAward> {
  return ownerStep(ctx, userId, tenderId, async (step) => {
    assertPending(step.tender);
    const comparison = await comparisonOf(step.tx, step.tender);
    const choices = body.lines.map((line) => ({
      itemId: line.itemId ?? null,
      supplierId: line.supplierId,
    }));
    const problem = awardLinesProblem(comparison, choices);
    if (problem) throw badRequest(problem, 'invalid_award');
    const reason = body.reason || null;
    if (reason === null && needsAwardReason(comparison, choices))
      throw badRequest(AwardMessages.reasonRequired, 'reason_required');
    await step.tx.insert(tenderAwards).values(
      choices.map((choice) => ({
        tenderId: step.tender.id,
        itemId: choice.itemId,
        supplierId: choice.supplierId,
        amount: amountOf(comparison, choice),
        awardedById: userId,
        awardedAt: step.now,
      })),
    );
    const after = await saveDecision(step, {
      awardStatus: AwardStatus.AWARDED,
      awardReason: reason,
      awardDecidedAt: step.now,
      awardFinalAt: null,
      awardShowsRank: body.shareRanks,
    });
    const lines = await activeAwardLines(step.tx, step.tender.id);
    await recordStep(step, userId, AuditAction.AWARDED, after, 'awarded', {
      names: lineNames(lines),
      total: round2(lines.reduce((sum, line) => sum + line.amount, 0)),
      shareRanks: body.shareRanks,
      ...(reason === null ? {} : { reason }),
    });
    await tellAwarded(ctx, step, after, lines);
    return after;
  });
}

/** POST CloseWithoutAward: a pending award closed with a reason; final at once. */
export function closeWithoutAward(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  reason: string,
): Promise<TTenderAward> {
  return ownerStep(ctx, userId, tenderId, async (step) => {
    assertPending(step.tender);
    const after = await saveDecision(step, {
      awardStatus: AwardStatus.NOT_AWARDED,
      awardReason: reason,
      awardDecidedAt: step.now,
      awardFinalAt: step.now,
      awardShowsRank: false,
    });
    await recordStep(step, userId, AuditAction.NOT_AWARDED, after, 'notAwarded', { reason });
    await tellNotAwarded(ctx, step, after, reason);
    return after;
  });
}

/** POST CancelAward: an award not final yet is cancelled with a reason; the award is pending again. */
export function cancelAward(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  reason: string,
): Promise<TTenderAward> {
  return ownerStep(ctx, userId, tenderId, async (step) => {
    assertAwardOpen(step.tender, AwardMessages.nothingToCancel, AwardMessages.isFinal);
    const canceled = await activeAwardLines(step.tx, step.tender.id);
    await step.tx
      .update(tenderAwards)
      .set({ canceledAt: step.now, cancelReason: reason })
      .where(and(eq(tenderAwards.tenderId, step.tender.id), isNull(tenderAwards.canceledAt)));
    const after = await saveDecision(step, {
      awardStatus: null,
      awardReason: null,
      awardDecidedAt: null,
      awardFinalAt: null,
      awardShowsRank: false,
    });
    await recordStep(step, userId, AuditAction.AWARD_CANCELED, after, 'canceled', {
      names: lineNames(canceled),
      reason,
    });
    await tellCanceled(ctx, step, step.tender, canceled, reason);
    return after;
  });
}

/** POST FinalizeAward: the award can no longer be cancelled; its winners are told. */
export function finalizeAward(
  ctx: AppContext,
  userId: string,
  tenderId: string,
): Promise<TTenderAward> {
  return ownerStep(ctx, userId, tenderId, async (step) => {
    assertAwardOpen(step.tender, AwardMessages.nothingToFinalize, AwardMessages.alreadyFinal);
    const after = await saveDecision(step, { awardFinalAt: step.now });
    const lines = await activeAwardLines(step.tx, step.tender.id);
    await recordStep(step, userId, AuditAction.AWARD_FINAL, after, 'final', {
      names: lineNames(lines),
    });
    await tellFinal(ctx, step, after, lines);
    return after;
  });
}
