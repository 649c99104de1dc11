// How much may still be uploaded, shown before a file is picked (UploadLimits): "Up to 30 files,
// 10 MB each, 100 MB in total; 28 files (95.2 MB) left", or that there is no room left.
import { Text } from '@mantine/core';
import { UploadLimits, attachmentRoom, megabytes, type AttachmentQuota } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { formatFileSize } from '@/lib/file-size.ts';

type UploadLimitsTextProps = {
  quota: AttachmentQuota;
  /** The attachments already stored (their sizes count against the total). */
  stored: readonly { size?: number }[];
};

/** Whether the stored attachments leave room for another file. */
export function hasUploadRoom(quota: AttachmentQuota, stored: readonly { size?: number }[]) {
  const room = attachmentRoom(quota, stored);
  return room.files > 0 && room.bytes > 0;
}

export function UploadLimitsText({ quota, stored }: UploadLimitsTextProps) {
  const { t } = useTranslation();
  const room = attachmentRoom(quota, stored);
  const limits = { maxFiles: quota.files, totalSize: megabytes(quota.bytes) };
  if (!hasUploadRoom(quota, stored))
    return (
      <Text size="sm" c="red.8" role="status">
        {t('uploads.full', limits)}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      {t('uploads.limits', {
        ...limits,
        count: room.files,
        fileSize: megabytes(UploadLimits.fileBytes),
        sizeLeft: formatFileSize(room.bytes),
      })}
    </Text>
  );
}
