// /user-overview/:id: the public profile of a user and their company (name, company, country,
// industries, rating, membership) and their public auctions. The e-mail shows only when the
// server allows it (the user is in the viewer's contacts or shares it in an auction).
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TUserOverview } from '@tendermark/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { TenderStatusBadge } from '@/components/status-badge.tsx';
import { WebsiteLink } from '@/components/website-link.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-error.ts';
import { useCodeList } from '@/lib/code-lists.ts';
import { formatDate } from '@/lib/format.ts';
import { failureText } from '@/lib/i18n.ts';
import { useUserOverview } from '../api/user-overview.ts';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function OverviewFacts({ overview }: { overview: TUserOverview }) {
  const { t } = useTranslation();
  const industries = useCodeList('Industry');
  const company = overview.company;
  const industryNames = (company?.industries ?? [])
    .map((id) => industries.data?.find((industry) => industry.id === id)?.name)
    .filter(Boolean);
  const place = [company?.city, company?.country?.name ?? overview.country?.name]
    .filter(Boolean)
    .join(', ');
  return (
    <Card>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        <Fact label={t('profile.overview.company')}>{company?.name ?? '—'}</Fact>
        <Fact label={t('profile.overview.country')}>{place || '—'}</Fact>
        <Fact label={t('profile.overview.rating')}>
          {overview.rating === null
            ? t('profile.details.noRating')
            : t('profile.overview.ratingValue', { rating: overview.rating.toFixed(1) })}
        </Fact>
        <Fact label={t('profile.overview.industries')}>
          {industryNames.length > 0 ? industryNames.join(', ') : '—'}
        </Fact>
        <Fact label={t('profile.overview.website')}>
          <WebsiteLink web={company?.web} />
        </Fact>
        {overview.email ? (
          <Fact label={t('profile.overview.email')}>
            <Anchor href={`mailto:${overview.email}`}>{overview.email}</Anchor>
          </Fact>
        ) : null}
        {company?.numberOfEmployees !== null && company?.numberOfEmployees !== undefined ? (
          <Fact label={t('profile.overview.employees')}>{company.numberOfEmployees}</Fact>
        ) : null}
        {company ? <Fact label={t('profile.overview.branches')}>{company.branches}</Fact> : null}
        {overview.favouriteAuctionKeywords ? (
          <Fact label={t('profile.overview.keywords')}>{overview.favouriteAuctionKeywords}</Fact>
        ) : null}
      </SimpleGrid>
    </Card>
  );
}

function OverviewAuctions({ overview }: { overview: TUserOverview }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="overview-auctions-title">
      <Title order={2} fz="h4" id="overview-auctions-title">
        {t('profile.overview.auctions')}
      </Title>
      {overview.auctions.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('profile.overview.noAuctions')}
        </Text>
      ) : (
        <Grid gap="sm">
          {overview.auctions.map((auction) => (
            <Grid.Col key={auction.id} span={{ base: 12, sm: 6 }}>
              <Paper withBorder p="md" h="100%">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <Anchor
                      component={Link}
                      to={paths.search.overview.getHref(auction.id)}
                      fw={600}
                      lineClamp={2}
                    >
                      {auction.name || '—'}
                    </Anchor>
                    <TenderStatusBadge status={auction.status} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('profile.overview.auctionStart')}: {formatDate(auction.startDate)} ·{' '}
                    {t('profile.overview.auctionBidders')}: {auction.totalActiveBidders}
                  </Text>
                </Stack>
              </Paper>
            </Grid.Col>
          ))}
        </Grid>
      )}
    </Stack>
  );
}

export function UserOverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const overview = useUserOverview(id);

  if (overview.isPending)
    return (
      <Stack gap="md">
        <Skeleton h={40} w="50%" />
        <Skeleton h={160} />
      </Stack>
    );
  if (isApiError(overview.error) && overview.error.status === 404)
    return (
      <ResultScreen tone="info" title={t('profile.overview.title')}>
        {t('profile.overview.notFound')}
      </ResultScreen>
    );
  if (!overview.data) return <FormFailure message={failureText(t, overview)} />;

  const data = overview.data;
  const roles = [
    data.wantToBuy ? t('profile.overview.buys') : null,
    data.wantToSell ? t('profile.overview.sells') : null,
  ].filter((role): role is string => role !== null);
  return (
    <Stack gap="lg">
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={() => void navigate(-1)}>
          ← {t('profile.overview.back')}
        </Button>
      </Group>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar size="lg" radius="xl" color="brand" aria-hidden>
          {data.name.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={4} miw={0}>
          <PageTitle
            title={data.name}
            description={t('profile.overview.memberSince', { date: formatDate(data.memberSince) })}
          />
          <Group gap={6} mt={-12}>
            {roles.map((role) => (
              <Badge key={role} variant="light">
                {role}
              </Badge>
            ))}
            {data.isInContacts ? (
              <Badge variant="light" color="teal">
                {t('profile.overview.inContacts')}
              </Badge>
            ) : null}
            {data.isYou ? (
              <Anchor component={Link} to={paths.profile.getHref()} size="sm">
                {t('profile.overview.editProfile')}
              </Anchor>
            ) : null}
          </Group>
        </Stack>
      </Group>
      <OverviewFacts overview={data} />
      <OverviewAuctions overview={data} />
    </Stack>
  );
}
