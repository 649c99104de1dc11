/** /api/tendersupplier calls that bring suppliers into a tender: invitations, prepared entries, demo bidders. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAddDemoBiddersBody,
  ZInvitationEmails,
  ZSendInvitationsQuery,
  ZSupplierEntry,
  ZTenderSupplierBody,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import type { ModuleRegistrar } from '../index.ts';
import { addDemoBidders } from './demo-bidders.ts';
import { createTenderSeller, sendInvitations } from './invitations-service.ts';
import { security, tags, ZSupplierEntries } from './route-schemas.ts';

export const registerInvitationRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = guards.authenticate;

  routes.post(
    '/api/tendersupplier/SendInvitationsToTenderSellers',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Invite suppliers by e-mail (owner; body: array of e-mails). Registered users get an invitation, others a registration link. Returns the entries.',
        querystring: ZSendInvitationsQuery,
        body: ZInvitationEmails,
        response: { 200: ZSupplierEntries },
      },
    },
    async (request) =>
      sendInvitations(
        ctx,
        currentUser(request).id,
        request.query.tenderId,
        request.body,
        request.query.msg,
      ),
  );

  routes.post(
    '/api/tendersupplier/CreateTenderSeller',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add a registered user to the bidders list before invitations go out (status 0)',
        body: ZTenderSupplierBody,
        response: { 200: ZSupplierEntry },
      },
    },
    async (request) =>
      createTenderSeller(
        ctx,
        currentUser(request).id,
        request.body.tenderId,
        request.body.userName,
      ),
  );

  routes.post(
    '/api/tendersupplier/AddDemoBidders',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Add demo bidders with initial offers to a demo auction (owner). Returns the entries.',
        body: ZAddDemoBiddersBody,
        response: { 200: ZSupplierEntries },
      },
    },
    async (request) => addDemoBidders(ctx, currentUser(request).id, request.body),
  );
};
