// The two ways into a new auction, offered wherever one can start: create it, or try the demo.
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';

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
