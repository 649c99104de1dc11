// A page with just the live room of a tender (/auctions/room/{id}): the owner's or the supplier's
// side by who is asking. The owner's step 3 and the supplier view mount AuctionRoom themselves.
import { useDeferredValue } from 'react';
import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { BackLink } from '@/components/back-link.tsx';
import { paths } from '@/config/paths.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { tenderQueryOptions } from '@/features/tenders/api/get-tender.ts';
import { TenderLoadFailure } from '@/features/tenders/components/tender-load-failure.tsx';
import { AuctionRoom } from '../auction-room.tsx';

export function AuctionRoomPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tender = useQuery(tenderQueryOptions(id));
  // The room is the page's heaviest render: a deferred value renders it in a background pass, in
  // slices that leave the main thread free, after the frame around it has been painted (null first,
  // even when the tender is already in the cache) instead of in one long task with it.
  const room = useDeferredValue(tender.data ?? null, null);
  usePageTitle(
    tender.data
      ? t('room.pageTitle', { name: tender.data.name.trim() || t('tenders.untitled') })
      : t('room.title'),
  );

  if (tender.isError)
    return (
      <TenderLoadFailure
        error={tender.error}
        backTo={paths.auctions.myList.getHref()}
        backLabel={t('nav.myAuctions')}
      />
    );
  if (!room)
    return (
      // A screen's height reserved, so that the footer does not jump when the room arrives.
      <Stack gap="lg" mih="100vh" aria-busy>
        <Skeleton h={120} />
        <Skeleton h={320} />
      </Stack>
    );
  const isOwner = room.isOwner;
  return (
    <Stack gap="md">
      <BackLink
        to={isOwner ? paths.auctions.owner.getHref(id, 1) : paths.auctions.supplier.getHref(id)}
        label={t('room.backToAuction')}
      />
      <VisuallyHidden component="h1">{t('room.title')}</VisuallyHidden>
      <AuctionRoom tender={room} viewer={isOwner ? 'owner' : 'supplier'} />
    </Stack>
  );
}
