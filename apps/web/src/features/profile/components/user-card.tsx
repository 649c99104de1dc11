// The signed-in account at a glance: name, plan, activation, membership dates and free tenders,
// and the way to the plans page.
import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { TUserInfo } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { SeePlansButton } from '@/components/create-tender-buttons.tsx';
import { RoleBadges } from '@/components/role-badges.tsx';
import { planOf } from '@/lib/auth/plan.ts';
import { formatDate, initialsOf } from '@/lib/format.ts';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

export function UserCard({ user }: { user: TUserInfo }) {
  const { t } = useTranslation();
  const isFreePlan = planOf(user) === 'Free';

  return (
    <Card component="section" aria-labelledby="user-card-title" h="fit-content">
      <Stack gap="md">
        <Group wrap="nowrap">
          <Avatar radius="xl" size="lg" color="brand" aria-hidden>
            {initialsOf(user.Name)}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Text id="user-card-title" fw={600} truncate="end">
              {user.Name}
            </Text>
            <RoleBadges user={user} />
          </Stack>
        </Group>
        <Stack gap={8}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('profile.user.account')}
            </Text>
            <Badge color={user.IsActivated ? 'teal' : 'orange'} variant="light">
              {user.IsActivated ? t('profile.user.activated') : t('profile.user.notActivated')}
            </Badge>
          </Group>
          <Fact label={t('profile.user.memberSince')} value={formatDate(user.Created)} />
          {user.Expires ? (
            <Fact label={t('profile.user.planValidUntil')} value={formatDate(user.Expires)} />
          ) : null}
          {isFreePlan ? (
            <Fact
              label={t('profile.user.remainingFreeTenders')}
              value={user.RemainingFreeTenders}
            />
          ) : null}
        </Stack>
        <Group>
          <SeePlansButton variant={isFreePlan ? 'light' : 'default'} />
        </Group>
      </Stack>
    </Card>
  );
}
