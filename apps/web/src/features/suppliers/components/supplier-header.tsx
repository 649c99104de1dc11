// The supplier view's title band: back link, tender name with its status and the supplier's own,
// the buyer, the live connection while the tender is not over, and the favorite toggle.
import { memo } from 'react';
import { ActionIcon, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { isTenderOver, type TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { BackLink } from '@/components/back-link.tsx';
import { paths } from '@/config/paths.ts';
import { ConnectionStatus } from '@/components/connection-status.tsx';
import { TenderStatusBadge } from '@/components/status-badge.tsx';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import type { TenderHub } from '@/lib/realtime/use-tender-hub.ts';
import { useParticipation } from '../api/participation-calls.ts';

type SupplierHeaderProps = { tender: TTender; canFavorite: boolean; live: TenderHub };

function SupplierHeaderView({ tender, canFavorite, live }: SupplierHeaderProps) {
  const { t } = useTranslation();
  const participation = useParticipation(tender.tenderId);
  const title = tender.name.trim() || t('tenders.untitled');
  const isFavorite = tender.isFavorite;

  const toggleFavorite = () =>
    participation.mutate(
      { kind: 'favorite', isFavorite: !isFavorite },
      {
        onSuccess: () =>
          notifySuccess(isFavorite ? t('supplier.favorite.removed') : t('supplier.favorite.added')),
        onError: (error) => notifyError(errorText(t, error)),
      },
    );

  return (
    <Stack gap={6}>
      <BackLink to={paths.auctions.supplierList.getHref()} label={t('supplierList.title')} />
      <Group gap="sm" align="center" justify="space-between" wrap="wrap">
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {title}
          </Title>
          <TenderStatusBadge status={tender.tenderStatus} size="lg" />
          {tender.isPublic ? <Badge variant="outline">{t('tenders.public')}</Badge> : null}
          {canFavorite ? (
            <Tooltip
              label={isFavorite ? t('supplier.favorite.remove') : t('supplier.favorite.add')}
            >
              <ActionIcon
                variant="subtle"
                color="yellow"
                size="lg"
                aria-pressed={isFavorite}
                aria-label={t('supplier.favorite.label')}
                loading={participation.isPending}
                onClick={toggleFavorite}
              >
                {isFavorite ? <IconStarFilled size={20} /> : <IconStar size={20} />}
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
        {/* An ended page is not live: its connection is not news (issue 27, stale end states). */}
        {isTenderOver(tender.tenderStatus) ? null : (
          <ConnectionStatus state={live.state} onReconnect={live.reconnect} />
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('supplier.byBuyer', { name: tender.owner.companyName || tender.owner.userName })}
      </Text>
      {tender.canceledReason ? (
        <Text size="sm" c="red.8">
          {t('tenders.canceledBecause', { reason: tender.canceledReason })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Memoised: the page renders again with each tick of its clock and answer of its hub. */
export const SupplierHeader = memo(SupplierHeaderView);
