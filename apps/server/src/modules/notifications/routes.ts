/** /api/notifications: the user's in-app notifications (spec §7), paged and marked read. */
import { z } from 'zod';
import {
  ZMailPreferences,
  ZMailPreferencesUpdate,
  ZNotification,
  ZNotificationIdsBody,
  ZNotificationsQuery,
  ZUnreadNotificationsReply,
  ZUnsubscribeRequest,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { getMailPreferences, unsubscribe, updateMailPreferences } from './preferences-service.ts';
import { countUnread, listNotifications, markRead } from './service.ts';
import { routeTable } from '../../lib/route-table.ts';

export const registerNotificationRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['notifications'], guards, access: 'signedIn' });

  route.get(
    '/api/notifications/GetNotificationsForUser',
    {
      description:
        "The caller's notifications, newest first (pages from 1, 10 per page by default)",
      querystring: ZNotificationsQuery,
      response: { 200: z.array(ZNotification) },
    },
    async (request) => listNotifications(ctx, currentUser(request).id, request.query),
  );

  route.patch(
    '/api/notifications/SetSelectedNotificationAsRead',
    {
      description: "Mark the caller's notifications read (body: { ids } or the array of ids)",
      body: ZNotificationIdsBody,
      response: { 200: z.literal(true) },
    },
    async (request) => {
      const { body } = request;
      await markRead(ctx, currentUser(request).id, Array.isArray(body) ? body : body.ids);
      return true as const;
    },
  );

  route.get(
    '/api/notifications/GetUnreadCount',
    {
      description: "How many of the caller's notifications are unread",
      response: { 200: ZUnreadNotificationsReply },
    },
    async (request) => ({ count: await countUnread(ctx, currentUser(request).id) }),
  );

  route.get(
    '/api/notifications/GetMailPreferences',
    {
      description: 'Which kinds of e-mail the caller receives',
      response: { 200: ZMailPreferences },
    },
    async (request) => getMailPreferences(ctx, currentUser(request).id),
  );

  route.put(
    '/api/notifications/UpdateMailPreferences',
    {
      description: 'Switch kinds of e-mail on or off (any subset); returns the whole choice',
      body: ZMailPreferencesUpdate,
      response: { 200: ZMailPreferences },
    },
    async (request) => updateMailPreferences(ctx, currentUser(request).id, request.body),
  );

  route.post(
    '/api/notifications/Unsubscribe',
    {
      description: "A mail's unsubscribe link: switches its category off, no login needed",
      body: ZUnsubscribeRequest,
      response: { 200: ZMailPreferences },
      access: 'public',
    },
    async (request) => unsubscribe(ctx, request.body),
  );
};
