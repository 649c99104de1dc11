// The suppliers of the auction with their final participation status.
import { Table } from '@mantine/core';
import type { TAuctionOverview } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { SupplierStatusBadge } from '@/components/supplier-status-badge.tsx';
import { OverviewSection, OverviewTable } from './overview-section.tsx';
import { PartyName } from './party-name.tsx';

export function ParticipantsTable({ overview }: { overview: TAuctionOverview }) {
  const { t } = useTranslation();
  if (overview.participants.length === 0) return null;
  return (
    <OverviewSection title={t('overview.detail.participants')}>
      <OverviewTable
        minWidth={420}
        header={
          <>
            <Table.Th>{t('overview.detail.supplier')}</Table.Th>
            <Table.Th>{t('overview.detail.finalStatus')}</Table.Th>
          </>
        }
      >
        {overview.participants.map((participant, index) => (
          <Table.Tr key={`${participant.label}-${index}`}>
            <Table.Td>
              <PartyName party={participant} />
            </Table.Td>
            <Table.Td>
              <SupplierStatusBadge status={participant.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </OverviewTable>
    </OverviewSection>
  );
}
