/** /api/settings: user settings calls; GetServerTime lets clients correct their countdowns. */
import { z } from 'zod';
import { ZNewsletterConfirmQuery, ZNewsletterStatusReply } from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { registerCollaboratorRoutes } from './collaborator-routes.ts';
import { registerProfileRoutes } from './profile-routes.ts';
import {
  confirmNewsletter,
  newsletterStatus,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '../notifications/newsletter.ts';
import { routeTable } from '../../lib/route-table.ts';

export const registerSettingsRoutes: ModuleRegistrar = (app, ctx, guards) => {
  registerProfileRoutes(app, ctx, guards);
  registerCollaboratorRoutes(app, ctx, guards);
  const route = routeTable(app, { tags: ['settings'], guards, access: 'signedIn' });
  route.get(
    '/api/settings/GetServerTime',
    {
      description: 'Server time (UTC) for countdown correction',
      response: { 200: z.object({ serverTime: z.string() }) },
      access: 'public',
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { serverTime: ctx.clock.now().toISOString() };
    },
  );

  route.get(
    '/api/settings/GetNewsLetterStatus',
    {
      description: "The caller's newsletter status: subscribed, unsubscribed, pending or cleaned",
      response: { 200: ZNewsletterStatusReply },
    },
    async (request) => ({ status: await newsletterStatus(ctx, currentUser(request).id) }),
  );

  route.put(
    '/api/settings/SubscribeForNewsLetter',
    {
      description: 'Ask for the newsletter: pending until the mailed confirmation link is followed',
      response: { 200: ZNewsletterStatusReply },
      errors: {
        400: 'Mail to the address bounced: correct the e-mail address first (newsletter_cleaned)',
      },
    },
    async (request) => ({ status: await subscribeToNewsletter(ctx, currentUser(request).id) }),
  );

  route.put(
    '/api/settings/UnSubscribeForNewsLetter',
    {
      description: 'Stop the newsletter (a pending confirmation link stops working too)',
      response: { 200: ZNewsletterStatusReply },
    },
    async (request) => ({ status: await unsubscribeFromNewsletter(ctx, currentUser(request).id) }),
  );

  route.post(
    '/api/settings/ConfirmNewsLetter',
    {
      description: 'The double opt-in link: pending becomes subscribed (no login needed)',
      querystring: ZNewsletterConfirmQuery,
      response: { 200: ZNewsletterStatusReply },
      access: 'public',
    },
    async (request) => {
      await confirmNewsletter(ctx, request.query.token);
      return { status: 'subscribed' as const };
    },
  );
};
