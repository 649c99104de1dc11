// The small markers of a list row beside its status: demo, public, hidden.
import { Badge, Group } from '@mantine/core';
import type { TTenderListRow } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { TenderStatusBadge } from '@/components/status-badge.tsx';

export function RowBadges({ row }: { row: TTenderListRow }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      <TenderStatusBadge status={row.tenderStatus} />
      {row.isDemo ? (
        <Badge variant="outline" color="grape" size="sm">
          {t('tenders.demo')}
        </Badge>
      ) : null}
      {row.isPublic ? (
        <Badge variant="outline" color="teal" size="sm">
          {t('tenders.public')}
        </Badge>
      ) : null}
      {row.hidden ? (
        <Badge variant="outline" color="gray" size="sm">
          {t('tenders.hidden')}
        </Badge>
      ) : null}
    </Group>
  );
}
