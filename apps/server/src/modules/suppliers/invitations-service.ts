/**
 * The owner brings suppliers in: SendInvitationsToTenderSellers (registered users get an entry,
 * a notification and a mail; unknown addresses an invite-new-user mail) and CreateTenderSeller
 * (a registered user prepared in status 0 before invitations go out).
 */
import {
  Messages,
  ParticipationAction,
  invitationProblem,
  type InvitationProblem,
  type TSupplierEntry,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { tenderInvitations } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findUserById, findUserByName, normalizeUserName, type UserRow } from '../account/users.ts';
import { ensureContacts } from '../contacts/service.ts';
import { loadTenderForOwner, type TenderRow } from '../tenders/access.ts';
import { commitThen, type Later } from './after-commit.ts';
import { assertNoDemoBidders } from './demo-guard.ts';
import { findEntry, registeredUser } from './entries.ts';
import { loadEntryDto, loadOwnerEntries } from './entry-dto.ts';
import { SupplierNotices, tellSupplier } from './notices.ts';
import { displayNameOf } from './people.ts';
import { publishTransition } from './pushes.ts';
import { assertActionOpen, transitionEntry } from './transition.ts';

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

/** Invites a registered user: entry to status 1 (also a re-invitation), mail and notification after commit. */
async function inviteRegistered(
  tx: DbExecutor,
  tender: TenderRow,
  supplier: UserRow,
  invitation: { ownerName: string; message?: string; now: Date },
  later: Later,
): Promise<void> {
  const entry = await findEntry(tx, tender.id, supplier.id, { forUpdate: true });
  const change = await transitionEntry(
    tx,
    { tender, userId: supplier.id, entry },
    ParticipationAction.INVITE,
    { invitedAt: invitation.now, rejectedReason: null },
  );
  later(async (ctx) => {
    await ctx.mailer.sendToUser(supplier, 'invitation', {
      tenderId: tender.id,
      tenderName: tender.name,
      ownerName: invitation.ownerName,
      message: invitation.message,
    });
    await tellSupplier(
      ctx,
      supplier,
      tender,
      SupplierNotices.invited(tender, invitation.ownerName),
    );
    await publishTransition(ctx, tender, supplier, change);
  });
}

/** Records (or renews) an invitation of an address without an account and mails it a registration link. */
async function inviteUnregistered(
  tx: DbExecutor,
  tender: TenderRow,
  email: string,
  invitation: { ownerId: string; ownerName: string; message?: string; now: Date },
  later: Later,
): Promise<void> {
  const values = {
    tenderId: tender.id,
    email,
    message: invitation.message ?? null,
    invitedById: invitation.ownerId,
    createdAt: invitation.now,
  };
  await tx
    .insert(tenderInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: [tenderInvitations.tenderId, tenderInvitations.email],
      set: { message: values.message, createdAt: values.createdAt, redeemedAt: null },
    });
  later(async (ctx) => {
    await ctx.mailer.send(email, 'inviteNewUser', {
      tenderId: tender.id,
      tenderName: tender.name,
      ownerName: invitation.ownerName,
      email,
      message: invitation.message,
    });
  });
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
  return commitThen(ctx, async (tx, later) => {
    const tender = await loadTenderForOwner(tx, tenderId, ownerId, { forUpdate: true });
    assertActionOpen(tender, ParticipationAction.INVITE);
    const owner = await ownerOf(tx, ownerId);
    const problem = invitationProblem(emails, { ownEmail: owner.userName });
    if (problem) throw invitationRefused(problem);
    await assertNoDemoBidders(tx, tender.id);
    const invitation = {
      ownerId,
      ownerName: await displayNameOf(tx, ownerId),
      message: message || undefined,
      now,
    };
    const invitedUserIds: string[] = [];
    for (const email of emails.map(normalizeUserName)) {
      const supplier = await findUserByName(tx, email);
      // An account not yet activated may have been registered by someone other than the holder
      // of the mailbox: its invitation waits, like one of an unknown address, until the address
      // is proven (account/address-proof.ts).
      if (supplier?.isActivated) {
        await inviteRegistered(tx, tender, supplier, invitation, later);
        invitedUserIds.push(supplier.id);
      } else await inviteUnregistered(tx, tender, email, invitation, later);
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
  return commitThen(ctx, async (tx, later) => {
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
    later((ctx) => publishTransition(ctx, tender, supplier, change));
    const dto = await loadEntryDto(tx, tender.id, supplier.id);
    if (!dto) throw notFound();
    return dto;
  });
}
