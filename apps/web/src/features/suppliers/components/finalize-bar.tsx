// "Finalize proposal" (FinalizedProposal): available once accepted with every must-have checked
// and saved, before the deadline; otherwise disabled with the reason beside it.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TSupplierEntry } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useFinalizeProposal } from '../api/proposal-calls.ts';
import type { FinalizeBlocker } from '../model/participation-view.ts';

type FinalizeBarProps = {
  tenderId: string;
  entry: TSupplierEntry;
  blocker: FinalizeBlocker | null;
  /** The proposal phase is still open, so a finalized offer can still be changed. */
  canStillChange: boolean;
};

export function FinalizeBar({ tenderId, entry, blocker, canStillChange }: FinalizeBarProps) {
  const { t } = useTranslation();
  const finalize = useFinalizeProposal(tenderId);

  if (entry.proposalFinalizedAt)
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
        <Text size="sm" fw={600}>
          {t('supplier.finalize.done')}
        </Text>
        <Text size="sm">
          <DateTimeText value={entry.proposalFinalizedAt} />.
          {canStillChange ? ` ${t('supplier.finalize.doneHint')}` : null}
        </Text>
      </Alert>
    );

  const handleFinalize = () =>
    finalize.mutate(undefined, {
      onSuccess: () => notifySuccess(t('supplier.finalize.success')),
      onError: (error) => notifyError(errorText(t, error)),
    });

  const reasonId = 'finalize-blocker';
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Stack gap={2} style={{ flex: '1 1 240px' }}>
        <Text size="sm" fw={600}>
          {t('supplier.finalize.title')}
        </Text>
        <Text
          size="sm"
          c={blocker ? 'var(--mantine-color-orange-light-color)' : 'dimmed'}
          id={reasonId}
        >
          {blocker ? t(blocker) : t('supplier.finalize.ready')}
        </Text>
      </Stack>
      <Button
        size="md"
        disabled={blocker !== null}
        loading={finalize.isPending}
        aria-describedby={reasonId}
        onClick={handleFinalize}
      >
        {t('supplier.finalize.button')}
      </Button>
    </Group>
  );
}
