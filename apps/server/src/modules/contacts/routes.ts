/** /api/company contacts calls (spec §7): the caller's contacts list. */
import { z } from 'zod';
import {
  ZAddContactBody,
  ZContact,
  ZContactsPage,
  ZContactsQuery,
  ZEditCompanyNameBody,
  zRequiredString,
  zUserName,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
import {
  addContact,
  editCustomName,
  isCompanyInContacts,
  isUserInContacts,
  listContacts,
  removeContact,
} from './service.ts';

export const registerContactRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['contacts'], guards, access: 'signedIn' });

  route.get(
    '/api/company/GetContacts',
    {
      description: "The caller's contacts, filtered, sorted and paged",
      querystring: ZContactsQuery,
      response: { 200: ZContactsPage },
    },
    async (request) => listContacts(ctx, currentUser(request).id, request.query),
  );

  route.post(
    '/api/company/AddToContactList',
    {
      description: 'Add a registered user by user name or e-mail (404 when not registered)',
      body: ZAddContactBody,
      response: { 200: ZContact },
      errors: { 404: 'No registered user of this user name or e-mail' },
    },
    async (request) =>
      addContact(ctx, currentUser(request).id, request.body.userName || request.body.email || ''),
  );

  route.delete(
    '/api/company/RemoveFromContactList',
    {
      description: 'Remove a contact',
      querystring: z.object({ userName: zUserName }),
      response: { 200: z.literal(true) },
      errors: { 404: true },
    },
    async (request) => {
      await removeContact(ctx, currentUser(request).id, request.query.userName);
      return true as const;
    },
  );

  route.put(
    '/api/company/EditCompanyName',
    {
      description: 'Give a contact a name of your own (empty clears it)',
      body: ZEditCompanyNameBody,
      response: { 200: ZContact },
      errors: { 404: true },
    },
    async (request) =>
      editCustomName(ctx, currentUser(request).id, request.body.userName, request.body.customName),
  );

  route.get(
    '/api/company/IsInContactList',
    {
      description: 'Whether someone of the company is among your contacts',
      querystring: z.object({ companyId: zRequiredString }),
      response: { 200: z.boolean() },
    },
    async (request) => isCompanyInContacts(ctx, currentUser(request).id, request.query.companyId),
  );

  route.get(
    '/api/company/IsInContactListByUsername',
    {
      description: 'Whether the user is among your contacts',
      querystring: z.object({ username: zUserName }),
      response: { 200: z.boolean() },
    },
    async (request) => isUserInContacts(ctx, currentUser(request).id, request.query.username),
  );
};
