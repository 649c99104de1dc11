// The save state beside the Save button: unsaved changes (and why some cannot be saved), saving,
// a failed save (retrying), or the time of the last save. Announced politely to screen readers.
import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { formatTime } from '@/lib/format.ts';
import classes from './save-status.module.css';
import type { SaveStatus as SaveStatusValue } from './use-draft-saving.ts';

type SaveStatusProps = {
  status: SaveStatusValue;
  isDirty: boolean;
  /** Why some of the changes cannot be saved, or null. */
  problem?: string | null;
};

function StatusLine({ status, isDirty, problem = null }: SaveStatusProps) {
  const { t } = useTranslation();
  if (status.kind === 'saving') {
    return (
      <Group gap={6} wrap="nowrap">
        <Loader size={14} />
        <Text size="sm">{t('tenders.save.saving')}</Text>
      </Group>
    );
  }
  if (status.kind === 'conflict') {
    return (
      <Group gap={6} wrap="nowrap">
        <IconAlertTriangle size={16} className={classes.problem} aria-hidden />
        <Text size="sm" className={classes.problem}>
          {t('messages.tenderChangedElsewhere')}
        </Text>
      </Group>
    );
  }
  if (status.kind === 'failed' && isDirty) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={16} className={classes.problem} aria-hidden />
        <Text size="sm" fw={600} className={classes.problem} lineClamp={2}>
          {status.willRetry
            ? t('tenders.save.failedRetrying')
            : t('tenders.save.failed', { message: status.message })}
        </Text>
      </Group>
    );
  }
  if (isDirty) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconPointFilled size={16} className={classes.unsaved} aria-hidden />
        <Text size="sm" fw={600} className={classes.unsaved} style={{ whiteSpace: 'nowrap' }}>
          {t('tenders.save.unsaved')}
        </Text>
        {problem ? (
          <Text size="sm" className={classes.problem} lineClamp={2} data-testid="save-problem">
            {problem}
          </Text>
        ) : null}
      </Group>
    );
  }
  if (status.kind === 'saved') {
    return (
      <Group gap={6} wrap="nowrap">
        <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('tenders.save.savedAt', { time: formatTime(status.at) })}
        </Text>
      </Group>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {t('tenders.save.allSaved')}
    </Text>
  );
}

export function SaveStatus(props: SaveStatusProps) {
  return (
    <div role="status" aria-live="polite" data-testid="save-status">
      <StatusLine {...props} />
    </div>
  );
}
