// The sticky bar above the parameters: save state, Save, and Schedule (drafts only).
import { Button, Group, Paper } from '@mantine/core';
import { IconCalendarCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { SaveStatus } from './save-status.tsx';
import type { DraftSaving } from './use-draft-saving.ts';

type EditorToolbarProps = {
  saving: DraftSaving;
  isReadOnly: boolean;
  isScheduling: boolean;
  onSchedule: () => void;
};

export function EditorToolbar({
  saving,
  isReadOnly,
  isScheduling,
  onSchedule,
}: EditorToolbarProps) {
  const { t } = useTranslation();
  if (isReadOnly) return null;
  const isSaving = saving.status.kind === 'saving';
  return (
    <Paper
      withBorder
      shadow="xs"
      p="sm"
      pos="sticky"
      top="calc(var(--app-shell-header-offset, 60px) + var(--mantine-spacing-xs))"
      style={{ zIndex: 3 }}
    >
      <Group justify="space-between" gap="sm">
        <SaveStatus status={saving.status} isDirty={saving.isDirty} problem={saving.problem} />
        <Group gap="sm" wrap="nowrap">
          <Button
            type="submit"
            form="tender-parameters"
            variant="default"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!saving.isDirty || saving.status.kind === 'conflict'}
            loading={isSaving}
          >
            {t('tenders.save.save')}
          </Button>
          <Button
            leftSection={<IconCalendarCheck size={16} />}
            onClick={onSchedule}
            loading={isScheduling}
            disabled={saving.status.kind === 'conflict'}
          >
            {t('tenders.schedule.open')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
