// An auction of the supplier list: favourite mark, name linking to the supplier view, and its buyer.
import { Anchor, Group, Text, Tooltip } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { TTenderListRow } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { paths } from '@/config/paths.ts';

type SupplierTenderTitleProps = {
  row: TTenderListRow;
  /** Explains the star on hover (the table; phones have no hover). */
  hasStarTooltip?: boolean;
};

export function SupplierTenderTitle({ row, hasStarTooltip = false }: SupplierTenderTitleProps) {
  const { t } = useTranslation();
  const star = (
    <IconStarFilled
      size={14}
      color="var(--mantine-color-yellow-6)"
      aria-label={t('supplierList.favorite')}
    />
  );
  return (
    <>
      <Group gap={6} wrap="nowrap">
        {row.isFavorite ? (
          hasStarTooltip ? (
            <Tooltip label={t('supplierList.favorite')}>{star}</Tooltip>
          ) : (
            star
          )
        ) : null}
        <Anchor component={Link} to={paths.auctions.supplier.getHref(row.id)} fw={600}>
          {row.name.trim() || t('tenders.untitled')}
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed">
        {t('tenders.list.ownedBy', { name: row.ownerName })}
      </Text>
    </>
  );
}
