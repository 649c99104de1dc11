/** /api/settings collaborator calls: a company's colleagues, invitations by e-mail and joining. */
import { z } from 'zod';
import {
  ZCollaborators,
  ZCompanyInvitationInfo,
  ZInviteCollaborator,
  zRequiredString,
  zUserName,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import type { ModuleRegistrar } from '../../context.ts';
import {
  acceptCompanyInvitation,
  cancelCollaboratorInvitation,
  getCompanyInvitation,
  inviteCollaborator,
  listCollaborators,
  removeCollaborator,
} from './collaborators-service.ts';
import { routeTable } from '../../lib/route-table.ts';

export const registerCollaboratorRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['settings'], guards, access: 'signedIn' });

  route.get(
    '/api/settings/GetCollaborators',
    {
      description: "The users of the caller's company and its open invitations",
      response: { 200: ZCollaborators },
    },
    async (request) => listCollaborators(ctx, currentUser(request).id),
  );

  route.post(
    '/api/settings/InviteCollaborator',
    {
      description: "Invite a colleague by e-mail into the caller's company (the collaborator form)",
      body: ZInviteCollaborator,
      response: { 200: z.literal(true) },
      errors: { 409: true },
    },
    async (request) => {
      await inviteCollaborator(ctx, currentUser(request), request.body.email);
      return true as const;
    },
  );

  route.delete(
    '/api/settings/CancelCollaboratorInvitation',
    {
      description: 'Withdraw an open invitation of the caller’s company',
      querystring: z.object({ email: zUserName }),
      response: { 200: z.literal(true) },
      errors: { 404: true },
    },
    async (request) => {
      await cancelCollaboratorInvitation(ctx, currentUser(request).id, request.query.email);
      return true as const;
    },
  );

  route.delete(
    '/api/settings/RemoveCollaborator',
    {
      description: "Remove a colleague from the caller's company (the caller's own name: leave it)",
      querystring: z.object({ userName: zUserName }),
      response: { 200: z.literal(true) },
      errors: { 404: true },
    },
    async (request) => {
      await removeCollaborator(ctx, currentUser(request).id, request.query.userName);
      return true as const;
    },
  );

  route.get(
    '/api/settings/GetCompanyInvitation',
    {
      description: 'What an invitation link offers (for the account of the invited address)',
      querystring: z.object({ token: zRequiredString }),
      response: { 200: ZCompanyInvitationInfo },
      errors: { 403: true },
    },
    async (request) => getCompanyInvitation(ctx, currentUser(request).id, request.query.token),
  );

  route.post(
    '/api/settings/AcceptCompanyInvitation',
    {
      description: 'Join the company of an invitation link',
      querystring: z.object({ token: zRequiredString }),
      response: { 200: z.object({ companyName: z.string() }) },
      errors: { 403: true },
    },
    async (request) => acceptCompanyInvitation(ctx, currentUser(request).id, request.query.token),
  );
};
