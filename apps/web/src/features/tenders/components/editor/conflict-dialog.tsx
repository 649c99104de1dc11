// The draft was saved elsewhere meanwhile (409 version_conflict): reload it, or keep the local copy.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';

type ConflictDialogProps = { opened: boolean; isReloading: boolean; onReload: () => void };

export function ConflictDialog({ opened, isReloading, onReload }: ConflictDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('tenders.conflict.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('messages.tenderChangedElsewhere')}</Text>
        <Text size="sm" c="dimmed">
          {t('tenders.conflict.text')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onReload} loading={isReloading} data-autofocus>
            {t('tenders.conflict.reload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
