/** /api/tender calls of the auction overview (spec §2 /auction-overview): JSON, list and PDF. */
import { z } from 'zod';
import {
  ZAuctionOverview,
  ZAuctionOverviewsPage,
  ZAuctionOverviewsQuery,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { sendAttachment } from '../../lib/file-reply.ts';
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { zQueryId } from '../tenders/query-schemas.ts';
import { listAuctionOverviews } from './list-service.ts';
import { overviewFileName, pdfLocale, renderOverviewPdf } from './overview-pdf.ts';
import { auctionOverview } from './overview-service.ts';

const ZOverviewIdQuery = z.object({ id: zQueryId });

export const registerOverviewRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['auction overview'], guards, access: 'signedIn' });

  route.get(
    '/api/tender/GetAuctionOverview',
    {
      description:
        'The result of an ended or canceled tender: owner, or a participating supplier (others anonymised); 409 before the end',
      querystring: ZOverviewIdQuery,
      response: { 200: ZAuctionOverview },
      errors: { 404: true, 409: 'The auction has not ended yet' },
    },
    async (request) => auctionOverview(ctx, currentUser(request), request.query.id),
  );

  route.get(
    '/api/tender/GetMyAuctionOverviews',
    {
      description: "The caller's ended and canceled tenders, as owner or participating supplier",
      querystring: ZAuctionOverviewsQuery,
      response: { 200: ZAuctionOverviewsPage },
    },
    async (request) => listAuctionOverviews(ctx, currentUser(request).id, request.query),
  );

  route.get(
    '/api/tender/ExportAuctionOverviewPdf',
    {
      description: 'The auction overview as a PDF document (same visibility as GetAuctionOverview)',
      querystring: ZOverviewIdQuery,
      file: { contentTypes: ['application/pdf'], description: 'The overview as a PDF document' },
      errors: { 404: true, 409: 'The auction has not ended yet' },
    },
    async (request, reply) => {
      const overview = await auctionOverview(ctx, currentUser(request), request.query.id);
      const pdf = await renderOverviewPdf(overview, {
        locale: pdfLocale(request.headers['accept-language']),
      });
      return sendAttachment(reply, {
        body: pdf,
        contentType: 'application/pdf',
        fileName: overviewFileName(overview),
      });
    },
  );
};
