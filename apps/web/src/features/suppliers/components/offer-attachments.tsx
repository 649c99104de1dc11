// The supplier's own offer attachments: drop or pick files (progress, cancel, the spec's failure
// toasts), download and remove.
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { OfferAttachmentQuota, type TSupplierEntry } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { AttachmentList } from '@/components/attachment-list.tsx';
import { FileDropzone } from '@/components/file-dropzone.tsx';
import { UploadLimitsText, hasUploadRoom } from '@/components/upload-limits-text.tsx';
import { UploadProgressList } from '@/components/upload-progress-list.tsx';
import { tenderKeys } from '@/lib/tender-query-keys.ts';
import { useFileUploads } from '@/lib/use-file-uploads.ts';
import { notifyError } from '@/lib/notify.ts';
import { uploadBidderAttachment, useDeleteBidderAttachment } from '../api/bidder-attachments.ts';
import { ProposalPart } from './proposal-part.tsx';

type OfferAttachmentsProps = { tenderId: string; entry: TSupplierEntry; canEdit: boolean };

export function OfferAttachments({ tenderId, entry, canEdit }: OfferAttachmentsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useDeleteBidderAttachment(tenderId);
  const { uploads, start, reject, cancel } = useFileUploads(
    (input) => uploadBidderAttachment({ tenderId, ...input }),
    () => void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tenderId) }),
  );

  return (
    <ProposalPart title={t('supplier.attachments.title')} hint={t('supplier.attachments.hint')}>
      <Stack gap="sm">
        {canEdit ? (
          <Stack gap={6}>
            <FileDropzone
              pickLabel={t('supplier.attachments.pick')}
              text={t('supplier.attachments.drop')}
              hint={t('supplier.attachments.types')}
              isCompact
              isDisabled={!hasUploadRoom(OfferAttachmentQuota, entry.attachments)}
              onDrop={start}
              onReject={reject}
            />
            <UploadLimitsText quota={OfferAttachmentQuota} stored={entry.attachments} />
          </Stack>
        ) : null}
        <UploadProgressList uploads={uploads} onCancel={cancel} />
        <AttachmentList
          attachments={entry.attachments}
          emptyText={t('supplier.attachments.none')}
          removingId={remove.isPending ? (remove.variables ?? null) : null}
          onRemove={
            canEdit
              ? (attachment) =>
                  remove.mutate(attachment.id, {
                    onError: () => notifyError(t('messages.attachmentCannotBeRemoved')),
                  })
              : undefined
          }
        />
      </Stack>
    </ProposalPart>
  );
}
