/** In-app notifications (spec §3 Notification) with the wire names Id, Title, Text, Date, Read. */
import { z } from 'zod';
import { Constants } from '../common/enums.ts';

/** Where a notification leads: an action the web app maps to a route, and the id it needs. */
export const NotificationLinkAction = {
  SUPPLIER_TENDER: 'supplierTender',
  OWNER_TENDER: 'ownerTender',
} as const;

export const ZNotificationLink = z.object({ action: z.string(), dataId: z.string() });

export const ZNotification = z.object({
  Id: z.string(),
  Title: z.string(),
  Text: z.string(),
  /** UTC, ISO-8601. */
  Date: z.string(),
  Read: z.boolean(),
  Link: ZNotificationLink.nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET GetNotificationsForUser: pages start at 1, newest first. */
export const ZNotificationsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  countPerPage: z.coerce.number().int().min(1).max(100).default(Constants.notificationsPageSize),
});

/** PATCH SetSelectedNotificationAsRead: the ids to mark read. */
export const ZNotificationIds = z.array(z.string()).max(500);

export const ZUnreadNotificationsReply = z.object({ count: z.number() });
