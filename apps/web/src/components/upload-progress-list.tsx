// Uploads in flight: a progress bar per file with a cancel button.
import { CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import type { UploadInFlight } from '@/lib/use-file-uploads.ts';

type UploadProgressListProps = {
  uploads: readonly UploadInFlight[];
  onCancel: (id: string) => void;
};

export function UploadProgressList({ uploads, onCancel }: UploadProgressListProps) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <Stack gap="xs" aria-live="polite">
      {uploads.map((upload) => (
        <Paper key={upload.id} withBorder p="xs">
          <Group gap="sm" wrap="nowrap">
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" truncate>
                {t('attachments.uploading', { name: upload.name })}
              </Text>
              <Progress
                value={Math.round(upload.progress * 100)}
                aria-label={t('attachments.progressOf', { name: upload.name })}
                animated
              />
            </Stack>
            <CloseButton
              aria-label={t('attachments.cancelOf', { name: upload.name })}
              onClick={() => onCancel(upload.id)}
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
