/** /api/tender calls for attachments and the main picture (multipart uploads, blob downloads). */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Messages, ZMainPictureReply, ZUploadReply } from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ModuleRegistrar } from '../index.ts';
import {
  MAX_ATTACHMENT_BYTES,
  addAttachments,
  loadFileForViewer,
  removeAttachment,
  replaceMainPicture,
} from './attachments-service.ts';
import { fieldOf, readMultipartForm, type MultipartForm } from './multipart-uploads.ts';
import { bearer, zQueryId, ZTenderIdQuery } from './query-schemas.ts';

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
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tender'];
  const multipartNote = 'multipart/form-data: field tenderId and file(s), 10 MB each';

  routes.post(
    '/api/tender/UploadAttachment',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: `Upload attachments to a draft (${multipartNote}; documents and images)`,
        querystring: ZUploadQuery,
        response: { 200: ZUploadReply },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, { maxFileBytes: MAX_ATTACHMENT_BYTES });
      const tenderId = tenderIdOf(form, request.query);
      return addAttachments(ctx, currentUser(request).id, tenderId, form.uploads);
    },
  );

  routes.post(
    '/api/tender/UploadMainPicture',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: `Set the main picture of a draft (${multipartNote}; one image)`,
        querystring: ZUploadQuery,
        response: { 200: ZMainPictureReply },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, { maxFileBytes: MAX_ATTACHMENT_BYTES });
      const tenderId = tenderIdOf(form, request.query);
      if (form.uploads.length !== 1) throw badRequest(Messages.required, 'validation_error');
      return replaceMainPicture(ctx, currentUser(request).id, tenderId, form.uploads[0]);
    },
  );

  routes.delete(
    '/api/tender/DeleteMainPicture',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Remove the main picture of a draft',
        querystring: ZTenderIdQuery,
        response: { 200: ZMainPictureReply },
      },
    },
    async (request) =>
      replaceMainPicture(ctx, currentUser(request).id, request.query.tenderId, undefined),
  );

  routes.get(
    '/api/tender/GetFileById',
    {
      preHandler: guards.identify,
      schema: {
        tags,
        security: bearer,
        summary: 'Download an attachment or picture (public tenders: also without login)',
        querystring: z.object({ attachmentId: zQueryId }),
      },
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

  routes.delete(
    '/api/tender/DeleteAttachmentById',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Remove an attachment from a draft',
        querystring: z.object({ attachmentId: zQueryId }),
        response: { 200: z.literal(true) },
      },
    },
    async (request) => {
      await removeAttachment(ctx, currentUser(request).id, request.query.attachmentId);
      return true as const;
    },
  );
};
