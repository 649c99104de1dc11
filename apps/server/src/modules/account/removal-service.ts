/**
 * Account removal (spec §7 RequestDeleteProfile, DeleteProfile): a mailed one-time link confirms
 * it. Personal data is erased; the user row stays, anonymised, because tenders, bids, questions
 * and results that other users rely on point at it. The address is freed, so it can register again.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { Messages, TenderStatus } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  addresses,
  companies,
  companyInvitations,
  contacts,
  externalLogins,
  issueReports,
  notifications,
  oneTimeTokens,
  refreshTokens,
  savedSearches,
  savings,
  stripeCancellations,
  surveyAnswers,
  tenderFavorites,
  tenderInvitations,
  tenders,
  userBilling,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import type { MailQueue } from '../../mail/mailer.ts';
import { cancelTender, deleteTender } from '../tenders/lifecycle-service.ts';
import { findUsableOneTimeToken, replaceOneTimeToken, useOneTimeToken } from './one-time-tokens.ts';
import { findUserById, type UserRow } from './users.ts';

const invalidToken = () => badRequest(Messages.invalidToken, 'invalid_token');

/** The user name (and e-mail) a removed account keeps: unique, and not an address anyone has. */
export const removedUserName = (userId: string) => `deleted-user-${userId}`;

/** Reason given to the suppliers of the auctions a removed buyer had scheduled. */
export const REMOVED_OWNER_REASON = 'The buyer has deleted their Tendermark account';

const OPEN_STATUSES: number[] = [
  TenderStatus.SCHEDULED,
  TenderStatus.RFP_SUBMITTED,
  TenderStatus.RFP_ENDED,
  TenderStatus.SUBMITTED,
  TenderStatus.FREEZE,
];

/** POST RequestDeleteProfile: mails the caller a link that confirms the removal (24 hours, once). */
export async function requestProfileDeletion(ctx: AppContext, userId: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deletedAt) throw unauthorized();
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx, events) => {
    const token = await replaceOneTimeToken(tx, user.id, 'removal', now);
    await ctx.mailer.queue({ tx, events }, user.email, 'accountRemoval', { token });
  });
}

/**
 * Auctions nobody else depends on go (drafts); scheduled or running ones are canceled with a
 * reason, so that their suppliers are told; ended and canceled ones stay as they are.
 */
async function closeOwnTenders(ctx: AppContext, userId: string): Promise<void> {
  const owned = await ctx.db
    .select({ id: tenders.id, status: tenders.status })
    .from(tenders)
    .where(eq(tenders.ownerId, userId));
  for (const tender of owned) {
    try {
      if (tender.status === TenderStatus.NEW)
        await deleteTender(ctx, userId, tender.id, { draftOnly: true });
      else if (OPEN_STATUSES.includes(tender.status))
        await cancelTender(ctx, userId, tender.id, REMOVED_OWNER_REASON);
    } catch {
      // A tender that changed meanwhile (ended, canceled) is left as it is.
    }
  }
}

/**
 * Queues the cancellation of the user's Stripe subscriptions, if they have a customer: a row the
 * billing worker (billing/cancellations.ts) works off after the commit, with retries, so that a
 * removed account stops paying even when Stripe is unreachable now or the node dies after the
 * commit.
 */
async function queueStripeCancellation(ctx: AppContext, { tx, events }: MailQueue, userId: string) {
  const [billing] = await tx
    .select({ stripeCustomerId: userBilling.stripeCustomerId })
    .from(userBilling)
    .where(eq(userBilling.userId, userId));
  if (!billing?.stripeCustomerId) return;
  await tx.insert(stripeCancellations).values({
    userId,
    stripeCustomerId: billing.stripeCustomerId,
    nextAttemptAt: ctx.clock.now(),
  });
  events.record({ type: 'stripeCancellationQueued' });
}

/**
 * Erases the user's personal data and anonymises the row, inside the caller's transaction, which
 * also queues the cancellation of the user's Stripe subscriptions (the billing worker cancels them
 * after the commit, with retries) and signs the user's open apps out once it commits.
 */
async function anonymise(ctx: AppContext, into: MailQueue, user: UserRow, now: Date) {
  const { tx, events } = into;
  await queueStripeCancellation(ctx, into, user.id);
  events.record({ type: 'sessionsRevoked', userId: user.id });
  const placeholder = removedUserName(user.id);
  const ownAddresses = [user.email, user.userName, user.pendingEmail].filter(
    (address): address is string => Boolean(address),
  );
  await tx
    .delete(contacts)
    .where(or(eq(contacts.ownerId, user.id), eq(contacts.contactUserId, user.id)));
  await tx.delete(notifications).where(eq(notifications.userId, user.id));
  await tx.delete(savedSearches).where(eq(savedSearches.userId, user.id));
  await tx.delete(savings).where(eq(savings.userId, user.id));
  await tx.delete(surveyAnswers).where(eq(surveyAnswers.userId, user.id));
  await tx.delete(tenderFavorites).where(eq(tenderFavorites.userId, user.id));
  await tx.delete(tenderInvitations).where(inArray(tenderInvitations.email, ownAddresses));
  await tx.delete(companyInvitations).where(inArray(companyInvitations.email, ownAddresses));
  // Otherwise the same Google, Facebook or Twitter account would still sign in to this row.
  await tx.delete(externalLogins).where(eq(externalLogins.userId, user.id));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, user.id));
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
  await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
  await tx.update(issueReports).set({ email: placeholder }).where(eq(issueReports.userId, user.id));

  await tx
    .update(users)
    .set({
      userName: placeholder,
      email: placeholder,
      pendingEmail: null,
      passwordHash: null,
      isActivated: false,
      isEmailConfirmed: false,
      firstName: null,
      lastName: null,
      phoneNumber: null,
      rating: null,
      facebookProfile: null,
      personalDescription: null,
      linkedinProfile: null,
      wantToBuy: false,
      wantToSell: false,
      isSearchable: false,
      favouriteAuctionKeywords: null,
      addressId: null,
      companyId: null,
      countryId: null,
      remainingFreeTenders: 0,
      newsletterStatus: 'unsubscribed',
      mailPreferences: {},
      digestSentAt: null,
      registerUtmParameters: null,
      subscriptionExpires: null,
      deletedAt: now,
    })
    .where(eq(users.id, user.id));
  // Own and delivery addresses (tenders keep copies of the delivery places they use).
  await tx.delete(addresses).where(eq(addresses.ownerId, user.id));
  if (user.addressId) await tx.delete(addresses).where(eq(addresses.id, user.addressId));
  if (user.companyId) await forgetCompanyIfAlone(tx, user.companyId, user.id);
}

/**
 * A company the user worked in alone is anonymised (its name may name the person); with
 * colleagues left it stays theirs.
 */
async function forgetCompanyIfAlone(tx: DbExecutor, companyId: string, userId: string) {
  const [colleague] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.id, userId)))
    .limit(1);
  if (colleague) return;
  const [company] = await tx
    .delete(companies)
    .where(eq(companies.id, companyId))
    .returning({ addressId: companies.addressId });
  if (company?.addressId) await tx.delete(addresses).where(eq(addresses.id, company.addressId));
}

/**
 * GET CheckDeleteProfileToken?token: whether the link can still remove an account (unused, not
 * expired, and the caller's own when signed in), so that a used link does not offer the button.
 */
export async function assertRemovalTokenUsable(
  ctx: AppContext,
  token: string,
  callerId?: string,
): Promise<void> {
  const pending = await findUsableOneTimeToken(ctx.db, 'removal', token, ctx.clock.now());
  if (!pending || (callerId && pending.userId !== callerId)) throw invalidToken();
}

/**
 * DELETE DeleteProfile?token: erases the account of the link. When a user is signed in, the
 * link must be theirs. Every session ends and the open apps are told to sign out.
 */
export async function deleteProfile(
  ctx: AppContext,
  token: string,
  callerId?: string,
): Promise<void> {
  const now = ctx.clock.now();
  const pending = await findUsableOneTimeToken(ctx.db, 'removal', token, now);
  if (!pending || (callerId && pending.userId !== callerId)) throw invalidToken();
  await closeOwnTenders(ctx, pending.userId);
  const isRemoved = await inTransaction(ctx, async (tx, events) => {
    const used = await useOneTimeToken(tx, 'removal', token, ctx.clock.now(), pending.userId);
    if (!used) return false;
    const user = await findUserById(tx, used.userId);
    if (!user || user.deletedAt) return false;
    await anonymise(ctx, { tx, events }, user, now);
    // To the address the account had: the row no longer holds it.
    await ctx.mailer.queue({ tx, events }, user.email, 'accountRemoved', {});
    return true;
  });
  if (!isRemoved) throw invalidToken();
}

/**
 * DELETE /api/admin/DeleteUserFromSystem: the same removal without the mailed link, by an admin.
 * Returns the user as they were, for the audit log; undefined when already removed.
 */
export async function removeUserFromSystem(
  ctx: AppContext,
  userId: string,
): Promise<UserRow | undefined> {
  const now = ctx.clock.now();
  await closeOwnTenders(ctx, userId);
  return inTransaction(ctx, async (tx, events) => {
    const user = await findUserById(tx, userId);
    if (!user || user.deletedAt) return undefined;
    await anonymise(ctx, { tx, events }, user, now);
    return user;
  });
}
