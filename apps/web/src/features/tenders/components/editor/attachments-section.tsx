// Step 1, attachments: drop or pick files, a progress bar per upload with cancel, and the list
// with download (through the bearer token) and removal.
import {
  ActionIcon,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Tooltip,
  CloseButton,
} from '@mantine/core';
import '@mantine/dropzone/styles.css';
import { Dropzone } from '@mantine/dropzone';
import { IconDownload, IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { fileUrl, type TAttachment } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { downloadAuthorizedFile } from '../../../../lib/authorized-file.ts';
import { errorText } from '../../../../lib/i18n.ts';
import { notifyError } from '../../../../lib/notify.ts';
import { useDeleteAttachment } from '../../api/delete-attachment.ts';
import { useTenderEditor } from './editor-context.tsx';
import { SectionCard } from './section-card.tsx';
import { useAttachmentUploads } from './use-attachment-uploads.ts';

function formatSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function AttachmentRow({ attachment }: { attachment: TAttachment }) {
  const { t } = useTranslation();
  const { tender, isReadOnly } = useTenderEditor();
  const remove = useDeleteAttachment(tender.tenderId);

  const handleDownload = () =>
    downloadAuthorizedFile(fileUrl(attachment.id), attachment.name).catch((error: unknown) =>
      notifyError(errorText(t, error)),
    );
  const handleRemove = () =>
    remove.mutate(attachment.id, {
      onError: () => notifyError(t('messages.attachmentCannotBeRemoved')),
    });

  return (
    <Group gap="sm" wrap="nowrap" component="li">
      <IconFileText size={20} aria-hidden style={{ flexShrink: 0 }} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate>
          {attachment.name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatSize(attachment.size)}
        </Text>
      </Stack>
      <Tooltip label={t('tenders.attachments.download')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('tenders.attachments.downloadOf', { name: attachment.name })}
          onClick={handleDownload}
        >
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
      {isReadOnly ? null : (
        <Tooltip label={t('tenders.attachments.remove')}>
          <ActionIcon
            variant="subtle"
            color="red"
            loading={remove.isPending}
            aria-label={t('tenders.attachments.removeOf', { name: attachment.name })}
            onClick={handleRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

export function AttachmentsSection() {
  const { t } = useTranslation();
  const { tender, isReadOnly } = useTenderEditor();
  const { uploads, start, reject, cancel } = useAttachmentUploads(tender.tenderId);
  const attachments = tender.attachments.list;

  return (
    <SectionCard
      id="attachments"
      title={t('tenders.attachments.title')}
      description={t('tenders.attachments.description')}
    >
      {isReadOnly ? null : (
        <Dropzone
          onDrop={start}
          onReject={reject}
          inputProps={{ 'aria-label': t('tenders.attachments.pick') }}
          p="lg"
        >
          <Group justify="center" gap="md" style={{ pointerEvents: 'none' }}>
            <IconUpload size={32} stroke={1.5} aria-hidden />
            <Stack gap={2}>
              <Text>{t('tenders.attachments.drop')}</Text>
              <Text size="sm" c="dimmed">
                {t('tenders.attachments.hint')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      )}
      {uploads.length > 0 ? (
        <Stack gap="xs" aria-live="polite">
          {uploads.map((upload) => (
            <Paper key={upload.id} withBorder p="xs">
              <Group gap="sm" wrap="nowrap">
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {t('tenders.attachments.uploading', { name: upload.name })}
                  </Text>
                  <Progress
                    value={Math.round(upload.progress * 100)}
                    aria-label={t('tenders.attachments.progressOf', { name: upload.name })}
                    animated
                  />
                </Stack>
                <CloseButton
                  aria-label={t('tenders.attachments.cancelOf', { name: upload.name })}
                  onClick={() => cancel(upload.id)}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
      {attachments.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {attachments.map((attachment) => (
            <AttachmentRow key={attachment.id} attachment={attachment} />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('tenders.attachments.none')}
        </Text>
      )}
    </SectionCard>
  );
}
