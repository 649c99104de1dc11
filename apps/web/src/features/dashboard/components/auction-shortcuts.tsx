// The dashboard's auction actions: create an auction (or try the demo), and continue the newest draft.
// A Free account with no free auctions left is told that real auctions need a plan, and where to get one.
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { totalExpectedPrice, type TUserInfo } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import {
  CreateTenderButton,
  SeePlansButton,
  TryDemoButton,
} from '@/components/create-tender-buttons.tsx';
import { Money } from '@/components/money.tsx';
import { paths } from '@/config/paths.ts';
import { planOf } from '@/lib/auth/plan.ts';
import { formatDate } from '@/lib/format.ts';
import { useLastOpenTender } from '../api/get-last-open-tender.ts';

function ContinueDraftCard() {
  const { t } = useTranslation();
  const draft = useLastOpenTender();
  if (draft.isPending) return <Skeleton h={148} radius="md" />;
  if (!draft.data) return null;
  const tender = draft.data;
  return (
    <Card>
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('dashboard.continueDraft')}
          </Text>
          <Title order={2} fz="h4">
            {tender.name.trim() || t('tenders.untitled')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dashboard.draftSummary', {
              count: tender.itemsDetails.length,
              date: formatDate(tender.createdDate),
            })}{' '}
            · <Money amount={totalExpectedPrice(tender.itemsDetails)} currency={tender.currency} />
          </Text>
        </Stack>
        <Group>
          <Button
            variant="light"
            component={Link}
            to={paths.auctions.owner.getHref(tender.tenderId)}
            leftSection={<IconPencil size={16} />}
          >
            {t('dashboard.continueEditing')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Free and no free auctions left: scheduling a real auction would be refused (403). */
export function needsPlanToSchedule(user: TUserInfo): boolean {
  return planOf(user) === 'Free' && user.RemainingFreeTenders <= 0;
}

function PlanNeededNote() {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title={t('billing.upgradeTitle')}
      data-testid="plan-needed"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('billing.upgradeText')}</Text>
        <SeePlansButton variant="filled" />
      </Stack>
    </Alert>
  );
}

export function AuctionShortcuts({ user }: { user: TUserInfo }) {
  const { t } = useTranslation();
  const needsPlan = needsPlanToSchedule(user);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card>
        <Stack gap="xs" h="100%" justify="space-between">
          <Stack gap={4}>
            <Title order={2} fz="h4">
              {t('dashboard.createTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.createText')}
            </Text>
          </Stack>
          <Group gap="sm">
            <CreateTenderButton label={t('dashboard.createAuction')} />
            <TryDemoButton />
            <Button
              variant="subtle"
              component={Link}
              to={paths.auctions.myList.getHref()}
              rightSection={<IconArrowRight size={16} />}
            >
              {t('nav.myAuctions')}
            </Button>
          </Group>
          {needsPlan ? <PlanNeededNote /> : null}
        </Stack>
      </Card>
      <ContinueDraftCard />
    </SimpleGrid>
  );
}
