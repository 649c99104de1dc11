// The supplier list as cards on phones: the auction and its buyer, both statuses, start and total.
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TTenderListRow } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';
import { Money } from '@/components/money.tsx';
import { TenderStatusBadge } from '@/components/status-badge.tsx';
import { SupplierStatusBadge } from '@/components/supplier-status-badge.tsx';
import { SupplierTenderTitle } from './supplier-tender-title.tsx';

export function SupplierTendersCards({ rows }: { rows: TTenderListRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper key={row.id} withBorder p="sm" component="li">
          <Stack gap={6}>
            <SupplierTenderTitle row={row} />
            <Group gap="xs">
              <TenderStatusBadge status={row.tenderStatus} />
              {row.supplierStatus === null ? null : (
                <SupplierStatusBadge status={row.supplierStatus} />
              )}
            </Group>
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {t('supplierList.columns.start')}: <DateTimeText value={row.startDate} />
              </Text>
              <Money amount={row.totalExpectedPrice} currency={row.currency} fw={600} size="sm" />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
