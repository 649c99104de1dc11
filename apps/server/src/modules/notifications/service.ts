/** In-app notifications: stored per user, pushed live as addNotification, paged newest first, marked read. */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TNotification } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { notifications } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';

type NotificationRow = typeof notifications.$inferSelect;
export type NotificationLink = { action: string; dataId: string };
export type NewNotification = { title: string; text: string; link?: NotificationLink };

/** The wire shape of spec §3 (Id, Title, Text, Date in UTC ISO-8601, Read). */
export const toWireNotification = (row: NotificationRow): TNotification => ({
  Id: row.id,
  Title: row.title,
  Text: row.text,
  Date: row.createdAt.toISOString(),
  Read: row.readAt !== null,
  Link: row.link ?? null,
});

/** Stores the notification and pushes it to the user's notification hub. Call after commit. */
export async function notify(
  ctx: AppContext,
  userId: string,
  notification: NewNotification,
): Promise<TNotification> {
  const [row] = await ctx.db
    .insert(notifications)
    .values({
      userId,
      title: notification.title,
      text: notification.text,
      link: notification.link ?? null,
      createdAt: ctx.clock.now(),
    })
    .returning();
  const wire = toWireNotification(row);
  ctx.realtime.publisher.toUserNotifications(userId, 'addNotification', wire);
  return wire;
}

/** The same notification for several users (one row each). */
export async function notifyAll(
  ctx: AppContext,
  userIds: readonly string[],
  notification: NewNotification,
): Promise<void> {
  for (const userId of new Set(userIds)) await notify(ctx, userId, notification);
}

export async function listNotifications(
  ctx: AppContext,
  userId: string,
  { page, countPerPage }: { page: number; countPerPage: number },
): Promise<TNotification[]> {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(countPerPage)
    .offset((page - 1) * countPerPage);
  return rows.map(toWireNotification);
}

export async function countUnread(ctx: AppContext, userId: string): Promise<number> {
  const [{ unread }] = await ctx.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unread;
}

/** Marks the user's own notifications among `ids` read; other ids are ignored. */
export async function markRead(
  ctx: AppContext,
  userId: string,
  ids: readonly string[],
): Promise<void> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return;
  await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.id, valid),
        isNull(notifications.readAt),
      ),
    );
}
