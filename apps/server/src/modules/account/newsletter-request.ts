/**
 * The newsletter's double opt-in request, as a registration that asks for the newsletter and
 * SubscribeForNewsLetter (notifications/newsletter.ts) make it: the user is pending and a fresh
 * confirmation link (earlier ones stop working) is mailed, in the caller's transaction.
 */
import { eq } from 'drizzle-orm';
import { NewsletterStatus } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import type { MailQueue } from '../../mail/mailer.ts';
import { replaceOneTimeToken } from './one-time-tokens.ts';

export async function recordNewsletterRequest(
  ctx: Pick<AppContext, 'clock' | 'mailer'>,
  into: MailQueue,
  user: { id: string; email: string },
): Promise<void> {
  await into.tx
    .update(users)
    .set({ newsletterStatus: NewsletterStatus.PENDING })
    .where(eq(users.id, user.id));
  const token = await replaceOneTimeToken(into.tx, user.id, 'newsletter', ctx.clock.now());
  await ctx.mailer.queue(into, user.email, 'newsletterConfirm', { token });
}
