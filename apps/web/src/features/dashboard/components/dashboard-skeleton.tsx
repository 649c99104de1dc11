// What the signed-in dashboard looks like while its code loads: the page title and card outlines.
import { Grid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';

export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    // A screen's height, so that the footer does not jump when the dashboard arrives.
    <Stack gap="lg" mih="100vh" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton h={36} w={220} radius="sm" />
      <Skeleton h={148} radius="md" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Skeleton h={280} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Skeleton h={280} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
