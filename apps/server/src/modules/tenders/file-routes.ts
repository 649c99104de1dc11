/** /api/tender calls for attachments and the main picture (multipart uploads, blob downloads). */
import { z } from 'zod';
import { Messages, ZMainPictureReply, ZUploadReply } from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { badRequest } from '../../lib/errors.ts';
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../index.ts';
import {
  MAX_ATTACHMENT_BYTES,
  addAttachments,
  loadFileForViewer,
  removeAttachment,
  replaceMainPicture,
} from './attachments-service.ts';
import { fieldOf, readMultipartForm, type MultipartForm } from './multipart-uploads.ts';
import { zQueryId, ZTenderIdQuery } from './query-schemas.ts';

const ZUploadQuery = z.object({ tenderId: zQueryId.optional() });

/** tenderId from the form (spec: a multipart field), or from the query. */
function tenderIdOf(form: MultipartForm, query: { tenderId?: string }): string {
  const tenderId = fieldOf(form, 'tenderId')?.trim() || query.tenderId;
  if (!tenderId) throw badRequest(`tenderId: ${Messages.required}`, 'validation_error');
  return tenderId;
}

/** inline for images, attachment otherwise; an ASCII fallback name plus the UTF-8 name (RFC 6266). */
function contentDisposition(name: string, contentType: string): string {
  const kind = contentType.startsWith('image/') ? 'inline' : 'attachment';
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const registerTenderFileRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['tender'], guard: guards.authenticate });
  const publicRoute = routeTable(app, { tags: ['tender'], guard: guards.identify });
  const multipartNote = 'multipart/form-data: field tenderId and file(s), 10 MB each';

  route.post(
    '/api/tender/UploadAttachment',
    {
      summary: `Upload attachments to a draft (${multipartNote}; documents and images)`,
      querystring: ZUploadQuery,
      response: { 200: ZUploadReply },
    },
    async (request) => {
      const form = await readMultipartForm(request, { maxFileBytes: MAX_ATTACHMENT_BYTES });
      const tenderId = tenderIdOf(form, request.query);
      return addAttachments(ctx, currentUser(request).id, tenderId, form.uploads);
    },
  );

  route.post(
    '/api/tender/UploadMainPicture',
    {
      summary: `Set the main picture of a draft (${multipartNote}; one image)`,
      querystring: ZUploadQuery,
      response: { 200: ZMainPictureReply },
    },
    async (request) => {
      const form = await readMultipartForm(request, { maxFileBytes: MAX_ATTACHMENT_BYTES });
      const tenderId = tenderIdOf(form, request.query);
      if (form.uploads.length !== 1) throw badRequest(Messages.required, 'validation_error');
      return replaceMainPicture(ctx, currentUser(request).id, tenderId, form.uploads[0]);
    },
  );

  route.delete(
    '/api/tender/DeleteMainPicture',
    {
      summary: 'Remove the main picture of a draft',
      querystring: ZTenderIdQuery,
      response: { 200: ZMainPictureReply },
    },
    async (request) =>
      replaceMainPicture(ctx, currentUser(request).id, request.query.tenderId, undefined),
  );

  publicRoute.get(
    '/api/tender/GetFileById',
    {
      summary: 'Download an attachment or picture (public tenders: also without login)',
      querystring: z.object({ attachmentId: zQueryId }),
    },
    async (request, reply) => {
      const { file, content } = await loadFileForViewer(
        ctx,
        request.query.attachmentId,
        request.authUser?.id,
      );
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', contentDisposition(file.name, file.contentType))
        .header('Cache-Control', 'private, max-age=0, must-revalidate')
        .send(content);
    },
  );

  route.delete(
    '/api/tender/DeleteAttachmentById',
    {
      summary: 'Remove an attachment from a draft',
      querystring: z.object({ attachmentId: zQueryId }),
      response: { 200: z.literal(true) },
    },
    async (request) => {
      await removeAttachment(ctx, currentUser(request).id, request.query.attachmentId);
      return true as const;
    },
  );
};
