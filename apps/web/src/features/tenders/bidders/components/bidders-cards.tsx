// Step 2's bidders as cards on phones: the same facts and actions as the table, stacked.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { RelativeTime } from '@/components/date-time.tsx';
import { SupplierStatusBadge } from '@/components/supplier-status-badge.tsx';
import { hasPosition } from '@/lib/supplier-offer.ts';
import {
  BidderButtons,
  OfferCell,
  reasonOf,
  SupplierCell,
  type BiddersViewProps,
} from './bidder-cells.tsx';

export function BiddersCards(props: BiddersViewProps) {
  const { tender } = props;
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {tender.suppliers.map((entry) => {
        const reason = reasonOf(entry);
        return (
          <Paper
            key={entry.user.userName}
            withBorder
            p="sm"
            component="li"
            data-testid="bidder-card"
          >
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs">
                <SupplierCell entry={entry} />
                <SupplierStatusBadge status={entry.status.id} />
              </Group>
              {reason ? (
                <Text size="xs" c="dimmed">
                  {t('bidders.table.reason', { reason })}
                </Text>
              ) : null}
              {entry.isRegistered === false ? null : <OfferCell entry={entry} tender={tender} />}
              <Group gap="md">
                <Text size="xs" c="dimmed">
                  {t('bidders.table.position')}:{' '}
                  <Text span fw={600} c="var(--mantine-color-text)">
                    {hasPosition(entry.overallPosition)
                      ? entry.overallPosition
                      : t('bidders.table.na')}
                  </Text>
                </Text>
                {entry.lastActivityDate ? (
                  <Text size="xs" c="dimmed">
                    {t('bidders.table.lastActivity')}:{' '}
                    <RelativeTime value={entry.lastActivityDate} />
                  </Text>
                ) : null}
              </Group>
              <BidderButtons entry={entry} {...props} />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
