// The public overview's delivery place: city and country, and a small read-only map of it (Leaflet
// loads only when there are coordinates to show).
import { lazy, Suspense } from 'react';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TPublicTenderOverview } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { placeLabel } from '../model/map-entries.ts';

const PinMap = lazy(async () => ({
  default: (await import('@/components/map/pin-map.tsx')).PinMap,
}));

export function OverviewDeliveryCard({ overview }: { overview: TPublicTenderOverview }) {
  const { t } = useTranslation();
  const delivery = overview.delivery;
  const place = placeLabel(delivery);
  const pin =
    delivery && delivery.lat !== null && delivery.lng !== null
      ? { lat: delivery.lat, lng: delivery.lng }
      : null;
  return (
    <Card component="section" aria-labelledby="overview-delivery-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="overview-delivery-title">
          {t('publicOverview.delivery.title')}
        </Title>
        {place ? (
          <Text size="sm">{place}</Text>
        ) : pin ? null : (
          <Text size="sm" c="dimmed">
            {t('publicOverview.delivery.none')}
          </Text>
        )}
        {pin ? (
          <Suspense fallback={<Skeleton h={260} radius="md" />}>
            <PinMap label={t('publicOverview.delivery.map')} pin={pin} isReadOnly />
          </Suspense>
        ) : null}
      </Stack>
    </Card>
  );
}
