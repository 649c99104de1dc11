// The signed-in user's work dashboard: greeting, shortcuts, running and upcoming auctions,
// invitations, plan and counters, savings over time, and the latest and suggested public tenders.
// Loaded lazily by the dashboard page, so that none of it weighs on the visitor's front page.
import { Alert, Button, Card, Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { TUserInfo } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { RoleBadges } from '@/components/role-badges.tsx';
import { paths } from '@/config/paths.ts';
import { planOf } from '@/lib/auth/plan.ts';
import { hasRole } from '@/lib/auth/session-store.ts';
import { formatDate } from '@/lib/format.ts';
import { SeePlansButton } from '@/components/create-tender-buttons.tsx';
import { AuctionShortcuts } from './auction-shortcuts.tsx';
import { LatestPublicTendersCard } from './latest-public-tenders-card.tsx';
import { MyAuctionsCard } from './my-auctions-card.tsx';
import { PendingInvitationsCard } from './pending-invitations-card.tsx';
import { SavingsCard } from './savings-card.tsx';
import { SuggestedTendersCard } from './suggested-tenders-card.tsx';

function Stat({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <Card>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

/** The plan with its validity and the account's next steps, then the counters of pending work. */
function PlanAndCounters({ user }: { user: TUserInfo }) {
  const { t } = useTranslation();
  const isFreePlan = planOf(user) === 'Free';
  return (
    <>
      <Card>
        <Group justify="space-between" align="center">
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {t('dashboard.plan')}
            </Text>
            <RoleBadges user={user} />
            {user.Expires ? (
              <Text size="sm">
                {t('dashboard.planValidUntil', { date: formatDate(user.Expires) })}
              </Text>
            ) : null}
          </Stack>
          <Group gap="sm">
            {hasRole(user, 'Admin') ? (
              <Button variant="default" component={Link} to={paths.admin.root.getHref()}>
                {t('dashboard.openAdmin')}
              </Button>
            ) : null}
            {!user.IsUserProfileFilled ? (
              <Button component={Link} to={paths.profile.getHref()}>
                {t('dashboard.completeProfile')}
              </Button>
            ) : null}
            <SeePlansButton variant={isFreePlan ? 'filled' : 'default'} />
          </Group>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
        {isFreePlan ? (
          <Stat
            label={t('dashboard.remainingFreeTenders')}
            value={user.RemainingFreeTenders}
            hint={t('dashboard.remainingFreeTendersHint')}
          />
        ) : null}
        <Stat
          label={t('dashboard.pendingInvitations')}
          value={user.PendingAuctionInvitationsCount}
        />
        <Stat label={t('dashboard.pendingPublicBidders')} value={user.PendingPublicBiddersCount} />
      </SimpleGrid>
    </>
  );
}

export function WelcomePanel({ user }: { user: TUserInfo }) {
  const { t } = useTranslation();

  return (
    <>
      <PageTitle
        title={t('dashboard.title')}
        description={t('dashboard.signedInAs', { name: user.Name })}
      />
      <Stack gap="lg">
        {!user.IsActivated ? (
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('dashboard.notActivated')}
          </Alert>
        ) : null}
        <AuctionShortcuts user={user} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <MyAuctionsCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <PendingInvitationsCard user={user} />
          </Grid.Col>
        </Grid>
        <PlanAndCounters user={user} />
        <SavingsCard viewer={user.Name} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <LatestPublicTendersCard viewer={user.Name} />
          <SuggestedTendersCard user={user} />
        </SimpleGrid>
      </Stack>
    </>
  );
}
