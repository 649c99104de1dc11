// On the owner's page of a frozen auction: that an administrator froze it and what that means
// (issue 27: the buyer was told nothing).
import { Alert } from '@mantine/core';
import { IconSnowflake } from '@tabler/icons-react';
import { TenderStatus } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';

export function FrozenNote({ status }: { status: number }) {
  const { t } = useTranslation();
  if (status !== TenderStatus.FREEZE) return null;
  return (
    <Alert
      color="cyan"
      variant="light"
      icon={<IconSnowflake size={18} aria-hidden />}
      title={t('tenders.frozen.title')}
    >
      {t('tenders.frozen.text')}
    </Alert>
  );
}
