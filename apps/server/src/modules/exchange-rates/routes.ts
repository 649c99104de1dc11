/** POST /api/admin/ImportExchangeRates: an admin loads ECB reference rates (the XML as the body). */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZExchangeRatesImportReply } from '@tendermark/shared';
import type { ModuleRegistrar } from '../../context.ts';
import { importEcbReferenceRates } from './service.ts';

const XML_BODY_LIMIT = 5 * 1024 * 1024;

export const registerExchangeRateRoutes: ModuleRegistrar = async (app, ctx, guards) => {
  // An encapsulated scope, so that the XML body parser applies to this route only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['text/xml', 'application/xml'],
      { parseAs: 'string', bodyLimit: XML_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/admin/ImportExchangeRates',
      {
        preHandler: guards.requireRole('Admin'),
        bodyLimit: XML_BODY_LIMIT,
        schema: {
          tags: ['admin'],
          summary: 'Import ECB reference rates (body: eurofxref-daily.xml or a history file)',
          security: [{ bearer: [] }],
          body: z.string().min(1),
          response: { 200: ZExchangeRatesImportReply },
        },
      },
      async (request) => importEcbReferenceRates(ctx.db, request.body),
    );
  });
};
