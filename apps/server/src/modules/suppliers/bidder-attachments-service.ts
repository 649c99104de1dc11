/**
 * A supplier's attachments to their offer (UploadAttachmentFromBidder, DeleteBidderAttachment),
 * stored through the files module with its allow-list. Only the supplier and the owner read them.
 */
import { and, count, eq } from 'drizzle-orm';
import { Messages, canEditOffer, isProposalPhase, type TAttachment } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../account/access-tokens.ts';
import { FileKind, deleteFileRows, removeContents, storeFiles } from '../files/service.ts';
import { fileStorageFor } from '../files/storage.ts';
import { isUuid } from '../tenders/access.ts';
import { typesOf, type Upload } from '../tenders/attachments-service.ts';
import { lockOwnParticipation } from './entries.ts';

export const MAX_BIDDER_ATTACHMENTS = 20;

type Supplier = Pick<AuthUser, 'id' | 'userName'>;

/** The tender (locked) when the caller may still change their offer's attachments. */
async function lockOfferOf(tx: DbExecutor, tenderId: string, supplierId: string) {
  const { tender, entry } = await lockOwnParticipation(tx, tenderId, supplierId);
  if (!entry || !canEditOffer(entry.status))
    throw conflict(Messages.notParticipant, 'not_participant');
  if (!isProposalPhase(tender.status))
    throw conflict(Messages.proposalPhaseOver, 'invalid_tender_status');
  return tender;
}

async function countAttachments(db: DbExecutor, tenderId: string, supplierId: string) {
  const [{ stored }] = await db
    .select({ stored: count() })
    .from(files)
    .where(
      and(
        eq(files.tenderId, tenderId),
        eq(files.uploaderId, supplierId),
        eq(files.kind, FileKind.BIDDER_ATTACHMENT),
      ),
    );
  return stored;
}

/** POST UploadAttachmentFromBidder: documents and images of the allow-list, at most 20 per offer. */
export async function uploadBidderAttachments(
  ctx: AppContext,
  supplier: Supplier,
  tenderId: string,
  uploads: readonly Upload[],
): Promise<TAttachment[]> {
  const typed = typesOf(uploads, { imagesOnly: false });
  const now = ctx.clock.now();
  const stored = await ctx.db.transaction(async (tx) => {
    const tender = await lockOfferOf(tx, tenderId, supplier.id);
    const existing = await countAttachments(tx, tender.id, supplier.id);
    if (existing + typed.length > MAX_BIDDER_ATTACHMENTS)
      throw conflict(Messages.tooManyBidderAttachments, 'too_many_attachments');
    const rows = await storeFiles(
      tx,
      fileStorageFor(ctx.config),
      typed.map(({ upload, type }) => ({
        tenderId: tender.id,
        uploaderId: supplier.id,
        kind: FileKind.BIDDER_ATTACHMENT,
        name: upload.fileName,
        contentType: type.contentType,
        data: upload.data,
      })),
      now,
    );
    return { tender, rows };
  });
  const attachments = stored.rows.map(({ id, name, size, contentType }) => ({
    id,
    name,
    size,
    contentType,
  }));
  const payload = {
    tenderId: stored.tender.id,
    userName: supplier.userName,
    attachments: attachments.map(({ id, name }) => ({ id, name })),
  };
  ctx.realtime.publisher.toTenderOwner(stored.tender.id, 'addBiddersAttachments', payload);
  return attachments;
}

/** DeleteBidderAttachment?attachmentId: the uploader removes one of their offer's attachments. */
export async function deleteBidderAttachment(
  ctx: AppContext,
  supplier: Supplier,
  attachmentId: string,
): Promise<void> {
  const [file] = isUuid(attachmentId)
    ? await ctx.db.select().from(files).where(eq(files.id, attachmentId))
    : [];
  const isOwn =
    file?.tenderId && file.kind === FileKind.BIDDER_ATTACHMENT && file.uploaderId === supplier.id;
  if (!file?.tenderId || !isOwn) throw notFound(Messages.attachmentCannotBeRemoved);
  const tenderId = file.tenderId;
  const keys = await ctx.db.transaction(async (tx) => {
    await lockOfferOf(tx, tenderId, supplier.id);
    return deleteFileRows(tx, [file.id]);
  });
  await removeContents(fileStorageFor(ctx.config), keys);
  ctx.realtime.publisher.toTenderOwner(tenderId, 'removeBiddersAttachment', {
    tenderId,
    userName: supplier.userName,
    attachmentId: file.id,
  });
}
