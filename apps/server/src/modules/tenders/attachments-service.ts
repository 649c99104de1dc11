/** A tender's attachments and main picture: upload, removal and reading, with access decided in one place. */
import { eq } from 'drizzle-orm';
import { Messages, fileUrl, type TAttachment } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { files, tenders } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { identifyUpload } from '../files/file-types.ts';
import {
  FileKind,
  deleteFileRows,
  removeContents,
  storeFiles,
  type FileRow,
} from '../files/service.ts';
import { fileStorageFor } from '../files/storage.ts';
import {
  assertEditable,
  isUuid,
  loadTenderForOwner,
  loadTenderForViewer,
  mayReadTenderAttachments,
} from './access.ts';
import { AuditAction, recordChange } from './change-log.ts';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export type Upload = { fileName: string; declaredType: string; data: Buffer };

const unsupported = () => badRequest(Messages.unsupportedFileType, 'unsupported_file_type');

/** Every upload must be an allowed type; images only where `imagesOnly`. */
export function typesOf(uploads: readonly Upload[], { imagesOnly }: { imagesOnly: boolean }) {
  if (uploads.length === 0) throw badRequest(Messages.required, 'validation_error');
  return uploads.map((upload) => {
    const type = identifyUpload(upload.fileName, upload.declaredType, upload.data);
    if (!type || (imagesOnly && !type.isImage)) throw unsupported();
    return { upload, type };
  });
}

const toAttachment = (file: FileRow): TAttachment => ({
  id: file.id,
  name: file.name,
  size: file.size,
  contentType: file.contentType,
});

/** POST UploadAttachment: owner only, in NEW. */
export async function addAttachments(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  uploads: readonly Upload[],
): Promise<TAttachment[]> {
  const now = ctx.clock.now();
  const stored = await ctx.db.transaction(async (tx) => {
    const tender = await loadTenderForOwner(tx, tenderId, userId, { forUpdate: true });
    assertEditable(tender);
    const typed = typesOf(uploads, { imagesOnly: false });
    const rows = await storeFiles(
      tx,
      fileStorageFor(ctx.config),
      typed.map(({ upload, type }) => ({
        tenderId: tender.id,
        uploaderId: userId,
        kind: FileKind.ATTACHMENT,
        name: upload.fileName,
        contentType: type.contentType,
        data: upload.data,
      })),
      now,
    );
    await recordChange(tx, {
      tenderId: tender.id,
      userId,
      action: AuditAction.ATTACHMENT_ADDED,
      changes: { names: rows.map((row) => row.name) },
      at: now,
    });
    return rows;
  });
  return stored.map(toAttachment);
}

/** DELETE DeleteAttachmentById: owner only, in NEW. */
export async function removeAttachment(
  ctx: AppContext,
  userId: string,
  attachmentId: string,
): Promise<void> {
  const now = ctx.clock.now();
  const keys = await ctx.db.transaction(async (tx) => {
    const [file] = isUuid(attachmentId)
      ? await tx.select().from(files).where(eq(files.id, attachmentId))
      : [];
    if (!file?.tenderId || file.kind !== FileKind.ATTACHMENT)
      throw notFound(Messages.attachmentCannotBeRemoved);
    const tender = await loadTenderForOwner(tx, file.tenderId, userId, { forUpdate: true });
    assertEditable(tender, Messages.attachmentCannotBeRemoved);
    const removed = await deleteFileRows(tx, [file.id]);
    await recordChange(tx, {
      tenderId: tender.id,
      userId,
      action: AuditAction.ATTACHMENT_REMOVED,
      changes: { names: [file.name] },
      at: now,
    });
    return removed;
  });
  await removeContents(fileStorageFor(ctx.config), keys);
}

/**
 * POST UploadMainPicture (one image) and DELETE DeleteMainPicture (upload = undefined):
 * owner only, in NEW. The previous picture is removed.
 */
export async function replaceMainPicture(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  upload: Upload | undefined,
): Promise<{ mainPictureUrl: string | null }> {
  const now = ctx.clock.now();
  const storage = fileStorageFor(ctx.config);
  const { pictureId, oldKeys } = await ctx.db.transaction(async (tx) => {
    const tender = await loadTenderForOwner(tx, tenderId, userId, { forUpdate: true });
    assertEditable(tender);
    const [typed] = upload ? typesOf([upload], { imagesOnly: true }) : [];
    const [picture] = typed
      ? await storeFiles(
          tx,
          storage,
          [
            {
              tenderId: tender.id,
              uploaderId: userId,
              kind: FileKind.MAIN_PICTURE,
              name: typed.upload.fileName,
              contentType: typed.type.contentType,
              data: typed.upload.data,
            },
          ],
          now,
        )
      : [];
    await tx
      .update(tenders)
      .set({ mainPictureFileId: picture?.id ?? null, updatedAt: now })
      .where(eq(tenders.id, tender.id));
    const removed = tender.mainPictureFileId
      ? await deleteFileRows(tx, [tender.mainPictureFileId])
      : [];
    if (picture || removed.length > 0)
      await recordChange(tx, {
        tenderId: tender.id,
        userId,
        action: picture ? AuditAction.MAIN_PICTURE_SET : AuditAction.MAIN_PICTURE_REMOVED,
        changes: picture ? { name: picture.name } : {},
        at: now,
      });
    return { pictureId: picture?.id, oldKeys: removed };
  });
  await removeContents(storage, oldKeys);
  return { mainPictureUrl: pictureId ? fileUrl(pictureId) : null };
}

/**
 * The file and its content if the viewer may read it: main pictures follow the tender's
 * visibility (public tenders even without login); attachments also need `mayReadTenderAttachments`
 * (invited or accepted on a private tender); a bidder's attachment is for its uploader and the
 * tender owner only.
 */
export async function loadFileForViewer(
  ctx: AppContext,
  fileId: string,
  viewerId: string | undefined,
): Promise<{ file: FileRow; content: Buffer }> {
  const [file] = isUuid(fileId)
    ? await ctx.db.select().from(files).where(eq(files.id, fileId))
    : [];
  if (!file?.tenderId) throw notFound();
  const { tender, relation, supplierStatus } = await loadTenderForViewer(
    ctx.db,
    file.tenderId,
    viewerId,
  );
  const mayRead =
    file.kind === FileKind.BIDDER_ATTACHMENT
      ? viewerId === tender.ownerId || viewerId === file.uploaderId
      : file.kind !== FileKind.ATTACHMENT ||
        mayReadTenderAttachments(tender, relation, supplierStatus);
  if (!mayRead) throw notFound();
  const content = await fileStorageFor(ctx.config).read(file.storageKey);
  if (!content) throw notFound();
  return { file, content };
}
