// The plan side of scheduling for Free users: how many free auctions remain, or, when none do,
// the spec's offer of a demo auction or an upgrade.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Messages } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { paths } from '@/config/paths.ts';
import { translateMessage } from '@/lib/i18n.ts';

export function PlanNotice({ remainingFreeTenders }: { remainingFreeTenders: number }) {
  const { t } = useTranslation();
  if (remainingFreeTenders > 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('tenders.schedule.usesFreeTender', { count: remainingFreeTenders })}
      </Text>
    );
  }
  return <PlanRequiredAlert />;
}

export function PlanRequiredAlert() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{translateMessage(t, Messages.planRequired)}</Text>
        <Text size="sm" c="dimmed">
          {t('tenders.schedule.upgradeHint')}
        </Text>
        <Group gap="xs">
          <Button component={Link} to={paths.pricing.getHref()} size="xs">
            {t('billing.seePlans')}
          </Button>
          <Button
            component={Link}
            to={paths.auctions.create.getHref({ isDemo: true })}
            size="xs"
            variant="default"
          >
            {t('tenders.new.tryDemo')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
