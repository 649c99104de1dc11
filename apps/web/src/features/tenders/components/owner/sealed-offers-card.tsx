// The owner's view of a sealed tender before the opening (issue 30): how many sealed offers are in
// and when they open, never a price; after the opening, when and by whom they were opened.
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';
import { errorText } from '@/lib/i18n.ts';
import { useSealedOffers } from '../../api/get-sealed-offers.ts';

export function SealedOffersCard({ tenderId }: { tenderId: string }) {
  const { t } = useTranslation();
  const offers = useSealedOffers(tenderId);
  return (
    <Card component="section" aria-labelledby="sealed-offers-title" data-testid="sealed-offers">
      <Stack gap="xs">
        <Group gap="xs">
          <IconLock size={18} aria-hidden />
          <Title order={2} fz="h4" id="sealed-offers-title">
            {t('sealed.owner.title')}
          </Title>
        </Group>
        {offers.isPending ? (
          <Skeleton h={48} aria-label={t('sealed.owner.title')} />
        ) : offers.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{errorText(t, offers.error)}</Text>
              <Button size="xs" variant="default" onClick={() => void offers.refetch()}>
                {t('sealed.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <>
            <Text size="lg" fw={700} data-testid="sealed-offers-count">
              {t('sealed.owner.count', { count: offers.data.count })}
            </Text>
            {offers.data.openedAt ? (
              <Text size="sm">
                {t('sealed.owner.openedAt')} <DateTimeText value={offers.data.openedAt} withZone />{' '}
                {offers.data.openedBy
                  ? t('sealed.owner.openedBy', { name: offers.data.openedBy })
                  : t('sealed.owner.openedByClock')}
              </Text>
            ) : (
              <Text size="sm">
                {t('sealed.owner.opensAt')} <DateTimeText value={offers.data.opensAt} withZone />
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t('sealed.owner.note')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
