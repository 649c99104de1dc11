/** In-app notifications: stored per user, pushed live as addNotification, paged newest first, marked read. */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TNotification } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { inTransaction } from '../../events/transaction.ts';
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

/**
 * Writes the notification in the caller's transaction; once it commits, the recorded event pushes
 * it to the user's notification hub (subscribeToNotificationEvents).
 */
export async function recordNotification(
  ctx: Pick<AppContext, 'clock'>,
  { tx, events }: { tx: DbExecutor; events: EventRecorder },
  userId: string,
  notification: NewNotification,
): Promise<TNotification> {
  const [row] = await tx
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
  events.record({ type: 'notificationCreated', userId, notification: wire });
  return wire;
}

/** The same notification for several users (one row each), in the caller's transaction. */
export async function recordNotifications(
  ctx: Pick<AppContext, 'clock'>,
  into: { tx: DbExecutor; events: EventRecorder },
  userIds: readonly string[],
  notification: NewNotification,
): Promise<void> {
  for (const userId of new Set(userIds)) await recordNotification(ctx, into, userId, notification);
}

/** A notification on its own (no transaction of the caller's): written, then pushed. */
export async function notify(
  ctx: AppContext,
  userId: string,
  notification: NewNotification,
): Promise<TNotification> {
  return inTransaction(ctx, (tx, events) =>
    recordNotification(ctx, { tx, events }, userId, notification),
  );
}

/** notify for several users, in one transaction. */
export async function notifyAll(
  ctx: AppContext,
  userIds: readonly string[],
  notification: NewNotification,
): Promise<void> {
  await inTransaction(ctx, (tx, events) =>
    recordNotifications(ctx, { tx, events }, userIds, notification),
  );
}

export function subscribeToNotificationEvents(ctx: AppContext): void {
  ctx.events.on('notificationCreated', 'push addNotification', ({ userId, notification }) =>
    ctx.realtime.publisher.toUserNotifications(userId, 'addNotification', notification),
  );
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
