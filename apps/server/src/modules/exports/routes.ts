/**
 * /api/tender downloads of issue 29: bid history, ranking and comparison as .xlsx or .csv, the
 * award letter as PDF, the tender's dates as an iCalendar file. Each is an attachment that no
 * shared cache keeps.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ZExportFormat, type TExportFormat } from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { sendAttachment } from '../../lib/file-reply.ts';
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
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

  const sendTable = async (reply: FastifyReply, named: NamedTable, format: TExportFormat) => {
    const file = await writeTable(named.table, format, ctx.clock.now());
    return sendAttachment(reply, { ...file, fileName: named.fileName(format) });
  };

  route.get(
    '/api/tender/ExportBidHistory',
    {
      description:
        'Every accepted bid of the tender (owner: all bidders, named; a participating supplier: their own bids only, once the auction is over)',
      querystring: ZTableExportQuery,
      file: spreadsheet,
      errors: {
        404: NOT_FOUND,
        409: 'Before the live auction (owner), or before its end (supplier)',
      },
    },
    async (request, reply) =>
      sendTable(
        reply,
        await bidHistoryExport(ctx, currentUser(request), request.query.tenderId),
        request.query.format,
      ),
  );

  route.get(
    '/api/tender/ExportRanking',
    {
      description: 'Position, supplier, total and score of every offer (owner only)',
      querystring: ZTableExportQuery,
      file: spreadsheet,
      errors: { 403: 'A supplier asked', 404: NOT_FOUND, 409: 'Before the live auction' },
    },
    async (request, reply) =>
      sendTable(
        reply,
        await rankingExport(ctx, currentUser(request), request.query.tenderId),
        request.query.format,
      ),
  );

  route.get(
    '/api/tender/ExportComparison',
    {
      description:
        "Every participating supplier's final offer of an ended tender, one row each: position, total, savings, score, each item's price, each criterion's value and weighted score, must-have answers (owner only)",
      querystring: ZTableExportQuery,
      file: spreadsheet,
      errors: { 403: 'A supplier asked', 404: true, 409: 'The auction has not ended' },
    },
    async (request, reply) =>
      sendTable(
        reply,
        await comparisonExport(ctx, currentUser(request), request.query.tenderId),
        request.query.format,
      ),
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
