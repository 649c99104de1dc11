/** /api/settings: user settings calls; GetServerTime lets clients correct their countdowns. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

const tags = ['settings'];
const security = [{ bearer: [] }];

export const registerSettingsRoutes: ModuleRegistrar = (app, ctx, guards) => {
  registerProfileRoutes(app, ctx, guards);
  registerCollaboratorRoutes(app, ctx, guards);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/settings/GetServerTime',
    {
      schema: {
        tags,
        summary: 'Server time (UTC) for countdown correction',
        response: { 200: z.object({ serverTime: z.string() }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { serverTime: ctx.clock.now().toISOString() };
    },
  );

  routes.get(
    '/api/settings/GetNewsLetterStatus',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's newsletter status: subscribed, unsubscribed, pending or cleaned",
        response: { 200: ZNewsletterStatusReply },
      },
    },
    async (request) => ({ status: await newsletterStatus(ctx, currentUser(request).id) }),
  );

  routes.put(
    '/api/settings/SubscribeForNewsLetter',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Ask for the newsletter: pending until the mailed confirmation link is followed',
        response: { 200: ZNewsletterStatusReply },
      },
    },
    async (request) => ({ status: await subscribeToNewsletter(ctx, currentUser(request).id) }),
  );

  routes.put(
    '/api/settings/UnSubscribeForNewsLetter',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Stop the newsletter (a pending confirmation link stops working too)',
        response: { 200: ZNewsletterStatusReply },
      },
    },
    async (request) => ({ status: await unsubscribeFromNewsletter(ctx, currentUser(request).id) }),
  );

  routes.post(
    '/api/settings/ConfirmNewsLetter',
    {
      schema: {
        tags,
        summary: 'The double opt-in link: pending becomes subscribed (no login needed)',
        querystring: ZNewsletterConfirmQuery,
        response: { 200: ZNewsletterStatusReply },
      },
    },
    async (request) => {
      await confirmNewsletter(ctx, request.query.token);
      return { status: 'subscribed' as const };
    },
  );
};
