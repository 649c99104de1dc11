/** /api/notifications: the user's in-app notifications (spec §7), paged and marked read. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

const security = [{ bearer: [] }];
const tags = ['notifications'];

export const registerNotificationRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/notifications/GetNotificationsForUser',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's notifications, newest first (pages from 1, 10 per page by default)",
        querystring: ZNotificationsQuery,
        response: { 200: z.array(ZNotification) },
      },
    },
    async (request) => listNotifications(ctx, currentUser(request).id, request.query),
  );

  routes.patch(
    '/api/notifications/SetSelectedNotificationAsRead',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: "Mark the caller's notifications read (body: { ids } or the array of ids)",
        body: ZNotificationIdsBody,
        response: { 200: z.literal(true) },
      },
    },
    async (request) => {
      const { body } = request;
      await markRead(ctx, currentUser(request).id, Array.isArray(body) ? body : body.ids);
      return true as const;
    },
  );

  routes.get(
    '/api/notifications/GetUnreadCount',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: "How many of the caller's notifications are unread",
        response: { 200: ZUnreadNotificationsReply },
      },
    },
    async (request) => ({ count: await countUnread(ctx, currentUser(request).id) }),
  );

  routes.get(
    '/api/notifications/GetMailPreferences',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Which kinds of e-mail the caller receives',
        response: { 200: ZMailPreferences },
      },
    },
    async (request) => getMailPreferences(ctx, currentUser(request).id),
  );

  routes.put(
    '/api/notifications/UpdateMailPreferences',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Switch kinds of e-mail on or off (any subset); returns the whole choice',
        body: ZMailPreferencesUpdate,
        response: { 200: ZMailPreferences },
      },
    },
    async (request) => updateMailPreferences(ctx, currentUser(request).id, request.body),
  );

  routes.post(
    '/api/notifications/Unsubscribe',
    {
      schema: {
        tags,
        summary: "A mail's unsubscribe link: switches its category off, no login needed",
        body: ZUnsubscribeRequest,
        response: { 200: ZMailPreferences },
      },
    },
    async (request) => unsubscribe(ctx, request.body),
  );
};
