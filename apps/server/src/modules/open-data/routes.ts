/**
 * The open data's public, read-only API (no sign-in): OCDS 1.1 release packages and record
 * packages of the public tenders, paged by date with a cursor, and the publication policy.
 */
import { z } from 'zod';
import type { ModuleRegistrar } from '../../context.ts';
import { routeTable } from '../../lib/route-table.ts';
import { decodeCursor } from './cursor.ts';
import {
  POLICY_PATH,
  RECORDS_PATH,
  RELEASES_PATH,
  publicationPolicy,
  recordPackage,
  recordsPackage,
  releasePackage,
} from './read-service.ts';
import { ZOcdsRecordPackage, ZOcdsReleasePackage } from './schemas.ts';

const CURSOR_REFUSED =
  'The cursor is not one this API gave: use links.next of a page as it is, or leave it out';

const zOcid = z.string().trim().min(1).max(300);

const zPage = (maxLimit: number) =>
  z.object({
    since: z.iso
      .datetime({ offset: true })
      .optional()
      .transform((text) => (text === undefined ? undefined : new Date(text)))
      .describe('Only what was published at or after this instant (ISO 8601)'),
    cursor: z
      .string()
      .optional()
      .transform((text, context) => {
        if (text === undefined) return undefined;
        const cursor = decodeCursor(text);
        if (cursor) return cursor;
        context.addIssue({ code: 'custom', message: CURSOR_REFUSED });
        return z.NEVER;
      })
      .describe('Where the page starts: from links.next of the page before'),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(maxLimit)
      .default(maxLimit)
      .describe(`Entries per page, 1 to ${maxLimit}`),
  });

export const registerOpenDataRoutes: ModuleRegistrar = (app, ctx) => {
  const route = routeTable(app, { tags: ['open data'], access: 'public' });

  route.get(
    RELEASES_PATH,
    {
      operationId: 'GetOcdsReleasePackage',
      description:
        'OCDS 1.1 release package of the public tenders, oldest first (links.next pages on); one contracting process with ocid',
      querystring: zPage(100).extend({
        ocid: zOcid.optional().describe('Only the releases of this contracting process'),
      }),
      response: { 200: ZOcdsReleasePackage },
    },
    async (request) => releasePackage(ctx, request.query),
  );

  route.get(
    RECORDS_PATH,
    {
      operationId: 'GetOcdsRecordPackages',
      description:
        'OCDS 1.1 record package: one record per contracting process, in the order of its latest release (links.next pages on)',
      querystring: zPage(50),
      response: { 200: ZOcdsRecordPackage },
    },
    async (request) => recordsPackage(ctx, request.query),
  );

  route.get(
    `${RECORDS_PATH}/:ocid`,
    {
      operationId: 'GetOcdsRecordPackage',
      description: 'OCDS 1.1 record package of one contracting process (404 when unknown)',
      params: z.object({ ocid: zOcid }),
      response: { 200: ZOcdsRecordPackage },
      errors: { 404: true },
    },
    async (request) => recordPackage(ctx, request.params.ocid),
  );

  route.get(
    POLICY_PATH,
    {
      operationId: 'GetOcdsPublicationPolicy',
      description: 'What the open data publishes, when, and under which licence (Markdown)',
      file: { contentTypes: ['text/markdown'], description: 'The publication policy' },
    },
    async (_request, reply) =>
      reply.type('text/markdown; charset=utf-8').send(publicationPolicy(ctx)),
  );
};
