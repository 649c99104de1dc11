// The award's state in a word: pending award, awarded (final or not), not awarded.
import { Badge } from '@mantine/core';
import type { TTenderAward } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';

export function AwardStateBadge({ award }: { award: Pick<TTenderAward, 'state' | 'isFinal'> }) {
  const { t } = useTranslation();
  if (award.state === 'pending')
    return (
      <Badge color="yellow" variant="light">
        {t('award.state.pending')}
      </Badge>
    );
  if (award.state === 'notAwarded')
    return (
      <Badge color="gray" variant="light">
        {t('award.state.notAwarded')}
      </Badge>
    );
  return (
    <Badge color="green" variant="light">
      {award.isFinal ? t('award.state.awardedFinal') : t('award.state.awarded')}
    </Badge>
  );
}
