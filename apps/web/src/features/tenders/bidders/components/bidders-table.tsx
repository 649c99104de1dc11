// Step 2's table of bidders: who, status (spec labels, with the reason given), overall position
// ("N/A" for none), the offer at a glance (total, finalized mark, must-haves, files, comment),
// last activity, and the actions the transition table allows.
import { Stack, Table, Text } from '@mantine/core';
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

export function BiddersTable(props: BiddersViewProps) {
  const { tender } = props;
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table stickyHeader verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bidders.table.supplier')}</Table.Th>
            <Table.Th>{t('bidders.table.status')}</Table.Th>
            <Table.Th ta="right">{t('bidders.table.position')}</Table.Th>
            <Table.Th>{t('bidders.table.offer')}</Table.Th>
            <Table.Th>{t('bidders.table.lastActivity')}</Table.Th>
            <Table.Th ta="right">{t('bidders.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tender.suppliers.map((entry) => {
            const reason = reasonOf(entry);
            return (
              <Table.Tr key={entry.user.userName} data-testid="bidder-row">
                <Table.Td>
                  <SupplierCell entry={entry} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <SupplierStatusBadge status={entry.status.id} />
                    {reason ? (
                      <Text size="xs" c="dimmed" lineClamp={2} maw={200}>
                        {t('bidders.table.reason', { reason })}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {hasPosition(entry.overallPosition)
                    ? entry.overallPosition
                    : t('bidders.table.na')}
                </Table.Td>
                <Table.Td>
                  {entry.isRegistered === false ? (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    <OfferCell entry={entry} tender={tender} />
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {entry.lastActivityDate ? (
                    <Text size="sm">
                      <RelativeTime value={entry.lastActivityDate} />
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <BidderButtons entry={entry} {...props} wrap="nowrap" />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
