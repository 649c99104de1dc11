/** /api/company contacts calls (spec §7): the caller's contacts list. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddContactBody,
  ZContact,
  ZContactsPage,
  ZContactsQuery,
  ZEditCompanyNameBody,
  zRequiredString,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import type { ModuleRegistrar } from '../index.ts';
import {
  addContact,
  editCustomName,
  isCompanyInContacts,
  isUserInContacts,
  listContacts,
  removeContact,
} from './service.ts';

const security = [{ bearer: [] }];
const tags = ['contacts'];

export const registerContactRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = guards.authenticate;

  routes.get(
    '/api/company/GetContacts',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The caller's contacts, filtered, sorted and paged",
        querystring: ZContactsQuery,
        response: { 200: ZContactsPage },
      },
    },
    async (request) => listContacts(ctx, currentUser(request).id, request.query),
  );

  routes.post(
    '/api/company/AddToContactList',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add a registered user by user name or e-mail (404 when not registered)',
        body: ZAddContactBody,
        response: { 200: ZContact },
      },
    },
    async (request) =>
      addContact(ctx, currentUser(request).id, request.body.userName || request.body.email || ''),
  );

  routes.delete(
    '/api/company/RemoveFromContactList',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Remove a contact',
        querystring: z.object({ userName: zRequiredString }),
        response: { 200: z.literal(true) },
      },
    },
    async (request) => {
      await removeContact(ctx, currentUser(request).id, request.query.userName);
      return true as const;
    },
  );

  routes.put(
    '/api/company/EditCompanyName',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Give a contact a name of your own (empty clears it)',
        body: ZEditCompanyNameBody,
        response: { 200: ZContact },
      },
    },
    async (request) =>
      editCustomName(ctx, currentUser(request).id, request.body.userName, request.body.customName),
  );

  routes.get(
    '/api/company/IsInContactList',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Whether someone of the company is among your contacts',
        querystring: z.object({ companyId: zRequiredString }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => isCompanyInContacts(ctx, currentUser(request).id, request.query.companyId),
  );

  routes.get(
    '/api/company/IsInContactListByUsername',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Whether the user is among your contacts',
        querystring: z.object({ username: zRequiredString }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => isUserInContacts(ctx, currentUser(request).id, request.query.username),
  );
};
