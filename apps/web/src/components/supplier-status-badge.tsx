// Supplier participation badges (spec §4 labels), one colour per status across the product.
import { Badge, type BadgeProps } from '@mantine/core';
import { SupplierStatus, type SupplierStatusId } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';

const S = SupplierStatus;

export const supplierStatusColor: Record<SupplierStatusId, string> = {
  [S.WAITING_FOR_INVITE]: 'gray',
  [S.INVITED]: 'brand',
  [S.PENDING_PUBLIC]: 'orange',
  [S.ACCEPTED]: 'teal',
  [S.REJECTED_BY_BIDDER]: 'pink',
  [S.REJECTED_BY_BUYER]: 'red',
  [S.REMOVED]: 'dark',
  [S.BLOCKED]: 'red',
  [S.APPROVAL_MISSED]: 'yellow',
  [S.FAVORITE]: 'cyan',
  [S.LEFT]: 'gray',
  [S.PENDING_COMEBACK]: 'orange',
};

const isKnownStatus = (status: number): status is SupplierStatusId => status in supplierStatusColor;

export function SupplierStatusBadge({ status, ...badgeProps }: BadgeProps & { status: number }) {
  const { t } = useTranslation();
  if (!isKnownStatus(status)) return null;
  return (
    <Badge
      color={supplierStatusColor[status]}
      variant={status === S.BLOCKED ? 'filled' : 'light'}
      {...badgeProps}
    >
      {t(`supplierStatus.${status}`)}
    </Badge>
  );
}
