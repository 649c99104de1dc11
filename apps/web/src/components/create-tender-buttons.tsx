// The ways into a new auction, offered wherever one can start: create it, try the demo, and for a
// Free account without free auctions left, the plans that let it run real ones.
import { Button } from '@mantine/core';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { paths } from '@/config/paths.ts';

export function CreateTenderButton({ label }: { label: string }) {
  return (
    <Button
      component={Link}
      to={paths.auctions.create.getHref()}
      leftSection={<IconPlus size={16} />}
    >
      {label}
    </Button>
  );
}

export function TryDemoButton() {
  const { t } = useTranslation();
  return (
    <Button variant="default" component={Link} to={paths.auctions.create.getHref({ isDemo: true })}>
      {t('tenders.new.tryDemo')}
    </Button>
  );
}

/** To the plans page (the trial, a Business plan): beside Create for a Free account with no free auctions. */
export function SeePlansButton({
  variant = 'light',
}: {
  variant?: 'light' | 'filled' | 'default';
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant={variant}
      component={Link}
      to={paths.pricing.getHref()}
      leftSection={<IconSparkles size={16} />}
    >
      {t('billing.seePlans')}
    </Button>
  );
}
