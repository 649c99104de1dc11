/**
 * The daily digest: a user who chose it gets, at most once a day, one mail listing the
 * notifications that arrived since the last digest and are still unread. Each digest is claimed
 * by a conditional UPDATE of digest_sent_at, so two processes never send the same one.
 */
import { and, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { formatUtc } from '../../lib/utc.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Notifications listed in one digest; the rest are counted. */
export const DIGEST_LISTED = 20;

const unreadSince = (userId: string, since: Date | null): SQL =>
  and(
    eq(notifications.userId, userId),
    isNull(notifications.readAt),
    since ? gt(notifications.createdAt, since) : undefined,
  )!;

/** Sends every digest that is due; returns the users who got one. */
export async function sendDueDigests(ctx: AppContext): Promise<string[]> {
  const now = ctx.clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const due = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      mailPreferences: users.mailPreferences,
      digestSentAt: users.digestSentAt,
    })
    .from(users)
    .where(
      and(
        sql`(${users.mailPreferences} ->> 'digest') = 'true'`,
        or(isNull(users.digestSentAt), lte(users.digestSentAt, dayAgo)),
      ),
    );
  const sent: string[] = [];
  for (const user of due) if (await sendDigest(ctx, user, now)) sent.push(user.id);
  return sent;
}

async function sendDigest(
  ctx: AppContext,
  user: {
    id: string;
    email: string;
    mailPreferences: Record<string, boolean>;
    digestSentAt: Date | null;
  },
  now: Date,
): Promise<boolean> {
  const unread = unreadSince(user.id, user.digestSentAt);
  const [{ total }] = await ctx.db.select({ total: count() }).from(notifications).where(unread);
  if (total === 0) return false;
  // The claim and the queued mail commit together: a digest is claimed only with its mail.
  return inTransaction(ctx, async (tx, events) => {
    const [claim] = await tx
      .update(users)
      .set({ digestSentAt: now })
      .where(
        and(
          eq(users.id, user.id),
          user.digestSentAt
            ? eq(users.digestSentAt, user.digestSentAt)
            : isNull(users.digestSentAt),
        ),
      )
      .returning({ id: users.id });
    if (!claim) return false;
    const listed = await tx
      .select({
        title: notifications.title,
        text: notifications.text,
        date: notifications.createdAt,
      })
      .from(notifications)
      .where(unread)
      .orderBy(desc(notifications.createdAt))
      .limit(DIGEST_LISTED);
    return ctx.mailer.queueToUser({ tx, events }, user, 'digest', {
      notifications: listed.map((item) => ({
        ...item,
        date: formatUtc(item.date),
      })),
      more: total - listed.length,
    });
  });
}
