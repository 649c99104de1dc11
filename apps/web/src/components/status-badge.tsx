// Tender status badges: the spec's labels, and one colour per status across the product.
import { Badge, type BadgeProps } from '@mantine/core';
import { TenderStatus, type TenderStatusId } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';

export const tenderStatusColor: Record<TenderStatusId, string> = {
  [TenderStatus.NEW]: 'gray',
  [TenderStatus.SCHEDULED]: 'brand',
  [TenderStatus.RFP_SUBMITTED]: 'brand',
  [TenderStatus.RFP_ENDED]: 'violet',
  [TenderStatus.SUBMITTED]: 'teal',
  [TenderStatus.ENDED]: 'dark',
  [TenderStatus.CANCELED]: 'red',
  [TenderStatus.FREEZE]: 'cyan',
};

const isKnownStatus = (status: number): status is TenderStatusId => status in tenderStatusColor;

export function TenderStatusBadge({ status, ...badgeProps }: BadgeProps & { status: number }) {
  const { t } = useTranslation();
  if (!isKnownStatus(status)) return null;
  return (
    <Badge color={tenderStatusColor[status]} variant="light" {...badgeProps}>
      {t(`tenderStatus.${status}`)}
    </Badge>
  );
}
