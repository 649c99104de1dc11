// The tender list as cards, for phones: the same facts as the table, stacked.
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { TTenderListRow } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';
import { Money } from '@/components/money.tsx';
import { openHrefOf } from './open-href.ts';
import { RowActionsMenu } from './row-actions-menu.tsx';
import { RowBadges } from './row-badges.tsx';

export function TenderCards({ rows }: { rows: TTenderListRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Card key={row.id} component="li" padding="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Anchor component={Link} to={openHrefOf(row)} fw={600}>
                {row.name.trim() || t('tenders.untitled')}
              </Anchor>
              <RowActionsMenu row={row} />
            </Group>
            <RowBadges row={row} />
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {t('tenders.list.columns.start')}: <DateTimeText value={row.startDate} />
              </Text>
              <Money amount={row.totalExpectedPrice} currency={row.currency} fw={600} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
