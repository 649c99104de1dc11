/** /api/settings collaborator calls: a company's colleagues, invitations by e-mail and joining. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCollaborators,
  ZCompanyInvitationInfo,
  ZInviteCollaborator,
  zRequiredString,
  zUserName,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { errorReplies } from '../account/route-schemas.ts';
import type { ModuleRegistrar } from '../../context.ts';
import {
  acceptCompanyInvitation,
  cancelCollaboratorInvitation,
  getCompanyInvitation,
  inviteCollaborator,
  listCollaborators,
  removeCollaborator,
} from './collaborators-service.ts';

const tags = ['settings'];
const security = [{ bearer: [] }];

export const registerCollaboratorRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/settings/GetCollaborators',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: "The users of the caller's company and its open invitations",
        response: { 200: ZCollaborators, ...errorReplies(401) },
      },
    },
    async (request) => listCollaborators(ctx, currentUser(request).id),
  );

  routes.post(
    '/api/settings/InviteCollaborator',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: "Invite a colleague by e-mail into the caller's company (the collaborator form)",
        body: ZInviteCollaborator,
        response: { 200: z.literal(true), ...errorReplies(400, 401, 409) },
      },
    },
    async (request) => {
      await inviteCollaborator(ctx, currentUser(request), request.body.email);
      return true as const;
    },
  );

  routes.delete(
    '/api/settings/CancelCollaboratorInvitation',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Withdraw an open invitation of the caller’s company',
        querystring: z.object({ email: zUserName }),
        response: { 200: z.literal(true), ...errorReplies(401, 404) },
      },
    },
    async (request) => {
      await cancelCollaboratorInvitation(ctx, currentUser(request).id, request.query.email);
      return true as const;
    },
  );

  routes.delete(
    '/api/settings/RemoveCollaborator',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: "Remove a colleague from the caller's company (the caller's own name: leave it)",
        querystring: z.object({ userName: zUserName }),
        response: { 200: z.literal(true), ...errorReplies(401, 404) },
      },
    },
    async (request) => {
      await removeCollaborator(ctx, currentUser(request).id, request.query.userName);
      return true as const;
    },
  );

  routes.get(
    '/api/settings/GetCompanyInvitation',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'What an invitation link offers (for the account of the invited address)',
        querystring: z.object({ token: zRequiredString }),
        response: { 200: ZCompanyInvitationInfo, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => getCompanyInvitation(ctx, currentUser(request).id, request.query.token),
  );

  routes.post(
    '/api/settings/AcceptCompanyInvitation',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Join the company of an invitation link',
        querystring: z.object({ token: zRequiredString }),
        response: { 200: z.object({ companyName: z.string() }), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => acceptCompanyInvitation(ctx, currentUser(request).id, request.query.token),
  );
};
