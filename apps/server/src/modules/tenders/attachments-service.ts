/** A tender's attachments and main picture: upload, removal and reading, with access decided in one place. */
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { Messages, TenderAttachmentQuota, fileUrl, type TAttachment } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { files, tenders } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { assertFits, quotaUsage, roomLeft, type QuotaRules } from '../files/quota.ts';
import type { StagedUpload, UploadRoom } from '../files/receive-uploads.ts';
import {
  FileKind,
  deleteFileRows,
  insertFileRows,
  removeContents,
  type FileRow,
} from '../files/service.ts';
import { fileStorageFor } from '../files/storage.ts';
import {
  assertEditable,
  loadTenderForOwner,
  loadTenderForViewer,
  mayReadTenderAttachments,
} from './access.ts';
import { AuditAction, recordChange } from './change-log.ts';
import { isUuid } from '../../lib/ids.ts';

/** A tender's own attachments (UploadLimits); the main picture is not one of them. */
const TENDER_ATTACHMENTS: QuotaRules = {
  ...TenderAttachmentQuota,
  tooManyMessage: Messages.tooManyTenderAttachments,
  tooLargeMessage: Messages.tenderAttachmentsTooLarge,
};

const toAttachment = (file: FileRow): TAttachment => ({
  id: file.id,
  name: file.name,
  size: file.size,
  contentType: file.contentType,
});

/** Rows of staged uploads of one kind, by one uploader, on one tender. */
export const stagedRows = (
  uploads: readonly StagedUpload[],
  owner: { tenderId: string; uploaderId: string; kind: (typeof FileKind)[keyof typeof FileKind] },
) =>
  uploads.map((upload) => ({
    ...owner,
    name: upload.fileName,
    contentType: upload.type.contentType,
    size: upload.size,
    storageKey: upload.storageKey,
  }));

/**
 * Before UploadAttachment reads a file: the owner's draft and the room its attachments have left
 * (refused at once when there is none). Not locked: addAttachments checks again under the lock.
 */
export async function attachmentRoom(
  ctx: AppContext,
  userId: string,
  tenderId: string,
): Promise<UploadRoom> {
  const tender = await loadTenderForOwner(ctx.db, tenderId, userId);
  assertEditable(tender);
  const usage = await quotaUsage(ctx.db, { tenderId: tender.id, kind: FileKind.ATTACHMENT });
  return roomLeft(TENDER_ATTACHMENTS, usage);
}

/**
 * POST UploadAttachment: owner only, in NEW. The quota is checked with the tender row locked, so
 * concurrent uploads to one tender never exceed it together.
 */
export async function addAttachments(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  uploads: readonly StagedUpload[],
): Promise<TAttachment[]> {
  const now = ctx.clock.now();
  const stored = await ctx.db.transaction(async (tx) => {
    const tender = await loadTenderForOwner(tx, tenderId, userId, { forUpdate: true });
    assertEditable(tender);
    const usage = await quotaUsage(tx, { tenderId: tender.id, kind: FileKind.ATTACHMENT });
    assertFits(TENDER_ATTACHMENTS, usage, uploads);
    const rows = await insertFileRows(
      tx,
      stagedRows(uploads, { tenderId: tender.id, uploaderId: userId, kind: FileKind.ATTACHMENT }),
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

/** Before UploadMainPicture reads its file: the owner's draft; room for one image. */
export async function mainPictureRoom(
  ctx: AppContext,
  userId: string,
  tenderId: string,
): Promise<UploadRoom> {
  assertEditable(await loadTenderForOwner(ctx.db, tenderId, userId));
  const onlyOne = () => badRequest('Send one image', 'validation_error');
  return { files: 1, bytes: Infinity, tooManyFiles: onlyOne, tooManyBytes: onlyOne };
}

/**
 * POST UploadMainPicture (one image) and DELETE DeleteMainPicture (upload = undefined):
 * owner only, in NEW. The previous picture is removed.
 */
export async function replaceMainPicture(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  upload: StagedUpload | undefined,
): Promise<{ mainPictureUrl: string | null }> {
  const now = ctx.clock.now();
  const storage = fileStorageFor(ctx.config);
  const { pictureId, oldKeys } = await ctx.db.transaction(async (tx) => {
    const tender = await loadTenderForOwner(tx, tenderId, userId, { forUpdate: true });
    assertEditable(tender);
    const [picture] = upload
      ? await insertFileRows(
          tx,
          stagedRows([upload], {
            tenderId: tender.id,
            uploaderId: userId,
            kind: FileKind.MAIN_PICTURE,
          }),
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
): Promise<{ file: FileRow; content: Readable }> {
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
  const content = await fileStorageFor(ctx.config).openRead(file.storageKey);
  if (!content) throw notFound();
  return { file, content };
}
