/**
 * The newsletter subscription (spec §3 Newsletter status) with double opt-in: subscribing mails a
 * link and leaves the user pending until it is followed; an address that bounces is cleaned.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { Messages, NewsletterStatus } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { invalidateOneTimeTokens, useOneTimeToken } from '../account/one-time-tokens.ts';
import { recordNewsletterRequest } from '../account/newsletter-request.ts';
import { findUserById } from '../account/users.ts';

export async function newsletterStatus(ctx: AppContext, userId: string): Promise<NewsletterStatus> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  return user.newsletterStatus as NewsletterStatus;
}

/**
 * Sets the user pending and mails a fresh confirmation link (earlier links stop working). Already
 * subscribed stays subscribed; a cleaned address must be corrected first.
 */
export async function subscribeToNewsletter(
  ctx: AppContext,
  userId: string,
): Promise<NewsletterStatus> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  const status = user.newsletterStatus as NewsletterStatus;
  if (status === NewsletterStatus.SUBSCRIBED) return status;
  if (status === NewsletterStatus.CLEANED)
    throw badRequest(Messages.newsletterBounced, 'newsletter_cleaned');
  await requestNewsletterConfirmation(ctx, user);
  return NewsletterStatus.PENDING;
}

/** Pending, with a confirmation mail (earlier links stop working), in a transaction of its own. */
export async function requestNewsletterConfirmation(
  ctx: AppContext,
  user: { id: string; email: string },
): Promise<void> {
  await inTransaction(ctx, (tx, events) => recordNewsletterRequest(ctx, { tx, events }, user));
}

/** The mailed link: pending becomes subscribed. A link works once. */
export async function confirmNewsletter(ctx: AppContext, token: string): Promise<void> {
  const confirmed = await ctx.db.transaction(async (tx) => {
    const used = await useOneTimeToken(tx, 'newsletter', token, ctx.clock.now());
    if (!used) return false;
    const [row] = await tx
      .update(users)
      .set({ newsletterStatus: NewsletterStatus.SUBSCRIBED })
      .where(and(eq(users.id, used.userId), eq(users.newsletterStatus, NewsletterStatus.PENDING)))
      .returning({ id: users.id });
    return row !== undefined;
  });
  if (!confirmed) throw badRequest(Messages.invalidToken, 'invalid_token');
}

/** Unsubscribed, and any confirmation link still out stops working. A cleaned address stays cleaned. */
export async function unsubscribeFromNewsletter(
  ctx: AppContext,
  userId: string,
): Promise<NewsletterStatus> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await invalidateOneTimeTokens(tx, userId, 'newsletter', now);
    const [row] = await tx
      .update(users)
      .set({ newsletterStatus: NewsletterStatus.UNSUBSCRIBED })
      .where(
        and(
          eq(users.id, userId),
          inArray(users.newsletterStatus, [NewsletterStatus.SUBSCRIBED, NewsletterStatus.PENDING]),
        ),
      )
      .returning({ status: users.newsletterStatus });
    if (row) return NewsletterStatus.UNSUBSCRIBED;
    const user = await findUserById(tx, userId);
    if (!user) throw unauthorized();
    return user.newsletterStatus as NewsletterStatus;
  });
}

/** The receiving server refused the address for good: no newsletter goes there any more. */
export async function cleanBouncedAddress(db: DbExecutor, address: string): Promise<void> {
  await db
    .update(users)
    .set({ newsletterStatus: NewsletterStatus.CLEANED })
    .where(
      and(
        eq(users.email, address.trim().toLowerCase()),
        inArray(users.newsletterStatus, [NewsletterStatus.SUBSCRIBED, NewsletterStatus.PENDING]),
      ),
    );
}
