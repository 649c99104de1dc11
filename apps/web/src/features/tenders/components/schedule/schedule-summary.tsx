// What the owner is about to schedule: dates in their time zone, items and their total, and the
// criteria with the weights and the tie rule that will rank the offers.
import { List, Table, Text } from '@mantine/core';
import { auctionEnd, round2, totalExpectedPrice } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';
import { Money } from '@/components/money.tsx';
import type { TenderDraft } from '@/features/tenders/model/draft.ts';
import { toNumber } from '@/features/tenders/model/numbers.ts';

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
    [
      t('tenders.schedule.weights'),
      <List key="weights" size="sm" spacing={0} listStyleType="none" data-testid="schedule-weights">
        {draft.criteriaDetails.map((criterion, index) => (
          <List.Item key={criterion.key}>
            {t('tenders.schedule.weightOf', {
              name: criterion.name.trim() || t('tenders.criteria.rowTitle', { row: index + 1 }),
              percent: round2(criterion.weight.id * 100),
            })}
          </List.Item>
        ))}
      </List>,
    ],
    [t('tenders.format.choice'), t(`formats.${draft.auctionFormat}`)],
    [t('tenders.options.tieRule'), t(`tieRules.${draft.tieRule}`)],
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
