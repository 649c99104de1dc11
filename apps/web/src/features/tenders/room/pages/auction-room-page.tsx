// A page with just the live room of a tender (/auctions/room/{id}): the owner's or the supplier's
// side by who is asking. The owner's step 3 and the supplier view mount AuctionRoom themselves.
import { Anchor, Button, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResultScreen } from '../../../../components/result-screen.tsx';
import { paths } from '../../../../config/paths.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { errorText } from '../../../../lib/i18n.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { tenderQueryOptions } from '../../api/get-tender.ts';
import { AuctionRoom } from '../auction-room.tsx';

export function AuctionRoomPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tender = useQuery(tenderQueryOptions(id));
  usePageTitle(
    tender.data
      ? t('room.pageTitle', { name: tender.data.name.trim() || t('tenders.untitled') })
      : t('room.title'),
  );

  if (tender.isError) {
    const isMissing = isApiError(tender.error) && tender.error.status === 404;
    return (
      <ResultScreen
        tone="error"
        title={isMissing ? t('tenders.notFound') : t('system.error.title')}
        actions={
          <Button component={Link} to={paths.auctions.myList.getHref()}>
            {t('nav.myAuctions')}
          </Button>
        }
      >
        {isMissing ? null : errorText(t, tender.error)}
      </ResultScreen>
    );
  }
  if (!tender.data)
    return (
      <Stack gap="lg" aria-busy>
        <Skeleton h={120} />
        <Skeleton h={320} />
      </Stack>
    );
  const isOwner = tender.data.isOwner;
  return (
    <Stack gap="md">
      <Anchor
        component={Link}
        to={isOwner ? paths.auctions.owner.getHref(id, 1) : paths.auctions.supplier.getHref(id)}
        size="sm"
      >
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('room.backToAuction')}
        </Group>
      </Anchor>
      <VisuallyHidden component="h1">{t('room.title')}</VisuallyHidden>
      <AuctionRoom tender={tender.data} viewer={isOwner ? 'owner' : 'supplier'} />
    </Stack>
  );
}
