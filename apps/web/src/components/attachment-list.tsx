// A list of attachments behind the bearer token: name, size, download (fetched as a blob), and
// an optional remove button.
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFileText, IconTrash } from '@tabler/icons-react';
import { fileUrl, type TAttachment } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { downloadAuthorizedFile } from '@/lib/authorized-file.ts';
import { formatFileSize } from '@/lib/file-size.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notify.ts';

type AttachmentListProps = {
  attachments: readonly TAttachment[];
  emptyText?: string;
  /** Shown as a trash button per file when given. */
  onRemove?: (attachment: TAttachment) => void;
  removingId?: string | null;
};

export function AttachmentList({
  attachments,
  emptyText,
  onRemove,
  removingId = null,
}: AttachmentListProps) {
  const { t } = useTranslation();
  if (attachments.length === 0)
    return emptyText ? (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    ) : null;

  const handleDownload = (attachment: TAttachment) =>
    downloadAuthorizedFile(fileUrl(attachment.id), attachment.name).catch((error: unknown) =>
      notifyError(errorText(t, error)),
    );

  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {attachments.map((attachment) => (
        <Group key={attachment.id} gap="sm" wrap="nowrap" component="li">
          <IconFileText size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" truncate>
              {attachment.name}
            </Text>
            {attachment.size !== undefined ? (
              <Text size="xs" c="dimmed">
                {formatFileSize(attachment.size)}
              </Text>
            ) : null}
          </Stack>
          <Tooltip label={t('attachments.download')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('attachments.downloadOf', { name: attachment.name })}
              onClick={() => void handleDownload(attachment)}
            >
              <IconDownload size={18} />
            </ActionIcon>
          </Tooltip>
          {onRemove ? (
            <Tooltip label={t('attachments.remove')}>
              <ActionIcon
                variant="subtle"
                color="red"
                loading={removingId === attachment.id}
                aria-label={t('attachments.removeOf', { name: attachment.name })}
                onClick={() => onRemove(attachment)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}
