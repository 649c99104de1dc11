/** In-app notifications (spec §3 Notification) with the wire names Id, Title, Text, Date, Read. */
import { z } from 'zod';
import { Constants } from '../common/enums.ts';
import { MAIL_CATEGORIES, NewsletterStatus, type MailCategory } from './constants.ts';

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
/** SetSelectedNotificationAsRead's body: the spec's `{ ids }`, or the bare array of ids. */
export const ZNotificationIdsBody = z.union([
  ZNotificationIds,
  z.object({ ids: ZNotificationIds }),
]);

export const ZUnreadNotificationsReply = z.object({ count: z.number() });

export const ZMailCategory = z.enum(MAIL_CATEGORIES as [MailCategory, ...MailCategory[]]);

/** The user's choice per category: true sends that kind of mail (one key per `MailCategory`). */
export const ZMailPreferences = z
  .object<{ [Category in MailCategory]: z.ZodBoolean }>({
    participation: z.boolean(),
    messages: z.boolean(),
    reminders: z.boolean(),
    results: z.boolean(),
    digest: z.boolean(),
    searchAlerts: z.boolean(),
  })
  .strict();
export type TMailPreferences = z.infer<typeof ZMailPreferences>;

/** PUT UpdateMailPreferences: any subset of the categories. */
export const ZMailPreferencesUpdate = ZMailPreferences.partial().strict();

/** POST Unsubscribe (the link of a mail's unsubscribe line; no login needed). */
export const ZUnsubscribeRequest = z
  .object({
    user: z.uuid(),
    category: ZMailCategory,
    token: z.string().min(1).max(200),
  })
  .strict();
export type TUnsubscribeRequest = z.infer<typeof ZUnsubscribeRequest>;

export const ZNewsletterStatusReply = z.object({
  status: z.enum(Object.values(NewsletterStatus) as [NewsletterStatus, ...NewsletterStatus[]]),
});
export type TNewsletterStatusReply = z.infer<typeof ZNewsletterStatusReply>;

/** GET/POST ConfirmNewsLetter?token: the double opt-in link. */
export const ZNewsletterConfirmQuery = z.object({ token: z.string().min(1).max(200) });
