/**
 * A supplier's attachments to their offer (UploadAttachmentFromBidder, DeleteBidderAttachment),
 * stored through the files module with its allow-list. Only the supplier and the owner read them.
 */
import { eq } from 'drizzle-orm';
import {
  Messages,
  OfferAttachmentQuota,
  canEditOffer,
  isProposalPhase,
  type TAttachment,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { assertFits, quotaUsage, roomLeft, type QuotaRules } from '../files/quota.ts';
import type { StagedUpload, UploadRoom } from '../files/receive-uploads.ts';
import { FileKind, deleteFileRows, insertFileRows, removeContents } from '../files/service.ts';
import { fileStorageFor } from '../files/storage.ts';
import { isUuid } from '../../lib/ids.ts';
import { stagedRows } from '../tenders/attachments-service.ts';
import { lockOwnParticipation } from './entries.ts';

/** One supplier's attachments to their offer on one tender (UploadLimits). */
const OFFER_ATTACHMENTS: QuotaRules = {
  ...OfferAttachmentQuota,
  tooManyMessage: Messages.tooManyBidderAttachments,
  tooLargeMessage: Messages.offerAttachmentsTooLarge,
};

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

const offerScope = (tenderId: string, supplierId: string) => ({
  tenderId,
  kind: FileKind.BIDDER_ATTACHMENT,
  uploaderId: supplierId,
});

/**
 * Before UploadAttachmentFromBidder reads a file: the caller may change their offer, and the room
 * its attachments have left (refused at once when there is none). uploadBidderAttachments checks
 * again under the lock.
 */
export async function offerAttachmentRoom(
  ctx: AppContext,
  supplierId: string,
  tenderId: string,
): Promise<UploadRoom> {
  const usage = await ctx.db.transaction(async (tx) => {
    const tender = await lockOfferOf(tx, tenderId, supplierId);
    return quotaUsage(tx, offerScope(tender.id, supplierId));
  });
  return roomLeft(OFFER_ATTACHMENTS, usage);
}

/**
 * POST UploadAttachmentFromBidder: documents and images of the allow-list, within the offer's
 * quota, checked with the tender and the entry locked so concurrent uploads never exceed it.
 */
export async function uploadBidderAttachments(
  ctx: AppContext,
  supplier: Supplier,
  tenderId: string,
  uploads: readonly StagedUpload[],
): Promise<TAttachment[]> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    const tender = await lockOfferOf(tx, tenderId, supplier.id);
    assertFits(
      OFFER_ATTACHMENTS,
      await quotaUsage(tx, offerScope(tender.id, supplier.id)),
      uploads,
    );
    const rows = await insertFileRows(
      tx,
      stagedRows(uploads, {
        tenderId: tender.id,
        uploaderId: supplier.id,
        kind: FileKind.BIDDER_ATTACHMENT,
      }),
      now,
    );
    const attachments = rows.map(({ id, name, size, contentType }) => ({
      id,
      name,
      size,
      contentType,
    }));
    events.record({
      type: 'offerAttachmentsAdded',
      tenderId: tender.id,
      userName: supplier.userName,
      attachments: attachments.map(({ id, name }) => ({ id, name })),
    });
    return attachments;
  });
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
  const keys = await inTransaction(ctx, async (tx, events) => {
    await lockOfferOf(tx, tenderId, supplier.id);
    const removed = await deleteFileRows(tx, [file.id]);
    events.record({
      type: 'offerAttachmentRemoved',
      tenderId,
      userName: supplier.userName,
      attachmentId: file.id,
    });
    return removed;
  });
  // The stored contents go once no row names them any more.
  await removeContents(fileStorageFor(ctx.config), keys);
}
