/** /api/notifications: the user's in-app notifications (spec §7), paged and marked read. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZNotification,
  ZNotificationIds,
  ZNotificationsQuery,
  ZUnreadNotificationsReply,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import type { ModuleRegistrar } from '../index.ts';
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
        summary: "Mark the caller's notifications read (body: array of ids)",
        body: ZNotificationIds,
        response: { 200: z.literal(true) },
      },
    },
    async (request) => {
      await markRead(ctx, currentUser(request).id, request.body);
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
};
