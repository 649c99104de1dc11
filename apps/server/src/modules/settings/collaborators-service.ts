/**
 * Collaborators: a company has several users. A member invites a colleague by e-mail (the
 * collaborator form); the mailed link, accepted by the account of that address, moves the
 * colleague into the company. Members are peers: each may invite, cancel invitations and remove
 * a colleague (or leave).
 */
import { and, asc, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import {
  fillMessage,
  Messages,
  type TCollaborators,
  type TCompanyInvitationInfo,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { addresses, companies, companyInvitations, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { hashToken, newSecretToken } from '../../lib/crypto.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { findUserById, findUserByName, normalizeUserName } from '../account/users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const COLLABORATOR_INVITATION_DAYS = 14;
/** Open invitations a company may have at once (keeps the form from being used to send bulk mail). */
const MAX_OPEN_INVITATIONS = 50;

async function activeUser(db: DbExecutor, userId: string) {
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt) throw unauthorized();
  return user;
}

const displayName = (user: {
  firstName: string | null;
  lastName: string | null;
  userName: string;
}) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.userName;

/** GET GetCollaborators: the caller's colleagues (the caller first) and the open invitations. */
export async function listCollaborators(ctx: AppContext, userId: string): Promise<TCollaborators> {
  const user = await activeUser(ctx.db, userId);
  if (!user.companyId) return { companyName: null, members: [], invitations: [] };
  const [company] = await ctx.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  const members = await ctx.db
    .select({
      id: users.id,
      userName: users.userName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.companyId, user.companyId), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt));
  const inviter = users;
  const invitations = await ctx.db
    .select({
      email: companyInvitations.email,
      createdAt: companyInvitations.createdAt,
      expiresAt: companyInvitations.expiresAt,
      inviterUserName: inviter.userName,
      inviterFirstName: inviter.firstName,
      inviterLastName: inviter.lastName,
    })
    .from(companyInvitations)
    .leftJoin(inviter, eq(inviter.id, companyInvitations.invitedById))
    .where(
      and(
        eq(companyInvitations.companyId, user.companyId),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, ctx.clock.now()),
      ),
    )
    .orderBy(desc(companyInvitations.createdAt));
  return {
    companyName: company?.name ?? null,
    members: members
      .map((member) => ({ ...member, isYou: member.id === user.id }))
      .sort((a, b) => Number(b.isYou) - Number(a.isYou)),
    invitations: invitations.map((invitation) => ({
      email: invitation.email,
      invitedBy: invitation.inviterUserName
        ? displayName({
            userName: invitation.inviterUserName,
            firstName: invitation.inviterFirstName,
            lastName: invitation.inviterLastName,
          })
        : null,
      createdDate: invitation.createdAt.toISOString(),
      expiresDate: invitation.expiresAt.toISOString(),
    })),
  };
}

/**
 * POST InviteCollaborator: mails a link into the caller's company. Inviting the same address
 * again sends a fresh link (the old one stops working).
 */
export async function inviteCollaborator(
  ctx: AppContext,
  caller: AuthUser,
  requestedEmail: string,
): Promise<void> {
  const email = normalizeUserName(requestedEmail);
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx, events) => {
    const user = await activeUser(tx, caller.id);
    if (!user.companyId) throw conflict(Messages.companyDetailsFirst, 'company_required');
    if (email === user.userName || email === user.email)
      throw badRequest(Messages.inviteSelf, 'validation_error');
    const invitee = await findUserByName(tx, email);
    if (invitee?.companyId === user.companyId)
      throw conflict(Messages.alreadyColleague, 'already_colleague');
    const open = await tx
      .select({ email: companyInvitations.email })
      .from(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, user.companyId),
          isNull(companyInvitations.acceptedAt),
          gt(companyInvitations.expiresAt, now),
          ne(companyInvitations.email, email),
        ),
      );
    if (open.length >= MAX_OPEN_INVITATIONS)
      throw conflict(Messages.tooManyRequests, 'rate_limited');
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, user.companyId));
    const token = newSecretToken();
    const values = {
      invitedById: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + COLLABORATOR_INVITATION_DAYS * DAY_MS),
      acceptedAt: null,
    };
    await tx
      .insert(companyInvitations)
      .values({ companyId: user.companyId, email, ...values })
      .onConflictDoUpdate({
        target: [companyInvitations.companyId, companyInvitations.email],
        set: values,
      });
    await ctx.mailer.queue({ tx, events }, email, 'collaboratorInvitation', {
      token,
      companyName: company.name,
      invitedBy: displayName(user),
    });
  });
}

/** DELETE CancelCollaboratorInvitation?email: the link stops working. */
export async function cancelCollaboratorInvitation(
  ctx: AppContext,
  userId: string,
  requestedEmail: string,
): Promise<void> {
  const user = await activeUser(ctx.db, userId);
  if (!user.companyId) throw notFound();
  const deleted = await ctx.db
    .delete(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, user.companyId),
        eq(companyInvitations.email, normalizeUserName(requestedEmail)),
        isNull(companyInvitations.acceptedAt),
      ),
    )
    .returning({ id: companyInvitations.id });
  if (deleted.length === 0) throw notFound();
}

/** Deletes a company nobody works in any more, with its address and invitations. */
async function dropCompanyIfEmpty(db: DbExecutor, companyId: string): Promise<void> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.companyId, companyId))
    .limit(1);
  if (member) return;
  const [company] = await db
    .delete(companies)
    .where(eq(companies.id, companyId))
    .returning({ addressId: companies.addressId });
  if (company?.addressId) await db.delete(addresses).where(eq(addresses.id, company.addressId));
}

/**
 * DELETE RemoveCollaborator?userName: the colleague leaves the company (the caller may name
 * themselves to leave). A company left without members is deleted.
 */
export async function removeCollaborator(
  ctx: AppContext,
  userId: string,
  userName: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await activeUser(tx, userId);
    const colleague = await findUserByName(tx, userName);
    if (!user.companyId || !colleague || colleague.companyId !== user.companyId)
      throw notFound(Messages.notColleague);
    await tx.update(users).set({ companyId: null }).where(eq(users.id, colleague.id));
    await dropCompanyIfEmpty(tx, user.companyId);
  });
}

async function openInvitation(db: DbExecutor, token: string, now: Date) {
  const [invitation] = await db
    .select({
      id: companyInvitations.id,
      companyId: companyInvitations.companyId,
      email: companyInvitations.email,
      companyName: companies.name,
      inviterUserName: users.userName,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(users, eq(users.id, companyInvitations.invitedById))
    .where(
      and(
        eq(companyInvitations.tokenHash, hashToken(token)),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, now),
      ),
    );
  if (!invitation) throw badRequest(Messages.invalidToken, 'invalid_token');
  return invitation;
}

/** The invitation is for the account of the invited address (its login or confirmed contact e-mail). */
function assertInvitee(
  invitedEmail: string,
  user: { userName: string; email: string; isEmailConfirmed: boolean },
) {
  const isInvitee =
    user.userName === invitedEmail || (user.isEmailConfirmed && user.email === invitedEmail);
  if (!isInvitee)
    throw forbidden(fillMessage(Messages.invitationForOtherEmail, { email: invitedEmail }));
}

/** GET GetCompanyInvitation?token: what the link offers, for the signed-in invitee. */
export async function getCompanyInvitation(
  ctx: AppContext,
  userId: string,
  token: string,
): Promise<TCompanyInvitationInfo> {
  const user = await activeUser(ctx.db, userId);
  const invitation = await openInvitation(ctx.db, token, ctx.clock.now());
  assertInvitee(invitation.email, user);
  return {
    companyName: invitation.companyName,
    invitedBy: invitation.inviterUserName
      ? displayName({
          userName: invitation.inviterUserName,
          firstName: invitation.inviterFirstName,
          lastName: invitation.inviterLastName,
        })
      : null,
    email: invitation.email,
  };
}

/**
 * POST AcceptCompanyInvitation?token: the caller joins the company. A company the caller leaves
 * behind without members is deleted.
 */
export async function acceptCompanyInvitation(
  ctx: AppContext,
  userId: string,
  token: string,
): Promise<{ companyName: string }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const user = await activeUser(tx, userId);
    const invitation = await openInvitation(tx, token, now);
    assertInvitee(invitation.email, user);
    const [accepted] = await tx
      .update(companyInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(companyInvitations.id, invitation.id), isNull(companyInvitations.acceptedAt)))
      .returning({ id: companyInvitations.id });
    if (!accepted) throw badRequest(Messages.invalidToken, 'invalid_token');
    await tx.update(users).set({ companyId: invitation.companyId }).where(eq(users.id, user.id));
    if (user.companyId && user.companyId !== invitation.companyId)
      await dropCompanyIfEmpty(tx, user.companyId);
    return { companyName: invitation.companyName };
  });
}
