// The tender's suppliers without a row in the comparison, and why: never bid, rejected, blocked,
// removed, left, or never admitted.
import { List, Text } from '@mantine/core';
import type { TTenderComparison } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';

export function ExcludedSuppliers({ comparison }: { comparison: TTenderComparison }) {
  const { t } = useTranslation();
  if (comparison.excluded.length === 0) return null;
  return (
    <section aria-labelledby="excluded-title">
      <Text size="sm" fw={600} id="excluded-title">
        {t('award.excluded.title')}
      </Text>
      <List size="sm" spacing={2} data-testid="excluded-suppliers">
        {comparison.excluded.map((entry) => (
          <List.Item key={entry.supplierId} style={{ overflowWrap: 'anywhere' }}>
            {entry.displayName} — {t(`award.excluded.${entry.reason}`)}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
