// /auctions/owner/:id/comparison: the owner's comparison of an ended tender's final offers and the
// award — the award panel first, then the matrix, then the suppliers without an offer.
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { TenderExportMenu } from '@/components/tender-export-menu.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-error.ts';
import { errorText } from '@/lib/i18n.ts';
import { COMPARISON_EXPORT } from '@/lib/tender-files.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useComparison } from '../api/get-comparison.ts';
import { AwardPanel } from '../components/award-panel.tsx';
import { ComparisonMatrix } from '../components/comparison-matrix.tsx';
import { ExcludedSuppliers } from '../components/excluded-suppliers.tsx';

function ComparisonFailure({ tenderId, error }: { tenderId: string; error: unknown }) {
  const { t } = useTranslation();
  const status = isApiError(error) ? error.status : 0;
  return (
    <ResultScreen
      tone={status === 409 ? 'info' : 'error'}
      title={t('award.page.title')}
      actions={
        <Button component={Link} to={paths.auctions.owner.getHref(tenderId, 3)} variant="default">
          {t('award.page.back')}
        </Button>
      }
    >
      {status === 409
        ? t('award.page.notEnded')
        : status === 403 || status === 404
          ? t('award.page.notFound')
          : errorText(t, error)}
    </ResultScreen>
  );
}

export function ComparisonPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const comparison = useComparison(id);
  usePageTitle(
    comparison.data
      ? t('award.page.documentTitle', { name: comparison.data.tenderName })
      : t('award.page.title'),
  );

  return (
    <Stack gap="lg">
      <BackLink to={paths.auctions.owner.getHref(id, 3)} label={t('award.page.back')} />
      {comparison.isError ? (
        <ComparisonFailure tenderId={id} error={comparison.error} />
      ) : !comparison.data ? (
        <Stack gap="md" aria-busy>
          <Skeleton h={36} w="50%" />
          <Skeleton h={120} />
          <Skeleton h={320} />
        </Stack>
      ) : (
        <>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
              <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
                {t('award.page.kicker')}
              </Text>
              <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
                {comparison.data.tenderName}
              </Title>
            </Stack>
            <TenderExportMenu
              tender={{ id: comparison.data.tenderId, name: comparison.data.tenderName }}
              exports={[COMPARISON_EXPORT]}
            />
          </Group>
          <AwardPanel comparison={comparison.data} />
          <Card component="section" aria-labelledby="matrix-title">
            <Stack gap="md">
              <Stack gap={2}>
                <Title order={2} fz="h4" id="matrix-title">
                  {t('award.matrix.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('award.matrix.intro')}
                </Text>
              </Stack>
              {comparison.data.rows.length === 0 ? (
                <Text size="sm" data-testid="comparison-empty">
                  {t('award.matrix.empty')}
                </Text>
              ) : (
                <ComparisonMatrix comparison={comparison.data} />
              )}
              <ExcludedSuppliers comparison={comparison.data} />
              <Button
                component={Link}
                to={paths.auctions.overview.getHref(id)}
                variant="subtle"
                size="xs"
                leftSection={<IconFileText size={14} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('award.page.overview')}
              </Button>
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
