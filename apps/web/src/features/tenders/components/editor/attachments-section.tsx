// Step 1, attachments: drop or pick files, a progress bar per upload with cancel, and the list
// with download (through the bearer token) and removal.
import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { TenderAttachmentQuota } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { AttachmentList } from '@/components/attachment-list.tsx';
import { FileDropzone } from '@/components/file-dropzone.tsx';
import { UploadLimitsText, hasUploadRoom } from '@/components/upload-limits-text.tsx';
import { UploadProgressList } from '@/components/upload-progress-list.tsx';
import { notifyError } from '@/lib/notify.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';
import { useFileUploads } from '@/lib/use-file-uploads.ts';
import { useDeleteAttachment } from '@/features/tenders/api/delete-attachment.ts';
import { uploadAttachment } from '@/features/tenders/api/upload-attachment.ts';
import { useTenderEditor } from './editor-context.tsx';
import { SectionCard } from '@/components/section-card.tsx';

export function AttachmentsSection() {
  const { t } = useTranslation();
  const { tender, isReadOnly } = useTenderEditor();
  const queryClient = useQueryClient();
  const tenderId = tender.tenderId;
  const remove = useDeleteAttachment(tenderId);
  const { uploads, start, reject, cancel } = useFileUploads(
    (input) => uploadAttachment({ tenderId, ...input }),
    () => queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tenderId) }),
  );

  return (
    <SectionCard
      id="attachments"
      title={t('tenders.attachments.title')}
      description={t('tenders.attachments.description')}
    >
      {!tenderId ? (
        <Text size="sm" c="dimmed">
          {t('tenders.attachments.afterFirstSave')}
        </Text>
      ) : isReadOnly ? null : (
        <Stack gap={6}>
          <FileDropzone
            pickLabel={t('tenders.attachments.pick')}
            text={t('tenders.attachments.drop')}
            hint={t('tenders.attachments.hint')}
            isDisabled={!hasUploadRoom(TenderAttachmentQuota, tender.attachments.list)}
            onDrop={start}
            onReject={reject}
          />
          <UploadLimitsText quota={TenderAttachmentQuota} stored={tender.attachments.list} />
        </Stack>
      )}
      <UploadProgressList uploads={uploads} onCancel={cancel} />
      <AttachmentList
        attachments={tender.attachments.list}
        emptyText={t('tenders.attachments.none')}
        removingId={remove.isPending ? (remove.variables ?? null) : null}
        onRemove={
          isReadOnly
            ? undefined
            : (attachment) =>
                remove.mutate(attachment.id, {
                  onError: () => notifyError(t('messages.attachmentCannotBeRemoved')),
                })
        }
      />
    </SectionCard>
  );
}
