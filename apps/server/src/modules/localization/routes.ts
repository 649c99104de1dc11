/** Localization calls under /api/admin (spec §7): the web app's texts (public) and their administration. */
import { z } from 'zod';
import {
  Messages,
  ZAddLocalizationTextRequest,
  ZEditLocalizationTextRequest,
  ZFeLocalizationTexts,
  ZLocalizationIntegrityReport,
  ZLocalizationText,
  ZLocalizationTextKeyQuery,
  ZLocalizationTextsQuery,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { recordAudit } from '../admin/audit.ts';
import type { ModuleRegistrar } from '../../context.ts';
import {
  addText,
  checkIntegrity,
  deleteText,
  editText,
  findText,
  getFeTexts,
  listTexts,
} from './service.ts';
import { routeTable } from '../../lib/route-table.ts';

export const registerLocalizationRoutes: ModuleRegistrar = (fastify, ctx, guards) => {
  const route = routeTable(fastify, { tags: ['Localization'], guards, access: 'public' });
  // Translators read the texts, check them and propose corrections; admins do everything.

  route.get(
    '/api/admin/GetFeLocalizationTexts',
    {
      description: 'Texts of the web app by key',
      response: { 200: ZFeLocalizationTexts },
    },
    async (_request, reply) => {
      // The web app loads its texts once per page load; an edit must show after a reload.
      reply.header('Cache-Control', 'no-cache');
      return getFeTexts(ctx.db);
    },
  );

  route.get(
    '/api/admin/GetLocalizationTexts',
    {
      description: 'All localization texts, optionally filtered',
      querystring: ZLocalizationTextsQuery,
      response: { 200: z.array(ZLocalizationText) },
      access: { roles: ['Admin', 'Translator'] },
    },
    async (request) => listTexts(ctx.db, request.query.filter),
  );

  route.post(
    '/api/admin/AddLocalizationText',
    {
      description: 'Add a localization text',
      body: ZAddLocalizationTextRequest,
      response: { 200: ZLocalizationText },
      access: { roles: ['Admin'] },
      errors: { 409: 'A text with this key already exists (duplicate_key)' },
    },
    async (request) => {
      const added = await addText(ctx.db, ctx.clock, request.body);
      await recordAudit(ctx.db, currentUser(request), {
        action: 'AddLocalizationText',
        target: added.key,
        after: added,
      });
      return added;
    },
  );

  route.post(
    '/api/admin/EditLocalizationText',
    {
      description:
        'Change a text, its correction or whether the correction is shown; a translator only proposes a correction, which waits for an admin',
      body: ZEditLocalizationTextRequest,
      response: { 200: ZLocalizationText },
      access: { roles: ['Admin', 'Translator'] },
      errors: { 404: 'No text with this key' },
    },
    async (request) => {
      const user = currentUser(request);
      const isAdmin = user.roles.includes('Admin');
      const { key, value, correction, textCorrected } = request.body;
      if (!isAdmin && (value !== undefined || textCorrected !== undefined || !correction))
        throw forbidden(Messages.translatorCorrectionOnly);
      // A translator's correction is a proposal: it shows once an admin accepts it.
      const changes = isAdmin ? request.body : { key, correction, textCorrected: false };
      const before = await findText(ctx.db, key);
      const edited = await editText(ctx.db, ctx.clock, changes);
      await recordAudit(ctx.db, user, {
        action: 'EditLocalizationText',
        target: key,
        before,
        after: edited,
      });
      return edited;
    },
  );

  route.delete(
    '/api/admin/DeleteLocalizationText',
    {
      description: 'Delete a localization text',
      querystring: ZLocalizationTextKeyQuery,
      response: { 200: z.literal(true) },
      access: { roles: ['Admin'] },
      errors: { 404: 'No text with this key' },
    },
    async (request) => {
      const before = await findText(ctx.db, request.query.key);
      await deleteText(ctx.db, request.query.key);
      await recordAudit(ctx.db, currentUser(request), {
        action: 'DeleteLocalizationText',
        target: request.query.key,
        before,
      });
      return true as const;
    },
  );

  route.get(
    '/api/admin/CheckLocalizationsIntegrity',
    {
      description: 'English texts missing from the database, unused keys and blank texts',
      response: { 200: ZLocalizationIntegrityReport },
      access: { roles: ['Admin', 'Translator'] },
    },
    async () => checkIntegrity(ctx.db),
  );
};
