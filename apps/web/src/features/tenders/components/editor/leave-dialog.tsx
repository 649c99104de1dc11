// Asked when the user navigates away with unsaved changes: stay, save and leave, or discard.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import type { SaveOutcome } from './use-draft-saving.ts';

type LeaveDialogProps = { blocker: Blocker; onSave: () => Promise<SaveOutcome> };

export function LeaveDialog({ blocker, onSave }: LeaveDialogProps) {
  const { t } = useTranslation();
  const [isSaving, setSaving] = useState(false);
  const isOpen = blocker.state === 'blocked';

  const handleSaveAndLeave = async () => {
    setSaving(true);
    const outcome = await onSave();
    setSaving(false);
    if (outcome === 'saved' || outcome === 'unchanged') blocker.proceed?.();
    else blocker.reset?.();
  };

  return (
    <Modal
      opened={isOpen}
      onClose={() => blocker.reset?.()}
      title={t('tenders.leave.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('tenders.leave.text')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('tenders.leave.stay')}
          </Button>
          <Button variant="light" color="red" onClick={() => blocker.proceed?.()}>
            {t('tenders.leave.discard')}
          </Button>
          <Button onClick={handleSaveAndLeave} loading={isSaving}>
            {t('tenders.leave.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
