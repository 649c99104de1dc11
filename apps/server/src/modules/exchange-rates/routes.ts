/** POST /api/admin/ImportExchangeRates: an admin loads ECB reference rates (the XML as the body). */
import { z } from 'zod';
import { ZExchangeRatesImportReply } from '@tendermark/shared';
import type { ModuleRegistrar } from '../../context.ts';
import { routeTable } from '../../lib/route-table.ts';
import { importEcbReferenceRates } from './service.ts';

const XML_BODY_LIMIT = 5 * 1024 * 1024;
const XML_TYPES = ['text/xml', 'application/xml'];

export const registerExchangeRateRoutes: ModuleRegistrar = async (app, ctx, guards) => {
  // An encapsulated scope, so that the XML body parser applies to this route only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      XML_TYPES,
      { parseAs: 'string', bodyLimit: XML_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const route = routeTable(scope, { tags: ['admin'], guards, access: { roles: ['Admin'] } });
    route.post(
      '/api/admin/ImportExchangeRates',
      {
        description:
          'Import ECB reference rates (the body, as text/xml or application/xml: eurofxref-daily.xml or a history file); 400 when the XML holds no rates',
        consumes: XML_TYPES,
        body: z.string().min(1).describe('The ECB reference rates XML (gesmes:Envelope)'),
        response: { 200: ZExchangeRatesImportReply },
        errors: { 413: 'The XML is larger than 5 MB' },
        bodyLimit: XML_BODY_LIMIT,
      },
      async (request) => importEcbReferenceRates(ctx.db, request.body),
    );
  });
};
