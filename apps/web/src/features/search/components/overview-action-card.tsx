// "Take part" on the public overview: log in to apply (visitor), apply on the supplier page
// (signed in, no entry yet), open one's tender page (participant), or the owner view (owner).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconLogin, IconSend } from '@tabler/icons-react';
import type { TPublicTenderOverview } from '@tendermark/shared';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { SupplierStatusBadge } from '@/components/supplier-status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/lib/auth/session-store.ts';
import { overviewActionOf } from '../model/overview-action.ts';

export function OverviewActionCard({ overview }: { overview: TPublicTenderOverview }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isSignedIn = useCurrentUser() !== null;
  const action = overviewActionOf(overview, { isSignedIn });
  const supplierHref = paths.auctions.supplier.getHref(overview.id);

  let body;
  switch (action.kind) {
    case 'login':
      body = (
        <>
          <Text size="sm">{t('publicOverview.action.visitorText')}</Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.auth.login.getHref(pathname)}
              leftSection={<IconLogin size={16} />}
            >
              {t('publicOverview.action.login')}
            </Button>
            <Button component={Link} to={paths.auth.register.getHref()} variant="default">
              {t('publicOverview.action.register')}
            </Button>
          </Group>
        </>
      );
      break;
    case 'apply':
      body = (
        <>
          <Text size="sm">{t('publicOverview.action.applyText')}</Text>
          <Button component={Link} to={supplierHref} leftSection={<IconSend size={16} />}>
            {t('publicOverview.action.apply')}
          </Button>
        </>
      );
      break;
    case 'closed':
      body = <Text size="sm">{t('publicOverview.action.closed')}</Text>;
      break;
    case 'participant':
      body = (
        <>
          <Group gap="xs">
            <Text size="sm">{t('publicOverview.action.participantText')}</Text>
            <SupplierStatusBadge status={action.supplierStatus} />
          </Group>
          <Button component={Link} to={supplierHref} rightSection={<IconArrowRight size={16} />}>
            {t('publicOverview.action.openTender')}
          </Button>
        </>
      );
      break;
    case 'owner':
      body = (
        <>
          <Text size="sm">{t('publicOverview.action.ownerText')}</Text>
          <Button
            component={Link}
            to={paths.auctions.owner.getHref(overview.id)}
            rightSection={<IconArrowRight size={16} />}
          >
            {t('publicOverview.action.openOwner')}
          </Button>
        </>
      );
      break;
  }

  return (
    <Card component="section" aria-labelledby="overview-action-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4" id="overview-action-title">
          {t('publicOverview.action.title')}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
