/**
 * The owner's decisions about suppliers (spec §6): answer applicants and rejoin requests, block
 * and unblock with a reason, remove. Every status change follows the shared table (spec §4).
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  Messages,
  ParticipationAction,
  SupplierStatus,
  type TSupplierEntry,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import type { DomainEvent } from '../../events/domain-events.ts';
import { inTransaction } from '../../events/transaction.ts';
import { tenderInvitations } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findUserByName, normalizeUserName, type UserRow } from '../account/users.ts';
import { loadTenderForOwner, type TenderRow } from '../tenders/access.ts';
import { findEntry, lockEntryOf, type EntryRow } from './entries.ts';
import { loadEntryDto, loadOwnerEntries } from './entry-dto.ts';
import { SupplierNotices, tellSupplier, type Notice } from './notices.ts';
import { recordTransition, transitionEntry, type Transition } from './transition.ts';

type OwnerDecision = { tender: TenderRow; user: UserRow; entry: EntryRow };

/** Locks the tender (owner only) and the named supplier's entry, then applies `decide`. */
async function decide(
  ctx: AppContext,
  ownerId: string,
  { tenderId, userName }: { tenderId: string; userName: string },
  decision: (
    tx: DbExecutor,
    target: OwnerDecision,
  ) => Promise<{ change: Transition; notice?: Notice; mail?: boolean; event?: DomainEvent }>,
): Promise<TSupplierEntry> {
  const { tender, user } = await inTransaction(ctx, async (tx, events) => {
    const tender = await loadTenderForOwner(tx, tenderId, ownerId, { forUpdate: true });
    const { user, entry } = await lockEntryOf(tx, tender.id, userName);
    const { change, notice, mail, event } = await decision(tx, { tender, user, entry });
    recordTransition(events, tender, user, change);
    if (event) events.record(event);
    // Demo bidders are not real people, and a prepared entry (0) was never told about the tender.
    const isKnownToSupplier = !entry.isDemo && change.from !== SupplierStatus.WAITING_FOR_INVITE;
    if (notice && isKnownToSupplier)
      await tellSupplier(ctx, { tx, events }, user, tender, notice, { mail: mail ?? false });
    return { tender, user };
  });
  // Read once the subscribers ran: the room's refresh ranks an unblocked or approved supplier and
  // unranks a blocked one after the commit, so the entry read inside it held the old position.
  const dto = await loadEntryDto(ctx.db, tender.id, user.id);
  if (!dto) throw notFound();
  return dto;
}

/**
 * POST ResponseToPublicBidder: approve (2 → 3, 11 → 3) or reject (2 → 5, 11 → 10) with an
 * optional reason, which the supplier is told.
 */
export function respondToApplicant(
  ctx: AppContext,
  ownerId: string,
  request: { tenderId: string; userName: string; approve: boolean; reason?: string | null },
): Promise<TSupplierEntry> {
  return decide(ctx, ownerId, request, async (tx, { tender, user, entry }) => {
    const action = request.approve ? ParticipationAction.APPROVE : ParticipationAction.REJECT;
    const reason = request.approve ? null : request.reason || null;
    const change = await transitionEntry(tx, { tender, userId: user.id, entry }, action, {
      rejectedReason: reason,
    });
    const wasRejoin = change.from === SupplierStatus.PENDING_COMEBACK;
    const notice = request.approve
      ? SupplierNotices.approved(tender)
      : wasRejoin
        ? SupplierNotices.rejoinRejected(tender, reason)
        : SupplierNotices.rejected(tender, reason);
    return { change, notice, mail: true };
  });
}

/** POST BlockBidder: any entry but a blocked one becomes blocked (7), remembering its status for unblocking. */
export function blockBidder(
  ctx: AppContext,
  ownerId: string,
  request: { tenderId: string; user: string; reason?: string | null },
): Promise<TSupplierEntry> {
  return decide(
    ctx,
    ownerId,
    { tenderId: request.tenderId, userName: request.user },
    async (tx, { tender, user, entry }) => {
      const reason = request.reason || null;
      const change = await transitionEntry(
        tx,
        { tender, userId: user.id, entry },
        ParticipationAction.BLOCK,
        { statusBeforeBlock: entry.status, rejectedReason: reason },
      );
      return {
        change,
        notice: SupplierNotices.blocked(tender, reason),
        event: {
          type: 'bidderBlocked',
          tenderId: tender.id,
          supplierId: user.id,
          userName: user.userName,
          reason,
        },
      };
    },
  );
}

/**
 * POST UnblockBidder: back to the status before blocking when that was invited or accepted;
 * otherwise 400 "User can not be unblocked".
 */
export function unblockBidder(
  ctx: AppContext,
  ownerId: string,
  request: { tenderId: string; user: string },
): Promise<TSupplierEntry> {
  return decide(
    ctx,
    ownerId,
    { tenderId: request.tenderId, userName: request.user },
    async (tx, { tender, user, entry }) => {
      const change = await transitionEntry(
        tx,
        { tender, userId: user.id, entry },
        ParticipationAction.UNBLOCK,
        { statusBeforeBlock: null, rejectedReason: null },
      );
      return { change, notice: SupplierNotices.unblocked(tender) };
    },
  );
}

/**
 * POST DeleteTenderSeller: a supplier's entry becomes removed (6); an invitation of an
 * address without an account is withdrawn. Returns the owner's list of entries.
 */
export async function removeSupplier(
  ctx: AppContext,
  ownerId: string,
  { tenderId, userName }: { tenderId: string; userName: string },
): Promise<TSupplierEntry[]> {
  // Owner check first; the decision below locks and reads everything again.
  const tender = await loadTenderForOwner(ctx.db, tenderId, ownerId);
  const user = await findUserByName(ctx.db, userName);
  const entry = user && (await findEntry(ctx.db, tender.id, user.id));
  if (!entry) return withdrawInvitation(ctx, ownerId, tender.id, userName);
  await decide(ctx, ownerId, { tenderId, userName }, async (tx, target) => {
    const change = await transitionEntry(
      tx,
      { tender: target.tender, userId: target.user.id, entry: target.entry },
      ParticipationAction.REMOVE,
    );
    return { change, notice: SupplierNotices.removed(target.tender) };
  });
  return loadOwnerEntries(ctx.db, tender.id);
}

async function withdrawInvitation(
  ctx: AppContext,
  ownerId: string,
  tenderId: string,
  email: string,
): Promise<TSupplierEntry[]> {
  return ctx.db.transaction(async (tx) => {
    const tender = await loadTenderForOwner(tx, tenderId, ownerId, { forUpdate: true });
    const [withdrawn] = await tx
      .delete(tenderInvitations)
      .where(
        and(
          eq(tenderInvitations.tenderId, tender.id),
          eq(tenderInvitations.email, normalizeUserName(email)),
          isNull(tenderInvitations.redeemedAt),
        ),
      )
      .returning({ id: tenderInvitations.id });
    if (!withdrawn) throw notFound(Messages.notParticipant);
    return loadOwnerEntries(tx, tender.id);
  });
}
