/** Localization calls under /api/admin (spec §7): the web app's texts (public) and their administration. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddLocalizationTextRequest,
  ZEditLocalizationTextRequest,
  ZFeLocalizationTexts,
  ZLocalizationIntegrityReport,
  ZLocalizationText,
  ZLocalizationTextKeyQuery,
  ZLocalizationTextsQuery,
} from '@tendermark/shared';
import type { ModuleRegistrar } from '../index.ts';
import { addText, checkIntegrity, deleteText, editText, getFeTexts, listTexts } from './service.ts';

const tags = ['Localization'];
const security = [{ bearer: [] }];

export const registerLocalizationRoutes: ModuleRegistrar = (fastify, ctx, guards) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = guards.requireRole('Admin');

  app.get(
    '/api/admin/GetFeLocalizationTexts',
    {
      schema: {
        tags,
        summary: 'Texts of the web app by key',
        response: { 200: ZFeLocalizationTexts },
      },
    },
    async () => getFeTexts(ctx.db),
  );

  app.get(
    '/api/admin/GetLocalizationTexts',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'All localization texts, optionally filtered',
        querystring: ZLocalizationTextsQuery,
        response: { 200: z.array(ZLocalizationText) },
      },
    },
    async (request) => listTexts(ctx.db, request.query.filter),
  );

  app.post(
    '/api/admin/AddLocalizationText',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Add a localization text',
        body: ZAddLocalizationTextRequest,
        response: { 200: ZLocalizationText },
      },
    },
    async (request) => addText(ctx.db, ctx.clock, request.body),
  );

  app.post(
    '/api/admin/EditLocalizationText',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Change a text, its correction or whether the correction is shown',
        body: ZEditLocalizationTextRequest,
        response: { 200: ZLocalizationText },
      },
    },
    async (request) => editText(ctx.db, ctx.clock, request.body),
  );

  app.delete(
    '/api/admin/DeleteLocalizationText',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Delete a localization text',
        querystring: ZLocalizationTextKeyQuery,
        response: { 200: z.literal(true) },
      },
    },
    async (request) => {
      await deleteText(ctx.db, request.query.key);
      return true as const;
    },
  );

  app.get(
    '/api/admin/CheckLocalizationsIntegrity',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'English texts missing from the database, unused keys and blank texts',
        response: { 200: ZLocalizationIntegrityReport },
      },
    },
    async () => checkIntegrity(ctx.db),
  );
};
