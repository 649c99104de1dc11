/**
 * /api/tender downloads of issue 29: bid history, ranking and comparison as .xlsx or .csv, the
 * award letter as PDF, the tender's dates as an iCalendar file. Each is an attachment that no
 * shared cache keeps.
 */
import { z } from 'zod';
import { ZExportFormat } from '@tendermark/shared';
import { currentUser, type AuthUser } from '../../lib/auth.ts';
import { sendAttachment } from '../../lib/file-reply.ts';
import { routeTable, type RouteErrors } from '../../lib/route-table.ts';
import type { AppContext, ModuleRegistrar } from '../../context.ts';
import { pdfLocale } from '../overview/overview-pdf.ts';
import { zQueryId } from '../tenders/query-schemas.ts';
import { awardLetter, awardLetterFileName } from './award-letter.ts';
import { renderAwardLetterPdf } from './award-letter-pdf.ts';
import { bidHistoryExport, rankingExport, type NamedTable } from './bid-exports.ts';
import { ICS_CONTENT_TYPE, tenderCalendar } from './calendar.ts';
import { comparisonExport } from './comparison-export.ts';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE, writeTable } from './table-writer.ts';

const ZTableExportQuery = z.object({
  tenderId: zQueryId,
  format: ZExportFormat.default('xlsx').meta({
    description: 'xlsx (numbers and dates typed, currency formats) or csv (RFC 4180, UTF-8)',
  }),
});

const ZAwardLetterQuery = z.object({
  tenderId: zQueryId,
  supplierId: zQueryId.optional().meta({
    description: "The awarded supplier's entry (required for the owner; a supplier gets their own)",
  }),
});

const ZCalendarQuery = z.object({
  tenderId: zQueryId,
  token: z.string().max(200).optional().meta({
    description: 'The calendar link token of the invitation mail, instead of a bearer token',
  }),
});

const spreadsheet = {
  contentTypes: [XLSX_CONTENT_TYPE, CSV_CONTENT_TYPE.split(';')[0]],
  description: 'The table as an .xlsx workbook or an RFC 4180 .csv file (attachment)',
};
const NOT_FOUND = 'No such tender, or the caller is neither its owner nor a participant';

export const registerExportRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['exports'], guards, access: 'signedIn' });

  /** A spreadsheet export: the named table the service reads, written as the asked format. */
  const tableRoute = (
    path: string,
    description: string,
    errors: RouteErrors,
    read: (ctx: AppContext, user: AuthUser, tenderId: string) => Promise<NamedTable>,
  ) =>
    route.get(
      path,
      { description, querystring: ZTableExportQuery, file: spreadsheet, errors },
      async (request, reply) => {
        const named = await read(ctx, currentUser(request), request.query.tenderId);
        const file = await writeTable(named.table, request.query.format, ctx.clock.now());
        return sendAttachment(reply, { ...file, fileName: named.fileName(request.query.format) });
      },
    );

  tableRoute(
    '/api/tender/ExportBidHistory',
    'Every accepted bid of the tender (owner: all bidders, named; a participating supplier: their own bids only, once the auction is over)',
    { 404: NOT_FOUND, 409: 'Before the live auction (owner), or before its end (supplier)' },
    bidHistoryExport,
  );
  tableRoute(
    '/api/tender/ExportRanking',
    'Position, supplier, total and score of every offer (owner only)',
    { 403: 'A supplier asked', 404: NOT_FOUND, 409: 'Before the live auction' },
    rankingExport,
  );
  tableRoute(
    '/api/tender/ExportComparison',
    "Every participating supplier's final offer of an ended tender, one row each: position, total, savings, score, each item's price, each criterion's value and weighted score, must-have answers (owner only)",
    { 403: 'A supplier asked', 404: true, 409: 'The auction has not ended' },
    comparisonExport,
  );

  route.get(
    '/api/tender/GetAwardLetterPdf',
    {
      description:
        'The award letter of an awarded supplier as a PDF (owner: any awarded supplier; supplier: their own)',
      querystring: ZAwardLetterQuery,
      file: {
        contentTypes: ['application/pdf'],
        description: 'The award letter as a PDF document',
      },
      errors: {
        400: 'The owner did not name the supplier',
        404: 'No such tender or supplier, or nothing awarded to the supplier',
        409: 'The tender has not been awarded',
      },
    },
    async (request, reply) => {
      const letter = await awardLetter(
        ctx,
        currentUser(request),
        request.query.tenderId,
        request.query.supplierId,
      );
      const pdf = await renderAwardLetterPdf(letter, {
        locale: pdfLocale(request.headers['accept-language']),
      });
      return sendAttachment(reply, {
        body: pdf,
        contentType: 'application/pdf',
        fileName: awardLetterFileName(letter),
      });
    },
  );

  route.get(
    '/api/tender/GetTenderCalendar',
    {
      description:
        'The proposal deadline and the live auction as an iCalendar file (owner, invited and accepted suppliers, anyone for a public tender; or the calendar link of the invitation mail)',
      access: 'optional',
      querystring: ZCalendarQuery,
      file: { contentTypes: ['text/calendar'], description: 'An iCalendar (RFC 5545) file' },
      errors: {
        403: 'The caller was removed from or blocked in the tender',
        404: 'No such tender, not visible to the caller, or a wrong calendar token',
      },
    },
    async (request, reply) => {
      const calendar = await tenderCalendar(
        ctx,
        { user: request.authUser, token: request.query.token },
        request.query.tenderId,
      );
      return sendAttachment(reply, {
        body: calendar.body,
        contentType: ICS_CONTENT_TYPE,
        fileName: calendar.fileName,
      });
    },
  );
};
