/** /api/tender calls for attachments and the main picture (multipart uploads, blob downloads). */
import { z } from 'zod';
import { UploadLimits, ZMainPictureReply, ZUploadReply, megabytes } from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { routeTable, ZUploadForm } from '../../lib/route-table.ts';
import { UPLOAD_LIMITS_NOTE, acceptUploads, tenderIdOf } from '../files/receive-uploads.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { withUploads } from '../files/upload-scope.ts';
import {
  addAttachments,
  attachmentRoom,
  loadFileForViewer,
  mainPictureRoom,
  removeAttachment,
  replaceMainPicture,
} from './attachments-service.ts';
import { zQueryId, ZTenderIdQuery } from './query-schemas.ts';

const ZUploadQuery = z.object({ tenderId: zQueryId.optional() });

/** inline for images, attachment otherwise; an ASCII fallback name plus the UTF-8 name (RFC 6266). */
function contentDisposition(name: string, contentType: string): string {
  const kind = contentType.startsWith('image/') ? 'inline' : 'attachment';
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const registerTenderFileRoutes: ModuleRegistrar = async (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['tender'], guards, access: 'signedIn' });
  const publicRoute = routeTable(app, { tags: ['tender'], guards, access: 'optional' });
  const multipartNote = `multipart/form-data: field tenderId, then the file(s); ${UPLOAD_LIMITS_NOTE}`;

  // Uploads in a context of their own that reads multipart bodies (upload-scope.ts).
  await withUploads(app, (scope) => {
    const uploadRoute = routeTable(scope, { tags: ['tender'], guards, access: 'signedIn' });
    uploadRoute.post(
      '/api/tender/UploadAttachment',
      {
        description:
          `Upload attachments to a draft (${multipartNote}; documents and images; ` +
          `at most ${UploadLimits.tenderAttachments} files and ` +
          `${megabytes(UploadLimits.tenderAttachmentBytes)} per tender)`,
        querystring: ZUploadQuery,
        upload: ZUploadForm,
        response: { 200: ZUploadReply },
        errors: { 403: true, 404: true, 409: true, 413: true, 429: true },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        return acceptUploads(request, reply, ctx.config, userId, {
          imagesOnly: false,
          roomFor: (fields) => attachmentRoom(ctx, userId, tenderIdOf(fields, request.query)),
          commit: ({ fields, uploads }) =>
            addAttachments(ctx, userId, tenderIdOf(fields, request.query), uploads),
        });
      },
    );

    uploadRoute.post(
      '/api/tender/UploadMainPicture',
      {
        description: `Set the main picture of a draft (${multipartNote}; one image)`,
        querystring: ZUploadQuery,
        upload: ZUploadForm,
        response: { 200: ZMainPictureReply },
        errors: { 403: true, 404: true, 409: true, 413: true, 429: true },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        return acceptUploads(request, reply, ctx.config, userId, {
          imagesOnly: true,
          roomFor: (fields) => mainPictureRoom(ctx, userId, tenderIdOf(fields, request.query)),
          commit: ({ fields, uploads }) =>
            replaceMainPicture(ctx, userId, tenderIdOf(fields, request.query), uploads[0]),
        });
      },
    );
  });

  route.delete(
    '/api/tender/DeleteMainPicture',
    {
      description: 'Remove the main picture of a draft',
      querystring: ZTenderIdQuery,
      response: { 200: ZMainPictureReply },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) =>
      replaceMainPicture(ctx, currentUser(request).id, request.query.tenderId, undefined),
  );

  publicRoute.get(
    '/api/tender/GetFileById',
    {
      description: 'Download an attachment or picture (public tenders: also without login)',
      querystring: z.object({ attachmentId: zQueryId }),
      file: { contentTypes: ['*/*'], description: 'The file, in its own content type' },
      errors: { 403: true, 404: true },
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
        .header('Content-Length', file.size)
        .send(content);
    },
  );

  route.delete(
    '/api/tender/DeleteAttachmentById',
    {
      description: 'Remove an attachment from a draft',
      querystring: z.object({ attachmentId: zQueryId }),
      response: { 200: z.literal(true) },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) => {
      await removeAttachment(ctx, currentUser(request).id, request.query.attachmentId);
      return true as const;
    },
  );
};
