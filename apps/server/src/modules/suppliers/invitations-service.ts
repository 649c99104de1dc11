/**
 * The owner brings suppliers in: SendInvitationsToTenderSellers (registered users get an entry,
 * a notification and a mail; unknown addresses an invite-new-user mail) and CreateTenderSeller
 * (a registered user prepared in status 0 before invitations go out). While the tender is a
 * draft, both only pick suppliers: nothing is sent until scheduling (releaseDraftInvitations).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  Messages,
  ParticipationAction,
  SupplierStatus,
  TenderStatus,
  invitationProblem,
  type InvitationProblem,
  type TSupplierEntry,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { inTransaction } from '../../events/transaction.ts';
import { tenderInvitations, tenderSuppliers } from '../../db/schema/index.ts';
import { calendarUrl } from '../../lib/calendar-link.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Mailer, MailQueue } from '../../mail/mailer.ts';
import { findUserById, findUserByName, normalizeUserName, type UserRow } from '../account/users.ts';
import { ensureContacts } from '../contacts/service.ts';
import { loadTenderForOwner, type TenderRow } from '../tenders/access.ts';
import { assertNoDemoBidders } from './demo-guard.ts';
import { findEntry, registeredUser } from './entries.ts';
import { loadEntryDto, loadOwnerEntries } from './entry-dto.ts';
import { SupplierNotices, tellSupplier } from './notices.ts';
import { displayNameOf } from './people.ts';
import { assertActionOpen, recordTransition, transitionEntry } from './transition.ts';

/** The spec's text as the message; the issue names the address, like a validation issue would. */
const invitationRefused = ({ message, email, index }: InvitationProblem) =>
  Object.assign(badRequest(message, 'validation_error'), {
    issues: [{ path: [index], message, email }],
  });

async function ownerOf(db: DbExecutor, ownerId: string): Promise<UserRow> {
  const owner = await findUserById(db, ownerId);
  if (!owner) throw notFound();
  return owner;
}

/** What inviting needs: the clock (notification dates), the mail outbox and its links' config. */
type Inviter = Pick<AppContext, 'clock' | 'config'> & {
  mailer: Pick<Mailer, 'queue' | 'queueToUser'>;
};

/** Invites a registered user: entry to status 1 (also a re-invitation), mail and notification in `into`. */
async function inviteRegistered(
  ctx: Inviter,
  into: MailQueue,
  tender: TenderRow,
  supplier: UserRow,
  invitation: { ownerName: string; message?: string; now: Date },
): Promise<void> {
  const entry = await findEntry(into.tx, tender.id, supplier.id, { forUpdate: true });
  const change = await transitionEntry(
    into.tx,
    { tender, userId: supplier.id, entry },
    ParticipationAction.INVITE,
    { invitedAt: invitation.now, rejectedReason: null },
  );
  await ctx.mailer.queueToUser(into, supplier, 'invitation', {
    tenderId: tender.id,
    tenderName: tender.name,
    ownerName: invitation.ownerName,
    message: invitation.message,
    calendarUrl: calendarUrl(ctx.config, tender.id, supplier.id),
  });
  const notice = SupplierNotices.invited(tender, invitation.ownerName);
  await tellSupplier(ctx, into, supplier, tender, notice);
  recordTransition(into.events, tender, supplier, change);
}

/**
 * Records (or renews) an invitation of an address without an account and, with `mail`, queues a
 * registration link to it.
 */
async function inviteUnregistered(
  ctx: Inviter,
  into: MailQueue,
  tender: TenderRow,
  email: string,
  invitation: { ownerId: string; ownerName: string; message?: string; now: Date; mail: boolean },
): Promise<void> {
  const values = {
    tenderId: tender.id,
    email,
    message: invitation.message ?? null,
    invitedById: invitation.ownerId,
    createdAt: invitation.now,
  };
  await into.tx
    .insert(tenderInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: [tenderInvitations.tenderId, tenderInvitations.email],
      set: { message: values.message, createdAt: values.createdAt, redeemedAt: null },
    });
  if (invitation.mail)
    await ctx.mailer.queue(into, email, 'inviteNewUser', {
      tenderId: tender.id,
      tenderName: tender.name,
      ownerName: invitation.ownerName,
      email,
      message: invitation.message,
    });
}

/**
 * Picks a registered user while drafting: an entry waiting for the invitation (0), no mail yet.
 * A draft keeps no message (the web offers none there): scheduling sends the standard invitation.
 */
async function pickRegistered(
  { tx, events }: MailQueue,
  tender: TenderRow,
  supplier: UserRow,
): Promise<void> {
  const entry = await findEntry(tx, tender.id, supplier.id, { forUpdate: true });
  if (entry?.status === SupplierStatus.WAITING_FOR_INVITE) return;
  const change = await transitionEntry(
    tx,
    { tender, userId: supplier.id, entry },
    ParticipationAction.PREPARE,
    { rejectedReason: null },
  );
  recordTransition(events, tender, supplier, change);
}

/**
 * Scheduling sends what the owner picked while drafting (call inside the schedule transaction,
 * after the status is SCHEDULED): every waiting entry (0) is invited with mail and notification,
 * every address without an account gets its invitation mail, and an address that has been proven
 * since is invited as the user it now is. The rows are written in `into`'s transaction.
 */
export async function releaseDraftInvitations(
  ctx: Inviter,
  into: MailQueue,
  tender: TenderRow,
  now: Date,
): Promise<void> {
  const { tx } = into;
  const ownerName = await displayNameOf(tx, tender.ownerId);
  const picked = await tx
    .select({ userId: tenderSuppliers.userId })
    .from(tenderSuppliers)
    .where(
      and(
        eq(tenderSuppliers.tenderId, tender.id),
        eq(tenderSuppliers.status, SupplierStatus.WAITING_FOR_INVITE),
        eq(tenderSuppliers.isDemo, false),
      ),
    )
    .orderBy(asc(tenderSuppliers.createdAt));
  for (const { userId } of picked) {
    const supplier = await findUserById(tx, userId);
    if (supplier) await inviteRegistered(ctx, into, tender, supplier, { ownerName, now });
  }
  const waiting = await tx
    .select()
    .from(tenderInvitations)
    .where(and(eq(tenderInvitations.tenderId, tender.id), isNull(tenderInvitations.redeemedAt)))
    .orderBy(asc(tenderInvitations.createdAt), asc(tenderInvitations.email));
  for (const invitation of waiting) {
    const message = invitation.message ?? undefined;
    const supplier = await findUserByName(tx, invitation.email);
    if (!supplier?.isActivated) {
      const details = { ownerId: tender.ownerId, ownerName, message, now, mail: true };
      await inviteUnregistered(ctx, into, tender, invitation.email, details);
      continue;
    }
    await tx
      .update(tenderInvitations)
      .set({ redeemedAt: now })
      .where(eq(tenderInvitations.id, invitation.id));
    const entry = await findEntry(tx, tender.id, supplier.id);
    if (entry && entry.status !== SupplierStatus.WAITING_FOR_INVITE) continue;
    await inviteRegistered(ctx, into, tender, supplier, { ownerName, message, now });
    if (invitation.invitedById)
      await ensureContacts(tx, invitation.invitedById, [supplier.id], now);
  }
}

/**
 * POST SendInvitationsToTenderSellers: every address is checked first (format, not the owner's
 * own, not twice, not someone already taking part); then all are invited in one transaction:
 * activated users get an entry, other addresses (also of accounts not yet activated) a waiting
 * invitation. Returns the owner's list of entries.
 */
export async function sendInvitations(
  ctx: AppContext,
  ownerId: string,
  tenderId: string,
  emails: readonly string[],
  message: string | undefined,
): Promise<TSupplierEntry[]> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    const into = { tx, events };
    const tender = await loadTenderForOwner(tx, tenderId, ownerId, { forUpdate: true });
    const isDraft = tender.status === TenderStatus.NEW;
    assertActionOpen(tender, isDraft ? ParticipationAction.PREPARE : ParticipationAction.INVITE);
    const owner = await ownerOf(tx, ownerId);
    const problem = invitationProblem(emails, { ownEmail: owner.userName });
    if (problem) throw invitationRefused(problem);
    await assertNoDemoBidders(tx, tender.id);
    const invitation = {
      ownerId,
      ownerName: await displayNameOf(tx, ownerId),
      message: message || undefined,
      now,
      mail: true,
    };
    const invitedUserIds: string[] = [];
    for (const email of emails.map(normalizeUserName)) {
      const supplier = await findUserByName(tx, email);
      // An account not yet activated may have been registered by someone other than the holder
      // of the mailbox: its invitation waits, like one of an unknown address, until the address
      // is proven (account/address-proof.ts).
      if (supplier?.isActivated) {
        if (isDraft) await pickRegistered(into, tender, supplier);
        else await inviteRegistered(ctx, into, tender, supplier, invitation);
        invitedUserIds.push(supplier.id);
      } else if (isDraft) {
        const picked = { ...invitation, message: undefined, mail: false };
        await inviteUnregistered(ctx, into, tender, email, picked);
      } else await inviteUnregistered(ctx, into, tender, email, invitation);
    }
    await ensureContacts(tx, ownerId, invitedUserIds, now);
    return loadOwnerEntries(tx, tender.id);
  });
}

/** POST CreateTenderSeller: a registered user added to the owner's list before invitations go out (status 0). */
export async function createTenderSeller(
  ctx: AppContext,
  ownerId: string,
  tenderId: string,
  userName: string,
): Promise<TSupplierEntry> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    const tender = await loadTenderForOwner(tx, tenderId, ownerId, { forUpdate: true });
    assertActionOpen(tender, ParticipationAction.PREPARE);
    const supplier = await registeredUser(tx, userName);
    if (supplier.id === ownerId) throw badRequest(Messages.inviteSelf, 'validation_error');
    // An account not yet activated is not yet its mailbox holder's (see sendInvitations).
    if (!supplier.isActivated) throw notFound(Messages.userNotRegistered);
    await assertNoDemoBidders(tx, tender.id);
    const entry = await findEntry(tx, tender.id, supplier.id, { forUpdate: true });
    const change = await transitionEntry(
      tx,
      { tender, userId: supplier.id, entry },
      ParticipationAction.PREPARE,
      { rejectedReason: null },
    );
    await ensureContacts(tx, ownerId, [supplier.id], now);
    recordTransition(events, tender, supplier, change);
    const dto = await loadEntryDto(tx, tender.id, supplier.id);
    if (!dto) throw notFound();
    return dto;
  });
}
