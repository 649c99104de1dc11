// What the owner is about to schedule: dates in their time zone, items and their total, criteria.
import { Table, Text } from '@mantine/core';
import { auctionEnd, totalExpectedPrice } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../../components/date-time.tsx';
import { Money } from '../../../../components/money.tsx';
import type { TenderDraft } from '../../model/draft.ts';
import { toNumber } from '../../model/numbers.ts';

export function ScheduleSummary({
  draft,
  attachmentCount,
}: {
  draft: TenderDraft;
  attachmentCount: number;
}) {
  const { t } = useTranslation();
  const duration = toNumber(draft.duration);
  const end = auctionEnd(new Date(draft.startDate), duration).toISOString();
  const total = totalExpectedPrice(
    draft.itemsDetails.map((item) => ({
      unitPrice: toNumber(item.unitPrice),
      quantity: toNumber(item.quantity),
    })),
  );
  const rows: Array<[string, React.ReactNode]> = [
    [
      t('tenders.dates.proposalEnd'),
      <DateTimeText key="end" value={draft.proposalEndDate} withZone />,
    ],
    [t('tenders.dates.start'), <DateTimeText key="start" value={draft.startDate} withZone />],
    [t('tenders.schedule.duration'), t('tenders.schedule.durationValue', { minutes: duration })],
    [t('tenders.dates.endsAt'), <DateTimeText key="ends" value={end} />],
    [
      t('tenders.items.title'),
      <>
        {t('tenders.schedule.itemCount', { count: draft.itemsDetails.length })} ·{' '}
        <Money amount={total} currency={draft.currency} />
      </>,
    ],
    [t('tenders.criteria.title'), String(draft.criteriaDetails.length)],
    [t('tenders.mustHave.title'), String(draft.mustHaveConditions.length)],
    [t('tenders.attachments.title'), String(attachmentCount)],
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={4} fz="sm">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="42%" fw={500}>
              <Text span c="dimmed" inherit>
                {label}
              </Text>
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
